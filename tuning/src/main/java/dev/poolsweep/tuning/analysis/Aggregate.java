package dev.poolsweep.tuning.analysis;

import java.util.Arrays;

/**
 * Median, min and max of one figure over the repetitions of a point. Unknown values (NaN)
 * are left out; "never" (+Infinity) takes part and sorts last, so the median of {5, 7,
 * never} is 7 and of {7, never, never} is never. With an even count the median is the
 * mean of the middle two. All NaN when no repetition has a value.
 */
public record Aggregate(double median, double min, double max, int count) {

	public static Aggregate of(final double[] values) {
		final double[] known = Arrays.stream(values).filter(v -> !Double.isNaN(v)).sorted().toArray();
		if (known.length == 0) {
			return new Aggregate(Double.NaN, Double.NaN, Double.NaN, 0);
		}
		final int middle = known.length / 2;
		final double median = known.length % 2 == 1 ? known[middle] : middleOfTwo(known[middle - 1], known[middle]);
		return new Aggregate(median, known[0], known[known.length - 1], known.length);
	}

	private static double middleOfTwo(final double lower, final double upper) {
		return Double.isInfinite(upper) ? upper : (lower + upper) / 2;
	}
}
