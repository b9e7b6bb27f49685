package dev.poolsweep.tuning.generator;

import java.util.List;

import dev.poolsweep.tuning.analysis.series.Sample;

/**
 * What one run of the load generator did.
 *
 * @param startedMs epoch ms when the generator was launched
 * @param samples the samples it wrote, every engine's
 * @param engines what each engine that sent requests used
 */
public record GeneratorRun(long startedMs, List<Sample> samples, List<EngineRun> engines) {

	/**
	 * What one engine used.
	 *
	 * @param cpuSeconds CPU seconds from the first request to its end; -1 when unknown
	 * @param cpuSecondsTotal CPU seconds in all, start-up included; -1 when unknown
	 */
	public record EngineRun(Engine engine, double cpuSeconds, double cpuSecondsTotal) {
	}

	public GeneratorRun {
		samples = List.copyOf(samples);
		engines = List.copyOf(engines);
	}

	/** CPU seconds of every engine from the first request on; -1 when one is unknown. */
	public double cpuSeconds() {
		return sum(engines.stream().mapToDouble(EngineRun::cpuSeconds).toArray());
	}

	/** CPU seconds of every engine in all; -1 when one is unknown. */
	public double cpuSecondsTotal() {
		return sum(engines.stream().mapToDouble(EngineRun::cpuSecondsTotal).toArray());
	}

	private static double sum(final double[] each) {
		double sum = 0;
		for (final double value : each) {
			if (value < 0) {
				return -1;
			}
			sum += value;
		}
		return each.length == 0 ? -1 : sum;
	}

}
