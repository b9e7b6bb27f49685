package dev.poolsweep.board;

import org.springframework.boot.SpringApplication;

/**
 * Runs the board against a provisioned database:
 * {@code ./mvnw -pl app spring-boot:test-run}. The "dev" profile seeds 1000 suggestions;
 * the administrator's password is generated and logged unless BOARD_ADMIN_PASSWORD is
 * set.
 */
public class TestSuggestionBoardApplication {

	public static void main(String[] args) {
		SpringApplication.from(SuggestionBoardApplication::main)
			.with(TestDatabaseConfiguration.class)
			.withAdditionalProfiles("dev")
			.run(args);
	}

}
