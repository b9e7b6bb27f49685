package dev.poolsweep.tuning.analysis.verdict;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The exact null distribution of the Mann–Whitney count U (how many of the n × m pairs
 * have the first sample's value above the second's) when both samples come from one
 * distribution, by counting arrangements: c(i, j, u) = c(i, j − 1, u) + c(i − 1, j, u −
 * j). Sizes are the repetitions of a sweep, so the table stays small; results are kept
 * per pair of sizes.
 */
final class MannWhitney {

	private static final Map<String, Integer> CRITICAL = new ConcurrentHashMap<>();

	private MannWhitney() {
	}

	/**
	 * The largest k with P(U &lt; k) ≤ {@code tail}: the k-th smallest and k-th largest
	 * of the n × m pairwise differences bound an interval of the shift with confidence at
	 * least 1 − 2 × tail. Zero when even U = 0 is likelier than {@code tail} (for 95 %,
	 * fewer than four runs a side), so that no such interval exists.
	 */
	static int criticalCount(final int n, final int m, final double tail) {
		return CRITICAL.computeIfAbsent(n + "x" + m + "@" + tail, key -> count(n, m, tail));
	}

	private static int count(final int n, final int m, final double tail) {
		final double[] distribution = distribution(n, m);
		double total = 0;
		for (final double ways : distribution) {
			total += ways;
		}
		double below = 0;
		int k = 0;
		while (k < distribution.length && (below + distribution[k]) / total <= tail) {
			below += distribution[k];
			k++;
		}
		return k;
	}

	/** How many arrangements of n and m values give each U from 0 to n × m. */
	private static double[] distribution(final int n, final int m) {
		// ways[j][u] for the current i: arrangements of i and j values with count u.
		double[][] ways = new double[m + 1][1];
		for (int j = 0; j <= m; j++) {
			ways[j][0] = 1;
		}
		for (int i = 1; i <= n; i++) {
			final double[][] next = new double[m + 1][];
			next[0] = new double[] { 1 };
			for (int j = 1; j <= m; j++) {
				next[j] = new double[i * j + 1];
				for (int u = 0; u <= i * j; u++) {
					final double withoutLastOfB = u < next[j - 1].length ? next[j - 1][u] : 0;
					final double withLastOfA = u - j >= 0 && u - j < ways[j].length ? ways[j][u - j] : 0;
					next[j][u] = withoutLastOfB + withLastOfA;
				}
			}
			ways = next;
		}
		return ways[m];
	}

}
