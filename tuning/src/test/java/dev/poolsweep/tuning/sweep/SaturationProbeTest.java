package dev.poolsweep.tuning.sweep;

import java.util.ArrayList;
import java.util.List;

import dev.poolsweep.tuning.analysis.series.Sample;
import dev.poolsweep.tuning.model.calibration.SaturatedRates;
import dev.poolsweep.tuning.plan.LoadPlans;
import dev.poolsweep.tuning.plan.LoadSettings;
import dev.poolsweep.tuning.settings.Defaults;
import dev.poolsweep.tuning.settings.Point;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class SaturationProbeTest {

	@Test
	void theRateIsTheMedianOfTheFullSecondsFromTheThird() {
		// ends per second: 50, 60 (the queue filling), then 100, 120, 110, and 7 in
		// a last, partial second; a failure counts for nothing
		final int[] ends = { 50, 60, 100, 120, 110, 7 };
		final List<Sample> samples = new ArrayList<>();
		for (int second = 0; second < ends.length; second++) {
			for (int i = 0; i < ends[second]; i++) {
				samples.add(new Sample(0, 1000L * second + i % 1000, true, "200", ""));
			}
		}
		samples.add(new Sample(0, 2500, false, "503", ""));

		assertThat(SaturationProbe.medianOkPerS(samples)).isEqualTo(110);
	}

	@Test
	void anEvenNumberOfSecondsTakesTheMiddleTwo() {
		final int[] ends = { 50, 60, 100, 120, 7 };
		final List<Sample> samples = new ArrayList<>();
		for (int second = 0; second < ends.length; second++) {
			for (int i = 0; i < ends[second]; i++) {
				samples.add(new Sample(0, 1000L * second + i, true, "200", ""));
			}
		}

		assertThat(SaturationProbe.medianOkPerS(samples)).isEqualTo(110);
	}

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

	@Test
	void withoutAFullSecondThereIsNoRate() {
		assertThat(SaturationProbe.medianOkPerS(List.of(new Sample(0, 10, true, "200", "")))).isNaN();
		assertThat(SaturationProbe.medianOkPerS(List.of())).isNaN();
	}

}
