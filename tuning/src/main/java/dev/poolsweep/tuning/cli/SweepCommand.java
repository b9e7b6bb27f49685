package dev.poolsweep.tuning.cli;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;

import dev.poolsweep.tuning.app.BootJar;
import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.plan.LoadSettings;
import dev.poolsweep.tuning.results.ResultsFolder;
import dev.poolsweep.tuning.settings.AppSettings;
import dev.poolsweep.tuning.settings.BoardSettings;
import dev.poolsweep.tuning.settings.Defaults;
import dev.poolsweep.tuning.settings.Grid;
import dev.poolsweep.tuning.settings.RunOrder;
import dev.poolsweep.tuning.settings.ServerEmulation;
import dev.poolsweep.tuning.settings.SweepSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "sweep", sortOptions = false, mixinStandardHelpOptions = true, description = {
		"Runs the board, or any Spring Boot application (--app), at every point of a grid of pool settings, "
				+ "under a JMeter load, and reports.",
		"Per point and repetition: reset the database, start the application, warm up, run the plan while sampling "
				+ "JMX every second, stop the application. Results: OUT/points/<point-id>/rep-<k>/, then OUT/report.html." },
		footer = { "",
				"Example: poolsweep sweep --max-threads 1,10,100,300 --max-total 100 --accept-count 100 --repeat 3 "
						+ "--order shuffled --paper-semantics --out results/table2",
				"Any application: poolsweep sweep --app petclinic.jar --app-arg=--spring.profiles.active=mysql "
						+ "--path '/owners?lastName=' --max-threads 10,100 --max-total 10 --calibrate" })
public final class SweepCommand implements Callable<Integer> {

	@Spec
	CommandSpec spec;

	@Mixin
	TargetOptions target;

	@Mixin
	GridOptions grid;

	@Option(names = "--repeat", paramLabel = "N",
			description = "Repetitions of every point (default: ${DEFAULT-VALUE}).")
	int repeat = Defaults.REPEAT;

	@Option(names = "--order", paramLabel = "as-given|shuffled", defaultValue = "as-given",
			description = "Order of the points within each round of repetitions (default: ${DEFAULT-VALUE}).")
	String order;

	@Option(names = "--seed", paramLabel = "N", description = "Seed of the shuffled order (default: random, recorded).")
	Long seed;

	@Mixin
	ClientOptions client;

	@Mixin
	ExperimentOptions experiment;

	@Mixin
	RunStartOptions start;

	@Option(names = "--emulate",
			description = "Emulate the paper's server, as reproduce and tune do by default: the board with the experiment knobs "
					+ "this machine's emulation found (kept per machine and board jar; probed first if none are kept), "
					+ "for a sweep of chosen points on the emulated board. Not with --app, --calibrate or the experiment knobs.")
	boolean emulate;

	@Option(names = "--resume", paramLabel = "DIR",
			description = "Finish the interrupted sweep in DIR with its recorded settings: complete runs are kept, any other run is redone.")
	Path resume;

	@Mixin
	ToolOptions tools;

	@Override
	public Integer call() throws Exception {
		if (resume != null) {
			rejectSettingsGivenWithResume();
			return SweepLauncher.resume(resume, tools);
		}
		return SweepLauncher.fresh(settings(), experiment.outOrDefault("sweep"), tools, experiment.probing(true));
	}

	SweepSettings settings() {
		return settings(grid, target, client, experiment,
				start.shape(given("--seed-rows", "--experiment-cpu-work", "--experiment-db-hold")), repeat,
				RunOrder.parse(order), seed != null ? seed : RunOrder.randomSeed(), emulation());
	}

	/**
	 * The paper's server when told to emulate it, where nothing else decides the board's
	 * speed.
	 */
	private ServerEmulation emulation() {
		if (!emulate) {
			return null;
		}
		final List<String> instead = given("--app", "--calibrate", "--experiment-cpu-work", "--experiment-db-hold");
		if (!instead.isEmpty()) {
			throw new BadInputException(
					"--emulate sets the board's speed itself: not with " + String.join(", ", instead));
		}
		return ServerEmulation.PAPER;
	}

	/**
	 * The options sweep and tune share besides the mixins: the warm-up and the
	 * application's start-up.
	 *
	 * @param boardOnlyGiven the options given that only the board takes
	 */
	record Shape(Duration warmup, double warmupRate, String boardHeap, int seedRows, Duration readyTimeout,
			List<String> boardOnlyGiven) {
	}

	/** A sweep's settings from the options sweep and tune share. */
	static SweepSettings settings(final GridOptions grid, final TargetOptions target, final ClientOptions client,
			final ExperimentOptions experiment, final Shape shape, final int repeat, final RunOrder order,
			final long orderSeed, final ServerEmulation emulation) {
		final Duration warmup = shape.warmup();
		final double warmupRate = shape.warmupRate();
		final String boardHeap = shape.boardHeap();
		final int seedRows = shape.seedRows();
		final Duration readyTimeout = shape.readyTimeout();
		final AppSettings app = target.app(client.plan, shape.boardOnlyGiven());
		final Grid points = grid.grid(experiment.paperSemantics(), app == null ? null : BootJar.serverOf(app.jar()));
		return experiment.sweepOf(points)
			.repeat(repeat)
			.order(order)
			.seed(orderSeed)
			.load(new LoadSettings(client.plan, experiment.tailed(client.profile()), experiment.scaleOrDefault(),
					points.firstKeepAlive(), client.connectTimeoutMs(), client.responseTimeoutMs(), warmup, warmupRate,
					target.request()))
			.board(app != null ? Defaults.otherApp(boardHeap, readyTimeout)
					: new BoardSettings(boardHeap, seedRows, experiment.cpuWorkOr(Duration.ZERO),
							experiment.dbHoldOr(Duration.ZERO), readyTimeout))
			.app(app)
			.emulation(app == null ? emulation : null)
			.build();
	}

	/** Which of these options the command line gave. */
	List<String> given(final String... names) {
		return given(spec, names);
	}

	/** Which of these options a command's line gave. */
	static List<String> given(final CommandSpec spec, final String... names) {
		return Arrays.stream(names).filter(spec.commandLine().getParseResult()::hasMatchedOption).toList();
	}

	private void rejectSettingsGivenWithResume() {
		rejectSettingsGivenWithResume(spec, resume, "sweep's", ResultsFolder.SWEEP_PROPERTIES);
	}

	/**
	 * --resume carries on with the recorded settings; a setting given beside it would
	 * silently not apply.
	 * @param whose "sweep's", "tune's"
	 * @param file where the settings are recorded
	 */
	static void rejectSettingsGivenWithResume(final CommandSpec spec, final Path resume, final String whose,
			final String file) {
		final List<String> given = spec.commandLine()
			.getParseResult()
			.matchedOptions()
			.stream()
			.map(OptionSpec::longestName)
			.filter(name -> !name.equals("--resume") && !ToolOptions.NAMES.contains(name))
			.toList();
		if (!given.isEmpty()) {
			throw new BadInputException("--resume takes the " + whose + " settings from " + resume + "/" + file
					+ ": drop " + String.join(", ", given));
		}
	}

}
