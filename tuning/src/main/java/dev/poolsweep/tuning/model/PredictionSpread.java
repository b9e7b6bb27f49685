package dev.poolsweep.tuning.model;

import java.util.function.DoubleFunction;
import java.util.function.ToDoubleFunction;

import dev.poolsweep.tuning.settings.Point;
import dev.poolsweep.tuning.text.Format;

/**
 * The same point predicted for a board {@link #RATE_SPREAD} slower and as much faster:
 * how far a figure moves when the board's rate moves as much as it does from one fresh
 * board to the next.
 *
 * <p>
 * Design: a prediction is made before the run, from a calibration on other boards (the
 * sweep's low-load seconds, the saturation probe's fresh applications), never on the
 * board that runs the point, so a prediction is only as good as one fresh board's rate is
 * a guide to the next's. {@link #RATE_SPREAD} is 1.645 standard deviations of that
 * difference, the probe's reading of saturated workers against what the run's own board
 * served at the peak (pooled over one worker and ten; tuning/docs/findings.md, the model,
 * has the measurements): a band that a run's rate, and so its figures, should fall in
 * about 9 times in 10, not a confidence interval of the model. Where a figure's spread
 * crosses a boundary (a recovery instant against "never", a queue past the response
 * time-out), the point sits on an edge that no single prediction settles, and runs of it
 * disagree: worth measuring, and repeating.
 * </p>
 *
 * @param slower the prediction for a board serving {@code 1 - RATE_SPREAD} times as fast
 * @param faster the prediction for a board serving {@code 1 + RATE_SPREAD} times as fast
 */
public record PredictionSpread(Prediction slower, Prediction faster) {

	/** A fraction of the board's rate, either side. */
	public static final double RATE_SPREAD = 0.09;

	/** The spread for people: "9 %". */
	public static final String PERCENT = Format.number(100 * RATE_SPREAD) + " %";

	/**
	 * What the spread is, for people, after "the same point for a board 9 % slower and
	 * faster".
	 */
	public static final String MEANING = "where a fresh board's rate falls around another's about 9 times in 10";

	public static PredictionSpread of(final ModelInputs inputs, final Point point) {
		final ServiceProfile service = inputs.service();
		return new PredictionSpread(
				BoardModel.predict(inputs.withService(service.withRateScaled(1 - RATE_SPREAD)), point),
				BoardModel.predict(inputs.withService(service.withRateScaled(1 + RATE_SPREAD)), point));
	}

	/** The lower of the two predictions of a figure ("never" as +Infinity sorts last). */
	private double low(final ToDoubleFunction<Prediction> figure) {
		return Math.min(figure.applyAsDouble(slower), figure.applyAsDouble(faster));
	}

	/** The higher of the two. */
	private double high(final ToDoubleFunction<Prediction> figure) {
		return Math.max(figure.applyAsDouble(slower), figure.applyAsDouble(faster));
	}

	/**
	 * Whether a measured value lies within the two predictions of a figure, ends
	 * included: a board that strays from the calibrated one no more than fresh boards do
	 * would explain it. "never" (+Infinity) lies within a spread that reaches it; an
	 * unknown (NaN) lies within none.
	 */
	public boolean covers(final ToDoubleFunction<Prediction> figure, final double measured) {
		return low(figure) <= measured && measured <= high(figure);
	}

	/** For people: "low\u2013high", or one value where both read the same. */
	public String range(final ToDoubleFunction<Prediction> figure, final DoubleFunction<String> format) {
		final String low = format.apply(low(figure));
		final String high = format.apply(high(figure));
		return low.equals(high) ? low : low + "\u2013" + high;
	}

}
