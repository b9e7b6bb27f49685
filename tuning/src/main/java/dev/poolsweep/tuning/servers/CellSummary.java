package dev.poolsweep.tuning.servers;

import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * A cell's figures over its repetitions: each the mean of the repetitions that completed,
 * as Yoo et al. averaged their five measurements, with the smallest and largest beside.
 *
 * @param runs the repetitions that completed
 * @param failed those that did not
 */
public record CellSummary(Cell cell, List<ClosedRunFigures> runs, int failed) {

	public CellSummary {
		runs = List.copyOf(runs);
	}

	public double throughputRps() {
		return mean(ClosedRunFigures::throughputRps);
	}

	public double deviationMs() {
		return mean(ClosedRunFigures::deviationMs);
	}

	public double meanMs() {
		return mean(ClosedRunFigures::meanMs);
	}

	public double p50Ms() {
		return mean(ClosedRunFigures::p50Ms);
	}

	public double p95Ms() {
		return mean(ClosedRunFigures::p95Ms);
	}

	public double p99Ms() {
		return mean(ClosedRunFigures::p99Ms);
	}

	/** JMeter's CPU ms per request, the mean of the repetitions that know it. */
	public double generatorCpuMsPerRequest() {
		return runs.stream()
			.mapToDouble(ClosedRunFigures::generatorCpuMsPerRequest)
			.filter(ms -> !Double.isNaN(ms))
			.average()
			.orElse(Double.NaN);
	}

	/**
	 * The repetitions in which JMeter was busy ({@link ClosedRunFigures#generatorBusy}).
	 */
	public long generatorBusyRuns() {
		return runs.stream().filter(ClosedRunFigures::generatorBusy).count();
	}

	/** The share of failed requests over every completed repetition, 0..1. */
	public double errorShare() {
		final long requests = runs.stream().mapToLong(ClosedRunFigures::requests).sum();
		return requests == 0 ? Double.NaN : (double) runs.stream().mapToLong(ClosedRunFigures::errors).sum() / requests;
	}

	/** The smallest and the largest of a figure over the repetitions. */
	public double min(final ToDoubleFunction<ClosedRunFigures> figure) {
		return runs.stream().mapToDouble(figure).min().orElse(Double.NaN);
	}

	public double max(final ToDoubleFunction<ClosedRunFigures> figure) {
		return runs.stream().mapToDouble(figure).max().orElse(Double.NaN);
	}

	/** The mean of a figure over the repetitions; NaN without one. */
	public double mean(final ToDoubleFunction<ClosedRunFigures> figure) {
		return runs.stream().mapToDouble(figure).average().orElse(Double.NaN);
	}

}
