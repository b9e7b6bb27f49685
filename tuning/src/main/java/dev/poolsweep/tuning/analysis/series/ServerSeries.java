package dev.poolsweep.tuning.analysis.series;

import java.util.Arrays;

import dev.poolsweep.tuning.results.JmxColumns;

/**
 * jmx.csv readings laid on the run's seconds from time zero, for the charts: the row
 * sampled during second s (the last one if several); NaN where none was. processCpuPct
 * and systemCpuPct are percent of the whole machine; boardCpuPct and jmeterCpuPct percent
 * of the CPUs each process may use.
 */
public record ServerSeries(double[] busyThreads, double[] connections, double[] hikariPending, double[] hikariActive,
		double[] processCpuPct, double[] systemCpuPct, double[] boardCpuPct, double[] jmeterCpuPct) {

	static ServerSeries of(final JmxFile.Readings readings, final long zeroMs, final int seconds) {
		return new ServerSeries(perSecond(readings, JmxColumns.THREADS_BUSY, zeroMs, seconds, 1),
				perSecond(readings, JmxColumns.CONNECTIONS, zeroMs, seconds, 1),
				perSecond(readings, JmxColumns.HIKARI_PENDING, zeroMs, seconds, 1),
				perSecond(readings, JmxColumns.HIKARI_ACTIVE, zeroMs, seconds, 1),
				perSecond(readings, JmxColumns.PROCESS_CPU, zeroMs, seconds, 100),
				perSecond(readings, JmxColumns.SYSTEM_CPU, zeroMs, seconds, 100),
				perSecond(readings, JmxColumns.BOARD_CPU_ALLOWED, zeroMs, seconds, 100),
				perSecond(readings, JmxColumns.JMETER_CPU_ALLOWED, zeroMs, seconds, 100));
	}

	private static double[] perSecond(final JmxFile.Readings readings, final String column, final long zeroMs,
			final int seconds, final double factor) {
		final double[] series = new double[seconds];
		Arrays.fill(series, Double.NaN);
		final double[] values = readings.column(column);
		for (int row = 0; row < readings.size(); row++) {
			final long s = Math.floorDiv(readings.epochMs()[row] - zeroMs, 1000);
			if (s >= 0 && s < seconds && !Double.isNaN(values[row])) {
				series[(int) s] = values[row] * factor;
			}
		}
		return series;
	}
}
