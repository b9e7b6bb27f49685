package dev.poolsweep.tuning.text;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class TypedCommandTest {

	@Test
	void plainArgumentsStayAsTyped() {
		assertThat(TypedCommand.of("poolsweep", List.of("reproduce", "--quick", "--out", "/tmp/q-1")))
			.isEqualTo("poolsweep reproduce --quick --out /tmp/q-1");
	}

	@Test
	void anArgumentAShellWouldSplitIsQuoted() {
		assertThat(TypedCommand.of("poolsweep",
				List.of("sweep", "--load-profile", "const(50,10s) const(300,10s)", "--request-body", "it's")))
			.isEqualTo("poolsweep sweep --load-profile 'const(50,10s) const(300,10s)' --request-body 'it'\\''s'");
	}

	@Test
	void passwordsAreHidden() {
		assertThat(TypedCommand.of("poolsweep", List.of("sweep", "--db-password", "s3cret", "--db-user", "board")))
			.isEqualTo("poolsweep sweep --db-password '***' --db-user board");
		assertThat(TypedCommand.of("poolsweep", List.of("sweep", "--db-password=s3cret")))
			.isEqualTo("poolsweep sweep '--db-password=***'");
	}

	@Test
	void passwordsInADatabaseUrlAreHidden() {
		assertThat(TypedCommand.of("poolsweep",
				List.of("sweep", "--db-url", "jdbc:mysql://board:s3cret@db:3306/board?useSSL=false&password=s3cret")))
			.doesNotContain("s3cret")
			.isEqualTo(
					"poolsweep sweep --db-url " + "'jdbc:mysql://board:***@db:3306/board?useSSL=false&password=***'");
	}

}
