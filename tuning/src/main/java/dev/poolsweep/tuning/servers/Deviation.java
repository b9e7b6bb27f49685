package dev.poolsweep.tuning.servers;

/**
 * JMeter's Deviation, the "Std. Dev." of its Summary and Aggregate reports: the standard
 * deviation of the response times of all the samples, as a population (divided by n, not
 * n - 1), in ms. It is what Yoo et al. compare, their measure of how steadily a server
 * answers many requests. Computed with Welford's update, which keeps its precision where
 * the sum of squares of many long times would lose it.
 */
public final class Deviation {

	private long count;

	private double mean;

	private double squares;

	/** Adds one response time. */
	public void add(final double elapsedMs) {
		count++;
		final double delta = elapsedMs - mean;
		mean += delta / count;
		squares += delta * (elapsedMs - mean);
	}

	public long count() {
		return count;
	}

	/** The mean response time; NaN without samples. */
	public double meanMs() {
		return count == 0 ? Double.NaN : mean;
	}

	/** The population standard deviation; NaN without samples. */
	public double deviationMs() {
		return count == 0 ? Double.NaN : Math.sqrt(squares / count);
	}

	/** The deviation of {@code elapsedMs}. */
	public static double of(final long... elapsedMs) {
		final Deviation deviation = new Deviation();
		for (final long elapsed : elapsedMs) {
			deviation.add(elapsed);
		}
		return deviation.deviationMs();
	}

}
