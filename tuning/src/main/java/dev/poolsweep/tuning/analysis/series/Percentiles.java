package dev.poolsweep.tuning.analysis.series;

import java.util.Arrays;

/**
 * Percentiles by the nearest-rank method: the p-th percentile of n values sorted
 * ascending is the value at rank ceil(p/100 * n), counting from 1 (rank 1 for p = 0). It
 * is always one of the measured values, never an interpolation, so "p95 = 1200 ms" means
 * at least 95 % of the requests took at most 1200 ms.
 */
final class Percentiles {

	private Percentiles() {
	}

	/**
	 * The nearest-rank percentile of values already sorted ascending; NaN when there are
	 * none.
	 */
	public static double nearestRank(final long[] sortedAscending, final double percentile) {
		if (percentile < 0 || percentile > 100) {
			throw new IllegalArgumentException("percentile must be within 0..100, was " + percentile);
		}
		if (sortedAscending.length == 0) {
			return Double.NaN;
		}
		final int rank = (int) Math.ceil(percentile / 100 * sortedAscending.length);
		return sortedAscending[Math.max(rank, 1) - 1];
	}

	/** Sorts a copy and takes the nearest-rank percentile. */
	public static double of(final long[] values, final double percentile) {
		final long[] sorted = values.clone();
		Arrays.sort(sorted);
		return nearestRank(sorted, percentile);
	}

}
