package dev.poolsweep.tuning.model.calibration;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

import dev.poolsweep.tuning.settings.Point;
import dev.poolsweep.tuning.analysis.PointAnalysis;
import dev.poolsweep.tuning.analysis.PointSettings;
import dev.poolsweep.tuning.analysis.sweep.SweepAnalysis;
import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.errors.OneLine;
import dev.poolsweep.tuning.model.BoardModel;
import dev.poolsweep.tuning.model.Prediction;
import dev.poolsweep.tuning.model.PredictionSpread;

/**
 * The model's prediction for every point of a finished sweep, calibrated from the sweep's
 * own low-load seconds ({@link SweepCalibration}), made when the report is written: older
 * results folders get predictions too. Where the folder has nothing to calibrate from (no
 * complete run, no seconds before the burst, no CPU readings), there are none, and
 * {@link #unavailable()} says why.
 *
 * <p>
 * Design: the join of predicted and measured lives here, beside the model, not in the
 * analysis: the model reads the analysis (its options, its per-second series, its
 * recovery rule), so the analysis cannot read the model back without a cycle.
 * </p>
 */
public final class SweepPredictions {

	private final SweepCalibration calibration;

	private final String unavailable;

	private final Map<String, Prediction> byPointId;

	private final Map<String, PredictionSpread> spreadByPointId;

	private SweepPredictions(final SweepCalibration calibration, final String unavailable,
			final Map<String, Prediction> byPointId, final Map<String, PredictionSpread> spreadByPointId) {
		this.calibration = calibration;
		this.unavailable = unavailable;
		this.byPointId = Map.copyOf(byPointId);
		this.spreadByPointId = Map.copyOf(spreadByPointId);
	}

	/**
	 * The predictions, or none and why: a report is written whatever the model makes of
	 * the folder, so its inputs' checks (one-line IllegalArgumentExceptions) become the
	 * reason.
	 */
	public static SweepPredictions of(final SweepAnalysis sweep) {
		final SweepCalibration calibration;
		try {
			calibration = SweepCalibration.of(sweep);
		}
		catch (BadInputException e) {
			return none("the model cannot calibrate from this folder: " + e.getMessage());
		}
		final Map<String, Prediction> predictions = new LinkedHashMap<>();
		final Map<String, PredictionSpread> spreads = new LinkedHashMap<>();
		for (final PointAnalysis point : sweep.points()) {
			try {
				final Point config = point.settings().point().withKeepAliveOf(calibration.keepAlive());
				predictions.put(point.settings().pointId(), BoardModel.predict(calibration.inputs(), config));
				spreads.put(point.settings().pointId(), PredictionSpread.of(calibration.inputs(), config));
			}
			catch (RuntimeException e) {
				// The measured figures stand without the model: a point it cannot
				// run costs the report its predictions, never the report.
				return none("the model cannot predict " + point.settings().label() + ": " + OneLine.of(e.toString()));
			}
		}
		return new SweepPredictions(calibration, null, predictions, spreads);
	}

	/** No predictions, and why. */
	public static SweepPredictions none(final String why) {
		return new SweepPredictions(null, why, Map.of(), Map.of());
	}

	public Optional<Prediction> of(final PointSettings point) {
		return Optional.ofNullable(byPointId.get(point.pointId()));
	}

	/**
	 * The same point for a board a little slower and faster ({@link PredictionSpread}).
	 */
	public Optional<PredictionSpread> spreadOf(final PointSettings point) {
		return Optional.ofNullable(spreadByPointId.get(point.pointId()));
	}

	public Optional<SweepCalibration> calibration() {
		return Optional.ofNullable(calibration);
	}

	/** Why there are no predictions; empty when there are. */
	public Optional<String> unavailable() {
		return Optional.ofNullable(unavailable);
	}

}
