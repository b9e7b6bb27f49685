package dev.poolsweep.tuning.analysis.series;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PercentilesTest {

	@Test
	void nearestRankPicksTheValueAtRankCeilOfPTimesN() {
		// The textbook example: 15, 20, 35, 40, 50.
		final long[] sorted = { 15, 20, 35, 40, 50 };

		assertThat(Percentiles.nearestRank(sorted, 5)).isEqualTo(15);
		assertThat(Percentiles.nearestRank(sorted, 30)).isEqualTo(20);
		assertThat(Percentiles.nearestRank(sorted, 40)).isEqualTo(20);
		assertThat(Percentiles.nearestRank(sorted, 50)).isEqualTo(35);
		assertThat(Percentiles.nearestRank(sorted, 100)).isEqualTo(50);
	}

	@Test
	void p95AndP99OfOneToHundred() {
		final long[] values = new long[100];
		for (int i = 0; i < 100; i++) {
			values[i] = 100 - i;
		}

		assertThat(Percentiles.of(values, 50)).isEqualTo(50);
		assertThat(Percentiles.of(values, 95)).isEqualTo(95);
		assertThat(Percentiles.of(values, 99)).isEqualTo(99);
		assertThat(Percentiles.of(values, 0)).isEqualTo(1);
	}

	@Test
	void p95OfTwentyIsTheNineteenthAndOfTenIsTheMax() {
		assertThat(Percentiles.of(new long[] { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20 },
				95))
			.isEqualTo(19);
		assertThat(Percentiles.of(new long[] { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 }, 95)).isEqualTo(10);
	}

	@Test
	void theRankIsRoundedUpNotToTheNearest() {
		final long[] oneToTen = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 };

		assertThat(Percentiles.nearestRank(oneToTen, 21)).isEqualTo(3);
		assertThat(Percentiles.nearestRank(oneToTen, 92)).isEqualTo(10);
		assertThat(Percentiles.nearestRank(oneToTen, 90)).isEqualTo(9);
	}

	@Test
	void ofSortsACopy() {
		final long[] values = { 30, 10, 20 };

		assertThat(Percentiles.of(values, 50)).isEqualTo(20);
		assertThat(values).containsExactly(30, 10, 20);
	}

	@Test
	void noValuesIsNaNAndABadPercentileIsRefused() {
		assertThat(Percentiles.nearestRank(new long[0], 95)).isNaN();
		assertThat(Percentiles.of(new long[] { 7 }, 99)).isEqualTo(7);
		assertThatThrownBy(() -> Percentiles.of(new long[] { 1 }, 101)).isInstanceOf(IllegalArgumentException.class);
	}

	@Test
	void latencySummaryHasCountMeanAndPercentiles() {
		final LatencySummary summary = LatencySummary.of(new long[] { 40, 10, 20, 30 });

		assertThat(summary).isEqualTo(new LatencySummary(4, 25, 20, 40, 40, 40));
		assertThat(LatencySummary.of(new long[0]).meanMs()).isNaN();
	}

}
