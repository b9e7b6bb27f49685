package dev.poolsweep.tuning.sweep;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import dev.poolsweep.tuning.analysis.series.Sample;
import dev.poolsweep.tuning.jmx.MissingMBeans;
import dev.poolsweep.tuning.plan.LoadProfile;
import dev.poolsweep.tuning.plan.LoadSettings;
import dev.poolsweep.tuning.plan.Request;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The calibration's arithmetic and other small parts of a sweep. */
class SmallPartsTest {

	@Test
	void calibrationPutsTheBurstAtOneAndAHalfTimesCapacity() {
		final LoadProfile paper = LoadProfile.parse(LoadSettings.PAPER_PROFILE);
		assertThat(Calibrator.scaleFor(paper, 600)).isEqualTo(2.0);
		assertThat(Calibrator.besideBurstRps(paper)).isEqualTo(100);
		final List<Sample> samples = List.of(new Sample(0, 10, true, "200", ""), new Sample(1, 30, true, "200", ""),
				new Sample(2, 20, false, "503", ""));
		final CapacityStep step = CapacityStep.of(0.3, 0, 10, samples);
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
	void theBurstNeverAsksMoreThanTheGeneratorSentAsScheduled() {
		final CapacityStep served = new CapacityStep(518, 518, 518, 40, 0);
		final CapacityStep applicationOver = new CapacityStep(777, 777, 600, 900, 0);
		assertThat(Calibrator.burstRps(List.of(served, applicationOver), 518)).as("1.5 x 518 < 777: not capped")
			.isEqualTo(777);
		final CapacityStep generatorBehind = new CapacityStep(777, 4.7, 4.7, 40, 0);
		assertThat(Calibrator.burstRps(List.of(served, generatorBehind), 518))
			.as("JMeter fell behind at 777/s: the burst stays at the 518/s it sent")
			.isEqualTo(518);
		final CapacityStep lowCapacity = new CapacityStep(300, 300, 200, 40, 0);
		assertThat(Calibrator.burstRps(List.of(lowCapacity, generatorBehind), 200)).isEqualTo(300);
	}

	@Test
	void aCalibrationStepWithFewerThanNinetyNinePercentSentIsOver() {
		final long zero = 1_700_000_000_000L;
		final List<Sample> all = new ArrayList<>();
		for (int i = 0; i < 200; i++) {
			all.add(new Sample(zero + 50L * i, 12 + i % 7, true, "200", ""));
		}
		final CapacityStep sent = CapacityStep.of(20, 0, 10, all);
		assertThat(sent.sentRps()).isEqualTo(20.0);
		assertThat(sent.achievedRps()).isEqualTo(20.0);
		assertThat(sent.passes(500)).isTrue();
		assertThat(sent.describe(500))
			.isEqualTo("20 rps: sent on time 20.0/s (100.0 %), ok 20.0/s, p99 18 ms, 0 errors, ok");
		final CapacityStep short3 = CapacityStep.of(20, 0, 10, all.subList(0, 197));
		assertThat(short3.sentRps()).isEqualTo(19.7);
		assertThat(short3.passes(500)).as("98.5 % sent").isFalse();
		assertThat(short3.describe(500)).as("JMeter, not the board, fell behind")
			.endsWith("(98.5 %), ok 19.7/s, p99 18 ms, 0 errors, generator behind");
		final List<Sample> slow = new ArrayList<>(all);
		slow.set(100, new Sample(zero + 5000, 501, true, "200", ""));
		slow.set(101, new Sample(zero + 5050, 900, true, "200", ""));
		slow.set(102, new Sample(zero + 5100, 900, true, "200", ""));
		assertThat(CapacityStep.of(20, 0, 10, slow).p99Ms()).as("nearest rank: the 198th of 200").isEqualTo(501);
		assertThat(CapacityStep.of(20, 0, 10, slow).passes(500)).as("p99 above 500 ms").isFalse();
		assertThat(CapacityStep.of(20, 0, 10, slow).describe(500)).endsWith("0 errors, over");
	}

	@Test
	void theCalibrationWarmsUpAsTheRunsDoButAtLeastFifteenSeconds() {
		final LoadSettings quick = new LoadSettings("burst", LoadSettings.PAPER, 1, true, 3000, 10_000,
				Duration.ofSeconds(5), 0, Request.PLAN_DEFAULT);
		assertThat(Calibrator.warmup(quick)).isEqualTo(Duration.ofSeconds(15));
		assertThat(quick.effectiveWarmupRps()).as("the runs' rule: the first rate").isEqualTo(50);
		final LoadSettings longer = new LoadSettings("burst", LoadSettings.PAPER, 1, true, 3000, 10_000,
				Duration.ofSeconds(30), 0, Request.PLAN_DEFAULT);
		assertThat(Calibrator.warmup(longer)).isEqualTo(Duration.ofSeconds(30));
	}

	@Test
	void aMissingMBeanIsNamedOncePerSweep() {
		final MissingMBeans missing = new MissingMBeans("application");
		assertThat(missing.firstSeen(Set.of("com.zaxxer.hikari:type=Pool (poolsweep)", "*:type=ThreadPool,name=*")))
			.containsExactly(
					"warning: the application has no JMX *:type=ThreadPool,name=* (its jmx.csv columns stay empty, "
							+ "and the figures that need them)",
					"warning: the application has no JMX com.zaxxer.hikari:type=Pool (poolsweep) (its jmx.csv "
							+ "columns stay empty, and the figures that need them)");
		assertThat(missing.firstSeen(Set.of("com.zaxxer.hikari:type=Pool (poolsweep)"))).isEmpty();
		assertThat(missing.firstSeen(Set.of())).isEmpty();
	}

}
