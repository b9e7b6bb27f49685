package dev.poolsweep.tuning.errors;

/**
 * A run could not be completed (the board did not start, JMeter failed, ...). The message
 * is one line and becomes the {@code reason} of outcome.properties; the sweep goes on
 * with the next run. The cause, when there is one, is kept for POOLSWEEP_DEBUG=true.
 */
public final class RunFailedException extends Exception {

	public RunFailedException(final String reason) {
		super(reason);
	}

	public RunFailedException(final String reason, final Throwable cause) {
		super(reason, cause);
	}

}
