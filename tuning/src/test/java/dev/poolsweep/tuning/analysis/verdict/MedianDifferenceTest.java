package dev.poolsweep.tuning.analysis.verdict;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class MedianDifferenceTest {

	private static final double[] A = { 410, 395, 430, 402, 388 };

	private static final double[] B = { 350, 371, 340, 362, 356 };

	@Test
	void theShiftIsTheMedianOfThePairwiseDifferencesAndTheIntervalTheirSecondFromEachEnd() {
		// 25 differences; with 5 runs a side P(U <= 1) = 2/252 leaves at most 5 % / 3 / 2
		// in a tail, P(U <= 2) = 4/252 does not, so the ends are the 2nd smallest and the
		// 2nd largest.
		final MedianDifference difference = MedianDifference.between(A, B);

		assertThat(difference.estimate()).isEqualTo(48);
		assertThat(difference.low()).isEqualTo(395 - 371);
		assertThat(difference.high()).isEqualTo(430 - 350);
		assertThat(MedianDifference.FIGURE_CONFIDENCE_PCT).isCloseTo(98.33, within(0.01));
		assertThat(difference.above(40)).isTrue();
		assertThat(difference.above(48)).isFalse();
	}

	@Test
	void theSameFiguresGiveTheSameIntervalWhateverTheOrderOfTheRuns() {
		assertThat(MedianDifference.between(new double[] { 388, 402, 430, 395, 410 },
				new double[] { 356, 362, 340, 371, 350 }))
			.isEqualTo(MedianDifference.between(A, B));
	}

	@Test
	void theOtherWayRoundIsTheSameIntervalTurned() {
		assertThat(MedianDifference.between(B, A)).isEqualTo(MedianDifference.between(A, B).negated());
	}

	@Test
	void theExactCriticalCountsAreTheTablesOnes() {
		// Mann-Whitney two-sided 5 % critical values: none for 3 and 3 or 4 and 3, 0 for
		// 4 and 4, 2 for 5 and 5, 13 for 8 and 8, 23 for 10 and 10 (a count k means
		// U <= k - 1 is rejected).
		assertThat(MannWhitney.criticalCount(3, 3, 0.025)).isZero();
		assertThat(MannWhitney.criticalCount(4, 3, 0.025)).isZero();
		assertThat(MannWhitney.criticalCount(4, 4, 0.025)).isEqualTo(1);
		assertThat(MannWhitney.criticalCount(5, 5, 0.025)).isEqualTo(3);
		assertThat(MannWhitney.criticalCount(8, 8, 0.025)).isEqualTo(14);
		assertThat(MannWhitney.criticalCount(10, 10, 0.025)).isEqualTo(24);
		assertThat(MannWhitney.criticalCount(4, 4, 0.05 / 6)).isZero();
		assertThat(MannWhitney.criticalCount(5, 5, 0.05 / 6)).isEqualTo(2);
		assertThat(MedianDifference.FEWEST_RUNS).isEqualTo(5);
	}

	@Test
	void tooFewRunsForAnIntervalCompareTheShiftAlone() {
		final MedianDifference three = MedianDifference.between(new double[] { 410, 395, 430 },
				new double[] { 350, 371, 340 });

		assertThat(three.unbounded()).isTrue();
		assertThat(three.estimate()).isEqualTo(59);
		assertThat(three.above(50)).isTrue();
		assertThat(three.above(60)).isFalse();
	}

	@Test
	void singleRunsGiveNoInterval() {
		final MedianDifference single = MedianDifference.between(new double[] { 410 }, new double[] { 350 });

		assertThat(single.single()).isTrue();
		assertThat(single.low()).isEqualTo(60);
		assertThat(single.high()).isEqualTo(60);
	}

	@Test
	void anIntervalThatReachesZeroTellsNothingApartHoweverLargeTheShift() {
		final MedianDifference stalled = MedianDifference.between(new double[] { 400, 410, 420, 430, 100 },
				new double[] { 300, 310, 320, 330, 340 });

		assertThat(stalled.estimate()).isGreaterThan(50);
		assertThat(stalled.low()).isNegative();
		assertThat(stalled.above(10)).isFalse();
	}

	@Test
	void moreRunsNarrowTheInterval() {
		final MedianDifference five = MedianDifference.between(A, B);
		final MedianDifference ten = MedianDifference.between(
				new double[] { 410, 395, 430, 402, 388, 410, 395, 430, 402, 388 },
				new double[] { 350, 371, 340, 362, 356, 350, 371, 340, 362, 356 });

		assertThat(ten.high() - ten.low()).isLessThan(five.high() - five.low());
	}

	@Test
	void unknownFiguresAreBeyondNothing() {
		final MedianDifference unknown = MedianDifference.between(new double[] { Double.NaN }, B);

		assertThat(unknown.above(0)).isFalse();
		assertThat(unknown.below(0)).isFalse();
	}

}
