package dev.poolsweep.tuning.results;

import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Properties;

/**
 * The keys of outcome.properties, and its two statuses; it also has
 * {@link SettingKeys#MAX_IN_FLIGHT}.
 */
public final class OutcomeKeys {

	public static final String STATUS = "status";

	public static final String OK = "ok";

	public static final String FAILED = "failed";

	public static final String REASON = "reason";

	public static final String STARTED_MS = "started_ms";

	public static final String FINISHED_MS = "finished_ms";

	public static final String LOAD_STARTED_MS = "load_started_ms";

	public static final String SAMPLES = "samples";

	public static final String JMETER_CPU_SECONDS = "jmeter_cpu_seconds";

	public static final String JMETER_CPU_SECONDS_TOTAL = "jmeter_cpu_seconds_total";

	public static final String JMETER_CPU_PEAK_PCT = "jmeter_cpu_peak_pct";

	public static final String JMETER_RSS_PEAK_MB = "jmeter_rss_peak_mb";

	public static final String JMETER_CPU_WARNING = "jmeter_cpu_warning";

	/**
	 * Prefix of what each process of the load generator used, when it has more than one
	 * (remote engines and their controller): generator.1.name, generator.1.cpus,
	 * generator.1.cpu_seconds, generator.1.cpu_peak_pct, generator.1.rss_peak_mb, ...
	 */
	public static final String GENERATOR_PREFIX = "generator.";

	/** A list: see {@link #joinJmxMissing} and {@link #jmxMissing}. */
	public static final String JMX_MISSING = "jmx_missing";

	/** When the database fault began: the pause or the stop was done (epoch ms). */
	public static final String DB_FAULT_STARTED_MS = "db_fault_started_ms";

	/**
	 * When the database fault ended: resumed, or accepting connections again (epoch ms).
	 */
	public static final String DB_FAULT_ENDED_MS = "db_fault_ended_ms";

	/** Between the items of a list, and a space after it. */
	private static final char LIST_SEPARATOR = ';';

	private OutcomeKeys() {
	}

	/** The value of {@link #JMX_MISSING} for these items, in their order. */
	public static String joinJmxMissing(final Collection<String> items) {
		return String.join(LIST_SEPARATOR + " ", items);
	}

	/** The items of an outcome's {@link #JMX_MISSING}; none when it has none. */
	public static List<String> jmxMissing(final Properties outcome) {
		return Arrays.stream(outcome.getProperty(JMX_MISSING, "").split(String.valueOf(LIST_SEPARATOR)))
			.map(String::strip)
			.filter(item -> !item.isEmpty())
			.toList();
	}

}
