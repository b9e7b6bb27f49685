package dev.poolsweep.tuning.sweep;

import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;

import dev.poolsweep.tuning.generator.GeneratorRun;
import dev.poolsweep.tuning.generator.GeneratorUsage;
import dev.poolsweep.tuning.results.OutcomeKeys;
import dev.poolsweep.tuning.results.SettingKeys;
import dev.poolsweep.tuning.results.GeneratorProcess;
import dev.poolsweep.tuning.results.RunRecord;

/**
 * What one run's outcome.properties says, filled in as the run goes: when it started and
 * ended, whether it succeeded, and what the measured JMeter run did.
 */
public final class Outcome {

	private final Properties properties = new Properties();

	public Outcome(final long startedMs) {
		properties.setProperty(OutcomeKeys.STARTED_MS, Long.toString(startedMs));
	}

	/**
	 * The measured run: when the generator was launched, its samples, its CPU time (every
	 * process's, and each one's when it has more than one), its bound.
	 */
	public Outcome measured(final GeneratorRun result, final long maxInFlight) {
		properties.setProperty(OutcomeKeys.LOAD_STARTED_MS, Long.toString(result.startedMs()));
		properties.setProperty(OutcomeKeys.JMETER_CPU_SECONDS, seconds(result.cpuSeconds()));
		properties.setProperty(OutcomeKeys.JMETER_CPU_SECONDS_TOTAL, seconds(result.cpuSecondsTotal()));
		properties.setProperty(OutcomeKeys.SAMPLES, Integer.toString(result.samples().size()));
		properties.setProperty(SettingKeys.MAX_IN_FLIGHT, Long.toString(maxInFlight));
		if (result.engines().size() > 1) {
			for (int i = 0; i < result.engines().size(); i++) {
				final GeneratorRun.EngineRun engine = result.engines().get(i);
				final String prefix = OutcomeKeys.GENERATOR_PREFIX + (i + 1) + ".";
				properties.setProperty(prefix + "name", engine.engine().name());
				properties.setProperty(prefix + "cpus", engine.engine().cpus());
				properties.setProperty(prefix + "cpu_seconds", seconds(engine.cpuSeconds()));
				properties.setProperty(prefix + "cpu_seconds_total", seconds(engine.cpuSecondsTotal()));
			}
		}
		return this;
	}

	/**
	 * The generator's peak CPU (its busiest process's) and memory (all its processes')
	 * during the schedule, and each process's when it has more than one (after
	 * {@link #measured}, which numbers them); empty values when unknown.
	 */
	public Outcome jmeterUsage(final List<GeneratorUsage.Summary> usage) {
		final double cpuPeak = usage.stream()
			.mapToDouble(GeneratorUsage.Summary::cpuPeak)
			.filter(peak -> !Double.isNaN(peak))
			.max()
			.orElse(Double.NaN);
		final long rss = usage.stream().anyMatch(engine -> engine.rssPeak() < 0) ? -1
				: usage.stream().mapToLong(GeneratorUsage.Summary::rssPeak).sum();
		properties.setProperty(OutcomeKeys.JMETER_CPU_PEAK_PCT, percent(cpuPeak));
		properties.setProperty(OutcomeKeys.JMETER_RSS_PEAK_MB, megabytes(usage.isEmpty() ? -1 : rss));
		final List<GeneratorProcess> recorded = RunRecord.of(properties).generatorProcesses();
		for (final GeneratorUsage.Summary engine : usage) {
			for (int i = 0; i < recorded.size(); i++) {
				if (recorded.get(i).name().equals(engine.engine().name())) {
					final String prefix = OutcomeKeys.GENERATOR_PREFIX + (i + 1) + ".";
					properties.setProperty(prefix + "cpu_peak_pct", percent(engine.cpuPeak()));
					properties.setProperty(prefix + "rss_peak_mb", megabytes(engine.rssPeak()));
				}
			}
		}
		return this;
	}

	/** CPU seconds, empty when unknown (negative): an engine on another machine. */
	private static String seconds(final double seconds) {
		return seconds < 0 ? "" : String.format(Locale.ROOT, "%.2f", seconds);
	}

	private static String percent(final double share) {
		return Double.isNaN(share) ? "" : String.format(Locale.ROOT, "%.0f", share * 100);
	}

	private static String megabytes(final long bytes) {
		return bytes < 0 ? "" : Long.toString(Math.round(bytes / (1024.0 * 1024.0)));
	}

	/** The console's warning that JMeter may have been the limit. */
	public Outcome jmeterCpuWarning(final String warning) {
		properties.setProperty(OutcomeKeys.JMETER_CPU_WARNING, warning);
		return this;
	}

	/**
	 * MBeans or attributes the application did not have (their jmx.csv columns stay
	 * empty).
	 */
	public Outcome jmxMissing(final Set<String> missing) {
		if (!missing.isEmpty()) {
			properties.setProperty(OutcomeKeys.JMX_MISSING, OutcomeKeys.joinJmxMissing(new TreeSet<>(missing)));
		}
		return this;
	}

	/** When the database fault began and ended. */
	public Outcome dbFault(final long startedMs, final long endedMs) {
		properties.setProperty(OutcomeKeys.DB_FAULT_STARTED_MS, Long.toString(startedMs));
		properties.setProperty(OutcomeKeys.DB_FAULT_ENDED_MS, Long.toString(endedMs));
		return this;
	}

	public Outcome ok(final long finishedMs) {
		properties.setProperty(OutcomeKeys.STATUS, OutcomeKeys.OK);
		properties.setProperty(OutcomeKeys.FINISHED_MS, Long.toString(finishedMs));
		return this;
	}

	/**
	 * @param reason one line
	 */
	public Outcome failed(final String reason, final long finishedMs) {
		properties.setProperty(OutcomeKeys.STATUS, OutcomeKeys.FAILED);
		properties.setProperty(OutcomeKeys.REASON, reason);
		properties.setProperty(OutcomeKeys.FINISHED_MS, Long.toString(finishedMs));
		return this;
	}

	public boolean isOk() {
		return RunRecord.of(properties).ok();
	}

	public Properties properties() {
		final Properties copy = new Properties();
		copy.putAll(properties);
		return copy;
	}

}
