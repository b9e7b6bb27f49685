package dev.poolsweep.board.suggestion;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.jdbc.support.GeneratedKeyHolder;
import org.springframework.jdbc.support.KeyHolder;
import org.springframework.stereotype.Repository;

/**
 * Plain SQL over {@link JdbcClient}. Each method is one statement, so outside a
 * transaction a connection is borrowed from the pool only while that statement runs.
 */
@Repository
class SuggestionRepository {

	private static final RowMapper<Suggestion> ROW_MAPPER = SuggestionRepository::mapRow;

	private final JdbcClient jdbc;

	SuggestionRepository(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	/**
	 * The list page's query: the newest rows along the index suggestion_newest_first. The
	 * index is named because MariaDB 10.11 does not take it by itself for a table of a
	 * thousand rows: it read the table whole and sorted it (EXPLAIN: type ALL, Using
	 * filesort), at about two and a half times the database's CPU per page.
	 */
	static final String NEWEST_FIRST = "SELECT id, name, email, content, created_at FROM suggestion "
			+ "FORCE INDEX (suggestion_newest_first) ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?";

	List<Suggestion> findNewest(int limit, long offset) {
		return this.jdbc.sql(NEWEST_FIRST).params(limit, offset).query(ROW_MAPPER).list();
	}

	Optional<Suggestion> findById(long id) {
		return this.jdbc.sql("SELECT id, name, email, content, created_at FROM suggestion WHERE id = ?")
			.param(id)
			.query(ROW_MAPPER)
			.optional();
	}

	long insert(SuggestionForm form) {
		KeyHolder keys = new GeneratedKeyHolder();
		this.jdbc.sql("INSERT INTO suggestion (name, email, content) VALUES (?, ?, ?)")
			.params(form.name(), form.email(), form.content())
			.update(keys);
		return keys.getKeyAs(Number.class).longValue();
	}

	/**
	 * One multi-row INSERT: seeding thousands of rows takes a few statements, not
	 * thousands.
	 */
	void insertAll(List<SuggestionForm> forms) {
		StringBuilder sql = new StringBuilder("INSERT INTO suggestion (name, email, content) VALUES ");
		List<Object> values = new ArrayList<>(forms.size() * 3);
		for (SuggestionForm form : forms) {
			sql.append(values.isEmpty() ? "(?, ?, ?)" : ", (?, ?, ?)");
			values.addAll(List.of(form.name(), form.email(), form.content()));
		}
		this.jdbc.sql(sql.toString()).params(values).update();
	}

	boolean deleteById(long id) {
		return this.jdbc.sql("DELETE FROM suggestion WHERE id = ?").param(id).update() == 1;
	}

	long count() {
		return this.jdbc.sql("SELECT COUNT(*) FROM suggestion").query(Long.class).single();
	}

	private static Suggestion mapRow(ResultSet rs, int rowNum) throws SQLException {
		// As getTimestamp(5).toInstant() (Connector/J reads the value in the JVM's time
		// zone), without the
		// Calendar that getTimestamp builds for every value: a fifth of the list page's
		// garbage.
		Instant createdAt = rs.getObject(5, LocalDateTime.class).atZone(ZoneId.systemDefault()).toInstant();
		return new Suggestion(rs.getLong(1), rs.getString(2), rs.getString(3), rs.getString(4), createdAt);
	}

}
