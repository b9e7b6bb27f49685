package dev.poolsweep.tuning.cli.preset;

import java.time.Duration;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import dev.poolsweep.tuning.cli.ExperimentOptions;
import dev.poolsweep.tuning.cli.SweepLauncher;
import dev.poolsweep.tuning.cli.ToolOptions;
import dev.poolsweep.tuning.plan.LoadPlans;
import dev.poolsweep.tuning.plan.LoadProfile;
import dev.poolsweep.tuning.plan.LoadSettings;
import dev.poolsweep.tuning.plan.Request;
import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.settings.Defaults;
import dev.poolsweep.tuning.settings.Grid;
import dev.poolsweep.tuning.settings.RunOrder;
import dev.poolsweep.tuning.settings.SweepSettings;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * What every preset shares: one question, asked with a fixed grid and the experiment
 * knobs that make its effect show on a small machine, at a documented default scale, in
 * shuffled rounds of repetitions, with the same options as {@code reproduce}. A preset
 * says only what differs: its grid, its knobs, its client.
 */
abstract class Preset implements Callable<Integer> {

	/**
	 * The paper's burst shape with 5-s steps: --quick's schedule (25 s instead of 50).
	 */
	static final LoadProfile QUICK_BURST = LoadProfile
		.parse("const(50,5s) const(100,5s) const(300,5s) const(100,5s) const(50,5s)");

	/** Repetitions of every point without --quick: enough for a range. */
	static final int REPETITIONS = 3;

	@Option(names = "--quick",
			description = "One repetition, the burst with 5-s steps (" + "const(50,5s) const(100,5s) "
					+ "const(300,5s) const(100,5s) const(50,5s)) and a " + Defaults.QUICK_WARMUP_S + "s warm-up.")
	boolean quick;

	@Option(names = "--repeat", paramLabel = "N",
			description = "Repetitions of every point (default: " + REPETITIONS + ", with --quick 1).")
	Integer repeat;

	@Mixin
	ExperimentOptions experiment;

	@Mixin
	ToolOptions tools;

	/** The command's name, also the default output folder's prefix. */
	abstract String name();

	/** The grid, every other axis at its default. */
	abstract Map<Knob, List<Integer>> axes();

	/** Whether maxConnections = maxThreads at every point, whatever the options say. */
	boolean boundsConnections() {
		return false;
	}

	/** The list request's database hold unless --experiment-db-hold says otherwise. */
	Duration dbHold() {
		return Duration.ZERO;
	}

	/** The list request's CPU work unless --experiment-cpu-work says otherwise. */
	Duration cpuWork() {
		return Duration.ZERO;
	}

	/** The client's response time-out. */
	Duration responseTimeout() {
		return Defaults.RESPONSE_TIMEOUT;
	}

	@Override
	public Integer call() throws Exception {
		return SweepLauncher.fresh(settings(), experiment.outOrDefault(quick ? name() + "-quick" : name()), tools,
				experiment.probing(true));
	}

	SweepSettings settings() {
		final Grid grid = new Grid(new EnumMap<>(axes()), boundsConnections() || experiment.paperSemantics());
		return experiment.sweepOf(grid)
			.repeat(repeat != null ? repeat : quick ? 1 : REPETITIONS)
			.order(RunOrder.SHUFFLED)
			.load(new LoadSettings(LoadPlans.BURST, experiment.tailed(quick ? QUICK_BURST : LoadSettings.PAPER),
					experiment.scaleOrDefault(), grid.firstKeepAlive(), (int) Defaults.CONNECT_TIMEOUT.toMillis(),
					(int) responseTimeout().toMillis(), Defaults.warmup(quick), Defaults.WARMUP_RATE,
					Request.PLAN_DEFAULT))
			.board(Defaults.board(experiment.cpuWorkOr(cpuWork()), experiment.dbHoldOr(dbHold())))
			.build();
	}

}
