package dev.poolsweep.board.suggestion;

import java.util.ArrayList;
import java.util.List;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.ApplicationArguments;
import org.springframework.boot.ApplicationRunner;
import org.springframework.stereotype.Component;

/**
 * Load-test data: with {@code board.seed.count=N} the table is filled up to N generated
 * suggestions at start-up, so that a list page really returns 100 rows. Idempotent: a
 * table that holds N or more is left alone.
 */
@Component
class SuggestionSeeder implements ApplicationRunner {

	private static final Logger logger = LoggerFactory.getLogger(SuggestionSeeder.class);

	private static final int BATCH = 500;

	private final SuggestionRepository repository;

	private final long target;

	SuggestionSeeder(SuggestionRepository repository, @Value("${board.seed.count:0}") long target) {
		this.repository = repository;
		this.target = target;
	}

	@Override
	public void run(ApplicationArguments args) {
		long present = (this.target > 0) ? this.repository.count() : 0;
		for (long next = present; next < this.target; next += BATCH) {
			insertBatch(next, (int) Math.min(BATCH, this.target - next));
		}
		if (this.target > present) {
			logger.info("Seeded {} suggestions ({} were present)", this.target - present, present);
		}
	}

	private void insertBatch(long first, int count) {
		List<SuggestionForm> batch = new ArrayList<>(count);
		for (long n = first + 1; n <= first + count; n++) {
			batch.add(new SuggestionForm("Visitor " + n, "visitor" + n + "@example.org",
					"Suggestion number " + n + ": please keep the board fast under bursts of traffic."));
		}
		this.repository.insertAll(batch);
	}

}
