package dev.poolsweep.tuning.analysis.series;

import java.util.Arrays;

/**
 * Count, mean and nearest-rank percentiles of a set of response times, in milliseconds.
 * NaN when empty.
 */
public record LatencySummary(int count, double meanMs, double p50Ms, double p95Ms, double p99Ms, double maxMs) {

	public static LatencySummary of(final long[] elapsedMs) {
		final long[] sorted = elapsedMs.clone();
		Arrays.sort(sorted);
		final double mean = sorted.length == 0 ? Double.NaN : Arrays.stream(sorted).average().orElseThrow();
		return new LatencySummary(sorted.length, mean, Percentiles.nearestRank(sorted, 50),
				Percentiles.nearestRank(sorted, 95), Percentiles.nearestRank(sorted, 99),
				Percentiles.nearestRank(sorted, 100));
	}
}
