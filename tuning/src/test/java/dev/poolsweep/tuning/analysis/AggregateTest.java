package dev.poolsweep.tuning.analysis;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class AggregateTest {

	private static final double NEVER = Double.POSITIVE_INFINITY;

	@Test
	void medianOfAnOddCountIsTheMiddleValue() {
		assertThat(Aggregate.of(new double[] { 9, 1, 5 })).isEqualTo(new Aggregate(5, 1, 9, 3));
	}

	@Test
	void medianOfAnEvenCountIsTheMeanOfTheMiddleTwo() {
		assertThat(Aggregate.of(new double[] { 4, 1, 10, 2 })).isEqualTo(new Aggregate(3, 1, 10, 4));
	}

	@Test
	void neverSortsLastAndUnknownIsLeftOut() {
		assertThat(Aggregate.of(new double[] { 5, NEVER, 7 })).isEqualTo(new Aggregate(7, 5, NEVER, 3));
		assertThat(Aggregate.of(new double[] { 7, NEVER }).median()).isEqualTo(NEVER);
		assertThat(Aggregate.of(new double[] { 7, Double.NaN, 9 })).isEqualTo(new Aggregate(8, 7, 9, 2));
		assertThat(Aggregate.of(new double[] { Double.NaN }).median()).isNaN();
	}

	@Test
	void agreementCountsRepetitionsWithinTwentyPercentOfTheMedian() {
		// Median 100: 85 and 119 agree, 125 does not; recovery median 6 s with a band of
		// at least 1 s.
		final Agreement agreement = Agreement.of(new double[] { 85, 100, 119, 125, 100 },
				new double[] { 5, 6, 6, 7.5, NEVER }, 0.2);

		assertThat(agreement.runs()).isEqualTo(5);
		assertThat(agreement.p95Agreeing()).isEqualTo(4);
		assertThat(agreement.recoveryAgreeing()).isEqualTo(3);
	}

	@Test
	void notRecoveredAgreesOnlyWithAMedianOfNotRecovered() {
		assertThat(Agreement.of(new double[] { 1, 1, 1 }, new double[] { 4, NEVER, NEVER }, 0.2).recoveryAgreeing())
			.isEqualTo(2);
	}

}
