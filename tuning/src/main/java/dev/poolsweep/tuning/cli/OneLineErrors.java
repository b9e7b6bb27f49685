package dev.poolsweep.tuning.cli;

import java.io.PrintWriter;

import dev.poolsweep.tuning.errors.OneLine;
import dev.poolsweep.tuning.errors.RunFailedException;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine;

/**
 * Every error ends the program with one line on stderr naming the problem, never a stack
 * trace: bad input exits with {@value #BAD_INPUT}, anything else with {@value #FAILED}.
 * Set POOLSWEEP_DEBUG=true to see the stack trace.
 */
final class OneLineErrors implements IParameterExceptionHandler, IExecutionExceptionHandler {

	static final int FAILED = 1;
	static final int BAD_INPUT = 2;

	@Override
	public int handleParseException(final ParameterException e, final String[] args) {
		final CommandLine command = e.getCommandLine();
		final String name = command.getCommandSpec().qualifiedName();
		print(command.getErr(), name + ": " + OneLine.of(e.getMessage()) + " (see " + name + " --help)", e);
		return BAD_INPUT;
	}

	/**
	 * IllegalArgumentException is bad input; IllegalStateException and RunFailedException
	 * are failures the harness words itself (the database did not start, the calibration
	 * failed). Their messages stand alone; any other exception is named, since its
	 * message may make no sense without its type.
	 */
	@Override
	public int handleExecutionException(final Exception e, final CommandLine command, final ParseResult parseResult) {
		final boolean badInput = e instanceof IllegalArgumentException;
		final boolean worded = badInput || e instanceof IllegalStateException || e instanceof RunFailedException;
		final String message = worded ? OneLine.of(e.getMessage())
				: e.getClass().getSimpleName() + ": " + OneLine.of(e.getMessage());
		print(command.getErr(), command.getCommandSpec().qualifiedName() + ": " + message, e);
		return badInput ? BAD_INPUT : FAILED;
	}

	private static void print(final PrintWriter err, final String line, final Exception e) {
		err.println(line);
		if (Boolean.parseBoolean(System.getenv("POOLSWEEP_DEBUG"))) {
			e.printStackTrace(err);
		}
		err.flush();
	}

}
