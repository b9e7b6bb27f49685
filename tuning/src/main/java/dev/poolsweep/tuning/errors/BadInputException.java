package dev.poolsweep.tuning.errors;

/**
 * What the user gave cannot be used: an option, a grid, a load profile, a folder that is
 * not a sweep's. The command exits with {@link ExitCode#BAD_INPUT}. A subclass of
 * IllegalArgumentException, as it is one; but only this one reads as bad input: an
 * IllegalArgumentException the JDK throws is a bug of the harness.
 */
public class BadInputException extends IllegalArgumentException {

	public BadInputException(final String message) {
		super(message);
	}

	public BadInputException(final String message, final Throwable cause) {
		super(message, cause);
	}

}
