-- One table, the paper's suggestion board: name, email, content, and when it was written.
CREATE TABLE suggestion (
    id         BIGINT        NOT NULL AUTO_INCREMENT,
    name       VARCHAR(50)   NOT NULL,
    email      VARCHAR(254)  NOT NULL,
    content    VARCHAR(2000) NOT NULL,
    created_at TIMESTAMP(3)  NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    PRIMARY KEY (id),
    -- The list page reads the newest 100 rows: this index serves ORDER BY created_at DESC, id DESC LIMIT n.
    KEY suggestion_newest_first (created_at DESC, id DESC)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_unicode_ci;
