package dev.poolsweep.tuning.sweep;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;

import dev.poolsweep.tuning.progress.Progress;
import dev.poolsweep.tuning.app.AppDatabase;
import dev.poolsweep.tuning.app.AppLaunch;
import dev.poolsweep.tuning.app.AppPorts;
import dev.poolsweep.tuning.app.AppProcess;
import dev.poolsweep.tuning.app.AppUnderTest;
import dev.poolsweep.tuning.app.Readiness;
import dev.poolsweep.tuning.errors.OneLine;
import dev.poolsweep.tuning.errors.RunFailedException;
import dev.poolsweep.tuning.generator.GeneratorRun;
import dev.poolsweep.tuning.generator.LoadGenerator;
import dev.poolsweep.tuning.generator.PreparedRun;
import dev.poolsweep.tuning.generator.RunWatch;
import dev.poolsweep.tuning.generator.Workload;
import dev.poolsweep.tuning.jmx.JmxSampler;
import dev.poolsweep.tuning.plan.LoadSettings;
import dev.poolsweep.tuning.process.CpuPinning;
import dev.poolsweep.tuning.process.ProcStats;
import dev.poolsweep.tuning.results.RunFolder;
import dev.poolsweep.tuning.settings.BoardPools;
import dev.poolsweep.tuning.settings.BoardSettings;
import dev.poolsweep.tuning.settings.Point;
import dev.poolsweep.tuning.settings.SweepSettings;

/**
 * The steps every run of the application under test shares, for the sweep's runs and the
 * calibration alike: reset the database, start the application and wait until it is
 * ready, warm it up, run a JMeter plan against it. JMeter's runs are launched before the
 * application starts ({@link #prepare}), so that the two start up at once.
 */
final class Bench {

	private final Tools tools;

	private final AppDatabase database;

	private final AppUnderTest app;

	private final SweepSettings sweep;

	private final BoardSettings start;

	private final Readiness readiness;

	private final CpuPinning pinning;

	private final Progress progress;

	private final LoadGenerator generator;

	/**
	 * @param sweep its start-up settings (heap, ready time-out) and its first GET path
	 * (readiness without the Actuator)
	 */
	public Bench(final Tools tools, final AppDatabase database, final AppUnderTest app, final SweepSettings sweep,
			final CpuPinning pinning, final Progress progress) {
		this.tools = tools;
		this.database = database;
		this.app = app;
		this.sweep = sweep;
		this.start = sweep.board();
		this.readiness = Readiness.of(app.hasActuator(), sweep.load().request().firstGetPath());
		this.pinning = pinning;
		this.progress = progress;
		this.generator = tools.generator().on(pinning.jmeterCpus());
	}

	public AppDatabase database() {
		return database;
	}

	public AppUnderTest app() {
		return app;
	}

	public CpuPinning pinning() {
		return pinning;
	}

	public LoadGenerator generator() {
		return generator;
	}

	/**
	 * Free ports for one run (the HTTP port is fixed when the user asked for one).
	 */
	public AppPorts ports() {
		return AppPorts.free(tools.boardPort());
	}

	/** How it tells the application is ready. */
	public Readiness readiness() {
		return readiness;
	}

	/**
	 * Resets the database, starts the application with the given pool settings (a point,
	 * or its own) and waits until it is ready. Its log goes to dir/board.log. The caller
	 * closes it.
	 */
	public AppProcess startApp(final BoardPools pools, final AppPorts ports, final Path dir) throws RunFailedException {
		// a point runs on its server: the board's jar for it (the application's own, for
		// --app); the application's own settings, on the sweep's first
		final AppUnderTest app = pools instanceof Point point && sweep.app() == null
				? tools.appUnderTest(sweep, point.server()) : this.app;
		database.reset(app);
		final AppLaunch launch = new AppLaunch(tools.java(), app, start.heap(), pools, database.server(), ports,
				pinning);
		final AppProcess process = AppProcess.start(launch, dir.resolve(RunFolder.BOARD_LOG));
		try {
			process.awaitReady(readiness, start.readyTimeout());
		}
		catch (RunFailedException e) {
			process.close();
			throw e;
		}
		progress.say(app.name() + " pid " + process.pid() + " ready on port " + process.port()
				+ "; watch it live: jconsole " + process.jmxUrl());
		return process;
	}

	/**
	 * Launches the warm-up of an application about to start on {@code port}: a steady
	 * load of {@code rps} for {@code duration}, to warm its JIT up; dir/warmup.jtl and
	 * dir/warmup-jmeter.log. Null when the duration is 0.
	 */
	public PreparedRun prepareWarmUp(final LoadSettings load, final int port, final double rps, final Duration duration,
			final Path dir) throws RunFailedException {
		return duration.isZero() ? null : prepare(Workload.steady(load, port, rps, duration),
				dir.resolve(RunFolder.WARMUP_JTL), dir.resolve(RunFolder.WARMUP_JMETER_LOG));
	}

	/** Runs a warm-up launched by {@link #prepareWarmUp} to its end; nothing for null. */
	public static void warmUp(final PreparedRun warmup) throws RunFailedException {
		if (warmup != null) {
			warmup.start(RunWatch.NONE);
		}
	}

	/**
	 * Launches a run of the workload that starts when told (see
	 * {@link LoadGenerator#prepare}): the generator starts up while the application does.
	 */
	public PreparedRun prepare(final Workload workload, final Path jtl, final Path log) throws RunFailedException {
		return generator.prepare(workload, jtl, log);
	}

	/** Runs a workload to its end with the load generator. */
	public GeneratorRun generate(final Workload workload, final Path jtl, final Path log) throws RunFailedException {
		return generator.run(workload, jtl, log, RunWatch.NONE);
	}

	/** The same, telling {@code watch} what the generator does as it goes. */
	public GeneratorRun generate(final Workload workload, final Path jtl, final Path log, final RunWatch watch)
			throws RunFailedException {
		return generator.run(workload, jtl, log, watch);
	}

	/**
	 * A generator process's CPUs for people, e.g. "CPU 1" or "CPUs 0,1": its pinning
	 * ({@code cpus}), else the CPUs the harness may use.
	 */
	public static String cpusLabel(final String cpus) {
		return CpuPinning
			.label(cpus.isEmpty() ? CpuPinning.list(ProcStats.allowedCpus(ProcessHandle.current().pid())) : cpus);
	}

	/** Starts sampling the application into dir/jmx.csv. */
	public JmxSampler sample(final AppProcess process, final Path dir) throws RunFailedException {
		if (!process.isAlive()) {
			throw new RunFailedException(
					app.name() + " exited before the measured run (see " + dir.resolve(RunFolder.BOARD_LOG) + ")");
		}
		try {
			return JmxSampler.start(process.jmxUrl(), process.pid(), process.port(), process.poolName(),
					dir.resolve(RunFolder.JMX_CSV));
		}
		catch (IOException | RuntimeException e) {
			throw new RunFailedException("JMX not reachable at " + process.jmxUrl() + ": " + OneLine.of(e.getMessage()),
					e);
		}
	}

}
