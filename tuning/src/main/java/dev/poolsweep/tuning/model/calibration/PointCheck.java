package dev.poolsweep.tuning.model.calibration;

import java.util.function.DoubleFunction;

import dev.poolsweep.tuning.analysis.PointAnalysis;
import dev.poolsweep.tuning.model.Prediction;
import dev.poolsweep.tuning.model.PredictionSpread;

/**
 * One measured point beside the model's prediction for it: the medians over the point's
 * repetitions against the prediction and its spread ({@link PredictionSpread}).
 *
 * @param measured the point as the analysis read it, with at least one complete run
 * @param predicted the model's prediction, calibrated from the sweep's low-load seconds
 * @param spread the same point for a board a little slower and faster
 */
public record PointCheck(PointAnalysis measured, Prediction predicted, PredictionSpread spread) {

	public String pointId() {
		return measured.settings().pointId();
	}

	/** The median over the repetitions; NaN when unknown, +Infinity for "never". */
	public double measured(final ModelFigure figure) {
		return measured.median(figure.measuredColumn());
	}

	public double predicted(final ModelFigure figure) {
		return figure.of(predicted);
	}

	/** Whether the measured median lies within the spread's two predictions. */
	public boolean covered(final ModelFigure figure) {
		return spread.covers(figure.predicted(), measured(figure));
	}

	/** The spread for people, e.g. "41 s–45 s". */
	public String range(final ModelFigure figure, final DoubleFunction<String> format) {
		return spread.range(figure.predicted(), format);
	}

	/** Whether every figure of {@link ModelFigure#ALL} meets its target. */
	public boolean meetsTarget() {
		return ModelFigure.ALL.stream().allMatch(f -> f.meetsTarget(predicted(f), measured(f)));
	}

}
