package dev.poolsweep.tuning.model.calibration;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import dev.poolsweep.tuning.analysis.PointAnalysis;
import dev.poolsweep.tuning.analysis.sweep.SweepAnalysis;
import dev.poolsweep.tuning.errors.BadInputException;

/**
 * The model checked against a finished sweep: every measured point predicted from the
 * sweep's own low-load seconds, as the report predicts it ({@link SweepPredictions}), and
 * whether the measured figures lie within the spread of the predictions
 * ({@link dev.poolsweep.tuning.model.PredictionSpread}). Predictions are made afresh by
 * the model of this build, never read from summary.csv, so the check follows the model as
 * it changes.
 *
 * @param folder the sweep's output folder
 * @param calibration what the predictions were calibrated from
 * @param points the points with at least one complete run, in the report's order
 */
public record ModelCheck(Path folder, SweepCalibration calibration, List<PointCheck> points) {

	public ModelCheck {
		points = List.copyOf(points);
	}

	/**
	 * Checks the model against a sweep's analysis; a one-line {@link BadInputException}
	 * when no point has a complete run or the model cannot calibrate from the folder.
	 */
	public static ModelCheck of(final SweepAnalysis sweep) {
		final List<PointAnalysis> measured = sweep.points().stream().filter(PointAnalysis::hasRuns).toList();
		if (measured.isEmpty()) {
			throw new BadInputException(sweep.outDir() + ": no point has a complete run to check the model against");
		}
		final SweepPredictions predictions = SweepPredictions.of(sweep);
		if (predictions.unavailable().isPresent()) {
			throw new BadInputException(sweep.outDir() + ": " + predictions.unavailable().get());
		}
		final List<PointCheck> points = new ArrayList<>();
		for (final PointAnalysis point : measured) {
			points.add(new PointCheck(point, predictions.of(point.settings()).orElseThrow(),
					predictions.spreadOf(point.settings()).orElseThrow()));
		}
		return new ModelCheck(sweep.outDir(), predictions.calibration().orElseThrow(), points);
	}

	/**
	 * How many points' measured figures, every one given, lie within the spread of the
	 * predictions.
	 */
	public int covered(final ModelFigure... figures) {
		return (int) points.stream().filter(point -> Arrays.stream(figures).allMatch(point::covered)).count();
	}

	/** How many points meet the model's target on every figure. */
	public int meetingTarget() {
		return (int) points.stream().filter(PointCheck::meetsTarget).count();
	}

}
