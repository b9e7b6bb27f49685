package dev.poolsweep.tuning.plan;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.plan.LoadProfile.Step;

/**
 * Reads the schedule syntax of {@link LoadProfile}: every mistake is a
 * {@link BadInputException} whose one line names the step that holds it.
 */
final class LoadProfileParser {

	private static final Pattern STEP = Pattern.compile("(\\w+)\\(([^()]*)\\)");

	private LoadProfileParser() {
	}

	/** The steps of a schedule, back to back from second 0. */
	static List<Step> steps(final String schedule) {
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
		return steps;
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

}
