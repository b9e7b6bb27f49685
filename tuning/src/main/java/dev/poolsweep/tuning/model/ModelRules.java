package dev.poolsweep.tuning.model;

/**
 * The analysis's definitions the predictions are stated in, so a predicted figure means
 * what the measured one beside it means. The harness passes its AnalysisOptions' values;
 * the model keeps no copy of them.
 *
 * @param goodputThresholdMs a success counts as goodput when its latency is at most this
 * @param recoveryFactor recovered once the moving p95 stays at most this many times the
 * pre-burst p95
 * @param recoveryFloorMs the pre-burst p95 is taken as at least this
 * @param recoveryWindowS width of the moving window, in seconds
 */
public record ModelRules(long goodputThresholdMs, double recoveryFactor, double recoveryFloorMs, int recoveryWindowS) {

	public ModelRules {
		if (goodputThresholdMs <= 0 || recoveryFactor < 1 || recoveryFloorMs < 0 || recoveryWindowS < 1) {
			throw new IllegalArgumentException(
					"model rules: goodput threshold > 0, recovery factor >= 1, floor >= 0 and window >= 1 s");
		}
	}

}
