package dev.poolsweep.tuning.jmx;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * JMeter's peaks in the measured run, and the rule that says it may have been the limit.
 */
class JmeterUsageTest {

	private static final long ZERO_MS = 1_700_000_000_000L;

	/**
	 * One reading a second from 1 s after time zero, at the given shares; rss grows by 1
	 * MB a second.
	 */
	private static List<JmeterUsage.Second> seconds(final double... shares) {
		final List<JmeterUsage.Second> seconds = new ArrayList<>();
		for (int i = 0; i < shares.length; i++) {
			seconds.add(new JmeterUsage.Second(ZERO_MS + 1000L * (i + 1), shares[i], (100L + i) * 1024 * 1024));
		}
		return seconds;
	}

	@Test
	void threeSecondsInARowAboveEightyPercentAreBusyAndTheBusiestOfThemIsNamed() {
		final var busiest = JmeterUsage.busiest(seconds(0.5, 0.85, 0.93, 0.81, 0.5));
		assertThat(busiest).isPresent();
		assertThat(busiest.get().cpuShare()).isEqualTo(0.93);
		assertThat(busiest.get().epochMs()).isEqualTo(ZERO_MS + 3000);
	}

	@Test
	void theWarningNamesTheShareTheCpusAndTheSecondFromTimeZero() {
		final JmeterUsage usage = new JmeterUsage();
		for (final JmeterUsage.Second second : seconds(0.3, 0.5, 0.85, 0.93, 0.81, 0.2)) {
			usage.add(second.epochMs() + 23_000, second.cpuShare(), second.rssBytes());
		}
		final JmeterUsage.Summary summary = usage.during(ZERO_MS);
		assertThat(summary.cpuPeak()).isEqualTo(0.93);
		assertThat(summary.warning("CPU 1", ZERO_MS, "t10-p100-a100/rep-1")).contains("JMeter used 93 % of its CPUs "
				+ "(CPU 1) at t=26 s of t10-p100-a100/rep-1: the load generator may be the limit");
		assertThat(new JmeterUsage().during(ZERO_MS).warning("CPU 1", ZERO_MS, "run")).isEmpty();
	}

	@Test
	void fewerThanThreeSecondsInARowOrEightyPercentExactlyAreNotBusy() {
		assertThat(JmeterUsage.busiest(seconds(0.99, 0.99, 0.5, 0.99, 0.99, 0.1))).isEmpty();
		assertThat(JmeterUsage.busiest(seconds(0.8, 0.8, 0.8, 0.8))).as("more than 80 %, not 80 %").isEmpty();
		assertThat(JmeterUsage.busiest(seconds(0.9, 0.9, Double.NaN, 0.9))).as("an unknown second ends a run")
			.isEmpty();
		assertThat(JmeterUsage.busiest(seconds())).isEmpty();
	}

	@Test
	void aBusyRunAtTheEndCountsAndTheBusiestOfAllRunsIsNamed() {
		assertThat(JmeterUsage.busiest(seconds(0.1, 0.9, 0.95, 0.9, 0.1, 0.85, 0.97, 0.99)))
			.map(JmeterUsage.Second::cpuShare)
			.contains(0.99);
	}

	@Test
	void theMeasuredRunLeavesJmetersStartUpOut() {
		final JmeterUsage usage = new JmeterUsage();
		usage.add(ZERO_MS - 1000, 1.0, 50L * 1024 * 1024); // start-up: the JVM compiles,
															// nothing is sent
		usage.add(ZERO_MS + 500, 0.95, 60L * 1024 * 1024); // its second began before time
															// zero
		usage.add(ZERO_MS + 1500, 0.4, 300L * 1024 * 1024);
		usage.add(ZERO_MS + 2500, null, -1); // JMeter gone
		usage.add(ZERO_MS + 3500, 0.6, 200L * 1024 * 1024);
		final JmeterUsage.Summary summary = usage.during(ZERO_MS);
		assertThat(summary.cpuPeak()).isEqualTo(0.6);
		assertThat(summary.rssPeak()).isEqualTo(300L * 1024 * 1024);
		assertThat(summary.busiest()).isEmpty();
		final JmeterUsage.Summary none = new JmeterUsage().during(ZERO_MS);
		assertThat(none.cpuPeak()).isNaN();
		assertThat(none.rssPeak()).isEqualTo(-1);
	}

	@Test
	void cpuShareIsRelativeToTheCpusTheProcessMayUse() {
		assertThat(CpuShare.of(0.5, 1.0, 1)).isEqualTo(0.5);
		assertThat(CpuShare.of(0.5, 1.0, 2)).isEqualTo(0.25);
		assertThat(CpuShare.of(1.01, 1.0, 1)).as("a tick over").isEqualTo(1.0);
		assertThat(CpuShare.of(0, 1.0, 4)).isZero();
	}

	@Test
	void cpuShareOfABusyProcessIsKnownFromItsSecondPoll() throws InterruptedException {
		final CpuShare share = new CpuShare(ProcessHandle.current().pid());
		assertThat(share.poll()).as("first poll").isNull();
		final long until = System.nanoTime() + 300_000_000L;
		long spin = 0;
		while (System.nanoTime() < until) {
			spin++;
		}
		assertThat(spin).isPositive();
		assertThat(share.poll()).isBetween(0.05, 1.0);
		assertThat(new CpuShare(Long.MAX_VALUE).poll()).isNull();
		final CpuShare gone = new CpuShare(Long.MAX_VALUE);
		gone.poll();
		assertThat(gone.poll()).as("no such process").isNull();
	}

}
