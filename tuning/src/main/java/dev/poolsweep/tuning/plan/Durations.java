package dev.poolsweep.tuning.plan;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Durations as people type them: {@code 500ms}, {@code 15s}, {@code 2m}, {@code 1h}; a
 * bare number is seconds.
 */
public final class Durations {

	private static final Pattern DURATION = Pattern.compile("(\\d+)\\s*(ms|s|m|h)?");

	private Durations() {
	}

	public static Duration parse(final String text) {
		final Matcher matcher = DURATION.matcher(text.strip().toLowerCase(Locale.ROOT));
		if (!matcher.matches()) {
			throw new IllegalArgumentException("'" + text + "' is not a duration like 500ms, 15s, 2m or 1h");
		}
		final long amount = Long.parseLong(matcher.group(1));
		final String unit = matcher.group(2) == null ? "s" : matcher.group(2);
		return switch (unit) {
			case "ms" -> Duration.ofMillis(amount);
			case "m" -> Duration.ofMinutes(amount);
			case "h" -> Duration.ofHours(amount);
			default -> Duration.ofSeconds(amount);
		};
	}

	/** The shortest exact text: {@code 15s}, {@code 1500ms}, {@code 0s}. */
	public static String format(final Duration duration) {
		final long millis = duration.toMillis();
		return millis % 1000 == 0 ? millis / 1000 + "s" : millis + "ms";
	}

}
