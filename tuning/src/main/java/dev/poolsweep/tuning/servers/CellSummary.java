package dev.poolsweep.tuning.servers;

import java.util.Collections;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.ToDoubleFunction;
import java.util.stream.IntStream;

/**
 * A cell's figures as one tool measured them over its repetitions: each the mean of the
 * repetitions that completed, as Yoo et al. averaged their five measurements, with the
 * smallest and largest beside.
 *
 * @param tool the load generator that sent the cell's workload
 * @param byRepetition the repetitions that completed, by their number (from 1): a
 * repetition runs every cell once, so that two cells' runs of one repetition ran minutes
 * apart on the same machine
 * @param failed those that did not
 */
public record CellSummary(Cell cell, LoadTool tool, SortedMap<Integer, ClosedRunFigures> byRepetition, int failed) {

	public CellSummary {
		byRepetition = Collections.unmodifiableSortedMap(new TreeMap<>(byRepetition));
	}

	/** The runs as repetitions 1, 2, ... in order. */
	public CellSummary(final Cell cell, final LoadTool tool, final List<ClosedRunFigures> runs, final int failed) {
		this(cell, tool, numbered(runs), failed);
	}

	/** The repetitions that completed, in order. */
	public List<ClosedRunFigures> runs() {
		return List.copyOf(byRepetition.values());
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

	/** The requests at the server on average ({@link ClosedRunFigures#inFlight}). */
	public double inFlight() {
		return mean(ClosedRunFigures::inFlight);
	}

	/** The tool's CPU ms per request, the mean of the repetitions that know it. */
	public double generatorCpuMsPerRequest() {
		return byRepetition.values()
			.stream()
			.mapToDouble(ClosedRunFigures::generatorCpuMsPerRequest)
			.filter(ms -> !Double.isNaN(ms))
			.average()
			.orElse(Double.NaN);
	}

	/**
	 * The repetitions in which the tool was busy
	 * ({@link ClosedRunFigures#generatorBusy}).
	 */
	public long generatorBusyRuns() {
		return byRepetition.values().stream().filter(ClosedRunFigures::generatorBusy).count();
	}

	/** The share of failed requests over every completed repetition, 0..1. */
	public double errorShare() {
		final long requests = byRepetition.values().stream().mapToLong(ClosedRunFigures::requests).sum();
		return requests == 0 ? Double.NaN
				: (double) byRepetition.values().stream().mapToLong(ClosedRunFigures::errors).sum() / requests;
	}

	/** The smallest and the largest of a figure over the repetitions. */
	public double min(final ToDoubleFunction<ClosedRunFigures> figure) {
		return byRepetition.values().stream().mapToDouble(figure).min().orElse(Double.NaN);
	}

	public double max(final ToDoubleFunction<ClosedRunFigures> figure) {
		return byRepetition.values().stream().mapToDouble(figure).max().orElse(Double.NaN);
	}

	private static SortedMap<Integer, ClosedRunFigures> numbered(final List<ClosedRunFigures> runs) {
		final SortedMap<Integer, ClosedRunFigures> numbered = new TreeMap<>();
		IntStream.range(0, runs.size()).forEach(i -> numbered.put(i + 1, runs.get(i)));
		return numbered;
	}

	/** The mean of a figure over the repetitions; NaN without one. */
	public double mean(final ToDoubleFunction<ClosedRunFigures> figure) {
		return byRepetition.values().stream().mapToDouble(figure).average().orElse(Double.NaN);
	}

}
