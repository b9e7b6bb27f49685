package dev.poolsweep.tuning.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;

import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.errors.RunFailedException;
import dev.poolsweep.tuning.plan.Durations;
import dev.poolsweep.tuning.progress.Progress;
import dev.poolsweep.tuning.results.ResultsFolder;
import dev.poolsweep.tuning.settings.Probing;
import dev.poolsweep.tuning.settings.RunOrder;
import dev.poolsweep.tuning.settings.ServerEmulation;
import dev.poolsweep.tuning.settings.SweepSettings;
import dev.poolsweep.tuning.sweep.SweepFolder;
import dev.poolsweep.tuning.sweep.SweepRunner;
import dev.poolsweep.tuning.tune.RaceFile;
import dev.poolsweep.tuning.tune.Slo;
import dev.poolsweep.tuning.tune.Tuner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "tune", sortOptions = false, mixinStandardHelpOptions = true, description = {
		"Finds the settings to paste from the fewest runs that decide them: the model predicts every point of the grid "
				+ "(calibrated from this tune's first run and saturation probe) and rules out those its band can; the "
				+ "others race in rounds, each dropping the points the report's comparison tells apart as worse, until "
				+ "one is left, the leaders are equivalent, or the budget is spent. The answer is the cheapest leader "
				+ "(fewest workers, then fewest connections); with --slo, the cheapest point shown to meet the SLO.",
		"Prints the Spring properties first, and writes them to OUT/tune.properties; OUT/report.html opens with the "
				+ "same answer and the race. By default the board emulates the paper's server, as reproduce does." },
		footer = { "",
				"Example: poolsweep tune --max-threads 1,5,10,20,50,100,300 --max-total 2,10,100 --out results/tune",
				"         poolsweep tune --max-threads 10,50,100 --max-total 2,10 --slo p95=2s,recovery=5s",
				"         poolsweep tune --resume results/tune" })
public final class TuneCommand implements Callable<Integer> {

	/** The budget without --budget: the runs the race may spend. */
	static final int DEFAULT_BUDGET_RUNS = 30;

	/** The most runs a budget given as a duration spends. */
	static final int DURATION_BUDGET_RUNS = 300;

	@Spec
	CommandSpec spec;

	@Mixin
	TargetOptions target;

	@Mixin
	GridOptions grid;

	@Option(names = "--slo", paramLabel = "p95=DURATION,recovery=DURATION",
			description = "The objective: the cheapest settings whose runs show that their medians meet it (p95 over "
					+ "the schedule; recovery after the burst's end). Default: the report's order, goodput, then "
					+ "recovery, then p95.")
	String slo;

	@Option(names = "--budget", paramLabel = "RUNS|DURATION",
			description = "The most runs the tune spends (a number), or how long it may take (a duration, e.g. 45m, "
					+ "checked before each run); default: " + DEFAULT_BUDGET_RUNS + " runs; with a duration at most "
					+ DURATION_BUDGET_RUNS + ").")
	String budget;

	@Option(names = "--as-built",
			description = "Run the board as built instead of emulating the paper's server (implied by --calibrate, "
					+ "the --experiment-* knobs and --app).")
	boolean asBuilt;

	@Option(names = "--reprobe", description = "Probe the emulated server's knobs again (see reproduce).")
	boolean reprobe;

	@Mixin
	ClientOptions client;

	@Mixin
	ExperimentOptions experiment;

	@Mixin
	RunStartOptions start;

	@Option(names = "--resume", paramLabel = "DIR",
			description = "Finish the interrupted tune in DIR with its recorded settings, SLO and budget.")
	Path resume;

	@Mixin
	ToolOptions tools;

	@Override
	public Integer call() throws Exception {
		if (resume != null) {
			SweepCommand.rejectSettingsGivenWithResume(spec, resume, "tune's", RaceFile.NAME);
			RaceFile.read(resume);
			final Tuner tuner = new Tuner(resume, Probing.DEFAULT, tools.typedCommand());
			return SweepLauncher.resume(resume, tools, "tune", (sweep) -> new TuneWork(tuner::resume));
		}
		final Slo objective = slo == null ? Slo.NONE : Slo.parse(slo);
		final int budgetRuns = budgetRuns();
		final Duration budgetTime = budgetTime();
		final SweepSettings sweep = settings(budgetRuns);
		final Path out = experiment.outOrDefault("tune");
		final Tuner tuner = new Tuner(out, experiment.probing(!reprobe), tools.typedCommand());
		return SweepLauncher.fresh(sweep, out, tools, "tune", new TuneWork(
				(runner, progress) -> tuner.start(sweep, objective, budgetRuns, budgetTime, runner, progress)));
	}

	/**
	 * The sweep the tune's runs belong to: every point of the grid, as many repetitions
	 * as the budget could give one point, in the order the race asks for them.
	 */
	SweepSettings settings(final int repetitions) {
		final boolean emulates = !asBuilt && !experiment.calibrate() && !experiment.setsExperimentKnobs();
		return SweepCommand.settings(grid, target, client, experiment,
				start.shape(SweepCommand.given(spec, "--seed-rows", "--experiment-cpu-work", "--experiment-db-hold")),
				repetitions, RunOrder.AS_GIVEN, RunOrder.randomSeed(), emulates ? ServerEmulation.PAPER : null);
	}

	int budgetRuns() {
		if (budget == null) {
			return DEFAULT_BUDGET_RUNS;
		}
		if (!budget.strip().matches("\\d+")) {
			return DURATION_BUDGET_RUNS;
		}
		final int runs = Integer.parseInt(budget.strip());
		if (runs < 1) {
			throw new BadInputException("--budget must allow at least 1 run, was " + budget);
		}
		return runs;
	}

	/** The budget's duration; null when it is a number of runs. */
	private Duration budgetTime() {
		return budget == null || budget.strip().matches("\\d+") ? null : Durations.parse(budget.strip());
	}

	/** A tune inside the launch: the race, then a report without the sweep's headline. */
	private record TuneWork(SweepLauncher.Work race) implements SweepLauncher.Work {

		@Override
		public SweepRunner.Result run(final SweepRunner runner, final Progress progress)
				throws IOException, RunFailedException {
			return race.run(runner, progress);
		}

		/** Finished once it wrote its answer, which it does last. */
		@Override
		public boolean finished(final SweepSettings sweep, final SweepFolder folder) {
			return Files.exists(folder.dir().resolve(ResultsFolder.TUNE_PROPERTIES));
		}

		@Override
		public void answerAgain(final Path out) throws IOException {
			System.out.print(Files.readString(out.resolve(ResultsFolder.TUNE_PROPERTIES)));
			System.out.flush();
		}

		@Override
		public String report(final Path out) throws IOException {
			return ReportCommand.write(out).lines().findFirst().orElse("");
		}

	}

}
