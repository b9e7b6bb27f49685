package dev.poolsweep.tinyapp;

import java.util.List;

import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

/**
 * GET /items reads (the harness's default kind of target), POST /items writes (a sweep
 * with --method POST, and a reason for --reset-sql).
 */
@RestController
class ItemController {

	/** Rows a GET returns: a few, so the query is small and the pool is what matters. */
	private static final int PAGE = 20;

	/** The column's width in schema.sql. */
	private static final int MAX_NAME = 100;

	private final Items items;

	ItemController(final Items items) {
		this.items = items;
	}

	@GetMapping("/items")
	List<Items.Item> list() {
		return items.newest(PAGE);
	}

	@PostMapping("/items")
	ResponseEntity<Items.Item> add(@RequestBody final NewItem item) {
		final String name = item.name() == null ? "" : item.name().strip();
		if (name.isEmpty() || name.length() > MAX_NAME) {
			throw new ResponseStatusException(HttpStatus.BAD_REQUEST,
					"name must have 1 to " + MAX_NAME + " characters");
		}
		return ResponseEntity.status(HttpStatus.CREATED).body(items.add(name));
	}

	record NewItem(String name) {
	}

}
