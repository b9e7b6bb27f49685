package dev.poolsweep.tuning.analysis.verdict;

import java.util.Arrays;

import dev.poolsweep.tuning.analysis.Aggregate;

/**
 * How far one point's runs lie above another's on a figure ({@code a − b}, in the
 * figure's unit): the Hodges–Lehmann shift, the median of the differences between every
 * run of {@code a} and every run of {@code b}, with its distribution-free interval at
 * {@link #FIGURE_CONFIDENCE_PCT} (so that the three figures a ranking compares hold
 * {@value #CONFIDENCE_PCT} % together), whose ends are order statistics of those
 * differences at the exact Mann–Whitney critical count ({@link MannWhitney}).
 *
 * <p>
 * Why ranks and not a bootstrap of medians: a percentile bootstrap from three runs a side
 * calls about one pair of alike points in ten "apart" (its 95 % covers about 90 %), and a
 * t interval widens with one stalled run in ten. Ranks need no distribution, are moved by
 * a stall no more than by any other run, and need only the order of a censored recovery.
 * Their price is stated: with fewer than {@link #FEWEST_RUNS} runs a side no interval
 * reaches that confidence ({@link #unbounded()}), and such points are compared on the
 * shift alone, as single runs are, and provisionally. With a single run on both sides the
 * difference is the one value, {@code low == estimate == high}.
 * </p>
 *
 * @param estimate the shift: the median of the pairwise differences
 * @param low the interval's lower end (−Infinity when there is no interval)
 * @param high the interval's upper end (+Infinity when there is no interval)
 * @param runsA how many runs of {@code a} it rests on
 * @param runsB how many runs of {@code b}
 */
public record MedianDifference(double estimate, double low, double high, int runsA, int runsB) {

	/**
	 * The confidence, in percent, of the three figures' intervals together: the chance
	 * that a ranking of two alike points tells them apart on any of them is at most 5 %.
	 */
	public static final int CONFIDENCE_PCT = 95;

	/**
	 * The chance left in each tail of one figure's interval: the 5 % shared between the
	 * figures a ranking compares (Bonferroni), and halved for the two tails.
	 */
	private static final double TAIL = (100 - CONFIDENCE_PCT) / 100.0 / Ranking.Criterion.values().length / 2;

	/** The confidence of one figure's interval, in percent: 98.3. */
	public static final double FIGURE_CONFIDENCE_PCT = 100 * (1 - 2 * TAIL);

	/** The fewest runs a side (as many on both) that give an interval: 5. */
	public static final int FEWEST_RUNS = fewestRuns();

	/**
	 * The difference of two single values (a model's predictions, say): no interval.
	 * "Never" (+Infinity) lies above every number; two nevers differ by NaN, which is
	 * beyond nothing.
	 */
	public static MedianDifference exact(final double a, final double b) {
		final double difference = a - b;
		return new MedianDifference(difference, difference, difference, 1, 1);
	}

	/**
	 * The per-run values of two points on one figure. Unknown values (NaN) are left out;
	 * the others must be finite (a censored recovery is capped before it comes here). The
	 * order of the runs does not matter.
	 */
	public static MedianDifference between(final double[] a, final double[] b) {
		return between(a, b, TAIL);
	}

	/**
	 * The same with the chance {@code tail} left in each tail of the interval (its
	 * confidence 1 − 2 × tail): what a test other than the ranking's, such as two
	 * one-sided tests of equivalence, asks of it.
	 */
	public static MedianDifference between(final double[] a, final double[] b, final double tail) {
		final double[] x = known(a);
		final double[] y = known(b);
		if (x.length == 0 || y.length == 0) {
			return new MedianDifference(Double.NaN, Double.NaN, Double.NaN, x.length, y.length);
		}
		if (x.length == 1 && y.length == 1) {
			return exact(x[0], y[0]);
		}
		final double[] differences = new double[x.length * y.length];
		int i = 0;
		for (final double p : x) {
			for (final double q : y) {
				differences[i++] = p - q;
			}
		}
		Arrays.sort(differences);
		final double shift = Aggregate.of(differences).median();
		final int k = MannWhitney.criticalCount(x.length, y.length, tail);
		return k == 0
				? new MedianDifference(shift, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, x.length, y.length)
				: new MedianDifference(shift, differences[k - 1], differences[differences.length - k], x.length,
						y.length);
	}

	private static int fewestRuns() {
		int runs = 2;
		while (MannWhitney.criticalCount(runs, runs, TAIL) == 0) {
			runs++;
		}
		return runs;
	}

	private static double[] known(final double[] values) {
		return Arrays.stream(values).filter(v -> !Double.isNaN(v)).toArray();
	}

	/** {@code b − a}: the same interval turned round. */
	public MedianDifference negated() {
		return new MedianDifference(-estimate, -high, -low, runsB, runsA);
	}

	/** Whether it rests on a single run of each point, so that it is no interval. */
	public boolean single() {
		return runsA < 2 && runsB < 2;
	}

	/**
	 * Whether there are runs on both sides but too few for an interval: the shift is
	 * compared alone, provisionally.
	 */
	public boolean unbounded() {
		return Double.isInfinite(low) && Double.isInfinite(high);
	}

	/**
	 * Whether {@code a} lies above {@code b} by more than {@code tie}: the interval lies
	 * wholly above zero (the difference is real) and the shift exceeds the tolerance (it
	 * matters). Asking the whole interval to clear the tolerance instead would miss most
	 * real differences of twice the tolerance with five runs a side. Without an interval
	 * ({@link #single()}, {@link #unbounded()}), the shift alone decides.
	 */
	public boolean above(final double tie) {
		return (low > 0 || unbounded()) && estimate > tie;
	}

	/**
	 * Whether {@code a} lies below {@code b} by more than {@code tie}; see
	 * {@link #above}.
	 */
	public boolean below(final double tie) {
		return (high < 0 || unbounded()) && estimate < -tie;
	}

}
