package dev.poolsweep.tuning.analysis.series;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.poolsweep.tuning.results.CsvReader;

/**
 * Reads jmx.csv: one row a second of the board's JMX and /proc readings, columns by name.
 * An empty cell, or -1 in a CPU column (JMX's "unknown"), becomes NaN.
 */
public final class JmxFile {

	public static final String EPOCH_MS = "epoch_ms";

	public static final String THREADS_BUSY = "tomcat_threads_busy";

	public static final String CONNECTIONS = "tomcat_connections";

	public static final String HIKARI_PENDING = "hikari_pending";

	public static final String PROCESS_CPU = "process_cpu";

	public static final String SYSTEM_CPU = "system_cpu";

	public static final String HEAP_USED = "heap_used_bytes";

	public static final String GC_COUNT = "gc_count";

	public static final String GC_TIME_MS = "gc_time_ms";

	public static final String LIVE_THREADS = "live_threads";

	public static final String CTX_VOLUNTARY = "ctx_switches_voluntary";

	public static final String CTX_INVOLUNTARY = "ctx_switches_involuntary";

	/**
	 * The board's CPU over the last second, 0..1 of the CPUs it may use (absent in older
	 * results).
	 */
	public static final String BOARD_CPU_ALLOWED = "board_cpu_allowed";

	/** The measured JMeter's CPU over the last second, 0..1 of the CPUs it may use. */
	public static final String JMETER_CPU_ALLOWED = "jmeter_cpu_allowed";

	public static final String JMETER_RSS = "jmeter_rss_bytes";

	/** The columns the analysis uses; others are ignored. */
	private static final List<String> COLUMNS = List.of(THREADS_BUSY, CONNECTIONS, HIKARI_PENDING, PROCESS_CPU,
			SYSTEM_CPU, HEAP_USED, GC_COUNT, GC_TIME_MS, LIVE_THREADS, CTX_VOLUNTARY, CTX_INVOLUNTARY,
			BOARD_CPU_ALLOWED, JMETER_CPU_ALLOWED, JMETER_RSS);

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
			final int epoch = csv.requireColumn(EPOCH_MS);
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
		final boolean cpuUnknown = (column.equals(PROCESS_CPU) || column.equals(SYSTEM_CPU)) && value < 0;
		return cpuUnknown ? Double.NaN : value;
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
