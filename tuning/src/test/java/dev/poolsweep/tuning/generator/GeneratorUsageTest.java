package dev.poolsweep.tuning.generator;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * JMeter's peaks in the measured run, and the rule that says it may have been the limit.
 */
class JmeterUsageTest {

	private static final long ZERO_MS = 1_700_000_000_000L;

	private static final Engine JMETER = new Engine("JMeter", "1");

	private static final Engine ENGINE_1 = new Engine("JMeter engine 1", "1");

	private static final Engine ENGINE_2 = new Engine("JMeter engine 2", "1");

	/**
	 * One reading a second from 1 s after time zero, at the given shares; rss grows by 1
	 * MB a second.
	 */
	private static List<GeneratorUsage.Second> seconds(final double... shares) {
		final List<GeneratorUsage.Second> seconds = new ArrayList<>();
		for (int i = 0; i < shares.length; i++) {
			seconds.add(new GeneratorUsage.Second(ZERO_MS + 1000L * (i + 1), shares[i], (100L + i) * 1024 * 1024));
		}
		return seconds;
	}

	@Test
	void threeSecondsInARowAboveEightyPercentAreBusyAndTheBusiestOfThemIsNamed() {
		final var busiest = GeneratorUsage.busiest(seconds(0.5, 0.85, 0.93, 0.81, 0.5));
		assertThat(busiest).isPresent();
		assertThat(busiest.get().cpuShare()).isEqualTo(0.93);
		assertThat(busiest.get().epochMs()).isEqualTo(ZERO_MS + 3000);
	}

	@Test
	void theWarningNamesTheShareTheCpusAndTheSecondFromTimeZero() {
		final GeneratorUsage usage = new GeneratorUsage(1000);
		for (final GeneratorUsage.Second second : seconds(0.3, 0.5, 0.85, 0.93, 0.81, 0.2)) {
			usage.add(JMETER, second.epochMs() + 23_000, second.cpuShare(), second.rssBytes());
		}
		final GeneratorUsage.Summary summary = usage.during(ZERO_MS, Long.MAX_VALUE).getFirst();
		assertThat(summary.cpuPeak()).isEqualTo(0.93);
		assertThat(summary.warning("CPU 1", ZERO_MS, "t10-p100-a100/rep-1")).contains("JMeter used 93 % of its CPUs "
				+ "(CPU 1) at t=26 s of t10-p100-a100/rep-1: the load generator may be the limit");
		assertThat(new GeneratorUsage(1000).during(ZERO_MS, Long.MAX_VALUE)).isEmpty();
	}

	@Test
	void eachEngineIsJudgedOnItsOwnAndNamedInItsWarning() {
		final GeneratorUsage usage = new GeneratorUsage(1000);
		final double[] busy = { 0.85, 0.95, 0.9 };
		for (int i = 0; i < busy.length; i++) {
			usage.add(ENGINE_1, ZERO_MS + 1000L * (i + 1), 0.4, 300L * 1024 * 1024);
			usage.add(ENGINE_2, ZERO_MS + 1000L * (i + 1), busy[i], 200L * 1024 * 1024);
		}
		final List<GeneratorUsage.Summary> engines = usage.during(ZERO_MS, Long.MAX_VALUE);
		assertThat(engines).extracting(summary -> summary.engine().name())
			.containsExactly("JMeter engine 1", "JMeter engine 2");
		assertThat(engines.getFirst().warning("CPU 1", ZERO_MS, "run")).isEmpty();
		assertThat(engines.get(1).cpuPeak()).isEqualTo(0.95);
		assertThat(engines.get(1).rssPeak()).isEqualTo(200L * 1024 * 1024);
		assertThat(engines.get(1).warning("CPU 1", ZERO_MS, "run")).contains(
				"JMeter engine 2 used 95 % of its CPUs (CPU 1) at t=1 s of run: the load generator may be the limit");
	}

	@Test
	void fewerThanThreeSecondsInARowOrEightyPercentExactlyAreNotBusy() {
		assertThat(GeneratorUsage.busiest(seconds(0.99, 0.99, 0.5, 0.99, 0.99, 0.1))).isEmpty();
		assertThat(GeneratorUsage.busiest(seconds(0.8, 0.8, 0.8, 0.8))).as("more than 80 %, not 80 %").isEmpty();
		assertThat(GeneratorUsage.busiest(seconds(0.9, 0.9, Double.NaN, 0.9))).as("an unknown second ends a run")
			.isEmpty();
		assertThat(GeneratorUsage.busiest(seconds())).isEmpty();
	}

	@Test
	void aBusyRunAtTheEndCountsAndTheBusiestOfAllRunsIsNamed() {
		assertThat(GeneratorUsage.busiest(seconds(0.1, 0.9, 0.95, 0.9, 0.1, 0.85, 0.97, 0.99)))
			.map(GeneratorUsage.Second::cpuShare)
			.contains(0.99);
	}

	@Test
	void theMeasuredRunLeavesJmetersStartUpOut() {
		final GeneratorUsage usage = new GeneratorUsage(1000);
		usage.add(JMETER, ZERO_MS - 1000, 1.0, 50L * 1024 * 1024); // start-up: the JVM
																	// compiles,
		// nothing is sent
		usage.add(JMETER, ZERO_MS + 500, 0.95, 60L * 1024 * 1024); // its second began
																	// before time
		// zero
		usage.add(JMETER, ZERO_MS + 1500, 0.4, 300L * 1024 * 1024);
		usage.add(JMETER, ZERO_MS + 2500, null, -1); // JMeter gone
		usage.add(JMETER, ZERO_MS + 3500, 0.6, 200L * 1024 * 1024);
		final GeneratorUsage.Summary summary = usage.during(ZERO_MS, Long.MAX_VALUE).getFirst();
		assertThat(summary.cpuPeak()).isEqualTo(0.6);
		assertThat(summary.rssPeak()).isEqualTo(300L * 1024 * 1024);
		assertThat(summary.busiestStartMs()).isEmpty();
		final GeneratorUsage.Summary none = usage.during(ZERO_MS + 10_000, Long.MAX_VALUE).getFirst();
		assertThat(none.cpuPeak()).isNaN();
		assertThat(none.rssPeak()).isEqualTo(-1);
	}

}
