package dev.poolsweep.tuning.cli;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code poolsweep tune}'s bad input: one line and exit code 2, before anything runs. */
class TuneCommandTest {

	@TempDir
	Path dir;

	private final CommandRun cli = new CommandRun();

	@Test
	void anSloItDoesNotKnow() {
		assertThat(cli.run("tune", "--max-threads", "10", "--slo", "p99=2s", "--out", dir.resolve("t").toString()))
			.isEqualTo(2);
		assertThat(theOneErrorLine())
			.isEqualTo("poolsweep tune: --slo knows p95 and recovery, not 'p99' (in 'p99=2s')");
	}

	@Test
	void aBudgetOfNoRuns() {
		assertThat(cli.run("tune", "--max-threads", "10", "--budget", "0", "--out", dir.resolve("t").toString()))
			.isEqualTo(2);
		assertThat(theOneErrorLine()).isEqualTo("poolsweep tune: --budget must allow at least 1 run, was 0");
	}

	@Test
	void resumeNeedsATune() {
		assertThat(cli.run("tune", "--resume", dir.toString())).isEqualTo(2);
		assertThat(theOneErrorLine())
			.isEqualTo("poolsweep tune: " + dir + " is not a tune's folder (no race.properties)");
	}

	@Test
	void resumeTakesNoSettings() {
		assertThat(cli.run("tune", "--resume", dir.toString(), "--slo", "p95=1s")).isEqualTo(2);
		assertThat(theOneErrorLine()).isEqualTo(
				"poolsweep tune: --resume takes the tune's settings from " + dir + "/race.properties: drop --slo");
	}

	private String theOneErrorLine() {
		final List<String> lines = cli.err().lines().toList();
		assertThat(lines).as("stderr: %s", cli.err()).hasSize(1);
		return lines.getFirst();
	}

}
