package dev.poolsweep.tuning.model.calibration;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

import dev.poolsweep.tuning.settings.Point;
import dev.poolsweep.tuning.analysis.series.AnalysisOptions;
import dev.poolsweep.tuning.analysis.Figure;
import dev.poolsweep.tuning.text.Format;
import dev.poolsweep.tuning.analysis.PointAnalysis;
import dev.poolsweep.tuning.analysis.RunAnalysis;
import dev.poolsweep.tuning.analysis.sweep.SweepAnalysis;
import dev.poolsweep.tuning.analysis.sweep.SweepAnalyzer;
import dev.poolsweep.tuning.model.BoardModel;
import dev.poolsweep.tuning.model.ModelInputs;
import dev.poolsweep.tuning.model.Prediction;
import dev.poolsweep.tuning.model.PredictionSpread;
import dev.poolsweep.tuning.model.ServiceProfile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Predicts every point of finished sweeps from their low-load seconds and writes the
 * predictions beside the measured figures (tuning/docs/findings.md quotes the tables).
 * Runs only when told where the results are:
 * {@code -Dpoolsweep.model.results=/tmp/results} (every folder in it holding a
 * sweep.properties). It states the errors and whether each point is within issue 14's
 * target; it asserts only that it wrote them.
 */
@EnabledIfSystemProperty(named = "poolsweep.model.results", matches = ".+")
class ModelAgainstResultsTest {

	@Test
	void writesPredictionsBesideTheMeasuredFigures() throws IOException {
		final Path root = Path.of(System.getProperty("poolsweep.model.results"));
		final List<String> lines = new ArrayList<>();
		try (Stream<Path> folders = Files.list(root)) {
			for (final Path sweep : folders.filter(d -> Files.exists(d.resolve("sweep.properties")))
				.sorted()
				.toList()) {
				lines.addAll(compare(sweep));
			}
		}
		final Path out = Path.of("target", "model-vs-measured.md");
		Files.write(out, lines);
		lines.forEach(System.out::println);
		assertThat(lines).isNotEmpty();
	}

	private static List<String> compare(final Path dir) throws IOException {
		final SweepAnalysis analysis = new SweepAnalyzer(AnalysisOptions.defaults()).analyze(dir);
		final SweepCalibration read = SweepCalibration.of(analysis);
		final ServiceProfile service = withSaturatedRates(dir.getFileName().toString(),
				read.inputs()
					.service()
					.withAcceptCpuMs(Double.parseDouble(System.getProperty("poolsweep.model.acceptCpuMs", "0"))));
		final ModelInputs inputs = read.inputs().withService(service);
		final List<String> lines = new ArrayList<>();
		lines.add("");
		lines.add(String.format(Locale.ROOT,
				"%s: c = %.2f ms CPU per request, B = %.2f cores of background, S = %.2f ms alone (db %.2f ms), "
						+ "noise p95 %.1f ms, %s core(s): one worker serves %.0f/s, ten %.0f/s, a hundred %.0f/s",
				dir.getFileName(), service.cpuMs(), service.backgroundCores(), service.aloneMs(), service.dbMs(),
				service.latencyNoiseMs().get(94), format(service.cores()), 1000 / service.aloneMs(),
				service.cpuBoundOkPerS(10), service.cpuBoundOkPerS(100)));
		lines.add("");
		lines.add("| point | throughput ok/s measured | predicted | error | p95 ms measured | predicted | error "
				+ "| recovered at s measured | predicted | difference | busy peak measured | predicted | within the target "
				+ "| recovered at, board \u00b1" + PredictionSpread.PERCENT + " |");
		lines.add("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
		for (final PointAnalysis point : analysis.points()) {
			final Point config = point.settings().point().withKeepAliveOf(read.keepAlive());
			final Prediction predicted = BoardModel.predict(inputs, config);
			final double throughput = point.median(Figure.THROUGHPUT);
			final double p95 = point.median(Figure.P95_MS);
			final double recovered = point.median(Figure.RECOVERED_AT_S);
			lines.add(String.format(Locale.ROOT,
					"| %s | %s | %.1f | %+.1f %% | %s | %.0f | %+.0f %% | %s | %s | %s | %s | %.0f | %s | %s |",
					point.settings().pointId(), range(point, Figure.THROUGHPUT, "%.1f"), predicted.throughputOkPerS(),
					100 * (predicted.throughputOkPerS() / throughput - 1), range(point, Figure.P95_MS, null),
					predicted.p95Ms(), 100 * (predicted.p95Ms() / p95 - 1), range(point, Figure.RECOVERED_AT_S, "%.0f"),
					never(predicted.recoveredAtOrNever()), difference(predicted.recoveredAtOrNever(), recovered),
					range(point, Figure.BUSY_THREADS_PEAK, "%.0f"), predicted.busyThreadsPeak(),
					withinTarget(predicted, throughput, p95, recovered) ? "yes" : "**no**",
					PredictionSpread.of(inputs, config).range(Prediction::recoveredAtOrNever, Format::number)));
		}
		return lines;
	}

	/**
	 * What if the model knew how fast the board serves saturated: with
	 * {@code -Dpoolsweep.model.saturated=FOLDER:ONE:TEN,...} (successes per second of one
	 * worker and of ten, e.g. measured in the backlog) the folder's costs are set from
	 * them ({@link SaturatedRates}). A question for docs/model.md: the rates may come
	 * from the runs predicted.
	 */
	private static ServiceProfile withSaturatedRates(final String folder, final ServiceProfile service) {
		for (final String given : System.getProperty("poolsweep.model.saturated", "").split(",")) {
			final String[] fields = given.split(":");
			if (fields.length == 3 && fields[0].equals(folder)) {
				return new SaturatedRates(Double.parseDouble(fields[1]), Double.parseDouble(fields[2]))
					.applyTo(service);
			}
		}
		return service;
	}

	/**
	 * Issue 14's target: throughput within 10 %, p95 within 30 %, the recovery instant
	 * within 3 s (or neither recovered).
	 */
	private static boolean withinTarget(final Prediction predicted, final double throughput, final double p95,
			final double recovered) {
		final double recovery = predicted.recoveredAtOrNever();
		final boolean recoveryMet = Double.isInfinite(recovery) || Double.isInfinite(recovered) ? recovery == recovered
				: Math.abs(recovery - recovered) <= 3;
		return Math.abs(predicted.throughputOkPerS() / throughput - 1) <= 0.10
				&& Math.abs(predicted.p95Ms() / p95 - 1) <= 0.30 && recoveryMet;
	}

	/** The median, and the range over the repetitions when there are several. */
	private static String range(final PointAnalysis point, final String column, final String format) {
		final List<RunAnalysis> runs = point.runs();
		final double median = point.median(column);
		if (runs.size() < 2) {
			return never(median, format);
		}
		final double min = point.aggregates().get(column).min();
		final double max = point.aggregates().get(column).max();
		return never(median, format) + " (" + never(min, format) + "–" + never(max, format) + ")";
	}

	private static String never(final double value) {
		return never(value, "%.0f");
	}

	/** A null format: the report's own (a median of 6.5 ms stays 6.5, not 7). */
	private static String never(final double value, final String format) {
		if (Double.isInfinite(value)) {
			return "never";
		}
		return format == null ? Format.number(value) : String.format(Locale.ROOT, format, value);
	}

	private static String difference(final double predicted, final double measured) {
		if (Double.isInfinite(predicted) && Double.isInfinite(measured)) {
			return "both never";
		}
		if (Double.isInfinite(predicted) || Double.isInfinite(measured)) {
			return "one never";
		}
		return String.format(Locale.ROOT, "%+.0f s", predicted - measured);
	}

	private static String format(final double cores) {
		return cores == Math.rint(cores) ? String.valueOf((long) cores) : String.valueOf(cores);
	}

}
