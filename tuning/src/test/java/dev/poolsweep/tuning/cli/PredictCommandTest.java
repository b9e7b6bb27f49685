package dev.poolsweep.tuning.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import dev.poolsweep.tuning.analysis.SweepFixture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code poolsweep predict}: sweep's grid options, the board's costs from a finished
 * sweep or given, the points ranked, and one line for bad input.
 */
class PredictCommandTest {

	@TempDir
	Path dir;

	private final CommandRun cli = new CommandRun();

	@Test
	void withoutTheBoardsCostsItSaysWhereToGetThemInOneLine() {
		assertThat(cli.run("predict", "--max-threads", "1,10")).isEqualTo(2);
		assertThat(cli.err().lines()).singleElement()
			.asString()
			.contains("predict needs the board's costs: --from DIR", "--cpu-ms MS and --cores N");
	}

	@Test
	void givenCostsItRanksEveryPointOfTheGridWithoutRunningAnything() {
		// 4.8 ms of CPU on one core serves about 200/s: the paper's 300/s burst is an
		// overload, which one worker drains slowest
		assertThat(cli.run("predict", "--max-threads", "1,10,100", "--max-total", "100", "--cpu-ms", "4.8", "--db-ms",
				"1", "--cores", "1"))
			.isZero();

		assertThat(cli.out()).contains("board: 1 CPU; 4.80 ms of CPU per request", "6000 requests")
			.containsPattern("(?m)^\\s+3\\s+t1-p100-a100 .* dominated$")
			.containsPattern("(?m)^\\s+1\\s+t10-p100-a100 .* leader$")
			// and for a board 9 % slower and faster: one worker drains at 42 s, or never
			.containsPattern("(?m)^\\s+3\\s+t1-p100-a100 .* 42 s\u2013never\\s+dominated$")
			.contains("\u00b19 %: the same for a board 9 % slower and faster");
		assertThat(cli.err()).isEmpty();
	}

	@Test
	void aLongerTailPredictsTheLongerScheduleAndSeesALaterRecovery() {
		// 5.4 ms of CPU on one core: one worker drains about when the paper's schedule
		// ends, after its last window; the 40-s tail leaves windows up to 67 s
		final String[] slowBoard = { "predict", "--max-threads", "1", "--cpu-ms", "5.4", "--db-ms", "1", "--cores",
				"1" };
		assertThat(cli.run(slowBoard)).isZero();
		assertThat(cli.out()).contains("6000 requests").containsPattern("(?m)^\\s+1\\s+t1-p100-a100 .* never ");
		cli.clear();

		assertThat(cli.run(Stream.concat(Stream.of(slowBoard), Stream.of("--tail", "40s")).toArray(String[]::new)))
			.isZero();

		assertThat(cli.out()).contains("const(50,30s), 7000 requests")
			.containsPattern("(?m)^\\s+1\\s+t1-p100-a100 .* 4\\d s ")
			.doesNotContain("never ");
	}

	@Test
	void fromAFinishedSweepItCalibratesFromTheSecondsBeforeTheBurst() throws IOException {
		final String profile = "const(2,3s) const(4,3s) const(2,6s)";
		Files.writeString(dir.resolve("sweep.properties"), "plan=burst\nload_profile=" + profile + "\n");
		new SweepFixture(dir).run(10, 1, profile).boardCpu(0.5).writeOk();

		assertThat(cli.run("predict", "--max-threads", "1,2", "--load-profile", profile, "--from", dir.toString()))
			.isZero();

		// 2 requests/s at half of one CPU: 250 ms each
		assertThat(cli.out()).contains("250.00 ms of CPU per request", "(calibrated from " + dir + ")", "t1-p100-a100",
				"t2-p100-a100");
	}

	@Test
	void aFolderWithNothingToCalibrateFromIsBadInput() throws IOException {
		final String burstFirst = "const(4,3s) const(2,6s)";
		Files.writeString(dir.resolve("sweep.properties"), "plan=burst\nload_profile=" + burstFirst + "\n");
		new SweepFixture(dir).run(10, 1, burstFirst).writeOk();

		assertThat(cli.run("predict", "--max-threads", "10", "--from", dir.toString())).isEqualTo(2);
		assertThat(cli.err().lines()).singleElement()
			.asString()
			.contains("--from " + dir + ": no low-load seconds to calibrate from");
	}

	@Test
	void theHelpHasSweepsGridAndLoadOptions() {
		assertThat(cli.run("predict", "--help")).isZero();
		assertThat(cli.out()).contains("--max-threads", "--grid", "--load-profile", "--scale", "--paper-semantics",
				"--from", "--cpu-ms", "--db-ms", "--cores");
	}

}
