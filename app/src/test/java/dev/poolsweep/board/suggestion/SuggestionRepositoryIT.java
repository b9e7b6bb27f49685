package dev.poolsweep.board.suggestion;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;

import dev.poolsweep.board.BoardIntegrationTest;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * Plain SQL against the real server: Flyway's schema, utf8mb4, newest-first order,
 * paging, delete.
 */
@BoardIntegrationTest
class SuggestionRepositoryIT {

	@Autowired
	private SuggestionRepository repository;

	@Autowired
	private JdbcClient jdbc;

	@Test
	void storesAndReadsBackUnicodeText() {
		String content = "한글 건의 사항 \uD83D\uDE80 " + "x".repeat(1900);
		long id = this.repository.insert(new SuggestionForm("김남윤", "kim@example.org", content));
		Suggestion stored = this.repository.findById(id).orElseThrow();
		assertThat(stored.name()).isEqualTo("김남윤");
		assertThat(stored.content()).isEqualTo(content);
		// Written by the database's clock, read in the JVM's time zone: an instant of a
		// moment ago.
		assertThat(stored.createdAt()).isCloseTo(Instant.now(), within(1, ChronoUnit.MINUTES));
	}

	@Test
	void listsNewestFirstAndPages() {
		long first = this.repository.insert(new SuggestionForm("First", "a@example.org", "one"));
		long second = this.repository.insert(new SuggestionForm("Second", "b@example.org", "two"));
		List<Suggestion> newest = this.repository.findNewest(2, 0);
		assertThat(newest).extracting(Suggestion::id).containsExactly(second, first);
		assertThat(this.repository.findNewest(1, 1)).extracting(Suggestion::id).containsExactly(first);
		assertThat(this.repository.findNewest(100, 0)).hasSize(100);
	}

	/**
	 * The list page walks the newest-first index instead of reading and sorting the whole
	 * table, which MariaDB chose for this query without the index named.
	 */
	@Test
	void listPageQueryWalksTheNewestFirstIndex() {
		Map<String, Object> plan = this.jdbc.sql("EXPLAIN " + SuggestionRepository.NEWEST_FIRST)
			.params(101, 0)
			.query()
			.singleRow();
		assertThat(plan).containsEntry("key", "suggestion_newest_first");
		assertThat(String.valueOf(plan.get("Extra"))).doesNotContain("filesort");
	}

	@Test
	void deletesOnlyWhatExists() {
		long id = this.repository.insert(new SuggestionForm("Gone", "g@example.org", "soon"));
		assertThat(this.repository.deleteById(id)).isTrue();
		assertThat(this.repository.deleteById(id)).isFalse();
		assertThat(this.repository.findById(id)).isEmpty();
	}

	@Test
	void seedingFilledTheTable() {
		assertThat(this.repository.count()).isGreaterThanOrEqualTo(150);
	}

}
