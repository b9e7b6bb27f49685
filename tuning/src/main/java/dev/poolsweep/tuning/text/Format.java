package dev.poolsweep.tuning.text;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;

/**
 * Numbers for people: a few significant digits, no exponent, "n/a" for unknown, "never"
 * for +Infinity.
 */
public final class Format {

	private Format() {
	}

	/** 1234.5 -> "1235", 12.345 -> "12.3", 0.1234 -> "0.123". */
	public static String number(final double value) {
		if (Double.isNaN(value)) {
			return "n/a";
		}
		if (Double.isInfinite(value)) {
			return value > 0 ? "never" : "-never";
		}
		final double magnitude = Math.abs(value);
		final int decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3;
		return plain(value, decimals);
	}

	/**
	 * Fixed decimals, trailing zeros trimmed, as in CSV cells; "" for NaN and infinities.
	 */
	public static String plain(final double value, final int decimals) {
		if (!Double.isFinite(value)) {
			return "";
		}
		final String text = BigDecimal.valueOf(value)
			.setScale(decimals, RoundingMode.HALF_UP)
			.stripTrailingZeros()
			.toPlainString();
		return text.equals("-0") ? "0" : text;
	}

	/**
	 * A signed relative change, e.g. "+120 %" or "−35 %", of {@code value} against
	 * {@code reference}.
	 */
	public static String change(final double value, final double reference) {
		final double percent = 100 * (value - reference) / reference;
		return (percent >= 0 ? "+" : "\u2212") + number(Math.abs(percent)) + " %";
	}

	/** Milliseconds as "850 ms" or "1.25 s". */
	public static String millis(final double ms) {
		if (!Double.isFinite(ms)) {
			return number(ms);
		}
		return Math.abs(ms) >= 1000 ? number(ms / 1000) + " s" : number(ms) + " ms";
	}

	/** A count of runs: "1 run", "7 runs". */
	public static String runs(final int runs) {
		return runs + (runs == 1 ? " run" : " runs");
	}

	/** Whole seconds for people: "1h 02m", "6m 20s", "45s". */
	public static String seconds(final long seconds) {
		if (seconds >= 3600) {
			return String.format(Locale.ROOT, "%dh %02dm", seconds / 3600, seconds % 3600 / 60);
		}
		if (seconds >= 60) {
			return String.format(Locale.ROOT, "%dm %02ds", seconds / 60, seconds % 60);
		}
		return seconds + "s";
	}

}
