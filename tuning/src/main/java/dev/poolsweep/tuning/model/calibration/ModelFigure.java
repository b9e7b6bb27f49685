package dev.poolsweep.tuning.model.calibration;

import java.util.List;
import java.util.function.ToDoubleFunction;

import dev.poolsweep.tuning.analysis.Figure;
import dev.poolsweep.tuning.model.Prediction;
import dev.poolsweep.tuning.results.SummaryColumns;

/**
 * A figure the model predicts beside the measured one of the same name, and how far the
 * prediction is from it: summary.csv's model columns and report.html's table of predicted
 * against measured. As for the measured figures, NaN means unknown and +Infinity "never"
 * (not recovered).
 *
 * @param label for people
 * @param measuredColumn the measured figure's column ({@link Figure})
 * @param column the prediction's column
 * @param errorColumn the error's column
 * @param relative whether the error is relative (percent of the measured figure) or a
 * difference in the figure's unit
 * @param target the model's target: the largest error, in the error's unit, at which a
 * prediction counts as met
 */
public record ModelFigure(String label, String measuredColumn, String column, String errorColumn,
		ToDoubleFunction<Prediction> predicted, boolean relative, double target) {

	public static final ModelFigure THROUGHPUT = new ModelFigure("throughput (ok/s)", Figure.THROUGHPUT,
			SummaryColumns.MODEL_THROUGHPUT, SummaryColumns.MODEL_THROUGHPUT_ERROR_PCT, Prediction::throughputOkPerS,
			true, 10);

	public static final ModelFigure P95 = new ModelFigure("p95 (ms)", Figure.P95_MS, SummaryColumns.MODEL_P95_MS,
			SummaryColumns.MODEL_P95_ERROR_PCT, Prediction::p95Ms, true, 30);

	public static final ModelFigure RECOVERED_AT = new ModelFigure("recovered at (s)", Figure.RECOVERED_AT_S,
			SummaryColumns.MODEL_RECOVERED_AT_S, SummaryColumns.MODEL_RECOVERED_AT_ERROR_S,
			Prediction::recoveredAtOrNever, false, 3);

	/** In summary.csv's order ({@link SummaryColumns#MODEL}). */
	public static final List<ModelFigure> ALL = List.of(THROUGHPUT, P95, RECOVERED_AT);

	public double of(final Prediction prediction) {
		return predicted.applyAsDouble(prediction);
	}

	/**
	 * The prediction against a measured value: 100 (predicted / measured - 1) percent, or
	 * predicted - measured. Recovery instants that are both "never" agree (0); one
	 * "never" against a number is infinitely apart (+Infinity when the prediction never
	 * recovers). NaN when either is unknown, or a relative error of a measured 0.
	 */
	public double error(final double predictedValue, final double measured) {
		if (Double.isNaN(predictedValue) || Double.isNaN(measured)) {
			return Double.NaN;
		}
		if (Double.isInfinite(predictedValue) || Double.isInfinite(measured)) {
			return predictedValue == measured ? 0 : predictedValue - measured;
		}
		if (!relative) {
			return predictedValue - measured;
		}
		return measured == 0 ? Double.NaN : 100 * (predictedValue / measured - 1);
	}

	/**
	 * Whether the prediction is within {@link #target()} of the measured value: both
	 * "never" meet it, an unknown does not.
	 */
	public boolean meetsTarget(final double predictedValue, final double measured) {
		return Math.abs(error(predictedValue, measured)) <= target;
	}

}
