package dev.poolsweep.tuning.analysis;

/**
 * How well the repetitions of a point agree. A repetition agrees when its value lies
 * within +/- tolerance (20 %) of the median over the repetitions; for recovery times the
 * band is at least +/- 1 s, since recovery is measured in whole seconds. For recovery,
 * "not recovered" agrees only with a median of "not recovered".
 *
 * @param runs repetitions with figures
 * @param p95Agreeing repetitions whose overall p95 agrees
 * @param recoveryAgreeing repetitions whose recovery time agrees
 */
public record Agreement(int runs, int p95Agreeing, int recoveryAgreeing) {

	public static final double MIN_RECOVERY_BAND_S = 1;

	public static Agreement of(final double[] p95Ms, final double[] recoveryS, final double tolerance) {
		return new Agreement(p95Ms.length, agreeing(p95Ms, tolerance, 0),
				agreeing(recoveryS, tolerance, MIN_RECOVERY_BAND_S));
	}

	static int agreeing(final double[] values, final double tolerance, final double minBand) {
		final double median = Aggregate.of(values).median();
		int count = 0;
		for (final double value : values) {
			count += agrees(value, median, tolerance, minBand) ? 1 : 0;
		}
		return count;
	}

	private static boolean agrees(final double value, final double median, final double tolerance,
			final double minBand) {
		if (Double.isNaN(value) || Double.isNaN(median)) {
			return false;
		}
		if (Double.isInfinite(median) || Double.isInfinite(value)) {
			return value == median;
		}
		return Math.abs(value - median) <= Math.max(tolerance * Math.abs(median), minBand);
	}
}
