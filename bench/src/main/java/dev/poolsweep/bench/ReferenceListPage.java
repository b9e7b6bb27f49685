package dev.poolsweep.bench;

import java.time.Instant;
import java.util.List;

import io.jstach.jstache.JStache;
import io.jstach.jstache.JStacheFormatterTypes;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The yardstick of bench/list-page.sh: the board's list page for an anonymous reader (the
 * same query, index hint included, the same 100 rows, the same HTML table, escaped)
 * written as TechEmpower's Spring entry writes its fortunes page: one handler,
 * JdbcTemplate, a template compiled to Java by JStachio, nothing else (no security, no
 * metrics).
 */
@SpringBootApplication
@RestController
public class ReferenceListPage {

	private final JdbcTemplate jdbc;

	ReferenceListPage(JdbcTemplate jdbc) {
		this.jdbc = jdbc;
	}

	public static void main(String[] args) {
		SpringApplication.run(ReferenceListPage.class, args);
	}

	@GetMapping(path = "/suggestions", produces = "text/html;charset=UTF-8")
	String list() {
		List<Row> rows = this.jdbc.query(
				"SELECT id, name, email, content, created_at FROM suggestion "
						+ "FORCE INDEX (suggestion_newest_first) ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?",
				(rs, n) -> new Row(rs.getLong(1), rs.getString(2), rs.getString(3), rs.getString(4),
						rs.getTimestamp(5).toInstant()),
				101, 0);
		boolean hasNext = rows.size() > 100;
		return ListPageRenderer.of().execute(new ListPage(hasNext ? rows.subList(0, 100) : rows, hasNext));
	}

	record Row(long id, String name, String email, String content, Instant createdAt) {
	}

	@JStache(path = "list.mustache")
	@JStacheFormatterTypes(types = Instant.class) // written with toString(), as the
													// board's page does
	record ListPage(List<Row> suggestions, boolean hasNext) {
	}

}
