package dev.poolsweep.tuning.cli;

import java.io.IOException;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import dev.poolsweep.tuning.PoolsweepCommand;

/**
 * The jar's main class loads on Java 17 and says in one line when poolsweep cannot run.
 */
class JavaCheckTest {

	private static final int JAVA_17 = 17;

	@Test
	void theCheckLoadsOnJava17AndReadsTheJavaTheCommandNeeds() throws IOException {
		assertThat(JavaCheck.featureOf(JavaCheck.class.getName())).isEqualTo(JAVA_17);
		assertThat(JavaCheck.featureOf(PoolsweepCommand.class.getName())).as("the build's release, as every class")
			.isEqualTo(JavaCheck.featureOf(SweepCommand.class.getName()))
			.isGreaterThan(JAVA_17);
	}

	@Test
	void anOlderJavaGetsOneLine() {
		assertThat(JavaCheck.tooOld(21, 21)).isEmpty();
		assertThat(JavaCheck.tooOld(25, 21)).isEmpty();
		assertThat(JavaCheck.tooOld(JAVA_17, 21)).hasValueSatisfying(
				line -> assertThat(line).startsWith("poolsweep needs Java 21 or later, and this is Java 17 (")
					.endsWith("): run ./poolsweep, which finds one, or set JAVA_HOME")
					.doesNotContain("\n"));
	}

}
