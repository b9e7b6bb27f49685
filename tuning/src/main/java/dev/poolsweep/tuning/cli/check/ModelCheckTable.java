package dev.poolsweep.tuning.cli.check;

import java.util.List;
import java.util.Locale;
import java.util.function.ToIntFunction;

import dev.poolsweep.tuning.model.PredictionSpread;
import dev.poolsweep.tuning.model.calibration.ModelCheck;
import dev.poolsweep.tuning.model.calibration.ModelFigure;
import dev.poolsweep.tuning.model.calibration.PointCheck;
import dev.poolsweep.tuning.text.Format;

/**
 * What {@code poolsweep model-check} prints: per folder, what the model was calibrated
 * from and a row per measured point; then the coverage over every folder given, e.g.
 * "recovery within ±9 %: 7 of 8 points; p95: 8 of 8; both: 7 of 8".
 */
final class ModelCheckTable {

	private static final String SPREAD = "\u00b1" + PredictionSpread.PERCENT;

	private static final String ROW = "%-22s %4s  %9s %9s  %-13s %-3s  %8s %9s  %-17s %-3s  %s%n";

	private final List<ModelCheck> checks;

	ModelCheckTable(final List<ModelCheck> checks) {
		this.checks = List.copyOf(checks);
	}

	String render() {
		final StringBuilder text = new StringBuilder();
		for (final ModelCheck check : checks) {
			text.append(check.folder())
				.append(": ")
				.append(check.calibration().describe())
				.append(System.lineSeparator());
			text.append(String.format(Locale.ROOT, ROW, "point", "runs", "recovered", "predicted", SPREAD, "in", "p95",
					"predicted", SPREAD, "in", "target"));
			check.points().forEach(point -> text.append(row(point)));
			text.append(System.lineSeparator());
		}
		return text.append(coverage())
			.append(System.lineSeparator())
			.append("Measured: medians over the repetitions; predicted: from each sweep's own seconds before the burst; "
					+ SPREAD + ": the predictions for a board " + PredictionSpread.PERCENT
					+ " slower and faster, in: the measured figure lies within them; target: the model's, throughput "
					+ "within " + target(ModelFigure.THROUGHPUT) + ", p95 within " + target(ModelFigure.P95)
					+ ", recovery within " + target(ModelFigure.RECOVERED_AT) + " (tuning/docs/model.md).")
			.append(System.lineSeparator())
			.toString();
	}

	/**
	 * "recovery within ±9 %: 7 of 8 points; p95: 8 of 8; both: 7 of 8; the model's
	 * target: 6 of 8".
	 */
	private String coverage() {
		final int points = sum(check -> check.points().size());
		return "recovery within " + SPREAD + ": " + sum(check -> check.covered(ModelFigure.RECOVERED_AT)) + " of "
				+ points + " points; p95: " + sum(check -> check.covered(ModelFigure.P95)) + " of " + points
				+ "; both: " + sum(check -> check.covered(ModelFigure.RECOVERED_AT, ModelFigure.P95)) + " of " + points
				+ "; the model's target: " + sum(ModelCheck::meetingTarget) + " of " + points;
	}

	private int sum(final ToIntFunction<ModelCheck> count) {
		return checks.stream().mapToInt(count).sum();
	}

	private static String row(final PointCheck point) {
		return String.format(Locale.ROOT, ROW, point.pointId(), point.measured().runs().size(),
				recovered(point.measured(ModelFigure.RECOVERED_AT)),
				recovered(point.predicted(ModelFigure.RECOVERED_AT)),
				point.range(ModelFigure.RECOVERED_AT, ModelCheckTable::recovered),
				yesNo(point.covered(ModelFigure.RECOVERED_AT)), Format.millis(point.measured(ModelFigure.P95)),
				Format.millis(point.predicted(ModelFigure.P95)), point.range(ModelFigure.P95, Format::millis),
				yesNo(point.covered(ModelFigure.P95)), yesNo(point.meetsTarget()));
	}

	private static String recovered(final double atS) {
		return Double.isInfinite(atS) ? "never" : Format.number(atS) + " s";
	}

	private static String target(final ModelFigure figure) {
		return Format.number(figure.target()) + (figure.relative() ? " %" : " s");
	}

	private static String yesNo(final boolean yes) {
		return yes ? "yes" : "no";
	}

}
