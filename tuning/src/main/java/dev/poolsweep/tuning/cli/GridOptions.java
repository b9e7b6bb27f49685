package dev.poolsweep.tuning.cli;

import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.knob.Server;
import dev.poolsweep.tuning.settings.Grid;
import dev.poolsweep.tuning.results.GridFile;
import picocli.CommandLine.Command;
import picocli.CommandLine.IModelTransformer;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.IGetter;
import picocli.CommandLine.Model.ISetter;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;

/**
 * The grid of pool settings, as sweep and predict take it: {@code --grid FILE}, then one
 * option per knob of the registry ({@link Knob#option()}, described by
 * {@link Knob#optionDescription()}), added by {@link KnobOptions} when picocli builds the
 * command.
 */
@Command(modelTransformer = GridOptions.KnobOptions.class)
final class GridOptions {

	@Option(names = "--grid", paramLabel = "FILE",
			description = "Grid as a properties file: max_threads=1,10 max_total=100 ... (options below override its keys).")
	Path gridFile;

	/** The lists given on the command line, by knob. */
	private final Map<Knob, String> lists = new EnumMap<>(Knob.class);

	/** The grid of the board: the file's axes, overridden by the options given. */
	Grid grid(final boolean boundConnections) {
		return grid(boundConnections, null);
	}

	/**
	 * The grid of an application that runs on {@code appServer} (null: the board, which
	 * runs on either, or a jar that cannot be read, which fails later in one line): its
	 * server is the jar's, which the grid cannot change, so the points are on it (its
	 * knobs go to that server's properties).
	 */
	Grid grid(final boolean boundConnections, final Server appServer) {
		final Map<Knob, List<Integer>> axes = new EnumMap<>(Knob.class);
		if (gridFile != null) {
			axes.putAll(GridFile.read(gridFile));
		}
		lists.forEach((knob, list) -> axes.put(knob, knob.parseOption(list)));
		if (appServer != null) {
			final List<Integer> asked = axes.get(Knob.SERVER);
			if (asked != null && !asked.equals(List.of(appServer.ordinal()))) {
				throw new BadInputException(Knob.SERVER.option() + ": the application runs on " + appServer.text()
						+ " (the server in its jar), which a sweep cannot change: give " + Knob.SERVER.option() + " "
						+ appServer.text() + " or leave it out");
			}
			if (appServer != Server.TOMCAT) {
				axes.put(Knob.SERVER, List.of(appServer.ordinal()));
			}
		}
		return new Grid(axes, boundConnections);
	}

	/**
	 * Adds an option per knob, in registry order, right after {@code --grid}. Picocli
	 * applies a mixin's transformer to the command that mixes it in.
	 */
	static final class KnobOptions implements IModelTransformer {

		@Override
		public CommandSpec transform(final CommandSpec command) {
			final GridOptions options = command.mixins()
				.values()
				.stream()
				.map(CommandSpec::userObject)
				.filter(GridOptions.class::isInstance)
				.map(GridOptions.class::cast)
				.findFirst()
				.orElse(null);
			if (options == null || command.findOption(Knob.MAX_THREADS.option()) != null) {
				return command;
			}
			final List<OptionSpec> after = command.options()
				.subList(command.options().indexOf(command.findOption("--grid")) + 1, command.options().size());
			final List<OptionSpec> moved = List.copyOf(after);
			moved.forEach(command::remove);
			for (final Knob knob : Knob.values()) {
				command.addOption(OptionSpec.builder(knob.option())
					.paramLabel("LIST")
					.type(String.class)
					.description(knob.optionDescription())
					.setter(new ISetter() {
						@Override
						@SuppressWarnings("unchecked")
						public <T> T set(final T value) {
							return (T) (value == null ? options.lists.remove(knob)
									: options.lists.put(knob, (String) value));
						}
					})
					.getter(new IGetter() {
						@Override
						@SuppressWarnings("unchecked")
						public <T> T get() {
							return (T) options.lists.get(knob);
						}
					})
					.build());
			}
			moved.forEach(command::addOption);
			return command;
		}

	}

}
