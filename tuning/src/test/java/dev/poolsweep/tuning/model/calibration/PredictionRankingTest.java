package dev.poolsweep.tuning.model.calibration;

import java.util.List;

import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.settings.Point;
import dev.poolsweep.tuning.analysis.series.AnalysisOptions;
import dev.poolsweep.tuning.model.Prediction;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class PredictionRankingTest {

	/** The Recommender's tolerances and the analysis's saturation limit. */
	private static final PredictionRanking RANKING = new PredictionRanking(AnalysisOptions.defaults());

	private static Prediction point(final int maxThreads, final double goodput, final double p95,
			final Integer recoveredAt, final double cpuPct) {
		return new Prediction(new Point(maxThreads, 100, 100, null, null).with(Knob.KEEP_ALIVE, 1), goodput, goodput,
				p95, p95, p95, 5, p95, recoveredAt, 100, 100, 0, 0, 0, 0, maxThreads, 10, 0, cpuPct, List.of());
	}

	@Test
	void pointsThatDifferOnlyInKeepAliveKeepOneOrderWhateverTheirInputOrder() {
		final Prediction kept = point(10, 50, 3000, 30, 50);
		final Prediction closed = new Prediction(new Point(10, 100, 100, null, null).with(Knob.KEEP_ALIVE, 0), 50, 50,
				3000, 3000, 3000, 5, 3000, 30, 100, 100, 0, 0, 0, 0, 10, 10, 0, 50, List.of());

		assertThat(RANKING.rank(List.of(kept, closed))).extracting(PredictionRanking.Ranked::prediction)
			.containsExactly(closed, kept);
		assertThat(RANKING.rank(List.of(closed, kept))).extracting(PredictionRanking.Ranked::prediction)
			.containsExactly(closed, kept);
	}

	@Test
	void aPointBeatenOnAllThreeIsDominatedAndLast() {
		final Prediction slow = point(1, 40, 8000, null, 80);
		final Prediction good = point(100, 55, 4500, 39, 99);

		final List<PredictionRanking.Ranked> ranked = RANKING.rank(List.of(slow, good));

		assertThat(ranked).extracting(PredictionRanking.Ranked::prediction).containsExactly(good, slow);
		assertThat(ranked.get(0).leader()).isTrue();
		assertThat(ranked.get(1).dominated()).isTrue();
	}

	@Test
	void withinTheTolerancesPointsTieAndTheOneThatLeavesCpuComesFirst() {
		// goodput 2 % apart, recovery 1 s apart, p95 4 % apart, each better on something:
		// no one beats or dominates the other
		final Prediction busy = point(10, 51, 5000, 40, 99);
		final Prediction spare = point(300, 50, 4800, 41, 80);

		final List<PredictionRanking.Ranked> ranked = RANKING.rank(List.of(busy, spare));

		assertThat(ranked).allMatch(PredictionRanking.Ranked::leader);
		assertThat(ranked).extracting(PredictionRanking.Ranked::prediction).containsExactly(spare, busy);
	}

	@Test
	void goodputDecidesFirstThenTheRecoveryInstantWhereNeverIsWorstThenP95() {
		final Prediction moreGoodput = point(10, 60, 6000, 45, 99);
		final Prediction recovers = point(100, 50, 5000, 40, 99);
		final Prediction never = point(300, 50, 4000, null, 99);

		assertThat(RANKING.beats(moreGoodput, recovers)).isTrue();
		assertThat(RANKING.beats(recovers, never)).isTrue();
		assertThat(RANKING.beats(never, recovers)).isFalse();
		assertThat(RANKING.rank(List.of(never, recovers, moreGoodput)))
			.extracting(r -> r.prediction().point().maxThreads())
			.containsExactly(10, 100, 300);
	}

	@Test
	void whenEveryPointIsBeatenByAnotherAllLeadAsTheRecommenderHasThem() {
		// goodput 100, 104, 108: neighbours tie within 5 %, the ends do not, so 108 beats
		// 100; recovery decides the ties: 100 (30 s) beats 104 (35 s), 104 beats 108
		// (40 s). No point dominates another.
		final Prediction first = point(1, 100, 5000, 30, 90);
		final Prediction second = point(10, 104, 5000, 35, 90);
		final Prediction third = point(100, 108, 5000, 40, 90);
		assertThat(RANKING.beats(third, first)).isTrue();
		assertThat(RANKING.beats(first, second)).isTrue();
		assertThat(RANKING.beats(second, third)).isTrue();

		final List<PredictionRanking.Ranked> ranked = RANKING.rank(List.of(first, second, third));

		assertThat(ranked).allMatch(PredictionRanking.Ranked::leader).noneMatch(PredictionRanking.Ranked::dominated);
		assertThat(ranked).extracting(PredictionRanking.Ranked::prediction).containsExactly(third, second, first);
	}

}
