package dev.poolsweep.board;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** The suggestion board: add, list and delete suggestions, on MySQL through HikariCP. */
@SpringBootApplication
public class SuggestionBoardApplication {

	public static void main(String[] args) {
		SpringApplication.run(SuggestionBoardApplication.class, args);
	}

}
