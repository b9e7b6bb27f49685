package dev.poolsweep.tuning.jmx;

import java.util.Arrays;
import java.util.Locale;

import dev.poolsweep.tuning.results.JmxColumns;

/**
 * One line of jmx.csv, its columns in {@link JmxColumns#ALL} order. A value that could
 * not be read stays empty.
 */
public final class JmxRow {

	/** The header line of jmx.csv. */
	public static final String HEADER = String.join(",", JmxColumns.ALL);

	private final String[] values = new String[JmxColumns.ALL.size()];

	public JmxRow(final long epochMs) {
		Arrays.fill(values, "");
		set(JmxColumns.EPOCH_MS, epochMs);
	}

	/** Sets a column; a null value leaves it empty. */
	public JmxRow set(final String column, final Object value) {
		final int index = JmxColumns.ALL.indexOf(column);
		if (index < 0) {
			throw new IllegalArgumentException("jmx.csv has no column " + column);
		}
		values[index] = value == null ? "" : format(value);
		return this;
	}

	String get(final String column) {
		return values[JmxColumns.ALL.indexOf(column)];
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

	public String line() {
		return String.join(",", values);
	}

}
