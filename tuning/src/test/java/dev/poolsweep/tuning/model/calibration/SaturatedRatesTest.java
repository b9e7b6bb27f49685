package dev.poolsweep.tuning.model.calibration;

import java.util.List;

import dev.poolsweep.tuning.model.ServiceProfile;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class SaturatedRatesTest {

	/** q14's calibration: c 5.30 ms, B 0.13, d 0.05 ms, g 2e-4, one core. */
	private static final ServiceProfile LOW_LOAD = new ServiceProfile(1, 0.13, 1.1, 1.1, 3.1, 0.05, 0.0002, 0, 0,
			List.of(1.0, 2.0));

	@Test
	void tenWorkersServeTheMeasuredRateAndOneWorkerItsOwn() {
		final ServiceProfile probed = new SaturatedRates(162, 187).applyTo(LOW_LOAD);

		final double tenWorkers = 1000 * (1 - Math.min(0.13, 1.0 / 11)) / (probed.cpuMs() * (1 + 9 * 0.0002));
		assertThat(tenWorkers).isCloseTo(187, within(1e-9));
		assertThat(1000 / probed.aloneMs()).isCloseTo(162, within(1e-9));
		assertThat(probed.cpuMs()).isCloseTo(4.86, within(0.01));
		assertThat(probed.dbMs()).isCloseTo(0.59, within(0.01));
	}

	@Test
	void keepsWhatTheProbeDoesNotMeasure() {
		final ServiceProfile probed = new SaturatedRates(162, 187).applyTo(LOW_LOAD);

		assertThat(probed.backgroundCores()).isEqualTo(0.13);
		assertThat(probed.cpuGrowthPerBusyThread()).isEqualTo(0.0002);
		assertThat(probed.latencyNoiseMs()).isEqualTo(LOW_LOAD.latencyNoiseMs());
		assertThat(probed.cpuAfterDbMs() / probed.cpuMs()).isCloseTo(3.1 / 5.3, within(1e-9));
	}

	@Test
	void aWorkerFasterThanItsCpuAllowsLeavesNoDatabaseTime() {
		final ServiceProfile probed = new SaturatedRates(300, 187).applyTo(LOW_LOAD);

		assertThat(probed.dbMs()).isZero();
	}

	@Test
	void aBackgroundThatLeavesOneWorkerSlowerThanProbedIsLowered() {
		final ServiceProfile startUpTail = LOW_LOAD.withBackgroundCores(0.31);

		final ServiceProfile probed = new SaturatedRates(178, 205).applyTo(startUpTail);

		assertThat(1000 / probed.aloneMs()).isCloseTo(178, within(1e-9));
		assertThat(probed.cpuBoundOkPerS(SaturatedRates.TEN)).isCloseTo(205, within(1e-9));
		assertThat(probed.dbMs()).isZero();
		assertThat(probed.backgroundCores()).isCloseTo(1 - 178 * probed.cpuMs() / 1000, within(1e-9));
	}

	@Test
	void ratesMustBePositive() {
		assertThatThrownBy(() -> new SaturatedRates(0, 187)).isInstanceOf(IllegalArgumentException.class);
		assertThatThrownBy(() -> new SaturatedRates(162, Double.NaN)).isInstanceOf(IllegalArgumentException.class);
	}

}
