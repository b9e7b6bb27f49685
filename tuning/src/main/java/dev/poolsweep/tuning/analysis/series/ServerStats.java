package dev.poolsweep.tuning.analysis.series;

import java.util.Arrays;
import java.util.Map;

import dev.poolsweep.tuning.results.JmxColumns;

/**
 * The board's side of a run, and the load generator's, from jmx.csv rows within [time
 * zero, time zero + seconds). process and system CPU are in percent of the whole machine;
 * boardCpuBurstMeanPct and jmeterCpuPeakPct in percent of the CPUs that process may use,
 * which is what tells whether it had CPU to spare. Cumulative counters (GC, context
 * switches) are differences between the last row of the window and the last row at or
 * before time zero (or the window's first row). acquireTimeouts counts the pool's
 * connection time-outs so; acquireWaitPeakMs is the highest of the series' per-second
 * estimates of the wait for a connection. NaN when jmx.csv lacked the reading.
 */
public record ServerStats(ServerSeries series, double busyThreadsPeak, double connectionsPeak, double pendingPeak,
		double pendingMean, double activePeak, double processCpuMeanPct, double processCpuPeakPct,
		double systemCpuMeanPct, double systemCpuPeakPct, double processCpuBurstMeanPct, double systemCpuBurstMeanPct,
		double heapPeakMb, double gcCount, double gcTimeMs, double liveThreadsPeak, double ctxSwitchesVoluntaryPerS,
		double ctxSwitchesInvoluntaryPerS, double boardCpuBurstMeanPct, double jmeterCpuPeakPct, double jmeterRssPeakMb,
		double acquireTimeouts, double acquireWaitPeakMs) {

	private static final double MB = 1024.0 * 1024.0;

	public static ServerStats of(final JmxFile.Readings readings, final long zeroMs, final int seconds,
			final long burstStartS, final long burstEndS) {
		final long endMs = zeroMs + seconds * 1000L;
		final int first = firstIndexAtOrAfter(readings.epochMs(), zeroMs);
		final int end = firstIndexAtOrAfter(readings.epochMs(), endMs);
		final int baseline = first > 0 && first < readings.size() ? first - 1 : first;
		final ServerSeries series = ServerSeries.of(readings, zeroMs, seconds);
		return new ServerStats(series, max(readings.column(JmxColumns.THREADS_BUSY), first, end),
				max(readings.column(JmxColumns.CONNECTIONS), first, end),
				max(readings.column(JmxColumns.HIKARI_PENDING), first, end),
				mean(readings.column(JmxColumns.HIKARI_PENDING), first, end),
				max(readings.column(JmxColumns.HIKARI_ACTIVE), first, end),
				100 * mean(readings.column(JmxColumns.PROCESS_CPU), first, end),
				100 * max(readings.column(JmxColumns.PROCESS_CPU), first, end),
				100 * mean(readings.column(JmxColumns.SYSTEM_CPU), first, end),
				100 * max(readings.column(JmxColumns.SYSTEM_CPU), first, end),
				meanOver(series.processCpuPct(), burstStartS, burstEndS),
				meanOver(series.systemCpuPct(), burstStartS, burstEndS),
				max(readings.column(JmxColumns.HEAP_USED), first, end) / MB,
				increase(readings.column(JmxColumns.GC_COUNT), baseline, end),
				increase(readings.column(JmxColumns.GC_TIME_MS), baseline, end),
				max(readings.column(JmxColumns.LIVE_THREADS), first, end),
				ratePerSecond(readings, JmxColumns.CTX_VOLUNTARY, baseline, end),
				ratePerSecond(readings, JmxColumns.CTX_INVOLUNTARY, baseline, end),
				meanOver(series.boardCpuPct(), burstStartS, burstEndS),
				100 * max(readings.column(JmxColumns.JMETER_CPU_ALLOWED), first, end),
				max(readings.column(JmxColumns.JMETER_RSS), first, end) / MB,
				increase(readings.column(JmxColumns.HIKARI_TIMEOUTS), baseline, end),
				Arrays.stream(series.acquireWaitMs()).filter(Double::isFinite).max().orElse(Double.NaN));
	}

	/** jmx.csv is missing: every figure unknown, the series all NaN. */
	public static ServerStats unknown(final int seconds) {
		final JmxFile.Readings none = new JmxFile.Readings(new long[0], Map.of());
		return of(none, 0, seconds, 0, 0);
	}

	private static int firstIndexAtOrAfter(final long[] epochMs, final long timeMs) {
		int index = 0;
		while (index < epochMs.length && epochMs[index] < timeMs) {
			index++;
		}
		return index;
	}

	private static double max(final double[] values, final int from, final int to) {
		return Arrays.stream(values, from, to).filter(v -> !Double.isNaN(v)).max().orElse(Double.NaN);
	}

	private static double mean(final double[] values, final int from, final int to) {
		return Arrays.stream(values, from, to).filter(v -> !Double.isNaN(v)).average().orElse(Double.NaN);
	}

	private static double meanOver(final double[] perSecond, final long fromS, final long toS) {
		final int from = (int) Math.min(fromS, perSecond.length);
		final int to = (int) Math.min(toS, perSecond.length);
		return mean(perSecond, from, to);
	}

	/**
	 * Last known value minus first known value of a cumulative counter over rows [from,
	 * to).
	 */
	private static double increase(final double[] values, final int from, final int to) {
		final int[] ends = knownEnds(values, from, to);
		return ends == null ? Double.NaN : values[ends[1]] - values[ends[0]];
	}

	private static double ratePerSecond(final JmxFile.Readings readings, final String column, final int from,
			final int to) {
		final double[] values = readings.column(column);
		final int[] ends = knownEnds(values, from, to);
		if (ends == null || ends[0] == ends[1]) {
			return Double.NaN;
		}
		final double seconds = (readings.epochMs()[ends[1]] - readings.epochMs()[ends[0]]) / 1000.0;
		return (values[ends[1]] - values[ends[0]]) / seconds;
	}

	/** The first and last row in [from, to) holding a value, or null when none does. */
	private static int[] knownEnds(final double[] values, final int from, final int to) {
		int first = from;
		while (first < to && Double.isNaN(values[first])) {
			first++;
		}
		int last = to - 1;
		while (last >= first && Double.isNaN(values[last])) {
			last--;
		}
		return first < to && last >= first ? new int[] { first, last } : null;
	}
}
