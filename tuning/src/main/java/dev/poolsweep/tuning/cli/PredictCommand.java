package dev.poolsweep.tuning.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import dev.poolsweep.tuning.analysis.series.AnalysisOptions;
import dev.poolsweep.tuning.analysis.sweep.SweepAnalyzer;
import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.model.BoardModel;
import dev.poolsweep.tuning.model.LoadSchedule;
import dev.poolsweep.tuning.model.ModelInputs;
import dev.poolsweep.tuning.model.Prediction;
import dev.poolsweep.tuning.model.PredictionSpread;
import dev.poolsweep.tuning.model.ServiceProfile;
import dev.poolsweep.tuning.model.calibration.PredictionRanking;
import dev.poolsweep.tuning.model.calibration.PredictionTable;
import dev.poolsweep.tuning.model.calibration.SweepCalibration;
import dev.poolsweep.tuning.settings.Grid;
import dev.poolsweep.tuning.settings.Point;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "predict", sortOptions = false, mixinStandardHelpOptions = true, description = {
		"Predicts every point of a grid with the model of tuning/docs/model.md, without running anything, and ranks "
				+ "the points as the report's recommendation ranks measured ones: a guide to the points worth measuring.",
		"The board's costs come from a finished sweep's seconds before the burst (--from DIR), or are given "
				+ "(--cpu-ms, --db-ms, --cores); given ones replace calibrated ones." },
		footer = { "",
				"Examples: poolsweep predict --max-threads 1,10,100,300 --from results/reproduce-quick-20260101-1200",
				"          poolsweep predict --max-threads 1,10,100,300 --cpu-ms 4.8 --db-ms 1 --cores 1" })
public final class PredictCommand implements Callable<Integer> {

	@Spec
	CommandSpec spec;

	@Mixin
	GridOptions grid;

	@Mixin
	ClientOptions client;

	@Mixin
	ShapeOptions shape;

	@Option(names = "--from", paramLabel = "DIR",
			description = "A finished sweep or reproduce to calibrate from: the board's CPU and response times in the "
					+ "seconds before its burst.")
	Path from;

	@Option(names = "--cpu-ms", paramLabel = "MS", description = "CPU time of one request on the board, in ms.")
	Double cpuMs;

	@Option(names = "--db-ms", paramLabel = "MS",
			description = "Time one request holds its database connection off the board's CPUs, in ms (default: 0, "
					+ "or --from's).")
	Double dbMs;

	@Option(names = "--cores", paramLabel = "N", description = "CPUs the board may use (default: --from's).")
	Double cores;

	@Override
	public Integer call() throws IOException {
		final AnalysisOptions options = AnalysisOptions.defaults();
		final ServiceProfile service = service(options);
		final LoadSchedule schedule = LoadSchedule.of(shape.tailed(client.profile()).scaled(shape.scaleOrDefault()));
		final ModelInputs inputs = new ModelInputs(service, schedule, client.responseTimeoutMs(),
				client.connectTimeoutMs(), schedule.defaultMaxInFlight(client.responseTimeoutMs()), options,
				SweepCalibration.SEED);
		final Map<Prediction, Point> points = new IdentityHashMap<>();
		final Map<Prediction, PredictionSpread> spreads = new IdentityHashMap<>();
		final Grid asked = grid.grid(shape.paperSemantics);
		for (final Point point : asked.points()) {
			final Point config = point.withKeepAliveOf(asked.firstKeepAlive());
			final Prediction prediction = BoardModel.predict(inputs, config);
			points.put(prediction, point);
			spreads.put(prediction, PredictionSpread.of(inputs, config));
		}
		final List<Prediction> predictions = List.copyOf(points.keySet());
		spec.commandLine()
			.getOut()
			.print(new PredictionTable(inputs, from, points, spreads, options)
				.render(new PredictionRanking(options).rank(predictions)));
		spec.commandLine().getOut().flush();
		return 0;
	}

	/** The board's costs: calibrated from --from, with the ones given instead. */
	private ServiceProfile service(final AnalysisOptions options) throws IOException {
		if (from == null && (cpuMs == null || cores == null)) {
			throw new BadInputException("predict needs the board's costs: --from DIR (a finished sweep to calibrate "
					+ "from), or --cpu-ms MS and --cores N (and --db-ms MS)");
		}
		requireNonNegative("--cpu-ms", cpuMs);
		requireNonNegative("--db-ms", dbMs);
		if (cores != null && !(cores > 0 && Double.isFinite(cores))) {
			throw new BadInputException("--cores must be a number > 0, was " + cores);
		}
		final ServiceProfile base = from != null ? calibrated(options) : null;
		final double newCores = cores != null ? cores : base.cores();
		final double newCpuMs = cpuMs != null ? cpuMs : base.cpuMs();
		final double newDbMs = dbMs != null ? dbMs : base != null ? base.dbMs() : 0;
		if (newCpuMs + newDbMs <= 0) {
			throw new BadInputException("a request must cost some time: --cpu-ms or --db-ms above 0");
		}
		if (base != null && base.backgroundCores() >= newCores) {
			throw new BadInputException(
					"--cores " + cores + " is no more than the board's own work takes: " + base.describe());
		}
		return base == null ? ServiceProfile.of(newCores, newCpuMs, newDbMs)
				: base.withCosts(newCores, newCpuMs, newDbMs);
	}

	private ServiceProfile calibrated(final AnalysisOptions options) throws IOException {
		ReportCommand.requireSweep(from);
		try {
			return SweepCalibration.of(new SweepAnalyzer(options).analyze(from)).inputs().service();
		}
		catch (BadInputException e) {
			throw new BadInputException("--from " + from + ": " + e.getMessage(), e);
		}
	}

	private static void requireNonNegative(final String option, final Double value) {
		if (value != null && !(value >= 0 && Double.isFinite(value))) {
			throw new BadInputException(option + " must be a number of milliseconds >= 0, was " + value);
		}
	}

}
