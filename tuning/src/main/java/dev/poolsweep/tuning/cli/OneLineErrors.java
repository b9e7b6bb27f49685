package dev.poolsweep.tuning.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;

import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.errors.EnvironmentException;
import dev.poolsweep.tuning.errors.ExitCode;
import dev.poolsweep.tuning.errors.OneLine;
import dev.poolsweep.tuning.errors.RunFailedException;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine;

/**
 * Every error ends the program with one line on stderr naming the problem, never a stack
 * trace, and an exit code that says whose it is ({@link ExitCode}): the harness's own
 * exception types tell bad input from the environment and from a failed sweep; any other
 * exception, an IllegalArgumentException of the JDK included, is a bug. Set
 * POOLSWEEP_DEBUG=true to see the stack trace.
 */
public final class OneLineErrors implements IParameterExceptionHandler, IExecutionExceptionHandler {

	static final String DEBUG = "POOLSWEEP_DEBUG";

	@Override
	public int handleParseException(final ParameterException e, final String[] args) {
		final CommandLine command = e.getCommandLine();
		final String name = command.getCommandSpec().qualifiedName();
		print(command.getErr(), name + ": " + OneLine.of(e.getMessage()) + " (see " + name + " --help)", e);
		return ExitCode.BAD_INPUT;
	}

	@Override
	public int handleExecutionException(final Exception e, final CommandLine command, final ParseResult parseResult) {
		final String name = command.getCommandSpec().qualifiedName();
		final int code = exitCode(e);
		final String message = code == ExitCode.BUG
				? "internal error, please report it: " + e.getClass().getName() + ": " + OneLine.of(e.getMessage())
						+ (debug() ? "" : " (" + DEBUG + "=true shows the stack trace)")
				: e instanceof EnvironmentException || code != ExitCode.ENVIRONMENT ? OneLine.of(e.getMessage())
						: e.getClass().getSimpleName() + ": " + OneLine.of(e.getMessage());
		print(command.getErr(), name + ": " + message, e);
		return code;
	}

	static int exitCode(final Exception e) {
		return switch (e) {
			case BadInputException badInput -> ExitCode.BAD_INPUT;
			case EnvironmentException environment -> ExitCode.ENVIRONMENT;
			case IOException io -> ExitCode.ENVIRONMENT;
			case UncheckedIOException io -> ExitCode.ENVIRONMENT;
			case RunFailedException failed -> ExitCode.RUNS_FAILED;
			default -> ExitCode.BUG;
		};
	}

	private static void print(final PrintWriter err, final String line, final Exception e) {
		err.println(line);
		if (debug()) {
			e.printStackTrace(err);
		}
		err.flush();
	}

	private static boolean debug() {
		return Boolean.parseBoolean(System.getenv(DEBUG));
	}

}
