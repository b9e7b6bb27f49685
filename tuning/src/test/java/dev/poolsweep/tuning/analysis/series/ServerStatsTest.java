package dev.poolsweep.tuning.analysis.series;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import dev.poolsweep.tuning.analysis.SweepFixture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class ServerStatsTest {

	private static final long T = 1_700_000_000_000L;

	@TempDir
	Path dir;

	/**
	 * Five rows: one before time zero (the baseline for counters), three in the 3-second
	 * run, one after it. Busy threads 2, 8, 4; CPU unknown (-1) in one row; an empty cell
	 * for pending in another.
	 */
	private JmxFile.Readings readings() throws IOException {
		final Path file = dir.resolve("jmx.csv");
		Files.writeString(file,
				SweepFixture.JMX_HEADER + "\n" + row(T - 600, 50, 0, 0, -1, -1, 100, 10, 100, 40, 1000, 100)
						+ row(T + 400, 2, 3, 0, 0.10, 0.20, 200, 11, 110, 45, 1500, 120)
						+ row(T + 1400, 8, 20, 6, 0.50, 0.80, 300, 13, 150, 60, 2600, 400)
						+ row(T + 2400, 4, 9, Double.NaN, -1, 0.50, 250, 14, 160, 55, 3000, 500)
						+ row(T + 3400, 99, 99, 99, 0.99, 0.99, 999, 99, 999, 99, 9999, 9999));
		return JmxFile.read(file);
	}

	private static String row(final long epochMs, final int busy, final int connections, final double pending,
			final double processCpu, final double systemCpu, final long heapMb, final int gcCount, final int gcTimeMs,
			final int liveThreads, final long voluntary, final long involuntary) {
		return epochMs + "," + busy + ",10,10," + connections + ",1,1,10,"
				+ (Double.isNaN(pending) ? "" : (int) pending) + "," + processCpu + "," + systemCpu + ","
				+ heapMb * 1024 * 1024 + "," + gcCount + "," + gcTimeMs + "," + liveThreads + "," + voluntary + ","
				+ involuntary + "\n";
	}

	@Test
	void peaksAndMeansUseTheRowsWithinTheRun() throws IOException {
		final ServerStats stats = ServerStats.of(readings(), T, 3, 1, 2);

		assertThat(stats.busyThreadsPeak()).isEqualTo(8);
		assertThat(stats.connectionsPeak()).isEqualTo(20);
		assertThat(stats.pendingPeak()).isEqualTo(6);
		assertThat(stats.pendingMean()).isEqualTo(3);
		assertThat(stats.heapPeakMb()).isEqualTo(300);
		assertThat(stats.liveThreadsPeak()).isEqualTo(60);
	}

	@Test
	void cpuIsInPercentAndUnknownReadingsAreLeftOut() throws IOException {
		final ServerStats stats = ServerStats.of(readings(), T, 3, 1, 2);

		assertThat(stats.processCpuMeanPct()).isCloseTo(30, within(1e-9));
		assertThat(stats.processCpuPeakPct()).isCloseTo(50, within(1e-9));
		assertThat(stats.systemCpuMeanPct()).isCloseTo(50, within(1e-9));
		assertThat(stats.systemCpuPeakPct()).isCloseTo(80, within(1e-9));
		assertThat(stats.processCpuBurstMeanPct()).isCloseTo(50, within(1e-9));
		assertThat(stats.systemCpuBurstMeanPct()).isCloseTo(80, within(1e-9));
	}

	@Test
	void countersAreDifferencesFromTheLastRowBeforeTimeZero() throws IOException {
		final ServerStats stats = ServerStats.of(readings(), T, 3, 1, 2);

		assertThat(stats.gcCount()).isEqualTo(4);
		assertThat(stats.gcTimeMs()).isEqualTo(60);
		// (3000 - 1000) switches over the 3 s between the baseline row and the last row
		// of the run.
		assertThat(stats.ctxSwitchesVoluntaryPerS()).isCloseTo(2000 / 3.0, within(1e-9));
		assertThat(stats.ctxSwitchesInvoluntaryPerS()).isCloseTo(400 / 3.0, within(1e-9));
	}

	@Test
	void theSeriesPutsEachRowInItsSecond() throws IOException {
		final ServerSeries series = ServerStats.of(readings(), T, 4, 1, 2).series();

		assertThat(series.busyThreads()).containsExactly(2, 8, 4, 99);
		assertThat(series.hikariPending()).containsExactly(0, 6, Double.NaN, 99);
		assertThat(series.processCpuPct()[1]).isCloseTo(50, within(1e-9));
		assertThat(series.processCpuPct()[2]).isNaN();
	}

	@Test
	void withoutJmxEverythingIsUnknown() {
		final ServerStats stats = ServerStats.unknown(3);

		assertThat(stats.busyThreadsPeak()).isNaN();
		assertThat(stats.gcCount()).isNaN();
		assertThat(stats.ctxSwitchesVoluntaryPerS()).isNaN();
		assertThat(stats.series().busyThreads()).containsExactly(Double.NaN, Double.NaN, Double.NaN);
	}

	@Test
	void thePoolsWaitIsEstimatedEachSecondAndItsTimeOutsCounted() throws IOException {
		final Path file = dir.resolve("pool.csv");
		// pending 0, 20, 40 while the pool served 100, 50 and 0 requests in the seconds
		// before; 2 then 5 time-outs; busy threads unknown (-1, as under virtual threads)
		Files.writeString(file,
				"epoch_ms,tomcat_threads_busy,hikari_pending,hikari_acquires,hikari_timeouts\n" + (T - 600)
						+ ",-1,0,1000,0\n" + (T + 400) + ",-1,0,1100,0\n" + (T + 1400) + ",-1,20,1150,2\n" + (T + 2400)
						+ ",-1,40,1150,7\n");
		final ServerStats stats = ServerStats.of(JmxFile.read(file), T, 3, 1, 2);
		final ServerSeries series = stats.series();
		assertThat(series.acquiresPerS()).containsExactly(100, 50, 0);
		assertThat(series.acquireTimeoutsPerS()).containsExactly(0, 2, 5);
		assertThat(series.acquireWaitMs()).as("pending / requests per second, NaN when none was served")
			.containsExactly(0, 400, Double.NaN);
		assertThat(stats.acquireTimeouts()).isEqualTo(7);
		assertThat(stats.acquireWaitPeakMs()).isEqualTo(400);
		assertThat(stats.busyThreadsPeak()).as("-1 is Tomcat's unknown").isNaN();
	}

}
