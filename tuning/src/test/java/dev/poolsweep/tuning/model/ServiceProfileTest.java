package dev.poolsweep.tuning.model;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.within;

class ServiceProfileTest {

	/** One core, 5 ms of CPU, 0.13 cores of background, 2e-4 growth per busy worker. */
	private static final ServiceProfile ONE_CORE = new ServiceProfile(1, 0.13, 1, 1, 3, 0.5, 0.0002, 0, 0, List.of());

	@Test
	void aRequestAloneGetsTheCoreTheBackgroundLeavesIt() {
		assertThat(ONE_CORE.aloneMs()).isCloseTo(5 / (1 - 0.13) + 0.5, within(1e-9));
	}

	@Test
	void tenSaturatedWorkersShareWhatTheBackgroundLeavesAndPayTheGrowth() {
		// with ten workers running the background gets at most 1/11 of the core
		assertThat(ONE_CORE.cpuBoundOkPerS(10)).isCloseTo(1000 * (1 - 1.0 / 11) / (5 * (1 + 9 * 0.0002)), within(1e-9));
	}

	@Test
	void oneWorkerUsesOneCoreEvenWhenThereAreMore() {
		final ServiceProfile twoCores = ONE_CORE.withCosts(2, 5, 0);

		assertThat(twoCores.cpuBoundOkPerS(1)).isCloseTo(200, within(1e-9));
		assertThat(twoCores.cpuBoundOkPerS(10)).isCloseTo(1000 * (2 - 0.13) / (5 * (1 + 9 * 0.0002)), within(1e-9));
	}

	@Test
	void aRateScaledBoardServesThatManyTimesAsFastAloneAndSaturated() {
		final ServiceProfile faster = ONE_CORE.withRateScaled(1.05);

		assertThat(1000 / faster.aloneMs()).isCloseTo(1.05 * 1000 / ONE_CORE.aloneMs(), within(1e-9));
		assertThat(faster.cpuBoundOkPerS(10)).isCloseTo(1.05 * ONE_CORE.cpuBoundOkPerS(10), within(1e-9));
		assertThatIllegalArgumentException().isThrownBy(() -> ONE_CORE.withRateScaled(0))
			.withMessage("service profile: a rate factor must be > 0, was 0.0");
	}

}
