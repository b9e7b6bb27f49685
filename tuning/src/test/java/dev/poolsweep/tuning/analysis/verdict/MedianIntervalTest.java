package dev.poolsweep.tuning.analysis.verdict;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class MedianIntervalTest {

	@Test
	void sevenRunsAreTheFewestAndTheirIntervalRunsFromTheSmallestToTheLargest() {
		// P(all 7 runs on one side of the median) = 1/128 leaves at most 5 % / 3 / 2 in a
		// tail; 1/64 with 6 runs does not.
		final MedianInterval interval = MedianInterval.of(new double[] { 4.71, 5.91, 6.39, 6.64, 7.33, 7.96, 5.2 });

		assertThat(MedianInterval.FEWEST_RUNS).isEqualTo(7);
		assertThat(interval.estimate()).isEqualTo(6.39);
		assertThat(interval.low()).isEqualTo(4.71);
		assertThat(interval.high()).isEqualTo(7.96);
		assertThat(MedianInterval.of(new double[] { 1, 2, 3, 4, 5, 6 }).unbounded()).isTrue();
	}

	@Test
	void twelveRunsLeaveOutTheSmallestAndTheLargest() {
		// P(at most 1 of 12 below the median) = 13/4096 fits the tail, P(at most 2) does
		// not
		final MedianInterval interval = MedianInterval.of(new double[] { 12, 1, 11, 2, 10, 3, 9, 4, 8, 5, 7, 6 });

		assertThat(interval.low()).isEqualTo(2);
		assertThat(interval.high()).isEqualTo(11);
		assertThat(interval.estimate()).isEqualTo(6.5);
	}

	@Test
	void unknownRunsAreLeftOutAndNoRunsGiveNoMedian() {
		assertThat(MedianInterval.of(new double[] { Double.NaN, 3, 1, 2, 7, 5, 4, 6 }).runs()).isEqualTo(7);
		assertThat(MedianInterval.of(new double[0]).estimate()).isNaN();
	}

}
