package dev.poolsweep.tuning.report;

import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.stream.DoubleStream;

import dev.poolsweep.tuning.analysis.Format;
import dev.poolsweep.tuning.analysis.PointAnalysis;
import dev.poolsweep.tuning.analysis.RunAnalysis;
import dev.poolsweep.tuning.analysis.SweepAnalysis;
import dev.poolsweep.tuning.analysis.series.ErrorKind;
import dev.poolsweep.tuning.analysis.series.ServerSeries;

/**
 * One time axis and one value axis per chart kind for all panels, taken over the charted
 * runs, so panels can be compared by eye. The failure and connection-wait charts are
 * drawn in every panel or in none: where some charted run failed requests, or where
 * threads waited for a database connection.
 */
record ChartScales(int seconds, YAxis throughput, YAxis responseTime, YAxis server, YAxis cpu, YAxis schedule,
		YAxis failures, YAxis connectionWait) {

	static ChartScales of(final SweepAnalysis sweep) {
		final List<RunAnalysis> charted = sweep.points()
			.stream()
			.filter(PointAnalysis::hasRuns)
			.map(PointAnalysis::representative)
			.toList();
		final double peakTarget = max(charted, r -> DoubleStream.of(r.profile().peakStep().peakRps()));
		final double peakRate = max(charted,
				r -> DoubleStream.concat(Arrays.stream(r.series().successes()).asDoubleStream(),
						Arrays.stream(r.series().errors()).asDoubleStream()));
		final double fastest = min(charted, r -> Arrays.stream(r.series().percentileMs(50)));
		final double slowest = max(charted, r -> Arrays.stream(r.series().percentileMs(99)));
		final double serverPeak = max(charted, r -> serverValues(r.server().series()));
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
		return DoubleStream.concat(
				DoubleStream.concat(Arrays.stream(series.busyThreads()), Arrays.stream(series.connections())),
				Arrays.stream(series.hikariPending()));
	}

	private static double max(final List<RunAnalysis> runs, final Function<RunAnalysis, DoubleStream> values) {
		return runs.stream().flatMapToDouble(values).filter(Double::isFinite).max().orElse(Double.NaN);
	}

	private static double min(final List<RunAnalysis> runs, final Function<RunAnalysis, DoubleStream> values) {
		return runs.stream().flatMapToDouble(values).filter(Double::isFinite).min().orElse(Double.NaN);
	}
}
