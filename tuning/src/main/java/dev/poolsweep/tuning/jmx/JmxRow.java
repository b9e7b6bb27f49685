package dev.poolsweep.tuning.jmx;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * One line of jmx.csv: the columns RESULTS.md lists, in that order; columns added later
 * go at the end, so a reader that takes columns by position still finds the old ones. A
 * value that could not be read stays empty.
 */
final class JmxRow {

	static final List<String> COLUMNS = List.of("epoch_ms", "tomcat_threads_busy", "tomcat_threads_current",
			"tomcat_threads_max", "tomcat_connections", "hikari_active", "hikari_idle", "hikari_total",
			"hikari_pending", "process_cpu", "system_cpu", "heap_used_bytes", "gc_count", "gc_time_ms", "live_threads",
			"ctx_switches_voluntary", "ctx_switches_involuntary", "board_cpu_allowed", "jmeter_cpu_allowed",
			"jmeter_rss_bytes");

	static final String HEADER = String.join(",", COLUMNS);

	private final String[] values = new String[COLUMNS.size()];

	JmxRow(final long epochMs) {
		Arrays.fill(values, "");
		set("epoch_ms", epochMs);
	}

	/** Sets a column; a null value leaves it empty. */
	JmxRow set(final String column, final Object value) {
		final int index = COLUMNS.indexOf(column);
		if (index < 0) {
			throw new IllegalArgumentException("jmx.csv has no column " + column);
		}
		values[index] = value == null ? "" : format(value);
		return this;
	}

	String get(final String column) {
		return values[COLUMNS.indexOf(column)];
	}

	private static String format(final Object value) {
		if (value instanceof Double || value instanceof Float) {
			final double number = ((Number) value).doubleValue();
			// The JMX CPU loads are negative while the JVM has no figure yet; RESULTS.md
			// asks for -1 then.
			return number < 0 ? "-1" : String.format(Locale.ROOT, "%.4f", number);
		}
		return value.toString();
	}

	String line() {
		return String.join(",", values);
	}

}
