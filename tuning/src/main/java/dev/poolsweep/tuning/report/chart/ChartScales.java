package dev.poolsweep.tuning.report.chart;

import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.stream.DoubleStream;
import java.util.stream.Stream;

import dev.poolsweep.tuning.text.Format;
import dev.poolsweep.tuning.analysis.PointAnalysis;
import dev.poolsweep.tuning.analysis.RunAnalysis;
import dev.poolsweep.tuning.analysis.sweep.SweepAnalysis;
import dev.poolsweep.tuning.analysis.series.ErrorKind;
import dev.poolsweep.tuning.analysis.series.ServerSeries;
import dev.poolsweep.tuning.model.Prediction;
import dev.poolsweep.tuning.model.calibration.SweepPredictions;

/**
 * One time axis and one value axis per chart kind for all panels, taken over the charted
 * runs, so panels can be compared by eye. The failure and connection-wait charts are
 * drawn in every panel or in none: where some charted run failed requests, or where
 * threads waited for a database connection.
 */
public record ChartScales(int seconds, YAxis throughput, YAxis responseTime, YAxis server, YAxis cpu, YAxis schedule,
		YAxis failures, YAxis connectionWait) {

	public static ChartScales of(final SweepAnalysis sweep, final SweepPredictions model) {
		final List<PointAnalysis> withRuns = sweep.points().stream().filter(PointAnalysis::hasRuns).toList();
		final List<RunAnalysis> charted = withRuns.stream().map(PointAnalysis::representative).toList();
		final List<Prediction> predicted = withRuns.stream().flatMap(p -> model.of(p.settings()).stream()).toList();
		final double peakTarget = max(charted, r -> DoubleStream.of(r.profile().peakStep().peakRps()));
		final double peakRate = larger(
				max(charted,
						r -> DoubleStream.concat(Arrays.stream(r.series().successes()).asDoubleStream(),
								Arrays.stream(r.series().errors()).asDoubleStream())),
				max(predicted, p -> Arrays.stream(p.series(Prediction.Second::ok))));
		final double fastest = min(charted, r -> Arrays.stream(r.series().percentileMs(50)));
		final double slowest = larger(max(charted, r -> Arrays.stream(r.series().percentileMs(99))),
				max(predicted, p -> Arrays.stream(p.series(Prediction.Second::p95Ms))));
		final double serverPeak = larger(max(charted, r -> serverValues(r.server().series())),
				max(predicted, p -> Arrays.stream(p.series(Prediction.Second::busyThreads))));
		final double failuresPeak = max(charted, ChartScales::failureValues);
		final double waitPeak = max(charted, r -> Arrays.stream(r.server().series().acquireWaitMs()));
		return new ChartScales(Math.max(sweep.longestRunS(), 1),
				YAxis.linear(Math.max(Math.max(peakRate, peakTarget), 1), Format::number),
				YAxis.log(Double.isNaN(fastest) ? 1 : Math.max(fastest, 1), Double.isNaN(slowest) ? 1000 : slowest,
						Format::millis),
				YAxis.logWithZero(Double.isNaN(serverPeak) ? 10 : serverPeak, Format::number),
				YAxis.linear(100, v -> Format.number(v) + " %"), YAxis.linear(Math.max(peakTarget, 1), Format::number),
				failuresPeak > 0 ? YAxis.linear(failuresPeak, Format::number) : null,
				waitPeak > 0 ? YAxis.logWithZero(waitPeak, Format::millis) : null);
	}

	/** Failed requests of every kind per second, and the pool's time-outs per second. */
	static DoubleStream failureValues(final RunAnalysis run) {
		DoubleStream values = Arrays.stream(run.server().series().acquireTimeoutsPerS());
		for (final ErrorKind kind : ErrorKind.values()) {
			values = DoubleStream.concat(values, Arrays.stream(run.series().errors(kind)).asDoubleStream());
		}
		return values;
	}

	private static DoubleStream serverValues(final ServerSeries series) {
		return Stream.of(series.busyThreads(), series.connections(), series.hikariPending(), series.hikariActive())
			.flatMapToDouble(Arrays::stream);
	}

	/** The larger of two maxima, either of which may be NaN (none). */
	private static double larger(final double a, final double b) {
		return Double.isNaN(a) ? b : Double.isNaN(b) ? a : Math.max(a, b);
	}

	/** The largest finite value over {@code items}; NaN for none. */
	private static <T> double max(final List<T> items, final Function<T, DoubleStream> values) {
		return items.stream().flatMapToDouble(values).filter(Double::isFinite).max().orElse(Double.NaN);
	}

	private static double min(final List<RunAnalysis> runs, final Function<RunAnalysis, DoubleStream> values) {
		return runs.stream().flatMapToDouble(values).filter(Double::isFinite).min().orElse(Double.NaN);
	}
}
