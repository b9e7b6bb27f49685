package dev.poolsweep.tuning.cli.check;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import dev.poolsweep.tuning.cli.CommandRun;
import dev.poolsweep.tuning.analysis.SweepFixture;
import dev.poolsweep.tuning.errors.ExitCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code poolsweep model-check} on a real sweep's results, trimmed to two points
 * (src/test/resources/model-check/README.md says how): the rows, the coverage over the
 * folders given, and one line for a folder it cannot check.
 */
class ModelCheckCommandTest {

	/**
	 * One worker: the measured recovery lies at the spread's faster end, p95 below it.
	 */
	private static final String ONE_WORKER_ROW = "(?m)^t1-p100-a100\\s+1\\s+41 s\\s+43 s\\s+41 s\u201347 s\\s+yes"
			+ "\\s+4\\.73 s\\s+6\\.14 s\\s+4\\.83 s\u20137\\.74 s\\s+no\\s+yes$";

	/** Ten workers: both within the spread. */
	private static final String TEN_WORKERS_ROW = "(?m)^t10-p100-a100\\s+1\\s+37 s\\s+37 s\\s+35 s\u201340 s\\s+yes"
			+ "\\s+3\\.22 s\\s+3\\.39 s\\s+2\\.34 s\u20134\\.66 s\\s+yes\\s+yes$";

	@TempDir
	Path dir;

	private final CommandRun cli = new CommandRun();

	private static String quickReproduce() throws URISyntaxException {
		return Path.of(ModelCheckCommandTest.class.getResource("/model-check/reproduce-quick").toURI()).toString();
	}

	@Test
	void printsEveryPointBesideItsPredictionAndTheCoverage() throws URISyntaxException {
		final String folder = quickReproduce();

		assertThat(cli.run("model-check", folder)).isZero();

		assertThat(cli.out()).startsWith(folder + ": 1 CPU; 4.12 ms of CPU per request")
			.contains("from 36 low-load seconds", "the saturation probe's one worker 181/s and ten 220/s")
			.containsPattern(ONE_WORKER_ROW)
			.containsPattern(TEN_WORKERS_ROW)
			.contains(
					"recovery within \u00b19 %: 2 of 2 points; p95: 1 of 2; both: 1 of 2; the model's target: 2 of 2");
		assertThat(cli.err()).isEmpty();
	}

	@Test
	void theCoverageCountsThePointsOfEveryFolderGiven() throws IOException, URISyntaxException {
		// the same sweep again, its ten-worker point alone: within the spread both ways
		final Path quick = Path.of(quickReproduce());
		Files.copy(quick.resolve("sweep.properties"), dir.resolve("sweep.properties"));
		copyTree(quick.resolve("points/t10-p100-a100"), dir.resolve("points/t10-p100-a100"));

		assertThat(cli.run("model-check", quick.toString(), dir.toString())).isZero();

		assertThat(cli.out()).containsPattern(TEN_WORKERS_ROW)
			.contains(
					"recovery within \u00b19 %: 3 of 3 points; p95: 2 of 3; both: 2 of 3; the model's target: 3 of 3");
	}

	@Test
	void saturatedRatesAnHourOrMoreOlderThanTheSweepAreSaidToBe() throws IOException, URISyntaxException {
		final Path quick = Path.of(quickReproduce());
		final long createdMs = 1795660402348L;
		final long threeHours21m = (3 * 60 + 21) * 60_000L;
		Files.writeString(dir.resolve("sweep.properties"), Files.readString(quick.resolve("sweep.properties"))
				+ "saturated.measured_ms=" + (createdMs - threeHours21m) + "\n");
		copyTree(quick.resolve("points/t10-p100-a100"), dir.resolve("points/t10-p100-a100"));

		assertThat(cli.run("model-check", dir.toString())).isZero();

		assertThat(cli.out()).contains("the saturation probe's one worker 181/s and ten 220/s, saturated (measured "
				+ "3h 21m before the sweep, and the machine's speed drifts within hours: --reprobe measures them again)");
		final CommandRun recentRates = new CommandRun();
		assertThat(recentRates.run("model-check", quick.toString())).isZero();
		assertThat(recentRates.out()).doesNotContain("before the sweep");
	}

	private static void copyTree(final Path from, final Path to) throws IOException {
		Files.createDirectories(to.getParent());
		try (Stream<Path> paths = Files.walk(from)) {
			for (final Path path : paths.toList()) {
				Files.copy(path, to.resolve(from.relativize(path).toString()));
			}
		}
	}

	@Test
	void aFolderWithoutASweepIsOneLineOfBadInputAndNothingPrinted() throws URISyntaxException {
		assertThat(cli.run("model-check", quickReproduce(), dir.toString())).isEqualTo(ExitCode.BAD_INPUT);

		assertThat(cli.err().lines()).singleElement()
			.asString()
			.isEqualTo("poolsweep model-check: " + dir
					+ " is not a sweep's output folder (no sweep.properties, no points/)");
		assertThat(cli.out()).isEmpty();
	}

	@Test
	void aSweepWithoutACompleteRunIsOneLineOfBadInput() throws IOException {
		Files.writeString(dir.resolve("sweep.properties"), "plan=burst\n");
		Files.createDirectories(dir.resolve("points").resolve("t10-p100-a100").resolve("rep-1"));

		assertThat(cli.run("model-check", dir.toString())).isEqualTo(ExitCode.BAD_INPUT);

		assertThat(cli.err().lines()).singleElement()
			.asString()
			.isEqualTo("poolsweep model-check: " + dir + ": no point has a complete run to check the model against");
	}

	@Test
	void aSweepTheModelCannotCalibrateFromIsOneLineOfBadInput() throws IOException {
		final String burstFirst = "const(4,3s) const(2,6s)";
		Files.writeString(dir.resolve("sweep.properties"), "plan=burst\nload_profile=" + burstFirst + "\n");
		new SweepFixture(dir).run(10, 1, burstFirst).writeOk();

		assertThat(cli.run("model-check", dir.toString())).isEqualTo(ExitCode.BAD_INPUT);

		assertThat(cli.err().lines()).singleElement()
			.asString()
			.startsWith("poolsweep model-check: " + dir
					+ ": the model cannot calibrate from this folder: no low-load seconds to calibrate from");
	}

	@Test
	void withoutAFolderItSaysSoInOneLine() {
		assertThat(cli.run("model-check")).isEqualTo(ExitCode.BAD_INPUT);

		assertThat(cli.err().lines()).singleElement().asString().contains("DIR", "model-check --help");
	}

}
