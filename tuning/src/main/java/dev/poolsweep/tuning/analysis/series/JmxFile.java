package dev.poolsweep.tuning.analysis.series;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.poolsweep.tuning.results.CsvReader;
import dev.poolsweep.tuning.results.JmxColumns;

/**
 * Reads jmx.csv: one row a second of the board's JMX and /proc readings, columns by name.
 * An empty cell, or a negative value where JMX means "unknown" by it (the CPU loads,
 * Tomcat's thread counts under virtual threads), becomes NaN.
 */
public final class JmxFile {

	/** The columns the analysis uses; others are ignored. */
	private static final List<String> COLUMNS = List.of(JmxColumns.THREADS_BUSY, JmxColumns.CONNECTIONS,
			JmxColumns.HIKARI_PENDING, JmxColumns.HIKARI_ACTIVE, JmxColumns.PROCESS_CPU, JmxColumns.SYSTEM_CPU,
			JmxColumns.HEAP_USED, JmxColumns.GC_COUNT, JmxColumns.GC_TIME_MS, JmxColumns.LIVE_THREADS,
			JmxColumns.CTX_VOLUNTARY, JmxColumns.CTX_INVOLUNTARY, JmxColumns.BOARD_CPU_ALLOWED,
			JmxColumns.JMETER_CPU_ALLOWED, JmxColumns.JMETER_RSS, JmxColumns.HIKARI_ACQUIRES,
			JmxColumns.HIKARI_TIMEOUTS);

	/**
	 * Columns where a negative value means "unknown": the JMX CPU loads before the JVM
	 * has a figure, and Tomcat's busy threads when its executor is not a thread pool it
	 * can count (virtual threads: -1).
	 */
	private static final List<String> NEGATIVE_UNKNOWN = List.of(JmxColumns.PROCESS_CPU, JmxColumns.SYSTEM_CPU,
			JmxColumns.THREADS_BUSY);

	private JmxFile() {
	}

	/**
	 * The readings, one entry per row, keyed by column name (every header column is
	 * present).
	 */
	public record Readings(long[] epochMs, Map<String, double[]> columns) {

		/** A column's values; all NaN when the file did not have it. */
		public double[] column(final String name) {
			final double[] values = columns.get(name);
			if (values != null) {
				return values;
			}
			final double[] missing = new double[epochMs.length];
			Arrays.fill(missing, Double.NaN);
			return missing;
		}

		public int size() {
			return epochMs.length;
		}
	}

	public static Readings read(final Path file) throws IOException {
		final List<Long> times = new ArrayList<>();
		final Map<String, List<Double>> values = new HashMap<>();
		try (CsvReader csv = CsvReader.open(file)) {
			final int epoch = csv.requireColumn(JmxColumns.EPOCH_MS);
			final List<String> present = COLUMNS.stream().filter(name -> csv.column(name) >= 0).toList();
			for (List<String> record = csv.next(); record != null; record = csv.next()) {
				final double time = parse(CsvReader.field(record, epoch).strip());
				if (Double.isNaN(time)) {
					continue;
				}
				times.add((long) time);
				for (final String name : present) {
					values.computeIfAbsent(name, k -> new ArrayList<>())
						.add(cell(name, CsvReader.field(record, csv.column(name))));
				}
			}
		}
		final long[] epochMs = times.stream().mapToLong(Long::longValue).toArray();
		final Map<String, double[]> columns = new HashMap<>();
		values.forEach((name, list) -> columns.put(name, list.stream().mapToDouble(Double::doubleValue).toArray()));
		return new Readings(epochMs, columns);
	}

	private static double cell(final String column, final String text) {
		final double value = parse(text.strip());
		return value < 0 && NEGATIVE_UNKNOWN.contains(column) ? Double.NaN : value;
	}

	private static double parse(final String text) {
		if (text.isEmpty()) {
			return Double.NaN;
		}
		try {
			return Double.parseDouble(text);
		}
		catch (NumberFormatException e) {
			return Double.NaN;
		}
	}

}
