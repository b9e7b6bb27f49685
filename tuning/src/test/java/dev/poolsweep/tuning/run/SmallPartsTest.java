package dev.poolsweep.tuning.run;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import dev.poolsweep.tuning.analysis.Sample;
import dev.poolsweep.tuning.plan.LoadProfile;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

/** Durations, CPU lists, ETA, the calibration's arithmetic, the JMeter properties. */
class SmallPartsTest {

	@Test
	void durations() {
		assertThat(Durations.parse("15s")).isEqualTo(Duration.ofSeconds(15));
		assertThat(Durations.parse("15")).isEqualTo(Duration.ofSeconds(15));
		assertThat(Durations.parse("500ms")).isEqualTo(Duration.ofMillis(500));
		assertThat(Durations.parse("2m")).isEqualTo(Duration.ofMinutes(2));
		assertThatIllegalArgumentException().isThrownBy(() -> Durations.parse("soon"))
			.withMessage("'soon' is not a duration like 500ms, 15s, 2m or 1h");
		assertThat(Durations.format(Duration.ofMillis(1500))).isEqualTo("1500ms");
		assertThat(Durations.format(Duration.ofSeconds(90))).isEqualTo("90s");
	}

	@Test
	void cpuLists() {
		assertThat(CpuPinning.parseList("0-1")).containsExactly(0, 1);
		assertThat(CpuPinning.parseList(" 0,2-4,7\n")).containsExactly(0, 2, 3, 4, 7);
		assertThat(CpuPinning.prefix("")).isEmpty();
		assertThat(CpuPinning.prefix("1")).containsExactly("taskset", "-c", "1");
		assertThat(CpuPinning.label("1")).isEqualTo("CPU 1");
		assertThat(CpuPinning.label("0,1")).isEqualTo("CPUs 0,1");
	}

	@Test
	void pinningSplitsTwoOrMoreCpusAndLeavesOneUnpinnedWithANote() {
		final CpuPinning.Choice two = CpuPinning.choose(true, List.of(0, 1), true);
		assertThat(two.pinning()).isEqualTo(new CpuPinning("0", "1"));
		assertThat(two.note()).isEmpty();
		assertThat(CpuPinning.choose(true, List.of(0, 1, 2, 3, 4), true).pinning())
			.isEqualTo(new CpuPinning("0,1", "2,3,4"));
		final CpuPinning.Choice one = CpuPinning.choose(true, List.of(3), true);
		assertThat(one.pinning()).isEqualTo(CpuPinning.NONE);
		assertThat(one.note()).isEqualTo("note: no CPU pinning: this process may use 1 CPU (3); board, JMeter and the "
				+ "database run unpinned");
		assertThat(CpuPinning.choose(true, List.of(), true).note()).startsWith("note: no CPU pinning: the CPUs");
		assertThat(CpuPinning.choose(false, List.of(0, 1), true)).isEqualTo(new CpuPinning.Choice(CpuPinning.NONE, ""));
		assertThatIllegalArgumentException().isThrownBy(() -> CpuPinning.choose(true, List.of(0, 1), false))
			.withMessageEndingWith("install it or give --no-pin");
	}

	@Test
	void etaGuessesThenLearnsTheOverhead() {
		final Eta eta = new Eta(65);
		assertThat(eta.perRunS()).isEqualTo(65 + Eta.GUESSED_OVERHEAD_S);
		assertThat(eta.leftS(3, 10)).isEqualTo(2 * 90 + 80);
		eta.runFinished(75);
		eta.runFinished(85);
		assertThat(eta.perRunS()).isEqualTo(80);
		assertThat(eta.leftS(0, 0)).isZero();
		assertThat(Eta.format(3725)).isEqualTo("1h 02m");
		assertThat(Eta.format(380)).isEqualTo("6m 20s");
		assertThat(Eta.format(45)).isEqualTo("45s");
	}

	@Test
	void progressLineNamesTheRunAndTheTimeLeft() {
		final Progress progress = new Progress(new PrintStream(OutputStream.nullOutputStream()), false);
		progress.start(8, 2, 65);
		progress.runStarted(new RunId(new Point(10, 100, 100, null, null), 2));
		assertThat(progress.render()).startsWith("[--------------------] 0/8 runs | t10-p100-a100 rep 2/2 | ")
			.endsWith(" left");
	}

	@Test
	void calibrationPutsTheBurstAtOneAndAHalfTimesCapacity() {
		final LoadProfile paper = LoadProfile.parse(LoadSettings.PAPER_PROFILE);
		assertThat(Calibrator.scaleFor(paper, 400)).isEqualTo(2.0);
		assertThat(Calibrator.besideBurstRps(paper)).isEqualTo(100);
		final List<Sample> samples = List.of(new Sample(0, 10, true, "200", ""), new Sample(1, 30, true, "200", ""),
				new Sample(2, 20, false, "503", ""));
		final CapacityStep step = CapacityStep.of(0.3, 10, samples);
		assertThat(step.errors()).isEqualTo(1);
		assertThat(step.achievedRps()).isEqualTo(0.2);
		assertThat(step.p99Ms()).isEqualTo(30);
		assertThat(step.passes(500)).isFalse();
		assertThat(step.sentRps()).isEqualTo(0.3);
		assertThat(new CapacityStep(100, 99.5, 99.5, 40, 0).passes(500)).isTrue();
		assertThat(new CapacityStep(100, 80, 80, 40, 0).passes(500)).as("did not keep up").isFalse();
		assertThat(new CapacityStep(100, 100, 100, 600, 0).passes(500)).as("too slow").isFalse();
		assertThat(new CapacityStep(100, 100, 99.9, 40, 1).passes(500)).as("an error").isFalse();
	}

	@Test
	void aCalibrationStepWithFewerThanNinetyNinePercentSentIsOver() {
		final long zero = 1_700_000_000_000L;
		final List<Sample> all = new ArrayList<>();
		for (int i = 0; i < 200; i++) {
			all.add(new Sample(zero + 50L * i, 12 + i % 7, true, "200", ""));
		}
		final CapacityStep sent = CapacityStep.of(20, 10, all);
		assertThat(sent.sentRps()).isEqualTo(20.0);
		assertThat(sent.achievedRps()).isEqualTo(20.0);
		assertThat(sent.passes(500)).isTrue();
		assertThat(sent.describe(500)).isEqualTo("20 rps: sent 20.0/s (100.0 %), ok 20.0/s, p99 18 ms, 0 errors, ok");
		final CapacityStep short3 = CapacityStep.of(20, 10, all.subList(0, 197));
		assertThat(short3.sentRps()).isEqualTo(19.7);
		assertThat(short3.passes(500)).as("98.5 % sent").isFalse();
		assertThat(short3.describe(500)).endsWith("(98.5 %), ok 19.7/s, p99 18 ms, 0 errors, over");
		final List<Sample> slow = new ArrayList<>(all);
		slow.set(100, new Sample(zero + 5000, 501, true, "200", ""));
		slow.set(101, new Sample(zero + 5050, 900, true, "200", ""));
		slow.set(102, new Sample(zero + 5100, 900, true, "200", ""));
		assertThat(CapacityStep.of(20, 10, slow).p99Ms()).as("nearest rank: the 198th of 200").isEqualTo(501);
		assertThat(CapacityStep.of(20, 10, slow).passes(500)).as("p99 above 500 ms").isFalse();
	}

	@Test
	void theCalibrationWarmsUpAsTheRunsDoButAtLeastFifteenSeconds() {
		final LoadSettings quick = new LoadSettings("burst", LoadSettings.PAPER_PROFILE, 1, true, 3000, 10_000,
				Duration.ofSeconds(5), 0);
		assertThat(Calibrator.warmup(quick)).isEqualTo(Duration.ofSeconds(15));
		assertThat(quick.effectiveWarmupRps()).as("the runs' rule: the first rate").isEqualTo(50);
		final LoadSettings longer = new LoadSettings("burst", LoadSettings.PAPER_PROFILE, 1, true, 3000, 10_000,
				Duration.ofSeconds(30), 0);
		assertThat(Calibrator.warmup(longer)).isEqualTo(Duration.ofSeconds(30));
	}

	@Test
	void requestsInFlightAreBoundedByPeakRateTimesTheResponseTimeout() {
		assertThat(LoadPlans.maxInFlight(300, 10_000)).as("the paper's peak").isEqualTo(3000);
		assertThat(LoadPlans.maxInFlight(12.5, 3000)).isEqualTo(38);
		assertThat(LoadPlans.maxInFlight(7, 3300)).isEqualTo(24);
		assertThat(LoadPlans.maxInFlight(0.04, 10_000)).as("at least 1").isEqualTo(1);
		assertThat(LoadPlans.maxInFlight(0, 10_000)).isEqualTo(1);
		final LoadSettings paper = new LoadSettings("burst", LoadSettings.PAPER_PROFILE, 0.714, true, 3000, 10_000,
				Duration.ofSeconds(15), 0);
		assertThat(paper.maxInFlight()).as("the scaled schedule's peak, 214 req/s").isEqualTo(2140);
	}

	@Test
	void jmetersHeapIsAtLeastOneGigabyteAndGrowsWithItsThreads() {
		assertThat(JmeterLaunch.heapMb(3000, 24_000)).isEqualTo(1024 + 750);
		assertThat(JmeterLaunch.heapMb(1, 24_000)).isEqualTo(1025);
		assertThat(JmeterLaunch.heapMb(3000, -1)).as("machine memory unknown").isEqualTo(1774);
		assertThat(JmeterLaunch.heapMb(200_000, 8000)).as("at most half the machine").isEqualTo(4000);
		assertThat(JmeterLaunch.heapMb(100, 1500)).as("never below 1 GB").isEqualTo(1024);
		final JmeterInstall install = new JmeterInstall(Path.of("jmeter"), Path.of("jmeter/bin/ApacheJMeter.jar"),
				Path.of("plans"));
		final JmeterLaunch launch = new JmeterLaunch("java", install, Path.of("plans/burst.jmx"),
				Map.of("max_in_flight", "3000", "scale", "1.0"), Path.of("samples.jtl"), Path.of("jmeter.log"), "1");
		assertThat(launch.command()).startsWith("taskset", "-c", "1", "java")
			.contains("-Jmax_in_flight=3000", "-l", "samples.jtl")
			.noneMatch(arg -> arg.startsWith("-Jmax_threads_client") || arg.startsWith("-Jstart_threads")
					|| arg.startsWith("-Jspare_threads"));
		final long heap = JmeterLaunch.heapMb(3000);
		assertThat(launch.command()).contains("-Xms" + heap + "m", "-Xmx" + heap + "m");
		assertThat(heap).isBetween(1024L, 1774L);
	}

	@Test
	void burstGetsTheScheduleAndOneRatePlansGetRateAndDuration() {
		final LoadSettings burst = new LoadSettings("burst", LoadSettings.PAPER_PROFILE, 2, true, 3000, 10_000,
				Duration.ofSeconds(15), 0);
		assertThat(LoadPlans.measured(burst, 8080)).containsEntry("load_profile", LoadSettings.PAPER_PROFILE)
			.containsEntry("scale", "2.0")
			.containsEntry("port", "8080")
			.containsEntry("keep_alive", "true")
			.containsEntry("max_in_flight", "6000") // 600 req/s at the peak x 10 s
													// time-out
			.doesNotContainKey("max_threads_client")
			.doesNotContainKey("rate");
		assertThat(burst.effectiveWarmupRps()).isEqualTo(100);
		final LoadSettings smoke = new LoadSettings("smoke", "const(5,5s)", 1, false, 3000, 10_000, Duration.ZERO, 0);
		assertThat(LoadPlans.measured(smoke, 8080)).containsEntry("rate", "5")
			.containsEntry("duration", "5")
			.containsEntry("max_in_flight", "50")
			.doesNotContainKey("load_profile");
		assertThat(LoadPlans.steady(burst, 1, 12.5, Duration.ofSeconds(15))).containsEntry("rate", "12.5")
			.containsEntry("duration", "15")
			.containsEntry("max_in_flight", "125")
			.doesNotContainKey("scale");
		assertThatIllegalArgumentException()
			.isThrownBy(() -> new LoadSettings("steady", LoadSettings.PAPER_PROFILE, 1, true, 1, 1, Duration.ZERO, 0))
			.withMessageStartingWith("the steady plan runs one constant rate");
	}

}
