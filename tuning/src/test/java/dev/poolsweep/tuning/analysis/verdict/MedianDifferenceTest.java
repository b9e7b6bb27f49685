package dev.poolsweep.tuning.analysis.verdict;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class MedianDifferenceTest {

	private static final double[] A = { 410, 395, 430, 402, 388 };

	private static final double[] B = { 350, 371, 340, 362, 356 };

	@Test
	void theSameFiguresGiveTheSameIntervalWhateverTheOrderOfTheRuns() {
		final MedianDifference once = MedianDifference.between(A, B);

		assertThat(MedianDifference.between(new double[] { 388, 402, 430, 395, 410 },
				new double[] { 356, 362, 340, 371, 350 }))
			.isEqualTo(once);
		assertThat(once.estimate()).isEqualTo(402 - 356);
		assertThat(once.low()).isLessThanOrEqualTo(once.estimate()).isPositive();
		assertThat(once.high()).isGreaterThanOrEqualTo(once.estimate());
	}

	@Test
	void theOtherWayRoundIsTheSameIntervalTurned() {
		assertThat(MedianDifference.between(B, A)).isEqualTo(MedianDifference.between(A, B).negated());
	}

	@Test
	void singleRunsGiveNoInterval() {
		final MedianDifference single = MedianDifference.between(new double[] { 410 }, new double[] { 350 });

		assertThat(single.single()).isTrue();
		assertThat(single.low()).isEqualTo(60);
		assertThat(single.high()).isEqualTo(60);
	}

	@Test
	void moreRunsNarrowTheInterval() {
		final MedianDifference three = MedianDifference.between(new double[] { 410, 395, 430 },
				new double[] { 350, 371, 340 });
		final MedianDifference ten = MedianDifference.between(
				new double[] { 410, 395, 430, 402, 388, 410, 395, 430, 402, 388 },
				new double[] { 350, 371, 340, 362, 356, 350, 371, 340, 362, 356 });

		assertThat(ten.high() - ten.low()).isLessThan(three.high() - three.low());
	}

	@Test
	void unknownFiguresAreBeyondNothing() {
		final MedianDifference unknown = MedianDifference.between(new double[] { Double.NaN }, B);

		assertThat(unknown.above(0)).isFalse();
		assertThat(unknown.below(0)).isFalse();
	}

}
