package dev.poolsweep.tuning.sweep;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;

import dev.poolsweep.tuning.analysis.series.PerSecondSeries;
import dev.poolsweep.tuning.board.BoardLaunch;
import dev.poolsweep.tuning.board.BoardProcess;
import dev.poolsweep.tuning.errors.RunFailedException;
import dev.poolsweep.tuning.jmeter.JmeterProcess;
import dev.poolsweep.tuning.jmx.JmeterUsage;
import dev.poolsweep.tuning.jmx.JmxSampler;
import dev.poolsweep.tuning.plan.LoadPlans;
import dev.poolsweep.tuning.plan.LoadSettings;
import dev.poolsweep.tuning.process.ChildProcesses;
import dev.poolsweep.tuning.settings.BoardSettings;
import dev.poolsweep.tuning.settings.Point;
import dev.poolsweep.tuning.settings.RunId;
import dev.poolsweep.tuning.settings.SweepSettings;

/**
 * Runs one point of the sweep once: point.properties, a fresh board with the point's
 * settings, the warm-up, the measured plan with JMX sampled alongside, and
 * outcome.properties last. A failure is recorded in the outcome, never thrown: the sweep
 * goes on.
 */
public final class PointRunner {

	private final SweepSettings sweep;

	private final SweepFolder folder;

	private final Bench bench;

	private final Progress progress;

	private final Set<String> reportedMissing = new LinkedHashSet<>();

	public PointRunner(final SweepSettings sweep, final SweepFolder folder, final Bench bench,
			final Progress progress) {
		this.sweep = sweep;
		this.folder = folder;
		this.bench = bench;
		this.progress = progress;
	}

	/**
	 * Runs it and returns whether it succeeded; the run's folder is complete afterwards
	 * either way, unless the harness is being stopped (see
	 * {@link ChildProcesses#stopping()}).
	 */
	public boolean run(final RunId run) throws IOException {
		final Path dir = folder.prepare(run);
		final Properties outcome = new Properties();
		outcome.setProperty("started_ms", Long.toString(System.currentTimeMillis()));
		final BoardLaunch.BoardPorts ports = bench.ports();
		folder.writePoint(run, pointProperties(run, ports));
		try {
			measure(run, ports, dir, outcome);
			outcome.setProperty("status", "ok");
		}
		catch (RunFailedException e) {
			outcome.setProperty("status", "failed");
			outcome.setProperty("reason", e.getMessage());
			progress.say(run + " failed: " + e.getMessage());
		}
		outcome.setProperty("finished_ms", Long.toString(System.currentTimeMillis()));
		if (ChildProcesses.stopping()) {
			return false;
		}
		folder.writeOutcome(run, outcome);
		return outcome.getProperty("status").equals("ok");
	}

	private void measure(final RunId run, final BoardLaunch.BoardPorts ports, final Path dir, final Properties outcome)
			throws RunFailedException, IOException {
		final LoadSettings load = sweep.load();
		try (BoardProcess board = bench.startBoard(run.point(), ports, dir)) {
			bench.warmUp(board, load, load.effectiveWarmupRps(), load.warmup(), dir);
			final Map<String, String> properties = LoadPlans.measured(load, board.port());
			final JmeterProcess.Result result;
			final JmeterUsage usage;
			try (JmxSampler sampler = bench.sample(board, dir)) {
				result = bench.jmeter(load.plan(), properties, load.scaledProfile().durationS(),
						dir.resolve("samples.jtl"), dir.resolve("jmeter.log"), sampler::watchJmeter);
				reportMissing(sampler, outcome);
				usage = sampler.jmeterUsage();
			}
			outcome.setProperty("load_started_ms", Long.toString(result.startedMs()));
			outcome.setProperty("jmeter_cpu_seconds", String.format(Locale.ROOT, "%.2f", result.cpuSeconds()));
			outcome.setProperty("jmeter_cpu_seconds_total",
					String.format(Locale.ROOT, "%.2f", result.cpuSecondsTotal()));
			outcome.setProperty("samples", Integer.toString(result.samples().size()));
			outcome.setProperty(LoadPlans.MAX_IN_FLIGHT, properties.get(LoadPlans.MAX_IN_FLIGHT));
			reportJmeterUsage(run, usage, PerSecondSeries.timeZeroMs(result.samples()),
					load.scaledProfile().durationS(), outcome);
			if (!board.isAlive()) {
				throw new RunFailedException(
						"board died during the measured run (see " + dir.resolve("board.log") + ")");
			}
		}
	}

	/**
	 * Says once per sweep which MBeans the board lacks (their columns stay empty), and
	 * notes them in the outcome.
	 */
	private void reportMissing(final JmxSampler sampler, final Properties outcome) {
		final Set<String> missing = sampler.missing();
		if (!missing.isEmpty()) {
			outcome.setProperty("jmx_missing", String.join("; ", missing));
		}
		for (final String item : missing) {
			if (reportedMissing.add(item)) {
				progress.say("warning: the board has no JMX " + item + " (its jmx.csv columns stay empty)");
			}
		}
	}

	/**
	 * Records JMeter's peak CPU and memory during the measured schedule (from its time
	 * zero {@code zeroMs}) in the outcome, and warns (the run goes on) when JMeter was
	 * busy enough to be the limit.
	 */
	private void reportJmeterUsage(final RunId run, final JmeterUsage sampled, final long zeroMs, final long scheduleS,
			final Properties outcome) {
		final JmeterUsage.Summary usage = sampled.during(zeroMs, zeroMs + 1000 * scheduleS);
		outcome.setProperty("jmeter_cpu_peak_pct",
				Double.isNaN(usage.cpuPeak()) ? "" : String.format(Locale.ROOT, "%.0f", usage.cpuPeak() * 100));
		outcome.setProperty("jmeter_rss_peak_mb",
				usage.rssPeak() < 0 ? "" : Long.toString(Math.round(usage.rssPeak() / (1024.0 * 1024.0))));
		usage.warning(bench.jmeterCpusLabel(), zeroMs, run).ifPresent(warning -> {
			outcome.setProperty("jmeter_cpu_warning", warning);
			progress.say("warning: " + warning);
		});
	}

	private Properties pointProperties(final RunId run, final BoardLaunch.BoardPorts ports) {
		final Point point = run.point();
		final LoadSettings load = sweep.load();
		final BoardSettings board = sweep.board();
		final Properties p = new Properties();
		p.setProperty("point.id", point.id());
		p.setProperty("repetition", Integer.toString(run.repetition()));
		p.setProperty("max_threads", Integer.toString(point.maxThreads()));
		p.setProperty("max_total", Integer.toString(point.maxTotal()));
		p.setProperty("accept_count", Integer.toString(point.acceptCount()));
		p.setProperty("max_connections", point.maxConnections() == null ? "" : point.maxConnections().toString());
		p.setProperty("min_spare_threads", point.minSpareThreads() == null ? "" : point.minSpareThreads().toString());
		p.setProperty("paper_semantics", Boolean.toString(sweep.grid().boundConnections()));
		load.writeTo(p);
		p.setProperty("warmup_rate", Double.toString(load.effectiveWarmupRps()));
		p.setProperty("board_heap", board.heap());
		p.setProperty("board_seed_rows", Integer.toString(board.seedRows()));
		p.setProperty("board_cpu_work_ms", Long.toString(board.cpuWork().toMillis()));
		p.setProperty("board_db_hold_ms", Long.toString(board.dbHold().toMillis()));
		p.setProperty("board_port", Integer.toString(ports.server()));
		p.setProperty("jmx_url", ports.jmxUrl());
		p.setProperty("board_cpus", bench.pinning().boardCpus());
		p.setProperty("jmeter_cpus", bench.pinning().jmeterCpus());
		p.setProperty("db_cpus", bench.database().server().cpus());
		return p;
	}

}
