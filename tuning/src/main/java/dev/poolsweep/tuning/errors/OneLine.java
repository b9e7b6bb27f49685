package dev.poolsweep.tuning.errors;

/**
 * The first line of a message, for the one-line errors the user sees and the reasons
 * outcome.properties records: a JDBC driver or a JMX connector may put a whole stack of
 * causes into one message.
 */
public final class OneLine {

	private OneLine() {
	}

	/** The message's first non-blank line, stripped; "no message" when there is none. */
	public static String of(final String message) {
		if (message == null) {
			return "no message";
		}
		final String first = message.strip().lines().findFirst().orElse("").strip();
		return first.isEmpty() ? "no message" : first;
	}

}
