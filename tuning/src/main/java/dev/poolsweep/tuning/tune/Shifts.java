package dev.poolsweep.tuning.tune;

import java.util.Optional;

import dev.poolsweep.tuning.analysis.verdict.MedianDifference;
import dev.poolsweep.tuning.analysis.verdict.Ranking.Criterion;
import dev.poolsweep.tuning.settings.Point;
import dev.poolsweep.tuning.text.Format;

/** Figures, shifts and points for people. */
final class Shifts {

	private Shifts() {
	}

	/** "maxThreads=10, maxTotal=2". */
	static String label(final Point point) {
		return String.join(", ", point.settingPairs());
	}

	/** A figure's name: "goodput", "recovery", "p95". */
	static String name(final Criterion criterion) {
		return switch (criterion) {
			case GOODPUT -> "goodput";
			case RECOVERY -> "recovery";
			case P95 -> "p95";
		};
	}

	/** A value of a figure: "212/s", "39 s" (the recovery instant), "1.2 s". */
	static String value(final Criterion criterion, final double value) {
		return switch (criterion) {
			case GOODPUT -> Format.number(value) + "/s";
			case RECOVERY -> Double.isInfinite(value) ? "never" : Format.number(value) + " s";
			case P95 -> Format.millis(value);
		};
	}

	/** A signed amount of a figure: "+5 s", "−12/s", "+420 ms". */
	static String signed(final Criterion criterion, final double amount) {
		final String sign = amount >= 0 ? "+" : "\u2212";
		return sign + value(criterion, Math.abs(amount));
	}

	/**
	 * How much worse a point is, with the interval: "recovery +5 s (interval +3 s to +7
	 * s)"; the shift alone when there is no interval.
	 */
	static String worse(final Criterion criterion, final MedianDifference shift) {
		return name(criterion) + " " + signed(criterion, shift.estimate())
				+ interval(criterion, shift).map(interval -> " (interval " + interval + ")").orElse("");
	}

	/** The shift's interval, "+3 s to +7 s"; empty where its runs give none. */
	static Optional<String> interval(final Criterion criterion, final MedianDifference shift) {
		return shift.single() || Double.isNaN(shift.low()) || shift.unbounded() ? Optional.empty()
				: Optional.of(signed(criterion, shift.low()) + " to " + signed(criterion, shift.high()));
	}

}
