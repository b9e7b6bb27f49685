package dev.poolsweep.tuning.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import dev.poolsweep.tuning.analysis.AnalysisOptions;
import dev.poolsweep.tuning.analysis.Figure;
import dev.poolsweep.tuning.analysis.Format;
import dev.poolsweep.tuning.model.ModelInputs;
import dev.poolsweep.tuning.model.Prediction;
import dev.poolsweep.tuning.model.calibration.PredictionRanking;
import dev.poolsweep.tuning.settings.Point;

/**
 * What {@code poolsweep predict} prints: the inputs, then the points ranked, best first.
 */
final class PredictionTable {

	private static final String ROW = "%4s  %-22s %9s %8s %9s %10s %7s %9s %8s  %s%n";

	private final ModelInputs inputs;

	private final Path from;

	private final Map<Prediction, Point> points;

	private final AnalysisOptions options;

	PredictionTable(final ModelInputs inputs, final Path from, final Map<Prediction, Point> points,
			final AnalysisOptions options) {
		this.inputs = inputs;
		this.from = from;
		this.points = points;
		this.options = options;
	}

	String render(final List<PredictionRanking.Ranked> ranked) {
		final StringBuilder text = new StringBuilder();
		text.append("board: ")
			.append(inputs.service().describe())
			.append(from == null ? "" : " (calibrated from " + from + ")")
			.append(System.lineSeparator());
		text.append(String.format(Locale.ROOT, "load: %s, %d requests; response time-out %s, %d clients%n",
				inputs.schedule().profile(), inputs.schedule().size(), Format.millis(inputs.responseTimeoutMs()),
				inputs.maxInFlight()));
		text.append(String.format(Locale.ROOT, ROW, "rank", "point", "goodput " + goodputName(), "ok /s", "p95",
				"recovered", "errors", "busy peak", "CPU %", ""));
		for (final PredictionRanking.Ranked place : ranked) {
			final Prediction p = place.prediction();
			text.append(String.format(Locale.ROOT, ROW, place.rank(), points.get(p).id(),
					Format.number(p.goodputPerS()), Format.number(p.throughputOkPerS()), Format.millis(p.p95Ms()),
					p.recovered() ? p.recoveredAtS() + " s" : "never", p.errors(), Format.number(p.busyThreadsPeak()),
					Format.number(p.boardCpuBurstPct()), verdict(place)));
		}
		return text.append("Predicted, not measured (tuning/docs/model.md says where the model misses). Ranked as the "
				+ "report ranks measured points: goodput (successes " + goodputName()
				+ " per second), then the recovery instant, then p95, each only where two points differ by more than the "
				+ "recommender's tolerance; leaders: no other point beats them; dominated: another is better on all "
				+ "three; CPU %: the board's in the burst, of its CPUs.")
			.append(System.lineSeparator())
			.toString();
	}

	private String goodputName() {
		return "\u2264 " + Figure.thresholdName(options.primaryGoodputThresholdMs());
	}

	private static String verdict(final PredictionRanking.Ranked place) {
		return place.leader() ? "leader" : place.dominated() ? "dominated" : "";
	}

}
