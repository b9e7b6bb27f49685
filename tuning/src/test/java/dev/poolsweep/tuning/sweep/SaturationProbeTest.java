package dev.poolsweep.tuning.sweep;

import dev.poolsweep.tuning.model.calibration.SaturatedRates;
import dev.poolsweep.tuning.plan.LoadPlans;
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

}
