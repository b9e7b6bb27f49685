package dev.poolsweep.tuning.sweep;

import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.Properties;

import dev.poolsweep.tuning.progress.Progress;
import dev.poolsweep.tuning.analysis.series.PerSecondSeries;
import dev.poolsweep.tuning.app.AppPorts;
import dev.poolsweep.tuning.app.AppProcess;
import dev.poolsweep.tuning.errors.EnvironmentException;
import dev.poolsweep.tuning.errors.RunFailedException;
import dev.poolsweep.tuning.generator.Engine;
import dev.poolsweep.tuning.generator.GeneratorRun;
import dev.poolsweep.tuning.generator.GeneratorUsage;
import dev.poolsweep.tuning.generator.PreparedRun;
import dev.poolsweep.tuning.generator.RunWatch;
import dev.poolsweep.tuning.generator.Workload;
import dev.poolsweep.tuning.jmx.JmxSampler;
import dev.poolsweep.tuning.jmx.MissingMBeans;
import dev.poolsweep.tuning.plan.LoadSettings;
import dev.poolsweep.tuning.process.ChildProcesses;
import dev.poolsweep.tuning.results.RunFolder;
import dev.poolsweep.tuning.settings.RunId;
import dev.poolsweep.tuning.settings.SweepSettings;

/**
 * Runs one point of the sweep once: point.properties, a fresh application with the
 * point's settings, the warm-up, the measured plan with JMX sampled alongside, and
 * outcome.properties last. A failure is recorded in the outcome, never thrown: the sweep
 * goes on.
 */
final class PointRunner {

	private final SweepSettings sweep;

	private final SweepFolder folder;

	private final Bench bench;

	private final Progress progress;

	private final MissingMBeans missing;

	public PointRunner(final SweepSettings sweep, final SweepFolder folder, final Bench bench,
			final Progress progress) {
		this.sweep = sweep;
		this.folder = folder;
		this.bench = bench;
		this.progress = progress;
		this.missing = new MissingMBeans(bench.app().name());
	}

	/**
	 * Runs it and returns whether it succeeded; the run's folder is complete afterwards
	 * either way, unless the harness is being stopped (see
	 * {@link ChildProcesses#stopping()}).
	 */
	public boolean run(final RunId run) throws IOException {
		try {
			return runOnce(run);
		}
		catch (IOException e) {
			final Optional<String> full = FreeSpace.whyNoRoom(folder.dir());
			if (full.isPresent()) {
				throw new EnvironmentException(full.get(), e);
			}
			throw e;
		}
	}

	private boolean runOnce(final RunId run) throws IOException {
		final RunFolder dir = folder.prepare(run);
		final Outcome outcome = new Outcome(System.currentTimeMillis());
		final AppPorts ports = bench.ports();
		final Properties point = PointFile.of(sweep, run, ports, bench.pinning().boardCpus(),
				bench.pinning().jmeterCpus(), bench.database().server().cpus());
		point.putAll(bench.generator().facts(sweep.loadAt(run.point())));
		dir.writePoint(point);
		try {
			measure(run, ports, dir, outcome);
			outcome.ok(System.currentTimeMillis());
		}
		catch (RunFailedException e) {
			if (ChildProcesses.stopping()) {
				// stopped (SIGTERM, Ctrl-C): the run failed because its children were
				// ended,
				// the database among them, which is not a fault of the database's
				return false;
			}
			// a full disk truncates what the run wrote: the disk is to blame, and the run
			// is left without an outcome, to be redone by --resume
			FreeSpace.requireRoomForARun(folder.dir());
			requireDatabase(run);
			outcome.failed(e.getMessage(), System.currentTimeMillis());
			progress.say(run + " failed: " + e.getMessage());
		}
		if (ChildProcesses.stopping()) {
			return false;
		}
		requireDatabase(run);
		dir.writeOutcome(outcome.properties());
		return outcome.isOk();
	}

	/**
	 * A database that stopped answering during the run took the run with it: the run is
	 * left without an outcome, for --resume to redo, and the sweep stops, as every later
	 * run would fail the same way.
	 */
	private void requireDatabase(final RunId run) {
		try {
			bench.database().requireReachable();
		}
		catch (EnvironmentException e) {
			throw new EnvironmentException("the database stopped answering during " + run + " (" + e.getMessage()
					+ "); the sweep stops here, and --resume " + folder.dir() + " redoes that run", e);
		}
	}

	private void measure(final RunId run, final AppPorts ports, final RunFolder dir, final Outcome outcome)
			throws RunFailedException, IOException {
		final LoadSettings load = sweep.loadAt(run.point());
		final Workload workload = Workload.measured(load, ports.server());
		try (PreparedRun warmup = bench.prepareWarmUp(load, ports.server(), load.effectiveWarmupRps(), load.warmup(),
				dir.dir());
				PreparedRun measured = bench.prepare(workload, dir.samples(), dir.jmeterLog());
				AppProcess app = bench.startApp(run.point(), ports, dir.dir())) {
			Bench.warmUp(warmup);
			final GeneratorRun result;
			final GeneratorUsage usage;
			try (JmxSampler sampler = bench.sample(app, dir.dir()); DbFaultInjector fault = startFault()) {
				result = measured.start(watch(sampler, fault));
				reportMissing(sampler, outcome);
				usage = sampler.generatorUsage();
				if (fault != null) {
					fault.recordIn(outcome);
				}
			}
			outcome.measured(result, workload.maxInFlight());
			reportGeneratorUsage(run, usage, PerSecondSeries.timeZeroMs(result.samples()), workload.seconds(), outcome);
			if (!app.isAlive()) {
				throw new RunFailedException(app.name() + " died during the measured run (see "
						+ dir.dir().resolve(RunFolder.BOARD_LOG) + ")");
			}
		}
	}

	/**
	 * The sweep's database fault waiting for this run's schedule; null when it has none.
	 */
	private DbFaultInjector startFault() {
		return sweep.dbFault().any() ? DbFaultInjector.start(sweep.dbFault(), bench.database().server()) : null;
	}

	/**
	 * The sampler learns each process of the generator as it starts, the fault (if any)
	 * when the schedule starts.
	 */
	private static RunWatch watch(final JmxSampler sampler, final DbFaultInjector fault) {
		return new RunWatch() {
			@Override
			public void engineStarted(final Engine engine, final long pid) {
				sampler.watchGenerator(engine, pid);
			}

			@Override
			public void scheduleStarts(final long epochMs) {
				if (fault != null) {
					fault.scheduleStarts(epochMs);
				}
			}
		};
	}

	/**
	 * Says once per sweep which MBeans the application lacks (their columns stay empty),
	 * and notes them in the outcome of every run.
	 */
	private void reportMissing(final JmxSampler sampler, final Outcome outcome) {
		outcome.jmxMissing(sampler.missing());
		missing.firstSeen(sampler.missing()).forEach(progress::say);
	}

	/**
	 * Records the generator's peak CPU and memory during the measured schedule (from its
	 * time zero {@code zeroMs}) in the outcome, and warns (the run goes on) when one of
	 * its processes was busy enough to be the limit.
	 */
	private void reportGeneratorUsage(final RunId run, final GeneratorUsage sampled, final long zeroMs,
			final long scheduleS, final Outcome outcome) {
		final List<GeneratorUsage.Summary> usage = sampled.during(zeroMs, zeroMs + 1000 * scheduleS);
		outcome.jmeterUsage(usage);
		for (final GeneratorUsage.Summary process : usage) {
			process.warning(Bench.cpusLabel(process.engine().cpus()), zeroMs, run).ifPresent(warning -> {
				outcome.jmeterCpuWarning(warning);
				progress.say("warning: " + warning);
			});
		}
	}

}
