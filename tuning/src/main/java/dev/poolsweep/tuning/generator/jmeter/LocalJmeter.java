package dev.poolsweep.tuning.generator.jmeter;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import dev.poolsweep.tuning.errors.OneLine;
import dev.poolsweep.tuning.errors.RunFailedException;
import dev.poolsweep.tuning.generator.ClosedWorkload;
import dev.poolsweep.tuning.generator.Engine;
import dev.poolsweep.tuning.generator.GeneratorRun;
import dev.poolsweep.tuning.generator.LoadGenerator;
import dev.poolsweep.tuning.generator.PreparedRun;
import dev.poolsweep.tuning.generator.RunWatch;
import dev.poolsweep.tuning.generator.Workload;
import dev.poolsweep.tuning.plan.LoadPlans;
import dev.poolsweep.tuning.plan.LoadSettings;

/**
 * One JMeter process on this machine, started afresh for every run, that sends the whole
 * schedule itself.
 *
 * <p>
 * A run may be launched ahead ({@link #prepare}) when its plan waits for a start file
 * (-Jstart_file, as poolsweep's plans do): JMeter, which takes a second or more to start
 * up, then starts while the application does, and the schedule starts as soon as the
 * harness creates the file. Any other plan is launched at the start, as is a closed
 * workload's (closed.jmx).
 */
final class LocalJmeter implements LoadGenerator {

	private final String java;

	private final JmeterInstall install;

	private final Engine engine;

	/**
	 * @param cpus where JMeter runs (a taskset list; empty for anywhere)
	 */
	LocalJmeter(final String java, final JmeterInstall install, final String cpus) {
		this.java = java;
		this.install = install;
		this.engine = new Engine("JMeter", cpus);
	}

	@Override
	public GeneratorRun run(final Workload workload, final Path jtl, final Path log, final RunWatch watch)
			throws RunFailedException {
		try (PreparedRun run = prepare(workload, jtl, log)) {
			return run.start(watch);
		}
	}

	/**
	 * closed.jmx waits for no start file: it is launched at once, and watched to its end
	 * as a schedule is.
	 */
	@Override
	public GeneratorRun run(final ClosedWorkload workload, final Path jtl, final Path log, final RunWatch watch)
			throws RunFailedException {
		final JmeterLaunch launch = JmeterLaunch.local(java, install, install.plan(PlanProperties.CLOSED_PLAN),
				PlanProperties.of(workload), jtl, log, engine.cpus());
		return generatorRun(
				JmeterProcess.run(launch, workload.timeout(), pid -> watch.engineStarted(engine, pid), () -> {
				}));
	}

	private GeneratorRun generatorRun(final JmeterProcess.Result result) {
		return new GeneratorRun(result.startedMs(), result.samples(),
				List.of(new GeneratorRun.EngineRun(engine, result.cpuSeconds(), result.cpuSecondsTotal())));
	}

	@Override
	public PreparedRun prepare(final Workload workload, final Path jtl, final Path log) throws RunFailedException {
		final Path plan = install.plan(workload.plan());
		final Map<String, String> properties = PlanProperties.of(workload);
		final Path startFile = PlanProperties.waitsForStartFile(plan) ? PlanProperties.startFileOf(jtl) : null;
		if (startFile != null) {
			properties.put(PlanProperties.START_FILE, startFile.toString());
			deleteIfExists(startFile);
		}
		final JmeterLaunch launch = JmeterLaunch.local(java, install, plan, properties, jtl, log, engine.cpus());
		return new Prepared(launch, workload.seconds(), startFile,
				startFile != null ? JmeterProcess.launch(launch) : null);
	}

	/**
	 * A run launched ahead when its plan waits for {@code startFile}, else at its start.
	 */
	private final class Prepared implements PreparedRun {

		private final JmeterLaunch launch;

		private final long seconds;

		private final Path startFile;

		private final JmeterProcess launched;

		Prepared(final JmeterLaunch launch, final long seconds, final Path startFile, final JmeterProcess launched) {
			this.launch = launch;
			this.seconds = seconds;
			this.startFile = startFile;
			this.launched = launched;
		}

		@Override
		public GeneratorRun start(final RunWatch watch) throws RunFailedException {
			final JmeterProcess process = launched != null ? launched : JmeterProcess.launch(launch);
			if (startFile != null) {
				create(startFile);
			}
			final ScheduleStart start = new ScheduleStart(launch.consoleLog(), watch::scheduleStarts);
			final JmeterProcess.Result result = process.finish(LoadPlans.timeout(seconds),
					pid -> watch.engineStarted(engine, pid), start::poll);
			return generatorRun(result);
		}

		@Override
		public void close() {
			if (launched != null) {
				launched.stop();
			}
			if (startFile != null) {
				deleteIfExists(startFile);
			}
		}

	}

	@Override
	public List<Engine> engines() {
		return List.of(engine);
	}

	@Override
	public Map<String, String> facts(final LoadSettings load) {
		return install.facts(load, engines());
	}

	private static void create(final Path startFile) throws RunFailedException {
		try {
			Files.createFile(startFile);
		}
		catch (IOException e) {
			throw new RunFailedException("cannot start JMeter's schedule: " + OneLine.of(e.getMessage()), e);
		}
	}

	private static void deleteIfExists(final Path startFile) {
		try {
			Files.deleteIfExists(startFile);
		}
		catch (IOException e) {
			// the run's folder is being removed or is read-only: nothing waits for it
		}
	}

}
