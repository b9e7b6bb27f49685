package dev.poolsweep.tuning.servers;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * JMeter's Deviation is the population standard deviation of the response times: its
 * StatCalculator divides by n, so two samples 2 ms apart deviate by 1 ms, not 1.41.
 */
class DeviationTest {

	@Test
	void isThePopulationStandardDeviation() {
		assertThat(Deviation.of(2, 4, 4, 4, 5, 5, 7, 9)).isEqualTo(2.0, within(1e-12));
		assertThat(Deviation.of(10, 12)).isEqualTo(1.0, within(1e-12));
	}

	@Test
	void oneSampleDoesNotDeviateAndNoneHasNoDeviation() {
		assertThat(Deviation.of(250)).isZero();
		assertThat(Deviation.of()).isNaN();
		assertThat(new Deviation().meanMs()).isNaN();
	}

	@Test
	void keepsItsPrecisionFarFromZero() {
		final Deviation deviation = new Deviation();
		for (int i = 0; i < 1_000_000; i++) {
			deviation.add(1e9 + (i % 2));
		}
		assertThat(deviation.count()).isEqualTo(1_000_000);
		assertThat(deviation.meanMs()).isEqualTo(1e9 + 0.5, within(1e-6));
		assertThat(deviation.deviationMs()).isEqualTo(0.5, within(1e-6));
	}

}
