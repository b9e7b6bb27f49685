package dev.poolsweep.tuning.sweep;

import java.time.Duration;

import dev.poolsweep.tuning.model.calibration.SaturatedRates;
import dev.poolsweep.tuning.plan.LoadPlans;
import dev.poolsweep.tuning.plan.LoadProfile;
import dev.poolsweep.tuning.plan.LoadSettings;
import dev.poolsweep.tuning.settings.Defaults;
import dev.poolsweep.tuning.settings.Point;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class SaturationProbeTest {

	/**
	 * One worker warmed up at the peak leaves a queue behind, wherever it serves less
	 * than the peak, that times out the measured seconds' requests.
	 */
	@Test
	void eachApplicationIsWarmedUpAsTheRunsAreNotAtThePeak() {
		final LoadSettings load = Defaults.load(LoadPlans.BURST, LoadSettings.PAPER, Defaults.SCALE, Defaults.WARMUP);
		final SaturationProbe probe = new SaturationProbe(null, load, new Point(10, 10, 100, null, null));

		assertThat(probe.warmupRps(SaturatedRates.ONE)).isEqualTo(load.effectiveWarmupRps())
			.isLessThan(probe.peakRps());
	}

	/**
	 * A fresh board's JIT compiles the request path in the seconds before the burst, so a
	 * probe warmed up for less measured a slower board than the runs met.
	 */
	@Test
	void eachApplicationIsWarmedUpAsLongAsARunBeforeItsBurst() {
		assertThat(probeWarmup(LoadSettings.PAPER, Duration.ZERO)).isEqualTo(Duration.ofSeconds(20));
		assertThat(probeWarmup(LoadSettings.PAPER, Duration.ofSeconds(15))).isEqualTo(Duration.ofSeconds(35));
		assertThat(probeWarmup(LoadProfile.parse("const(300,10s) const(50,10s)"), Duration.ZERO))
			.isEqualTo(SaturationProbe.MIN_WARMUP);
	}

	private static Duration probeWarmup(final LoadProfile schedule, final Duration sweepWarmup) {
		final LoadSettings load = Defaults.load(LoadPlans.BURST, schedule, Defaults.SCALE, sweepWarmup);
		return new SaturationProbe(null, load, new Point(10, 10, 100, null, null)).warmup();
	}

}
