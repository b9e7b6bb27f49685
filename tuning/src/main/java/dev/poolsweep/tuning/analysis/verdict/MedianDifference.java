package dev.poolsweep.tuning.analysis.verdict;

import java.util.Arrays;

/**
 * How much one point's median of a figure lies above another's ({@code a − b}, in the
 * figure's unit), with the {@value #CONFIDENCE_PCT} % percentile bootstrap interval of
 * that difference: each point's runs are resampled on their own
 * ({@link ResampledMedians}), the differences of the resamples' medians are sorted, and
 * the interval runs from the 2.5th to the 97.5th percentile. More repetitions narrow it,
 * so the comparison grows sharper as data grows; one stalled run moves a median little,
 * where it widened a min–max range to the stall. With a single run on both sides there is
 * no interval: it is the one difference, {@code low == estimate == high}.
 *
 * @param estimate the difference of the two medians
 * @param low the interval's lower end
 * @param high the interval's upper end
 * @param runsA how many runs of {@code a} it rests on
 * @param runsB how many runs of {@code b}
 */
public record MedianDifference(double estimate, double low, double high, int runsA, int runsB) {

	/** The interval's confidence, in percent. */
	public static final int CONFIDENCE_PCT = 95;

	/** The resamples left out at each end: 2.5 % of them. */
	private static final int TAIL = ResampledMedians.RESAMPLES * (100 - CONFIDENCE_PCT) / 200;

	/**
	 * The difference of two single values (a model's predictions, say): no interval.
	 * "Never" (+Infinity) lies above every number; two nevers differ by NaN, which is
	 * beyond nothing.
	 */
	public static MedianDifference exact(final double a, final double b) {
		final double difference = a - b;
		return new MedianDifference(difference, difference, difference, 1, 1);
	}

	static MedianDifference between(final ResampledMedians a, final ResampledMedians b) {
		final double[] differences = new double[ResampledMedians.RESAMPLES];
		for (int i = 0; i < differences.length; i++) {
			differences[i] = a.resampled(i) - b.resampled(i);
		}
		Arrays.sort(differences);
		return new MedianDifference(a.median() - b.median(), differences[TAIL],
				differences[differences.length - 1 - TAIL], a.runs(), b.runs());
	}

	/** The per-run values of two points on one figure; see {@link ResampledMedians}. */
	static MedianDifference between(final double[] a, final double[] b) {
		return between(ResampledMedians.of(a), ResampledMedians.of(b));
	}

	/**
	 * {@code b − a}: the same interval turned round (the resamples of each point do not
	 * depend on the other, so this is what the bootstrap of {@code b − a} gives).
	 */
	public MedianDifference negated() {
		return new MedianDifference(-estimate, -high, -low, runsB, runsA);
	}

	/** Whether it rests on a single run of each point, so that it is no interval. */
	public boolean single() {
		return runsA < 2 && runsB < 2;
	}

	/** Whether the whole interval lies above {@code tie}. */
	public boolean above(final double tie) {
		return low > tie;
	}

	/** Whether the whole interval lies below {@code −tie}. */
	public boolean below(final double tie) {
		return high < -tie;
	}

}
