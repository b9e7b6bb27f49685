package dev.poolsweep.tuning.analysis.verdict;

import java.util.Arrays;

import dev.poolsweep.tuning.analysis.Aggregate;

/**
 * Where one point's median on a figure lies, from its runs: the median with the
 * distribution-free interval of the sign test at
 * {@link MedianDifference#FIGURE_CONFIDENCE_PCT} (the confidence of one figure in a
 * ranking), whose ends are the k-th smallest and k-th largest run, k the largest count
 * with P(Binomial(n, ½) &lt; k) at most the tail.
 *
 * <p>
 * Why the sign test: like {@link MedianDifference} it needs no distribution, and a
 * stalled run moves it no more than any other run above the median. Its price: with fewer
 * than {@link #FEWEST_RUNS} runs no interval reaches that confidence
 * ({@link #unbounded()}).
 * </p>
 *
 * @param estimate the median of the runs; NaN without runs
 * @param low the interval's lower end (−Infinity when there is no interval)
 * @param high the interval's upper end (+Infinity when there is no interval)
 * @param runs how many runs it rests on
 */
public record MedianInterval(double estimate, double low, double high, int runs) {

	private static final double TAIL = (1 - MedianDifference.FIGURE_CONFIDENCE_PCT / 100) / 2;

	/** The fewest runs that give an interval: 7. */
	public static final int FEWEST_RUNS = fewestRuns();

	/** The runs of one point on one figure; unknown values (NaN) are left out. */
	public static MedianInterval of(final double[] values) {
		final double[] sorted = Arrays.stream(values).filter(v -> !Double.isNaN(v)).sorted().toArray();
		if (sorted.length == 0) {
			return new MedianInterval(Double.NaN, Double.NaN, Double.NaN, 0);
		}
		final double median = Aggregate.of(sorted).median();
		final int k = criticalCount(sorted.length);
		return k == 0 ? new MedianInterval(median, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, sorted.length)
				: new MedianInterval(median, sorted[k - 1], sorted[sorted.length - k], sorted.length);
	}

	/** A single value, a prediction's say: no interval, its ends the value itself. */
	public static MedianInterval exact(final double value) {
		return new MedianInterval(value, value, value, 1);
	}

	/** Whether it is a single value ({@link #exact}), so that it is no interval. */
	public boolean single() {
		return runs == 1 && low == high;
	}

	/** Whether there are runs but too few for an interval. */
	public boolean unbounded() {
		return Double.isInfinite(low) && Double.isInfinite(high);
	}

	/** The same interval less {@code value}: how far it lies from a limit. */
	public MedianDifference minus(final double value) {
		return new MedianDifference(estimate - value, low - value, high - value, runs, 1);
	}

	/** The largest k with P(Binomial(n, ½) &lt; k) ≤ the tail; 0 when there is none. */
	static int criticalCount(final int n) {
		double below = 0;
		double ways = 1;
		int k = 0;
		while (k <= n / 2 && (below + ways) / Math.pow(2, n) <= TAIL) {
			below += ways;
			ways = ways * (n - k) / (k + 1);
			k++;
		}
		return k;
	}

	private static int fewestRuns() {
		int runs = 1;
		while (criticalCount(runs) == 0) {
			runs++;
		}
		return runs;
	}

}
