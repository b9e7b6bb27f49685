package dev.poolsweep.tuning.report;

import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.stream.DoubleStream;
import java.util.stream.Stream;

import dev.poolsweep.tuning.analysis.Format;
import dev.poolsweep.tuning.analysis.PointAnalysis;
import dev.poolsweep.tuning.analysis.RunAnalysis;
import dev.poolsweep.tuning.analysis.SweepAnalysis;
import dev.poolsweep.tuning.analysis.series.ServerSeries;

/**
 * One time axis and one value axis per chart kind for all panels, taken over the charted
 * runs, so panels can be compared by eye.
 */
record ChartScales(int seconds, YAxis throughput, YAxis responseTime, YAxis server, YAxis cpu, YAxis schedule) {

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
		return new ChartScales(Math.max(sweep.longestRunS(), 1),
				YAxis.linear(Math.max(Math.max(peakRate, peakTarget), 1), Format::number),
				YAxis.log(Double.isNaN(fastest) ? 1 : Math.max(fastest, 1), Double.isNaN(slowest) ? 1000 : slowest,
						Format::millis),
				YAxis.logWithZero(Double.isNaN(serverPeak) ? 10 : serverPeak, Format::number),
				YAxis.linear(100, v -> Format.number(v) + " %"), YAxis.linear(Math.max(peakTarget, 1), Format::number));
	}

	private static DoubleStream serverValues(final ServerSeries series) {
		return Stream.of(series.busyThreads(), series.connections(), series.hikariPending(), series.hikariActive())
			.flatMapToDouble(Arrays::stream);
	}

	private static double max(final List<RunAnalysis> runs, final Function<RunAnalysis, DoubleStream> values) {
		return runs.stream().flatMapToDouble(values).filter(Double::isFinite).max().orElse(Double.NaN);
	}

	private static double min(final List<RunAnalysis> runs, final Function<RunAnalysis, DoubleStream> values) {
		return runs.stream().flatMapToDouble(values).filter(Double::isFinite).min().orElse(Double.NaN);
	}
}
