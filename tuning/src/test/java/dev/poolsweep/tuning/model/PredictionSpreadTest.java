package dev.poolsweep.tuning.model;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The spread is the same point for a board 9 % slower and 9 % faster: checked on the
 * closed-form backlog of {@link ClosedFormTest}, whose drain moves with the rate.
 */
class PredictionSpreadTest {

	@Test
	void aBoardNinePerCentSlowerAndFasterDrainsTheBacklogWhenTheFluidEquationsSay() {
		// 10 s at 50/s, 10 s at 150/s, 20 s at 50/s, 10 ms a request: 100/s. At 91/s the
		// burst leaves 590 requests, drained at 41/s: idle at 34.4 s; at 109/s 410, at
		// 59/s: idle at 26.9 s. Recovery is the first whole second after
		// (ClosedFormTest).
		final ModelInputs inputs = ModelFixture.inputs(ServiceProfile.of(1, 10, 0), LoadSchedule.ofRates(ClosedFormTest
			.join(ClosedFormTest.constant(50, 10), ClosedFormTest.constant(150, 10), ClosedFormTest.constant(50, 20))));

		final PredictionSpread spread = PredictionSpread.of(inputs, ModelFixture.threads(1));

		assertThat(spread.slower().recoveredAtS()).isEqualTo((int) Math.ceil(20 + 590 / 41.0));
		assertThat(spread.faster().recoveredAtS()).isEqualTo((int) Math.ceil(20 + 410 / 59.0));
		assertThat(spread.range(Prediction::recoveredAtOrNever, String::valueOf)).isEqualTo("27.0\u201335.0");
		assertThat(BoardModel.predict(inputs, ModelFixture.threads(1)).recoveredAtS()).isEqualTo(30);
	}

	@Test
	void aMeasuredValueIsCoveredBetweenTheTwoPredictionsEndsIncluded() {
		// the backlog of the test above: recovered at 27 s on the faster board, 35 s on
		// the slower
		final ModelInputs inputs = ModelFixture.inputs(ServiceProfile.of(1, 10, 0), LoadSchedule.ofRates(ClosedFormTest
			.join(ClosedFormTest.constant(50, 10), ClosedFormTest.constant(150, 10), ClosedFormTest.constant(50, 20))));

		final PredictionSpread spread = PredictionSpread.of(inputs, ModelFixture.threads(1));

		assertThat(spread.covers(Prediction::recoveredAtOrNever, 27)).isTrue();
		assertThat(spread.covers(Prediction::recoveredAtOrNever, 31.5)).isTrue();
		assertThat(spread.covers(Prediction::recoveredAtOrNever, 35)).isTrue();
		assertThat(spread.covers(Prediction::recoveredAtOrNever, 26.9)).isFalse();
		assertThat(spread.covers(Prediction::recoveredAtOrNever, 36)).isFalse();
		assertThat(spread.covers(Prediction::recoveredAtOrNever, Double.POSITIVE_INFINITY)).as("never").isFalse();
		assertThat(spread.covers(Prediction::recoveredAtOrNever, Double.NaN)).as("unknown").isFalse();
	}

	@Test
	void aFigureBothBoardsPredictAlikeReadsOnce() {
		// below capacity either way: every request takes its service time, all served
		final ModelInputs inputs = ModelFixture.inputs(ServiceProfile.of(1, 10, 0),
				LoadSchedule.ofRates(ClosedFormTest.constant(50, 10)));

		final PredictionSpread spread = PredictionSpread.of(inputs, ModelFixture.threads(1));

		assertThat(spread.range(Prediction::throughputOkPerS, String::valueOf)).isEqualTo("50.0");
		assertThat(spread.slower().p95Ms()).isGreaterThan(spread.faster().p95Ms());
	}

}
