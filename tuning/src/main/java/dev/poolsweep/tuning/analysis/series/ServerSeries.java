package dev.poolsweep.tuning.analysis.series;

import java.util.Arrays;

import dev.poolsweep.tuning.results.JmxColumns;

/**
 * jmx.csv readings laid on the run's seconds from time zero, for the charts: the row
 * sampled during second s (the last one if several); NaN where none was. processCpuPct
 * and systemCpuPct are percent of the whole machine; boardCpuPct and jmeterCpuPct percent
 * of the CPUs each process may use. acquiresPerS and acquireTimeoutsPerS are the pool's
 * connection requests (served or timed out) and time-outs per second since the row
 * before; acquireWaitMs estimates the mean wait for a connection by Little's law, the
 * threads waiting over the rate at which requests leave the wait (0 when none waits, NaN
 * when some wait and none left: longer than the second).
 */
public record ServerSeries(double[] busyThreads, double[] connections, double[] hikariPending, double[] hikariActive,
		double[] processCpuPct, double[] systemCpuPct, double[] boardCpuPct, double[] jmeterCpuPct,
		double[] acquiresPerS, double[] acquireTimeoutsPerS, double[] acquireWaitMs) {

	static ServerSeries of(final JmxFile.Readings readings, final long zeroMs, final int seconds) {
		final double[] pending = perSecond(readings, JmxColumns.HIKARI_PENDING, zeroMs, seconds, 1);
		final double[] acquires = perSecond(readings, rates(readings, JmxColumns.HIKARI_ACQUIRES), zeroMs, seconds, 1);
		final double[] waitMs = new double[seconds];
		// Little's law: the requests waiting for a connection over the rate at which they
		// get one (or give up)
		Arrays.setAll(waitMs,
				s -> pending[s] == 0 ? 0 : acquires[s] > 0 ? 1000 * pending[s] / acquires[s] : Double.NaN);
		return new ServerSeries(perSecond(readings, JmxColumns.THREADS_BUSY, zeroMs, seconds, 1),
				perSecond(readings, JmxColumns.CONNECTIONS, zeroMs, seconds, 1), pending,
				perSecond(readings, JmxColumns.HIKARI_ACTIVE, zeroMs, seconds, 1),
				perSecond(readings, JmxColumns.PROCESS_CPU, zeroMs, seconds, 100),
				perSecond(readings, JmxColumns.SYSTEM_CPU, zeroMs, seconds, 100),
				perSecond(readings, JmxColumns.BOARD_CPU_ALLOWED, zeroMs, seconds, 100),
				perSecond(readings, JmxColumns.JMETER_CPU_ALLOWED, zeroMs, seconds, 100), acquires,
				perSecond(readings, rates(readings, JmxColumns.HIKARI_TIMEOUTS), zeroMs, seconds, 1), waitMs);
	}

	/**
	 * A cumulative counter's increase per second since the row before, at each row; NaN
	 * for the first row and where either reading is missing.
	 */
	private static double[] rates(final JmxFile.Readings readings, final String column) {
		final double[] counter = readings.column(column);
		final double[] rates = new double[readings.size()];
		Arrays.fill(rates, Double.NaN);
		for (int row = 1; row < readings.size(); row++) {
			final double seconds = (readings.epochMs()[row] - readings.epochMs()[row - 1]) / 1000.0;
			if (seconds > 0) {
				rates[row] = (counter[row] - counter[row - 1]) / seconds;
			}
		}
		return rates;
	}

	private static double[] perSecond(final JmxFile.Readings readings, final String column, final long zeroMs,
			final int seconds, final double factor) {
		return perSecond(readings, readings.column(column), zeroMs, seconds, factor);
	}

	private static double[] perSecond(final JmxFile.Readings readings, final double[] values, final long zeroMs,
			final int seconds, final double factor) {
		final double[] series = new double[seconds];
		Arrays.fill(series, Double.NaN);
		for (int row = 0; row < readings.size(); row++) {
			final long s = Math.floorDiv(readings.epochMs()[row] - zeroMs, 1000);
			if (s >= 0 && s < seconds && !Double.isNaN(values[row])) {
				series[(int) s] = values[row] * factor;
			}
		}
		return series;
	}
}
