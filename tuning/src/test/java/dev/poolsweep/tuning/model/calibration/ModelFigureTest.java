package dev.poolsweep.tuning.model.calibration;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 14's target, figure by figure: throughput within 10 %, p95 within 30 %, the
 * recovery instant within 3 s, "never" only against "never".
 */
class ModelFigureTest {

	@Test
	void aRelativeFigureMeetsItsTargetWithinThatManyPerCentEitherWay() {
		assertThat(ModelFigure.THROUGHPUT.meetsTarget(109, 100)).isTrue();
		assertThat(ModelFigure.THROUGHPUT.meetsTarget(91, 100)).isTrue();
		assertThat(ModelFigure.THROUGHPUT.meetsTarget(111, 100)).isFalse();
		assertThat(ModelFigure.P95.meetsTarget(1290, 1000)).isTrue();
		assertThat(ModelFigure.P95.meetsTarget(690, 1000)).isFalse();
		assertThat(ModelFigure.P95.meetsTarget(Double.NaN, 1000)).as("unknown").isFalse();
	}

	@Test
	void theRecoveryInstantMeetsItsTargetWithinThreeSecondsOrNeverAgainstNever() {
		assertThat(ModelFigure.RECOVERED_AT.meetsTarget(43, 40)).isTrue();
		assertThat(ModelFigure.RECOVERED_AT.meetsTarget(36, 40)).isFalse();
		assertThat(ModelFigure.RECOVERED_AT.meetsTarget(Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY)).isTrue();
		assertThat(ModelFigure.RECOVERED_AT.meetsTarget(Double.POSITIVE_INFINITY, 40)).isFalse();
		assertThat(ModelFigure.RECOVERED_AT.meetsTarget(40, Double.POSITIVE_INFINITY)).isFalse();
	}

}
