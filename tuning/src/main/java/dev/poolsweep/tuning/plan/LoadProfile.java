package dev.poolsweep.tuning.plan;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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

		public boolean isConstant() {
			return fromRps == toRps;
		}
	}

	private static final Pattern STEP = Pattern.compile("(\\w+)\\(([^()]*)\\)");

	// Rates keep two decimals: enough for small scales (0.125 x 50 = 6.25) and what
	// JMeter gets is what we analyse.
	private static final int RATE_DECIMALS = 2;

	private final List<Step> steps;

	private LoadProfile(final List<Step> steps) {
		this.steps = List.copyOf(steps);
	}

	/**
	 * Parses the schedule syntax; throws BadInputException with a one-line message on bad
	 * input.
	 */
	public static LoadProfile parse(final String schedule) {
		if (schedule == null || schedule.isBlank()) {
			throw new BadInputException("load profile is empty: expected e.g. 'const(50,10s) line(50,300,5s)'");
		}
		final String text = schedule.strip();
		final Matcher matcher = STEP.matcher(text);
		final List<Step> steps = new ArrayList<>();
		int position = 0;
		long startS = 0;
		while (matcher.find()) {
			requireOnlySpaces(text, position, matcher.start());
			final Step step = parseStep(matcher.group(1), matcher.group(2), steps.size(), startS, matcher.group());
			steps.add(step);
			startS = step.endS();
			position = matcher.end();
		}
		requireOnlySpaces(text, position, text.length());
		if (steps.isEmpty()) {
			throw new BadInputException(
					"load profile '" + text + "' has no steps: expected const(RPS,DUR) or line(FROM,TO,DUR)");
		}
		return new LoadProfile(steps);
	}

	private static void requireOnlySpaces(final String text, final int from, final int to) {
		final String between = text.substring(from, to);
		if (!between.isBlank()) {
			throw new BadInputException("load profile: cannot read '" + between.strip() + "' in '" + text
					+ "': expected const(RPS,DUR) or line(FROM,TO,DUR) separated by spaces");
		}
	}

	private static Step parseStep(final String function, final String arguments, final int index, final long startS,
			final String token) {
		final String[] args = arguments.split(",", -1);
		return switch (function.toLowerCase(Locale.ROOT)) {
			case "const" -> {
				requireArguments(token, args, 2);
				final double rate = parseRate(token, args[0]);
				yield new Step(index, startS, startS + parseDuration(token, args[1]), rate, rate);
			}
			case "line" -> {
				requireArguments(token, args, 3);
				final long endS = startS + parseDuration(token, args[2]);
				yield new Step(index, startS, endS, parseRate(token, args[0]), parseRate(token, args[1]));
			}
			default -> throw new BadInputException("load profile: unsupported step '" + token
					+ "': only const(RPS,DUR) and line(FROM,TO,DUR) are supported");
		};
	}

	private static void requireArguments(final String token, final String[] args, final int expected) {
		if (args.length != expected) {
			throw new BadInputException(
					"load profile: '" + token + "' needs " + expected + " arguments, has " + args.length);
		}
	}

	private static double parseRate(final String token, final String value) {
		try {
			final double rate = Double.parseDouble(value.strip());
			if (rate >= 0 && Double.isFinite(rate)) {
				return rate;
			}
		}
		catch (NumberFormatException e) {
			// reported below with the step that holds it
		}
		throw new BadInputException(
				"load profile: rate '" + value.strip() + "' in '" + token + "' is not a number >= 0");
	}

	/**
	 * A step's length in the harness's one duration grammar ({@link Durations}); the
	 * Throughput Shaping Timer counts whole seconds, so 1500ms is refused and 1000ms is 1
	 * s.
	 */
	private static long parseDuration(final String token, final String value) {
		final Duration duration;
		try {
			duration = Durations.parse(value);
		}
		catch (BadInputException e) {
			throw new BadInputException("load profile: duration '" + value.strip() + "' in '" + token
					+ "' is not a duration like 10, 10s, 1m, 1m30s or 1h");
		}
		if (duration.toMillis() % 1000 != 0) {
			throw new BadInputException("load profile: duration '" + value.strip() + "' in '" + token
					+ "' is not whole seconds (the Throughput Shaping Timer counts seconds)");
		}
		if (duration.toSeconds() <= 0) {
			throw new BadInputException("load profile: duration in '" + token + "' must be at least 1 second");
		}
		return duration.toSeconds();
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
	 * Requests due in each second of the schedule, as the plans' open-arrivals scheduler
	 * makes them due (jmeter-plans/scripts/open-arrivals.groovy): second s runs at the
	 * rate of its middle, r(s) = rateAt(s + 0.5), and the k-th request is due where the
	 * cumulative count C reaches k, so second s holds ceil(C(s + 1)) - ceil(C(s))
	 * requests, with C(s) = r(0) + ... + r(s - 1).
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
		return steps.stream().mapToDouble(s -> s.meanRps() * s.durationS()).sum();
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
