package dev.poolsweep.tuning.results;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.Properties;

/**
 * A run's outcome.properties as the analysis reads it back: how the run ended, what the
 * load generator used, when a database fault was injected, which MBeans were missing;
 * typed and named here, so that the keys of RESULTS.md are spelled in this package only.
 * A figure that is absent or not a number reads as unknown (NaN, or empty).
 */
public final class RunRecord {

	private final Properties written;

	private RunRecord(final Properties written) {
		this.written = written;
	}

	/** outcome.properties as read from its file. */
	public static RunRecord of(final Properties outcome) {
		final Properties copy = new Properties();
		copy.putAll(outcome);
		return new RunRecord(copy);
	}

	/**
	 * The status as written: {@link OutcomeKeys#OK}, {@link OutcomeKeys#FAILED}, or
	 * another word.
	 */
	public String status() {
		return text(OutcomeKeys.STATUS);
	}

	public boolean ok() {
		return status().equals(OutcomeKeys.OK);
	}

	public boolean failed() {
		return status().equals(OutcomeKeys.FAILED);
	}

	/** Why the run failed, as the runner put it. */
	public String reason() {
		final String reason = text(OutcomeKeys.REASON);
		return reason.isEmpty() ? "no reason given" : reason;
	}

	/** JMeter's CPU seconds over the measured run; NaN when unknown. */
	public double jmeterCpuSeconds() {
		return number(OutcomeKeys.JMETER_CPU_SECONDS);
	}

	/**
	 * The processes of a generator with more than one (generator.1., ...); empty for one
	 * JMeter.
	 */
	public List<GeneratorProcess> generatorProcesses() {
		final List<GeneratorProcess> processes = new ArrayList<>();
		for (int i = 1; written.containsKey(OutcomeKeys.GENERATOR_PREFIX + i + ".name"); i++) {
			final String prefix = OutcomeKeys.GENERATOR_PREFIX + i + ".";
			processes.add(new GeneratorProcess(text(prefix + "name"), text(prefix + "cpus"),
					number(prefix + "cpu_seconds"), number(prefix + "cpu_peak_pct"), number(prefix + "rss_peak_mb")));
		}
		return List.copyOf(processes);
	}

	/** When the database fault began (epoch ms); empty without one. */
	public OptionalLong dbFaultStartedMs() {
		return instant(OutcomeKeys.DB_FAULT_STARTED_MS);
	}

	/** When the database answered again (epoch ms); empty without a fault. */
	public OptionalLong dbFaultEndedMs() {
		return instant(OutcomeKeys.DB_FAULT_ENDED_MS);
	}

	/** The MBeans or attributes the sampler could not read. */
	public List<String> jmxMissing() {
		return OutcomeKeys.jmxMissing(written);
	}

	private String text(final String key) {
		final String value = written.getProperty(key);
		return value == null ? "" : value.strip();
	}

	private double number(final String key) {
		try {
			return text(key).isEmpty() ? Double.NaN : Double.parseDouble(text(key));
		}
		catch (NumberFormatException e) {
			return Double.NaN;
		}
	}

	private OptionalLong instant(final String key) {
		return text(key).isEmpty() ? OptionalLong.empty() : OptionalLong.of(Long.parseLong(text(key)));
	}

}
