package dev.poolsweep.tuning.cli;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import dev.poolsweep.tuning.plan.LoadPlans;
import dev.poolsweep.tuning.plan.LoadSettings;
import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.settings.BoardSettings;
import dev.poolsweep.tuning.settings.Defaults;
import dev.poolsweep.tuning.settings.Grid;
import dev.poolsweep.tuning.settings.RunOrder;
import dev.poolsweep.tuning.settings.ServerEmulation;
import dev.poolsweep.tuning.settings.SweepSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "reproduce", sortOptions = false, mixinStandardHelpOptions = true, description = {
		"Runs the paper's experiment (Table 2): maxThreads 1, 10, 100, 300; maxTotal 100; acceptCount 100; "
				+ "the burst plan, 10 s each at 50, 100, 300, 100, 50 requests/s; 10 repetitions in shuffled rounds; then the report.",
		"By default the board emulates the paper's server, which its own recovery instants put at about 186 requests/s "
				+ "with one saturated worker and 211 with ten: saturation probes before the points set the board's "
				+ "experiment knobs (CPU work and database hold per list request) so that it serves those rates here, "
				+ "within 5 %, and the burst is the overload it was in the paper.",
		"With --as-built (implied by --calibrate and by the --experiment-* knobs) the board runs as built, the same as: "
				+ "poolsweep sweep --max-threads 1,10,100,300 --max-total 100 --accept-count 100 --plan burst "
				+ "--repeat 10 --order shuffled --warmup 15s" })
public final class ReproduceCommand implements Callable<Integer> {

	static final List<Integer> PAPER_MAX_THREADS = List.of(1, 10, 100, 300);
	static final int PAPER_MAX_TOTAL = 100;

	static final int PAPER_ACCEPT_COUNT = 100;
	static final int PAPER_REPETITIONS = 10;

	@Option(names = "--quick",
			description = "One repetition and a " + Defaults.QUICK_WARMUP_S + "s warm-up: done in a few minutes.")
	boolean quick;

	@Option(names = "--as-built",
			description = "Run the board as built instead of emulating the paper's server: on a machine faster than "
					+ "the paper's, its burst then builds no queue; --calibrate scales the burst to the board instead.")
	boolean asBuilt;

	@Mixin
	ExperimentOptions experiment;

	@Mixin
	ToolOptions tools;

	@Override
	public Integer call() throws Exception {
		return SweepLauncher.fresh(settings(), experiment.outOrDefault(quick ? "reproduce-quick" : "reproduce"), tools,
				experiment.saturationProbe());
	}

	SweepSettings settings() {
		final Grid grid = new Grid(Map.of(Knob.MAX_THREADS, PAPER_MAX_THREADS, Knob.MAX_TOTAL, List.of(PAPER_MAX_TOTAL),
				Knob.ACCEPT_COUNT, List.of(PAPER_ACCEPT_COUNT)), experiment.shape.paperSemantics);
		final LoadSettings load = Defaults.load(LoadPlans.BURST, experiment.tailed(LoadSettings.PAPER),
				experiment.scaleOrDefault(), Defaults.warmup(quick));
		final BoardSettings board = Defaults.board(experiment.cpuWorkOr(Duration.ZERO),
				experiment.dbHoldOr(Duration.ZERO));
		return new SweepSettings(grid, quick ? 1 : PAPER_REPETITIONS, RunOrder.SHUFFLED, RunOrder.randomSeed(),
				experiment.pinOrDefault(), load, board, null, experiment.calibrate(), null, experiment.dbFault(),
				emulatesThePaperServer() ? ServerEmulation.PAPER : null);
	}

	/**
	 * Unless told to run the board as built, or given what to do instead (a calibrated
	 * scale, the experiment knobs).
	 */
	boolean emulatesThePaperServer() {
		return !asBuilt && !experiment.calibrate() && !experiment.setsExperimentKnobs();
	}

}
