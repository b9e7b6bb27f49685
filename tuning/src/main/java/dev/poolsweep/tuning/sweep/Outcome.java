package dev.poolsweep.tuning.sweep;

import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;

import dev.poolsweep.tuning.jmeter.JmeterProcess;
import dev.poolsweep.tuning.jmx.JmeterUsage;
import dev.poolsweep.tuning.results.OutcomeKeys;
import dev.poolsweep.tuning.results.SettingKeys;

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
	 * The measured JMeter run: when it was launched, its samples and CPU time, its bound.
	 */
	public Outcome measured(final JmeterProcess.Result result, final long maxInFlight) {
		properties.setProperty(OutcomeKeys.LOAD_STARTED_MS, Long.toString(result.startedMs()));
		properties.setProperty(OutcomeKeys.JMETER_CPU_SECONDS, String.format(Locale.ROOT, "%.2f", result.cpuSeconds()));
		properties.setProperty(OutcomeKeys.JMETER_CPU_SECONDS_TOTAL,
				String.format(Locale.ROOT, "%.2f", result.cpuSecondsTotal()));
		properties.setProperty(OutcomeKeys.SAMPLES, Integer.toString(result.samples().size()));
		properties.setProperty(SettingKeys.MAX_IN_FLIGHT, Long.toString(maxInFlight));
		return this;
	}

	/** JMeter's peak CPU and memory during the schedule; empty values when unknown. */
	public Outcome jmeterUsage(final JmeterUsage.Summary usage) {
		properties.setProperty(OutcomeKeys.JMETER_CPU_PEAK_PCT,
				Double.isNaN(usage.cpuPeak()) ? "" : String.format(Locale.ROOT, "%.0f", usage.cpuPeak() * 100));
		properties.setProperty(OutcomeKeys.JMETER_RSS_PEAK_MB,
				usage.rssPeak() < 0 ? "" : Long.toString(Math.round(usage.rssPeak() / (1024.0 * 1024.0))));
		return this;
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
		return OutcomeKeys.OK.equals(properties.getProperty(OutcomeKeys.STATUS));
	}

	public Properties properties() {
		final Properties copy = new Properties();
		copy.putAll(properties);
		return copy;
	}

}
