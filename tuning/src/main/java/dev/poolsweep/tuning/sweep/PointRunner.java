package dev.poolsweep.tuning.sweep;

import java.io.IOException;
import java.util.Map;

import dev.poolsweep.tuning.analysis.series.PerSecondSeries;
import dev.poolsweep.tuning.app.AppPorts;
import dev.poolsweep.tuning.app.AppProcess;
import dev.poolsweep.tuning.errors.RunFailedException;
import dev.poolsweep.tuning.jmeter.JmeterProcess;
import dev.poolsweep.tuning.jmx.JmeterUsage;
import dev.poolsweep.tuning.jmx.JmxSampler;
import dev.poolsweep.tuning.plan.LoadPlans;
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
		final RunFolder dir = folder.prepare(run);
		final Outcome outcome = new Outcome(System.currentTimeMillis());
		final AppPorts ports = bench.ports();
		dir.writePoint(PointFile.of(sweep, run, ports, bench.pinning().boardCpus(), bench.pinning().jmeterCpus(),
				bench.database().server().cpus()));
		try {
			measure(run, ports, dir, outcome);
			outcome.ok(System.currentTimeMillis());
		}
		catch (RunFailedException e) {
			outcome.failed(e.getMessage(), System.currentTimeMillis());
			progress.say(run + " failed: " + e.getMessage());
		}
		if (ChildProcesses.stopping()) {
			return false;
		}
		dir.writeOutcome(outcome.properties());
		return outcome.isOk();
	}

	private void measure(final RunId run, final AppPorts ports, final RunFolder dir, final Outcome outcome)
			throws RunFailedException, IOException {
		final LoadSettings load = sweep.loadAt(run.point());
		try (AppProcess app = bench.startApp(run.point(), ports, dir.dir())) {
			bench.warmUp(app, load, load.effectiveWarmupRps(), load.warmup(), dir.dir());
			final Map<String, String> properties = LoadPlans.measured(load, app.port());
			final JmeterProcess.Result result;
			final JmeterUsage usage;
			try (JmxSampler sampler = bench.sample(app, dir.dir()); DbFaultInjector fault = startFault(dir)) {
				result = bench.jmeter(load.plan(), properties, load.scaledProfile().durationS(), dir.samples(),
						dir.jmeterLog(), sampler::watchJmeter);
				reportMissing(sampler, outcome);
				usage = sampler.jmeterUsage();
				if (fault != null) {
					fault.recordIn(outcome);
				}
			}
			outcome.measured(result, Long.parseLong(properties.get(LoadPlans.MAX_IN_FLIGHT)));
			reportJmeterUsage(run, usage, PerSecondSeries.timeZeroMs(result.samples()),
					load.scaledProfile().durationS(), outcome);
			if (!app.isAlive()) {
				throw new RunFailedException(app.name() + " died during the measured run (see "
						+ dir.dir().resolve(RunFolder.BOARD_LOG) + ")");
			}
		}
	}

	/**
	 * The sweep's database fault waiting for this run's schedule; null when it has none.
	 */
	private DbFaultInjector startFault(final RunFolder dir) {
		return sweep.dbFault().any() ? DbFaultInjector.start(sweep.dbFault(), bench.database().server(),
				RunFolder.consoleOf(dir.jmeterLog())) : null;
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
	 * Records JMeter's peak CPU and memory during the measured schedule (from its time
	 * zero {@code zeroMs}) in the outcome, and warns (the run goes on) when JMeter was
	 * busy enough to be the limit.
	 */
	private void reportJmeterUsage(final RunId run, final JmeterUsage sampled, final long zeroMs, final long scheduleS,
			final Outcome outcome) {
		final JmeterUsage.Summary usage = sampled.during(zeroMs, zeroMs + 1000 * scheduleS);
		outcome.jmeterUsage(usage);
		usage.warning(bench.jmeterCpusLabel(), zeroMs, run).ifPresent(warning -> {
			outcome.jmeterCpuWarning(warning);
			progress.say("warning: " + warning);
		});
	}

}
