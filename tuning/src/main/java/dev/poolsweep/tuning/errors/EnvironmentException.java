package dev.poolsweep.tuning.errors;

/**
 * The machine lacks what the harness needs: the database cannot be reached or started, a
 * port is taken, taskset is missing, a file cannot be written. Nothing the user typed is
 * wrong; the command exits with {@link ExitCode#ENVIRONMENT}.
 */
public class EnvironmentException extends RuntimeException {

	public EnvironmentException(final String message) {
		super(message);
	}

	public EnvironmentException(final String message, final Throwable cause) {
		super(message, cause);
	}

}
