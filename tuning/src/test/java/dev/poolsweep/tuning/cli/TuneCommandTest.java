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

	/**
	 * A schedule the emulated server keeps up with is refused before the database starts,
	 * not a minute later by the emulation's probe; reproduce's too.
	 */
	@Test
	void aPeakTheEmulatedServerKeepsUpWith() {
		final String refusal = "the emulated server is probed at the schedule's peak, 5/s, which must be above the "
				+ "rate ten of its workers serve (211/s): raise the peak (--scale, --load-profile), or measure the "
				+ "board as built";
		assertThat(cli.run("tune", "--max-threads", "10", "--plan", "smoke", "--out", dir.resolve("t").toString()))
			.isEqualTo(2);
		assertThat(theOneErrorLine()).isEqualTo("poolsweep tune: " + refusal);
		assertThat(dir.resolve("t")).doesNotExist();
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
