package dev.poolsweep.tuning.cli;

import java.time.Duration;
import java.util.concurrent.Callable;

import dev.poolsweep.tuning.plan.LoadPlans;
import dev.poolsweep.tuning.plan.LoadSettings;
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
				+ "within 5 %%, and the burst is the overload it was in the paper. Later runs on the same machine, "
				+ "board jar, JDK, pinning and database reuse the knobs found (--reprobe to probe again).",
		"With --as-built (implied by --calibrate and by the --experiment-* knobs) the board runs as built, the same as: "
				+ "poolsweep sweep --max-threads 1,10,100,300 --max-total 100 --accept-count 100 --plan burst "
				+ "--repeat 10 --order shuffled --warmup 15s" })
public final class ReproduceCommand implements Callable<Integer> {

	static final int PAPER_REPETITIONS = 10;

	@Option(names = "--quick",
			description = "One repetition and no warm-up before the schedule, whose first 20 s at 50 and 100 "
					+ "requests/s warm the board before the burst: done in about 4 minutes once the emulated "
					+ "server's knobs are known on this machine.")
	boolean quick;

	@Option(names = "--repeat", paramLabel = "N", description = "Repetitions of every point (default: "
			+ PAPER_REPETITIONS + ", as in the paper; 1 with " + "--quick).")
	Integer repeat;

	@Option(names = "--as-built",
			description = "Run the board as built instead of emulating the paper's server: on a machine faster than "
					+ "the paper's, its burst then builds no queue; --calibrate scales the burst to the board instead.")
	boolean asBuilt;

	@Option(names = "--reprobe",
			description = "Probe the emulated server's knobs again, even where a sweep on this machine with the "
					+ "same board jar, JDK, CPU, pinning and database found them already (they are kept in "
					+ "$XDG_CACHE_HOME/poolsweep, else ~/.cache/poolsweep).")
	boolean reprobe;

	@Mixin
	ExperimentOptions experiment;

	@Mixin
	ToolOptions tools;

	@Override
	public Integer call() throws Exception {
		return SweepLauncher.fresh(settings(), experiment.outOrDefault(quick ? "reproduce-quick" : "reproduce"), tools,
				experiment.probing(!reprobe));
	}

	SweepSettings settings() {
		return experiment.sweepOf(Grid.paper(experiment.paperSemantics()))
			.repeat(repeat != null ? repeat : quick ? 1 : PAPER_REPETITIONS)
			.order(RunOrder.SHUFFLED)
			.load(Defaults.load(LoadPlans.BURST, experiment.tailed(LoadSettings.PAPER), experiment.scaleOrDefault(),
					quick ? Duration.ZERO : Defaults.WARMUP))
			.board(Defaults.board(experiment.cpuWorkOr(Duration.ZERO), experiment.dbHoldOr(Duration.ZERO)))
			.emulation(emulatesThePaperServer() ? ServerEmulation.PAPER : null)
			.build();
	}

	/**
	 * Unless told to run the board as built, or given what to do instead (a calibrated
	 * scale, the experiment knobs).
	 */
	boolean emulatesThePaperServer() {
		return !asBuilt && !experiment.calibrate() && !experiment.setsExperimentKnobs();
	}

}
