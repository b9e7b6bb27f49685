package dev.poolsweep.tuning.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;

import dev.poolsweep.tuning.results.OutcomeKeys;
import dev.poolsweep.tuning.text.Format;

/**
 * What one process of the load generator used in a run, as outcome.properties records it
 * when the generator has more than one (remote engines and their controller).
 *
 * @param cpuSeconds CPU seconds from the first request to its end; NaN when unknown
 * @param cpuPeakPct its highest 1-s CPU, % of its CPUs; NaN when unknown
 * @param rssPeakMb its highest resident memory; NaN when unknown
 */
public record GeneratorProcess(String name, String cpus, double cpuSeconds, double cpuPeakPct, double rssPeakMb) {

	/** The processes numbered generator.1., generator.2., ...; empty for one JMeter. */
	public static List<GeneratorProcess> of(final Properties outcome) {
		final List<GeneratorProcess> processes = new ArrayList<>();
		for (int i = 1; outcome.containsKey(OutcomeKeys.GENERATOR_PREFIX + i + ".name"); i++) {
			final String prefix = OutcomeKeys.GENERATOR_PREFIX + i + ".";
			processes.add(new GeneratorProcess(outcome.getProperty(prefix + "name"),
					outcome.getProperty(prefix + "cpus", ""), number(outcome, prefix + "cpu_seconds"),
					number(outcome, prefix + "cpu_peak_pct"), number(outcome, prefix + "rss_peak_mb")));
		}
		return List.copyOf(processes);
	}

	/** For people, e.g. "JMeter engine 1 (CPU 1): 0.29 CPU-s, peak 6 %, 163 MB". */
	public String describe() {
		return name + (cpus.isEmpty() ? "" : " (CPU " + cpus + ")") + ": "
				+ (Double.isNaN(cpuSeconds) ? "CPU unknown"
						: String.format(Locale.ROOT, "%.2f CPU-s", cpuSeconds)
								+ (Double.isNaN(cpuPeakPct) ? "" : ", peak " + Format.number(cpuPeakPct) + " %")
								+ (Double.isNaN(rssPeakMb) ? "" : ", " + Format.number(rssPeakMb) + " MB"));
	}

	private static double number(final Properties outcome, final String key) {
		final String value = outcome.getProperty(key, "").strip();
		try {
			return value.isEmpty() ? Double.NaN : Double.parseDouble(value);
		}
		catch (NumberFormatException e) {
			return Double.NaN;
		}
	}

}
