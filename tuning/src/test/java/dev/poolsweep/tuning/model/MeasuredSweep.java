package dev.poolsweep.tuning.model;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;

import dev.poolsweep.tuning.analysis.AnalysisOptions;
import dev.poolsweep.tuning.analysis.series.PerSecondSeries;
import dev.poolsweep.tuning.analysis.PointAnalysis;
import dev.poolsweep.tuning.analysis.RunAnalysis;
import dev.poolsweep.tuning.analysis.SweepAnalysis;
import dev.poolsweep.tuning.analysis.SweepAnalyzer;
import dev.poolsweep.tuning.plan.LoadProfile;

/**
 * The calibration adapter, sketched on finished results: reads an OUT folder through the
 * analysis's public classes and builds the model's inputs from its low-load seconds only
 * (the seconds before the burst, from second {@value #FIRST_S}, pooled over every run of
 * the sweep: one board, one cost per request), with the sweep's own settings. The
 * response times come from the step before the burst at points with more than one worker:
 * with one, requests queue behind each other even at low load.
 */
record MeasuredSweep(SweepAnalysis analysis, Calibration.LowLoad lowLoad, ModelInputs inputs) {

	/**
	 * The first seconds after the warm-up still run the JIT's last compilations; left
	 * out.
	 */
	static final int FIRST_S = 2;

	static final long SEED = 7;

	static MeasuredSweep read(final Path outDir) throws IOException {
		final AnalysisOptions options = AnalysisOptions.defaults();
		final SweepAnalysis analysis = new SweepAnalyzer(options).analyze(outDir);
		final Properties sweep = analysis.sweep();
		final double cores = boardCores(sweep);
		final List<Double> rates = new ArrayList<>();
		final List<Double> cpu = new ArrayList<>();
		final List<long[]> responses = new ArrayList<>();
		LoadProfile profile = null;
		for (final PointAnalysis point : analysis.points()) {
			for (final RunAnalysis run : point.runs()) {
				profile = run.profile();
				final LoadSchedule schedule = LoadSchedule.of(profile);
				final PerSecondSeries series = run.series();
				final double[] share = boardCpuShare(run, sweep, cores);
				for (int s = FIRST_S; s < schedule.burstStartS(); s++) {
					if (!Double.isNaN(share[s])) {
						rates.add((double) series.successes()[s]);
						cpu.add(share[s]);
					}
				}
				if (point.settings().maxThreads() == null || point.settings().maxThreads() > 1) {
					responses.add(series.responsesDueIn(schedule.beforeStartS(), schedule.beforeEndS()));
				}
			}
		}
		if (profile == null) {
			throw new IllegalArgumentException(outDir + " has no complete run");
		}
		final Calibration.LowLoad lowLoad = new Calibration.LowLoad(cores,
				rates.stream().mapToDouble(Double::doubleValue).toArray(),
				cpu.stream().mapToDouble(Double::doubleValue).toArray(),
				responses.stream().flatMapToLong(Arrays::stream).toArray(), number(sweep, "board.cpu_work_ms", 0));
		final LoadSchedule schedule = LoadSchedule.of(profile);
		final long responseTimeoutMs = (long) number(sweep, "response_timeout_ms", 10_000);
		final int maxInFlight = (int) number(sweep, "max_in_flight", schedule.defaultMaxInFlight(responseTimeoutMs));
		final ModelRules rules = new ModelRules(options.primaryGoodputThresholdMs(), options.recoveryFactor(),
				options.recoveryFloorMs(), options.recoveryWindowS());
		final ModelInputs inputs = new ModelInputs(Calibration.serviceProfile(lowLoad), schedule, responseTimeoutMs,
				(long) number(sweep, "connect_timeout_ms", 3000), maxInFlight, rules, SEED);
		return new MeasuredSweep(analysis, lowLoad, inputs);
	}

	/**
	 * The board's CPU per second, 0..1 of its CPUs: board_cpu_allowed, or for results
	 * written before it was recorded the process CPU (percent of the machine) rescaled.
	 */
	private static double[] boardCpuShare(final RunAnalysis run, final Properties sweep, final double cores) {
		final double[] board = run.server().series().boardCpuPct();
		if (Arrays.stream(board).anyMatch(v -> !Double.isNaN(v))) {
			return Arrays.stream(board).map(v -> v / 100).toArray();
		}
		final double hostCpus = number(sweep, "host.cpus", cores);
		return Arrays.stream(run.server().series().processCpuPct()).map(v -> v / 100 * hostCpus / cores).toArray();
	}

	/**
	 * CPUs in the board's taskset list ("0", "0-3", "0,2"); the machine's when not
	 * pinned.
	 */
	static double boardCores(final Properties sweep) {
		final String list = sweep.getProperty("board_cpus", "").strip();
		if (list.isEmpty()) {
			return number(sweep, "host.cpus", 1);
		}
		int count = 0;
		for (final String part : list.split(",")) {
			final String[] range = part.strip().split("-");
			count += range.length == 1 ? 1 : Integer.parseInt(range[1]) - Integer.parseInt(range[0]) + 1;
		}
		return count;
	}

	private static double number(final Properties properties, final String key, final double otherwise) {
		final String value = properties.getProperty(key, "").strip();
		return value.isEmpty() ? otherwise : Double.parseDouble(value);
	}

	List<PointConfig> points() {
		final boolean keepAlive = Boolean.parseBoolean(analysis.sweep().getProperty("keep_alive", "true"));
		return analysis.points()
			.stream()
			.map(p -> PointConfig.of(p.settings().maxThreads(), p.settings().maxTotal(), p.settings().acceptCount(),
					p.settings().maxConnections(), keepAlive))
			.toList();
	}

}
