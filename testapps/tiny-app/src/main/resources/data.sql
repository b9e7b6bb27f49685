INSERT IGNORE INTO item (id, name) VALUES
  (1, 'anchor'), (2, 'bucket'), (3, 'compass'), (4, 'drum'), (5, 'easel'),
  (6, 'flute'), (7, 'globe'), (8, 'hammock'), (9, 'inkwell'), (10, 'jigsaw');
