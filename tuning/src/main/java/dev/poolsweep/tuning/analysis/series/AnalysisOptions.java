package dev.poolsweep.tuning.analysis.series;

import java.util.List;

import dev.poolsweep.tuning.errors.BadInputException;

/**
 * The knobs of the analysis. {@link #defaults()} is what the report uses unless told
 * otherwise.
 *
 * @param goodputThresholdsMs a success counts as goodput when its response time is at
 * most this (after Wang et al. 2011)
 * @param recoveryFactor recovered once the moving p95 stays at most this many times the
 * pre-burst p95
 * @param recoveryFloorMs the pre-burst p95 is taken as at least this, so a 1 ms baseline
 * does not turn noise into non-recovery
 * @param recoveryWindowS width of the moving window, in seconds
 * @param agreementTolerance a repetition agrees when within this fraction of the median
 * (0.2 = +/-20 %)
 * @param cpuSaturationPct a point saturates the CPU when the board's mean CPU during the
 * burst, in percent of the CPUs it may use, reaches this
 * @param lateAfterMs a request sent more than this after it was due is late
 * @param generatorLimitPct a run is generator-limited when, in some step, more than this
 * percentage of the scheduled requests was never sent, or was sent late
 */
public record AnalysisOptions(List<Long> goodputThresholdsMs, double recoveryFactor, double recoveryFloorMs,
		int recoveryWindowS, double agreementTolerance, double cpuSaturationPct, long lateAfterMs,
		double generatorLimitPct) {

	public AnalysisOptions {
		goodputThresholdsMs = List.copyOf(goodputThresholdsMs);
		if (goodputThresholdsMs.isEmpty() || goodputThresholdsMs.stream().anyMatch(t -> t <= 0)) {
			throw new BadInputException(
					"goodput thresholds must be one or more positive milliseconds: " + goodputThresholdsMs);
		}
		if (recoveryFactor < 1 || recoveryWindowS < 1 || recoveryFloorMs < 0) {
			throw new BadInputException("recovery needs factor >= 1, window >= 1 s and floor >= 0 ms");
		}
	}

	public static AnalysisOptions defaults() {
		return new AnalysisOptions(List.of(1000L, 2000L), 1.5, 5, 3, 0.2, 90, 100, 1);
	}

	/** The threshold the recommendation ranks by: the first one (1 s by default). */
	public long primaryGoodputThresholdMs() {
		return goodputThresholdsMs.getFirst();
	}
}
