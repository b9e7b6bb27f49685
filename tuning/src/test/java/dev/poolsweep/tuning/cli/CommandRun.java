package dev.poolsweep.tuning.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

import dev.poolsweep.tuning.PoolsweepCommand;
import picocli.CommandLine;

/** The poolsweep command line as a test runs it: what it writes is kept to be read. */
public final class CommandRun {

	private final StringWriter out = new StringWriter();

	private final StringWriter err = new StringWriter();

	/** A fresh command line writing to this run's stdout and stderr. */
	public CommandLine commandLine() {
		final CommandLine command = PoolsweepCommand.commandLine();
		command.setOut(new PrintWriter(out, true));
		command.setErr(new PrintWriter(err, true));
		return command;
	}

	/** Runs {@code args} on a fresh command line; its exit code. */
	public int run(final String... args) {
		return commandLine().execute(args);
	}

	/** Everything written to stdout so far. */
	public String out() {
		return out.toString();
	}

	/** Everything written to stderr so far. */
	public String err() {
		return err.toString();
	}

	/** Forgets what was written, for a second run in the same test. */
	public void clear() {
		out.getBuffer().setLength(0);
		err.getBuffer().setLength(0);
	}

}
