package dev.poolsweep.tuning;

import java.time.Duration;
import java.util.concurrent.Callable;

import dev.poolsweep.tuning.cli.OneLineErrors;
import dev.poolsweep.tuning.cli.PredictCommand;
import dev.poolsweep.tuning.cli.ReportCommand;
import dev.poolsweep.tuning.cli.ServersCommand;
import dev.poolsweep.tuning.cli.ReproduceCommand;
import dev.poolsweep.tuning.cli.SweepCommand;
import dev.poolsweep.tuning.cli.TuneCommand;
import dev.poolsweep.tuning.cli.check.ModelCheckCommand;
import dev.poolsweep.tuning.cli.preset.Presets;
import dev.poolsweep.tuning.errors.ExitCode;
import dev.poolsweep.tuning.plan.Durations;
import dev.poolsweep.tuning.plan.LoadProfile;
import dev.poolsweep.tuning.results.HarnessBuild;
import dev.poolsweep.tuning.settings.DbFault;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

@Command(name = "poolsweep", mixinStandardHelpOptions = true, versionProvider = PoolsweepCommand.Version.class,
		subcommands = { SweepCommand.class, TuneCommand.class, ReproduceCommand.class, ServersCommand.class,
				ReportCommand.class, PredictCommand.class, ModelCheckCommand.class },
		description = "Tunes the suggestion board's Tomcat and database pools under bursts: sweeps settings, drives JMeter, "
				+ "samples JMX, reports.",
		exitCodeListHeading = "%nExit codes:%n",
		exitCodeList = { ExitCode.OK + ":every run succeeded (or the report was written)",
				ExitCode.RUNS_FAILED
						+ ":the sweep ran but some runs failed (see the report), or the calibration failed",
				ExitCode.BAD_INPUT + ":bad input: an option, the grid, a duration, a load profile, a folder",
				ExitCode.ENVIRONMENT + ":the environment: no database or Docker, a port in use, no taskset, I/O",
				ExitCode.BUG + ":a bug of poolsweep; POOLSWEEP_DEBUG=true shows the stack trace" },
		footer = { "",
				"reproduce asks the paper's question (maxThreads); pool, backlog, keepalive, spare and virtual ask one "
						+ "question each about the other knobs, with the experiment knobs that make the effect show on a "
						+ "small machine; each has --quick.",
				"Run 'poolsweep COMMAND --help' for a command's options. See tuning/README.md." })
public final class PoolsweepCommand implements Callable<Integer> {

	@Spec
	CommandSpec spec;

	/** The version and commit this harness was built from. */
	static final class Version implements CommandLine.IVersionProvider {

		@Override
		public String[] getVersion() {
			return new String[] { HarnessBuild.current().describe() };
		}

	}

	public static void main(final String[] args) {
		System.exit(commandLine().execute(args));
	}

	/** The command line with poolsweep's converters and one-line error handling. */
	public static CommandLine commandLine() {
		final OneLineErrors errors = new OneLineErrors();
		final CommandLine commandLine = new CommandLine(new PoolsweepCommand());
		// the presets after reproduce, before report, as --help lists them
		final CommandLine report = commandLine.getSubcommands().get("report");
		commandLine.getCommandSpec().removeSubcommand("report");
		Presets.commands().forEach(commandLine::addSubcommand);
		commandLine.addSubcommand(report);
		// -V on a command too, as on poolsweep
		commandLine.getSubcommands()
			.values()
			.forEach(command -> command.getCommandSpec().versionProvider(new Version()));
		return commandLine.registerConverter(Duration.class, Durations::parse)
			.registerConverter(LoadProfile.class, LoadProfile::parse)
			.registerConverter(DbFault.class, DbFault::parse)
			.setDefaultValueProvider(PoolsweepCommand::durationDefault)
			.setParameterExceptionHandler(errors)
			.setExecutionExceptionHandler(errors);
	}

	/**
	 * An option's default as picocli shows and reads it: a duration the option starts
	 * from (a {@code Defaults} value) in the form it is typed, e.g. "15s"; null leaves
	 * other options to their own.
	 */
	private static String durationDefault(final ArgSpec option) {
		return option.initialValue() instanceof Duration duration ? Durations.format(duration) : null;
	}

	/** Without a command: the usage. */
	@Override
	public Integer call() {
		spec.commandLine().usage(spec.commandLine().getOut());
		return 0;
	}

}
