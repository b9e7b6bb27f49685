package dev.poolsweep.tinyapp;

import java.util.List;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.jdbc.support.GeneratedKeyHolder;
import org.springframework.jdbc.support.KeyHolder;
import org.springframework.stereotype.Repository;

/** Table item (schema.sql): one small query per request, so each takes a connection. */
@Repository
class Items {

	private final JdbcClient jdbc;

	Items(final JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	/** The newest {@code limit} items, newest first. */
	List<Item> newest(final int limit) {
		return jdbc.sql("SELECT id, name FROM item ORDER BY id DESC LIMIT ?").param(limit).query(Item.class).list();
	}

	Item add(final String name) {
		final KeyHolder key = new GeneratedKeyHolder();
		jdbc.sql("INSERT INTO item (name) VALUES (?)").param(name).update(key);
		return new Item(key.getKeyAs(Number.class).longValue(), name);
	}

	record Item(long id, String name) {
	}

}
