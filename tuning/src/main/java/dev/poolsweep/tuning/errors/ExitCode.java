package dev.poolsweep.tuning.errors;

/** The exit codes of poolsweep (tuning/README.md and --help list them). */
public final class ExitCode {

	/** Every run succeeded, or the command did what it was asked. */
	public static final int OK = 0;

	/**
	 * The sweep ran but some runs failed (they are in the report), or the calibration
	 * failed.
	 */
	public static final int RUNS_FAILED = 1;

	/**
	 * Bad input: an unknown option, an empty grid, a bad duration or load profile, ...
	 */
	public static final int BAD_INPUT = 2;

	/**
	 * The environment: no database, a port in use, no taskset, a file that cannot be
	 * written.
	 */
	public static final int ENVIRONMENT = 3;

	/**
	 * A bug of the harness (sysexits' EX_SOFTWARE); POOLSWEEP_DEBUG=true shows the stack
	 * trace.
	 */
	public static final int BUG = 70;

	private ExitCode() {
	}

}
