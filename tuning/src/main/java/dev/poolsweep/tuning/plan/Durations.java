package dev.poolsweep.tuning.plan;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.poolsweep.tuning.errors.BadInputException;

/**
 * The one duration grammar of the harness, for the command line and the load profile
 * alike: hours, minutes, seconds and milliseconds in that order, each optional, e.g.
 * {@code 500ms}, {@code 15s}, {@code 2m}, {@code 1h}, {@code 1m30s}; a bare number is
 * seconds. Case and spaces do not matter.
 */
public final class Durations {

	private static final Pattern DURATION = Pattern
		.compile("(?:(\\d+)h)?(?:(\\d+)m(?!s))?(?:(\\d+)s)?(?:(\\d+(?:\\.\\d{1,6})?)ms)?|(\\d+)");

	private Durations() {
	}

	/**
	 * @throws BadInputException with a one-line message when it is not one
	 */
	public static Duration parse(final String text) {
		final String compact = text.replaceAll("\\s+", "").toLowerCase(Locale.ROOT);
		final Matcher matcher = DURATION.matcher(compact);
		if (compact.isEmpty() || !matcher.matches()) {
			throw new BadInputException("'" + text + "' is not a duration like 500ms, 15s, 2m or 1h");
		}
		try {
			if (matcher.group(5) != null) {
				return Duration.ofSeconds(Long.parseLong(matcher.group(5)));
			}
			return Duration.ofHours(amount(matcher, 1))
				.plusMinutes(amount(matcher, 2))
				.plusSeconds(amount(matcher, 3))
				.plusNanos(nanosOfMillis(matcher.group(4)));
		}
		catch (NumberFormatException | ArithmeticException e) {
			throw new BadInputException("'" + text + "' is too long a duration", e);
		}
	}

	private static long amount(final Matcher matcher, final int group) {
		return matcher.group(group) == null ? 0 : Long.parseLong(matcher.group(group));
	}

	/** Milliseconds, with up to six decimals (the emulation's knobs are microseconds). */
	private static long nanosOfMillis(final String millis) {
		return millis == null ? 0 : new BigDecimal(millis).movePointRight(6).longValueExact();
	}

	/**
	 * A comma-separated list of durations as the same list in whole milliseconds, e.g.
	 * {@code 5s,1m} as {@code 5000,60000}; null for null. An empty element stays empty
	 * (so the list's own parser reports it).
	 */
	public static String toMillisList(final String list) {
		if (list == null) {
			return null;
		}
		final StringBuilder millis = new StringBuilder();
		for (final String part : list.split(",", -1)) {
			millis.append(millis.isEmpty() ? "" : ",").append(part.isBlank() ? "" : parse(part).toMillis());
		}
		return millis.toString();
	}

	/**
	 * The shortest exact text: {@code 15s}, {@code 1500ms}, {@code 3.261ms}, {@code 0s}.
	 */
	public static String format(final Duration duration) {
		final long nanos = duration.toNanos();
		if (nanos % 1_000_000 != 0) {
			return BigDecimal.valueOf(nanos, 6).stripTrailingZeros().toPlainString() + "ms";
		}
		final long millis = duration.toMillis();
		return millis % 1000 == 0 ? millis / 1000 + "s" : millis + "ms";
	}

}
