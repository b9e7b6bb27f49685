package dev.poolsweep.tuning.cli.check;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import dev.poolsweep.tuning.cli.CommandRun;
import dev.poolsweep.tuning.analysis.SweepFixture;
import dev.poolsweep.tuning.errors.ExitCode;
import dev.poolsweep.tuning.model.PredictionSpread;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code poolsweep model-check} on a real sweep's results, trimmed to two points
 * (src/test/resources/model-check/README.md says how): a row for every measured point of
 * every folder given, each row's verdicts agreeing with the figures it prints, a point
 * outside its spread flagged, the coverage counting the rows, and one line for a folder
 * it cannot check. The figures themselves are the model's, which its own tests hold
 * (ClosedFormTest, CalibrationTest, PredictionSpreadTest); none is copied here.
 */
class ModelCheckCommandTest {

	/**
	 * A row: point, runs, recovered, predicted, its spread (one figure where both ends
	 * print alike) and whether the measured instant lies in it, then the same for p95,
	 * then the model's target.
	 */
	/** A figure as the table prints it: "41 s", "4.73 s", "850 ms", "never". */
	private static final String FIGURE = "[\\d.,]+ m?s|never";

	private static final Pattern ROW = Pattern.compile("(?m)^(t\\S+)\\s+(\\d+)\\s+(" + FIGURE + ")\\s+(" + FIGURE
			+ ")\\s+(" + FIGURE + ")(?:\u2013(" + FIGURE + "))?\\s+(yes|no)\\s+(" + FIGURE + ")\\s+(" + FIGURE
			+ ")\\s+(" + FIGURE + ")(?:\u2013(" + FIGURE + "))?\\s+(yes|no)\\s+(yes|no)$");

	@TempDir
	Path dir;

	private final CommandRun cli = new CommandRun();

	private static Path quickReproduce() throws URISyntaxException {
		return Path.of(ModelCheckCommandTest.class.getResource("/model-check/reproduce-quick").toURI());
	}

	@Test
	void printsEveryPointBesideItsPredictionAndTheCoverage() throws IOException, URISyntaxException {
		final Path folder = quickReproduce();

		assertThat(cli.run("model-check", folder.toString())).isZero();

		assertThat(cli.out()).startsWith(folder + ": ")
			.contains("the saturation probe's one worker 181/s and ten 220/s");
		final List<Row> rows = rows(cli.out());
		assertThat(rows).extracting(Row::pointId).containsExactlyElementsOf(pointIds(folder));
		assertThat(rows).allSatisfy(row -> assertThat(row.agreesWithItsFigures()).as(row.pointId()).isTrue());
		assertCoverageCounts(rows);
		assertThat(cli.err()).isEmpty();
	}

	@Test
	void theCoverageCountsThePointsOfEveryFolderGiven() throws IOException, URISyntaxException {
		// the same sweep again, its ten-worker point alone
		final Path quick = quickReproduce();
		Files.copy(quick.resolve("sweep.properties"), dir.resolve("sweep.properties"));
		copyTree(quick.resolve("points/t10-p100-a100"), dir.resolve("points/t10-p100-a100"));

		assertThat(cli.run("model-check", quick.toString(), dir.toString())).isZero();

		final List<Row> rows = rows(cli.out());
		assertThat(rows).extracting(Row::pointId).containsExactly("t1-p100-a100", "t10-p100-a100", "t10-p100-a100");
		assertThat(rows.get(2)).as("the same runs, measured alike")
			.extracting(Row::recovered, Row::p95)
			.containsExactly(rows.get(1).recovered(), rows.get(1).p95());
		assertCoverageCounts(rows);
	}

	/**
	 * The same sweep with saturated rates five times the measured ones: the model then
	 * predicts a board that drains its queue long before the measured one did, and every
	 * point is flagged outside its spread.
	 */
	@Test
	void aPointOutsideItsSpreadIsFlagged() throws IOException, URISyntaxException {
		final Path quick = quickReproduce();
		Files.writeString(dir.resolve("sweep.properties"),
				Files.readString(quick.resolve("sweep.properties"))
					.replace("saturated.one_worker_ok_per_s=181.0", "saturated.one_worker_ok_per_s=905.0")
					.replace("saturated.ten_workers_ok_per_s=220.0", "saturated.ten_workers_ok_per_s=1100.0"));
		copyTree(quick.resolve("points"), dir.resolve("points"));

		assertThat(cli.run("model-check", dir.toString())).isZero();

		final List<Row> rows = rows(cli.out());
		assertThat(rows).as(cli.out()).hasSize(2).allSatisfy(row -> {
			assertThat(row.recoveredIn()).as(row.pointId() + " recovery").isFalse();
			assertThat(row.p95In()).as(row.pointId() + " p95").isFalse();
			assertThat(row.target()).as(row.pointId() + " target").isFalse();
			assertThat(row.agreesWithItsFigures()).isTrue();
		});
		assertCoverageCounts(rows);
	}

	@Test
	void saturatedRatesAnHourOrMoreOlderThanTheSweepAreSaidToBe() throws IOException, URISyntaxException {
		final Path quick = quickReproduce();
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

	/** Rates fitted from probes that missed are not called a probe's reading. */
	@Test
	void ratesFittedFromSeveralProbesAreSaidToBe() throws IOException, URISyntaxException {
		final Path quick = quickReproduce();
		Files.writeString(dir.resolve("sweep.properties"),
				Files.readString(quick.resolve("sweep.properties")) + "saturated.fitted_from_probes=3\n");
		copyTree(quick.resolve("points/t10-p100-a100"), dir.resolve("points/t10-p100-a100"));

		assertThat(cli.run("model-check", dir.toString())).isZero();

		assertThat(cli.out()).contains("the rates fitted from 3 saturation probes, one worker 181/s and ten 220/s")
			.doesNotContain("the saturation probe's");
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
		assertThat(cli.run("model-check", quickReproduce().toString(), dir.toString())).isEqualTo(ExitCode.BAD_INPUT);

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

	/**
	 * "recovery within ±9 %: X of N points; p95: Y of N; both: Z of N; the model's
	 * target: T of N", every count the rows' own.
	 */
	private void assertCoverageCounts(final List<Row> rows) {
		final int n = rows.size();
		assertThat(cli.out()).contains("recovery within \u00b1" + PredictionSpread.PERCENT + ": "
				+ count(rows, Row::recoveredIn) + " of " + n + " points; p95: " + count(rows, Row::p95In) + " of " + n
				+ "; both: " + count(rows, row -> row.recoveredIn() && row.p95In()) + " of " + n
				+ "; the model's target: " + count(rows, Row::target) + " of " + n);
	}

	private static long count(final List<Row> rows, final Predicate<Row> which) {
		return rows.stream().filter(which).count();
	}

	private static List<String> pointIds(final Path folder) throws IOException {
		try (Stream<Path> points = Files.list(folder.resolve("points"))) {
			return points.map(point -> point.getFileName().toString()).sorted().toList();
		}
	}

	private static List<Row> rows(final String out) {
		final List<Row> rows = new ArrayList<>();
		final Matcher row = ROW.matcher(out);
		while (row.find()) {
			rows.add(new Row(row.group(1), seconds(row.group(3)), seconds(row.group(5)), upper(row, 6),
					row.group(7).equals("yes"), seconds(row.group(8)), seconds(row.group(10)), upper(row, 11),
					row.group(12).equals("yes"), row.group(13).equals("yes")));
		}
		return rows;
	}

	/** A spread's second figure, or its first where it prints one. */
	private static double upper(final Matcher row, final int group) {
		return seconds(row.group(group) != null ? row.group(group) : row.group(group - 1));
	}

	/** "41 s", "850 ms" or "never" in seconds. */
	private static double seconds(final String figure) {
		if (figure.equals("never")) {
			return Double.POSITIVE_INFINITY;
		}
		final String[] parts = figure.split(" ");
		final double value = Double.parseDouble(parts[0].replace(",", ""));
		return parts[1].equals("ms") ? value / 1000 : value;
	}

	/** A row of the table, its figures in seconds as printed (rounded). */
	private record Row(String pointId, double recovered, double recoveredLow, double recoveredHigh, boolean recoveredIn,
			double p95, double p95Low, double p95High, boolean p95In, boolean target) {

		/**
		 * Each "in" says whether the printed measured figure lies within the printed
		 * spread; a figure on an edge may round either way, and is not judged.
		 */
		boolean agreesWithItsFigures() {
			return agrees(recovered, recoveredLow, recoveredHigh, recoveredIn) && agrees(p95, p95Low, p95High, p95In);
		}

		private static boolean agrees(final double measured, final double a, final double b, final boolean in) {
			final double low = Math.min(a, b);
			final double high = Math.max(a, b);
			if (measured == low || measured == high) {
				return true;
			}
			return in == (measured > low && measured < high);
		}

	}

}
