package dev.poolsweep.tuning.results;

import java.util.Locale;

import dev.poolsweep.tuning.text.Format;

/**
 * What one process of the load generator used in a run, as outcome.properties records it
 * when the generator has more than one (remote engines and their controller); read by
 * {@link RunRecord#generatorProcesses()}.
 *
 * @param cpuSeconds CPU seconds from the first request to its end; NaN when unknown
 * @param cpuPeakPct its highest 1-s CPU, % of its CPUs; NaN when unknown
 * @param rssPeakMb its highest resident memory; NaN when unknown
 */
public record GeneratorProcess(String name, String cpus, double cpuSeconds, double cpuPeakPct, double rssPeakMb) {

	/** For people, e.g. "JMeter engine 1 (CPU 1): 0.29 CPU-s, peak 6 %, 163 MB". */
	public String describe() {
		return name + (cpus.isEmpty() ? "" : " (CPU " + cpus + ")") + ": "
				+ (Double.isNaN(cpuSeconds) ? "CPU unknown"
						: String.format(Locale.ROOT, "%.2f CPU-s", cpuSeconds)
								+ (Double.isNaN(cpuPeakPct) ? "" : ", peak " + Format.number(cpuPeakPct) + " %")
								+ (Double.isNaN(rssPeakMb) ? "" : ", " + Format.number(rssPeakMb) + " MB"));
	}

}
