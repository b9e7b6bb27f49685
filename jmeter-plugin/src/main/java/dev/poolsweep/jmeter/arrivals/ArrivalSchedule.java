package dev.poolsweep.jmeter.arrivals;

import java.util.Arrays;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * When each request of an open workload is due, from a rate per second.
 *
 * <p>
 * Second s runs at r(s), the schedule's rate in the middle of that second; C(s) = r(0) +
 * ... + r(s - 1) is the count due before it. The k-th request (from 0) is due where the
 * cumulative count reaches k: within second s, at s + (k - C(s)) / r(s). The arrivals of
 * a second are therefore spread evenly across it, and a fractional rate carries over to
 * the next second instead of being rounded away.
 */
public final class ArrivalSchedule {

	private static final Pattern SHAPE = Pattern.compile("(\\w+)\\(([^)]*)\\)");

	private final double[] rates;

	private ArrivalSchedule(final double[] rates) {
		this.rates = rates;
	}

	/** A schedule of these per-second rates; a negative rate counts as 0. */
	public static ArrivalSchedule of(final double... rates) {
		return new ArrivalSchedule(Arrays.stream(rates).map(rate -> Math.max(0, rate)).toArray());
	}

	/**
	 * A Throughput Shaping Timer profile with every rate multiplied by {@code scale} and
	 * rounded to whole requests/s: every argument of {@code const(r,d)},
	 * {@code line(a,b,d)} and {@code step(a,b,inc,d)} but the last, the duration, is a
	 * rate. E.g. {@code const(300,10s)} at scale 1.5 is {@code const(450,10s)}.
	 */
	public static String scaled(final String profile, final double scale) {
		final Matcher shape = SHAPE.matcher(profile);
		final StringBuilder out = new StringBuilder();
		while (shape.find()) {
			final String[] args = shape.group(2).split(",");
			final StringBuilder scaledArgs = new StringBuilder();
			for (int i = 0; i < args.length; i++) {
				final String arg = args[i].trim();
				scaledArgs.append(i == 0 ? "" : ",")
					.append(i < args.length - 1 ? Long.toString(Math.round(Double.parseDouble(arg) * scale)) : arg);
			}
			shape.appendReplacement(out, Matcher.quoteReplacement(shape.group(1) + "(" + scaledArgs + ")"));
		}
		shape.appendTail(out);
		return out.toString();
	}

	/** Seconds in the schedule. */
	public int seconds() {
		return rates.length;
	}

	/** r(s), requests/s in second {@code second}. */
	public double rate(final int second) {
		return rates[second];
	}

	/** The highest rate of any second. */
	public double peak() {
		return Arrays.stream(rates).max().orElse(0);
	}

	/** Requests due over the whole schedule. */
	public long requests() {
		return (long) Math.ceil(Arrays.stream(rates).sum());
	}

	/**
	 * The most requests that can be in flight when each may take up to {@code timeoutMs}:
	 * the peak rate times the time-out, at least 1.
	 */
	public long maxInFlight(final long timeoutMs) {
		return Math.max(1, (long) Math.ceil(peak() * timeoutMs / 1000.0));
	}

	/** The due instants, in ms from the start, in order. */
	public Cursor cursor() {
		return cursor(EngineShare.ALONE);
	}

	/**
	 * One engine's share of the due instants: the k-th request (from 0) is engine e's
	 * (from 0) of n when k mod n = e. The shares interleave, so that every second's
	 * arrivals are split as evenly as whole requests allow, and together they are the
	 * schedule once.
	 */
	public Cursor cursor(final EngineShare share) {
		return new Cursor(share.engine(), share.engines());
	}

	/** Walks the due instants one by one, without holding them all. */
	public final class Cursor {

		private final int stride;

		private int second;

		private double before;

		private long next;

		private Cursor(final int first, final int stride) {
			this.stride = stride;
			skipEmptySeconds();
			skip(first);
		}

		public boolean hasNext() {
			return second < rates.length;
		}

		/** The second the next due instant falls in. */
		public int second() {
			return second;
		}

		/** The next due instant, in ms from the start of the schedule. */
		public long nextMs() {
			final double rate = rates[second];
			final long due = Math.round(1000d * (second + (next - before) / rate));
			skip(stride);
			return due;
		}

		/** Moves past {@code count} due instants (fewer at the end of the schedule). */
		private void skip(final int count) {
			for (int i = 0; i < count && hasNext(); i++) {
				next++;
				if (next >= Math.ceil(before + rates[second])) {
					before += rates[second];
					second++;
					skipEmptySeconds();
				}
			}
		}

		private void skipEmptySeconds() {
			while (second < rates.length && (long) Math.ceil(before + rates[second]) <= next) {
				before += rates[second];
				second++;
			}
		}

	}

}
