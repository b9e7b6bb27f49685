package dev.poolsweep.tuning.cli;

import dev.poolsweep.tuning.PoolsweepCommand;
import dev.poolsweep.tuning.cli.preset.PresetSettings;
import dev.poolsweep.tuning.settings.SweepSettings;
import dev.poolsweep.tuning.sweep.Tools;
import picocli.CommandLine;

/**
 * What sweep, reproduce, tune and the presets make of a command line, parsed by picocli
 * as poolsweep parses it and assembled by the commands' own code, for tests of other
 * packages too.
 */
public final class CommandSettings {

	private CommandSettings() {
	}

	/**
	 * The sweep {@code args} (the command's name first) asks for; a tune's with the runs
	 * its budget could give one point.
	 */
	public static SweepSettings of(final String... args) {
		return switch (command(args)) {
			case SweepCommand sweep -> sweep.settings();
			case ReproduceCommand reproduce -> reproduce.settings();
			case TuneCommand tune -> tune.settings(tune.budgetRuns());
			case Object preset -> PresetSettings.of(preset);
		};
	}

	/**
	 * What the sweep runs with as {@code args} choose it (the load generator, the jar).
	 */
	public static Tools tools(final String... args) {
		return switch (command(args)) {
			case SweepCommand sweep -> sweep.tools.tools();
			case ReproduceCommand reproduce -> reproduce.tools.tools();
			case TuneCommand tune -> tune.tools.tools();
			case Object preset -> PresetSettings.toolOptions(preset).tools();
		};
	}

	/** The command object picocli filled from {@code args}. */
	private static Object command(final String... args) {
		final CommandLine line = PoolsweepCommand.commandLine();
		line.parseArgs(args);
		return line.getSubcommands().get(args[0]).getCommand();
	}

}
