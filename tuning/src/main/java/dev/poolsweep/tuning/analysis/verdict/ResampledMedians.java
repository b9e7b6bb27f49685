package dev.poolsweep.tuning.analysis.verdict;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * One point's median of one figure over its repetitions, and the medians of
 * {@value #RESAMPLES} bootstrap resamples of its per-run values (as many values as there
 * are runs, drawn with replacement). The median is the
 * {@link dev.poolsweep.tuning.analysis.Aggregate}'s: the middle value, the mean of the
 * middle two for an even count. The resamples are drawn from a generator seeded from the
 * values themselves (sorted), so the same figures give the same resamples whatever the
 * order of their runs, and the same folder gives the same report. The values must be
 * finite (a censored recovery is capped before it comes here); unknown values (NaN) are
 * left out.
 */
final class ResampledMedians {

	/**
	 * Enough resamples that the 2.5 % tails of a difference hold 50 of them, so the
	 * interval's ends do not move with the seed by more than a small part of its width.
	 */
	static final int RESAMPLES = 2000;

	private final double median;

	private final double[] medians;

	private final int runs;

	private ResampledMedians(final double median, final double[] medians, final int runs) {
		this.median = median;
		this.medians = medians;
		this.runs = runs;
	}

	static ResampledMedians of(final double[] values) {
		final double[] sorted = Arrays.stream(values).filter(v -> !Double.isNaN(v)).sorted().toArray();
		if (sorted.length == 0) {
			final double[] unknown = new double[RESAMPLES];
			Arrays.fill(unknown, Double.NaN);
			return new ResampledMedians(Double.NaN, unknown, 0);
		}
		final SplittableRandom random = new SplittableRandom(Arrays.hashCode(sorted));
		final int[] drawn = new int[sorted.length];
		final double[] medians = new double[RESAMPLES];
		for (int i = 0; i < RESAMPLES; i++) {
			Arrays.fill(drawn, 0);
			for (int j = 0; j < sorted.length; j++) {
				drawn[random.nextInt(sorted.length)]++;
			}
			medians[i] = median(sorted, drawn);
		}
		return new ResampledMedians(median(sorted, null), medians, sorted.length);
	}

	/**
	 * The median of a resample given as how often each of the sorted values was drawn
	 * (once each when {@code drawn} is null): the values at the middle ranks, found by
	 * counting, so no resample needs sorting.
	 */
	private static double median(final double[] sorted, final int[] drawn) {
		final int n = sorted.length;
		final int lower = (n - 1) / 2;
		final int upper = n / 2;
		double atLower = Double.NaN;
		int seen = 0;
		for (int i = 0; i < n; i++) {
			seen += drawn == null ? 1 : drawn[i];
			if (Double.isNaN(atLower) && seen > lower) {
				atLower = sorted[i];
			}
			if (seen > upper) {
				return (atLower + sorted[i]) / 2;
			}
		}
		throw new IllegalStateException("a resample of " + n + " values has no middle");
	}

	double median() {
		return median;
	}

	int runs() {
		return runs;
	}

	/** The i-th resample's median. */
	double resampled(final int i) {
		return medians[i];
	}

}
