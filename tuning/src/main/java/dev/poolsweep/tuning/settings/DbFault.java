package dev.poolsweep.tuning.settings;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.plan.Durations;
import dev.poolsweep.tuning.plan.LoadProfile;

/**
 * A fault put into the database at the same instant of every measured run, counted from
 * the start of the schedule.
 * <ul>
 * <li>{@code pause@25s:5s} freezes the database for 5 s from second 25: connections stay
 * open and nothing answers, as when a database stalls.</li>
 * <li>{@code restart@25s} stops the database at second 25, dropping every connection, and
 * starts it again at once; {@code restart@25s:7s} leaves it down for 7 s, as in a
 * fail-over.</li>
 * <li>{@code none}: no fault.</li>
 * </ul>
 *
 * @param length how long it is paused, or down before it starts again
 */
public record DbFault(Kind kind, Duration at, Duration length) {

	public static final DbFault NONE = new DbFault(Kind.NONE, Duration.ZERO, Duration.ZERO);

	private static final Pattern SYNTAX = Pattern.compile("(pause|restart)@([^:]+)(?::(.+))?");

	/** What happens to the database. */
	public enum Kind {

		NONE, PAUSE, RESTART

	}

	/**
	 * @throws BadInputException with a one-line message when the text is not a fault
	 */
	public static DbFault parse(final String text) {
		final String compact = text.strip().toLowerCase(Locale.ROOT);
		if (compact.equals("none")) {
			return NONE;
		}
		final Matcher matcher = SYNTAX.matcher(compact);
		if (!matcher.matches()) {
			throw new BadInputException(
					"--db-fault: '" + text + "' is not a fault like pause@25s:5s, restart@25s or restart@25s:7s");
		}
		final Kind kind = Kind.valueOf(matcher.group(1).toUpperCase(Locale.ROOT));
		if (kind == Kind.PAUSE && matcher.group(3) == null) {
			throw new BadInputException("--db-fault: a pause needs its length, e.g. pause@25s:5s");
		}
		final Duration length = matcher.group(3) == null ? Duration.ZERO : Durations.parse(matcher.group(3));
		if (kind == Kind.PAUSE && length.isZero()) {
			throw new BadInputException("--db-fault: a pause of 0 s is no fault");
		}
		return new DbFault(kind, Durations.parse(matcher.group(2)), length);
	}

	public boolean any() {
		return kind != Kind.NONE;
	}

	/**
	 * @throws BadInputException when the fault does not start within the schedule
	 */
	public DbFault requireWithin(final LoadProfile profile) {
		if (any() && at.toSeconds() >= profile.durationS()) {
			throw new BadInputException(
					"--db-fault " + this + " starts after the " + profile.durationS() + " s schedule has ended");
		}
		return this;
	}

	/** The text {@link #parse} reads. */
	@Override
	public String toString() {
		if (!any()) {
			return "none";
		}
		final String name = kind.name().toLowerCase(Locale.ROOT) + "@" + Durations.format(at);
		return length.isZero() ? name : name + ":" + Durations.format(length);
	}

}
