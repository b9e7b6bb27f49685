package dev.poolsweep.tuning.plan;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import dev.poolsweep.tuning.errors.BadInputException;

/**
 * A JMeter Throughput Shaping Timer schedule: {@code const(RPS,DUR)} and
 * {@code line(FROM,TO,DUR)} steps separated by spaces, e.g.
 * {@code const(50,10s) const(100,10s) const(300,10s) const(100,10s) const(50,10s)}.
 * Durations are whole seconds in the harness's one grammar ({@link Durations}):
 * {@code 10}, {@code 10s}, {@code 1m}, {@code 1h}, {@code 1m30s}, {@code 2000ms}. Steps
 * run back to back from second 0. Immutable.
 */
public final class LoadProfile {

	/**
	 * One step of the schedule; the rate goes linearly from {@code fromRps} to
	 * {@code toRps} over [startS, endS).
	 */
	public record Step(int index, long startS, long endS, double fromRps, double toRps) {

		public long durationS() {
			return endS - startS;
		}

		/**
		 * The highest rate the step asks for; a burst is the step with the highest peak.
		 */
		public double peakRps() {
			return Math.max(fromRps, toRps);
		}

		public double meanRps() {
			return (fromRps + toRps) / 2;
		}

		/** The requests the step asks for: the area under its rate. */
		public double expectedRequests() {
			return meanRps() * durationS();
		}

		public boolean isConstant() {
			return fromRps == toRps;
		}
	}

	// Rates keep two decimals: enough for small scales (0.125 x 50 = 6.25) and what
	// JMeter gets is what we analyse.
	private static final int RATE_DECIMALS = 2;

	private final List<Step> steps;

	private LoadProfile(final List<Step> steps) {
		this.steps = List.copyOf(steps);
	}

	/**
	 * Parses the schedule syntax ({@link LoadProfileParser}); throws BadInputException
	 * with a one-line message on bad input.
	 */
	public static LoadProfile parse(final String schedule) {
		return new LoadProfile(LoadProfileParser.steps(schedule));
	}

	/**
	 * Every rate multiplied by {@code factor} and rounded to whole requests per second,
	 * exactly as burst.jmx's Prepare script rounds it for the Throughput Shaping Timer
	 * (Math.round), so the analysis expects the schedule JMeter really ran; durations
	 * unchanged.
	 */
	public LoadProfile scaled(final double factor) {
		if (!(factor > 0) || !Double.isFinite(factor)) {
			throw new BadInputException("load profile: scale must be a number > 0, was " + factor);
		}
		final List<Step> scaled = steps.stream()
			.map(s -> new Step(s.index(), s.startS(), s.endS(), round(s.fromRps() * factor), round(s.toRps() * factor)))
			.toList();
		return new LoadProfile(scaled);
	}

	/**
	 * The seconds from the end of the burst ({@link #peakStep()}) to the end of the
	 * schedule: the quiet time in which a run can be seen to recover (20 in the paper's).
	 */
	public long tailS() {
		return durationS() - peakStep().endS();
	}

	/**
	 * The same schedule with its last step lengthened so that {@code tail} follows the
	 * end of the burst: a point that recovers late is then seen to recover instead of
	 * being censored at the last window that fits. Only lengthens, and only a constant
	 * last step after the burst, so the steps, their rates and the burst stay those
	 * given; throws BadInputException with a one-line message otherwise.
	 */
	public LoadProfile withTail(final Duration tail) {
		final Step last = steps.getLast();
		if (tail.toMillis() % 1000 != 0 || tail.toSeconds() < 1) {
			throw new BadInputException("--tail must be whole seconds, at least 1, was " + Durations.format(tail));
		}
		if (peakStep().index() == last.index()) {
			throw new BadInputException("--tail lengthens the step after the burst, and in '" + this
					+ "' the burst (the highest rate) is the last step");
		}
		if (!last.isConstant()) {
			throw new BadInputException("--tail lengthens a constant last step, and '" + this
					+ "' ends with a ramp: end it with const(RPS,DUR)");
		}
		if (tail.toSeconds() < tailS()) {
			throw new BadInputException("--tail " + Durations.format(tail) + " is shorter than the " + tailS()
					+ " s that '" + this + "' leaves after its burst: --tail only lengthens the last step");
		}
		final List<Step> longer = new ArrayList<>(steps);
		longer.set(last.index(), new Step(last.index(), last.startS(), peakStep().endS() + tail.toSeconds(),
				last.fromRps(), last.toRps()));
		return new LoadProfile(longer);
	}

	private static double round(final double rate) {
		return Math.round(rate);
	}

	public List<Step> steps() {
		return steps;
	}

	public long durationS() {
		return steps.getLast().endS();
	}

	/**
	 * The target rate (requests/s) at {@code tSeconds} from the start; 0 outside the
	 * schedule.
	 */
	public double rateAt(final double tSeconds) {
		for (final Step step : steps) {
			if (tSeconds >= step.startS() && tSeconds < step.endS()) {
				final double progress = (tSeconds - step.startS()) / step.durationS();
				return step.fromRps() + (step.toRps() - step.fromRps()) * progress;
			}
		}
		return 0;
	}

	/** The burst: the step with the highest rate (the first one on a tie). */
	public Step peakStep() {
		Step peak = steps.getFirst();
		for (final Step step : steps) {
			if (step.peakRps() > peak.peakRps()) {
				peak = step;
			}
		}
		return peak;
	}

	/**
	 * The mean rate of the steps before the burst ({@link #peakStep()}); the burst's own
	 * peak where the schedule starts with it.
	 */
	public double meanRpsBeforePeak() {
		final Step peak = peakStep();
		if (peak.startS() == 0) {
			return peak.peakRps();
		}
		return steps.subList(0, peak.index()).stream().mapToDouble(Step::expectedRequests).sum() / peak.startS();
	}

	/**
	 * Requests due in each second of the schedule, as the plans' open-arrivals scheduler
	 * makes them due (jmeter-plugin's ArrivalSchedule): second s runs at the rate of its
	 * middle, r(s) = rateAt(s + 0.5), and the k-th request is due where the cumulative
	 * count C reaches k, so second s holds ceil(C(s + 1)) - ceil(C(s)) requests, with
	 * C(s) = r(0) + ... + r(s - 1).
	 */
	public long[] scheduledPerSecond() {
		final long[] scheduled = new long[(int) durationS()];
		double before = 0;
		for (int s = 0; s < scheduled.length; s++) {
			final double after = before + rateAt(s + 0.5);
			scheduled[s] = (long) Math.ceil(after) - (long) Math.ceil(before);
			before = after;
		}
		return scheduled;
	}

	/** Requests the whole schedule asks for: the area under the rate curve. */
	public double expectedRequests() {
		return steps.stream().mapToDouble(Step::expectedRequests).sum();
	}

	/**
	 * The schedule syntax, durations in seconds, e.g.
	 * {@code const(50,10s) line(50,100,5s)}.
	 */
	@Override
	public String toString() {
		final List<String> parts = new ArrayList<>();
		for (final Step step : steps) {
			parts
				.add(step.isConstant() ? "const(" + formatRate(step.fromRps()) + "," + step.durationS() + "s)" : "line("
						+ formatRate(step.fromRps()) + "," + formatRate(step.toRps()) + "," + step.durationS() + "s)");
		}
		return String.join(" ", parts);
	}

	private static String formatRate(final double rate) {
		return BigDecimal.valueOf(rate)
			.setScale(RATE_DECIMALS, RoundingMode.HALF_UP)
			.stripTrailingZeros()
			.toPlainString();
	}

	@Override
	public boolean equals(final Object other) {
		return other instanceof LoadProfile profile && steps.equals(profile.steps);
	}

	@Override
	public int hashCode() {
		return Objects.hash(steps);
	}

}
