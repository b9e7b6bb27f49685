package dev.poolsweep.tuning.model.calibration;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import dev.poolsweep.tuning.analysis.series.AnalysisOptions;
import dev.poolsweep.tuning.analysis.Figure;
import dev.poolsweep.tuning.text.Format;
import dev.poolsweep.tuning.model.ModelInputs;
import dev.poolsweep.tuning.model.Prediction;
import dev.poolsweep.tuning.model.PredictionSpread;
import dev.poolsweep.tuning.settings.Point;

/**
 * What {@code poolsweep predict} prints: the inputs, then the points ranked, best first.
 */
public final class PredictionTable {

	private static final String SPREAD = "\u00b1" + PredictionSpread.PERCENT;

	private static final String ROW = "%4s  %-22s %9s %8s %9s %10s %7s %9s %8s  %-15s %-13s  %s%n";

	private final ModelInputs inputs;

	private final Path from;

	private final Map<Prediction, Point> points;

	private final Map<Prediction, PredictionSpread> spreads;

	private final AnalysisOptions options;

	public PredictionTable(final ModelInputs inputs, final Path from, final Map<Prediction, Point> points,
			final Map<Prediction, PredictionSpread> spreads, final AnalysisOptions options) {
		this.inputs = inputs;
		this.from = from;
		this.points = points;
		this.spreads = spreads;
		this.options = options;
	}

	public String render(final List<PredictionRanking.Ranked> ranked) {
		final StringBuilder text = new StringBuilder();
		text.append("board: ")
			.append(inputs.service().describe())
			.append(from == null ? "" : " (calibrated from " + from + ")")
			.append(System.lineSeparator());
		text.append(String.format(Locale.ROOT, "load: %s, %d requests; response time-out %s, %d clients%n",
				inputs.schedule().profile(), inputs.schedule().size(), Format.millis(inputs.responseTimeoutMs()),
				inputs.maxInFlight()));
		text.append(String.format(Locale.ROOT, ROW, "rank", "point", "goodput " + goodputName(), "ok /s", "p95",
				"recovered", "errors", "busy peak", "CPU %", "p95 " + SPREAD, "recovered " + SPREAD, ""));
		for (final PredictionRanking.Ranked place : ranked) {
			final Prediction p = place.prediction();
			final PredictionSpread spread = spreads.get(p);
			text.append(String.format(Locale.ROOT, ROW, place.rank(), points.get(p).id(),
					Format.number(p.goodputPerS()), Format.number(p.throughputOkPerS()), Format.millis(p.p95Ms()),
					recovered(p.recoveredAtOrNever()), p.errors(), Format.number(p.busyThreadsPeak()),
					Format.number(p.boardCpuBurstPct()), spread.range(Prediction::p95Ms, Format::millis),
					spread.range(Prediction::recoveredAtOrNever, PredictionTable::recovered), verdict(place)));
		}
		return text.append("Predicted, not measured (tuning/docs/model.md says where the model misses). Ranked as the "
				+ "report ranks measured points: goodput (successes " + goodputName()
				+ " per second), then the recovery instant, then p95, each only where two points differ by more than the "
				+ "recommender's tolerance; leaders: no other point beats them; dominated: another is better on all "
				+ "three; CPU %: the board's in the burst, of its CPUs; " + SPREAD + ": the same for a board "
				+ PredictionSpread.PERCENT + " slower and faster, " + PredictionSpread.MEANING
				+ " (a range across \"never\": an edge, worth measuring).")
			.append(System.lineSeparator())
			.toString();
	}

	private static String recovered(final double atS) {
		return Double.isInfinite(atS) ? "never" : Format.number(atS) + " s";
	}

	private String goodputName() {
		return "\u2264 " + Figure.thresholdName(options.primaryGoodputThresholdMs());
	}

	private static String verdict(final PredictionRanking.Ranked place) {
		return place.leader() ? "leader" : place.dominated() ? "dominated" : "";
	}

}
