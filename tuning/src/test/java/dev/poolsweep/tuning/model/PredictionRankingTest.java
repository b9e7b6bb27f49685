package dev.poolsweep.tuning.model;

import java.util.List;

import dev.poolsweep.tuning.analysis.AnalysisOptions;
import dev.poolsweep.tuning.analysis.verdict.Recommender;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class PredictionRankingTest {

	/** The Recommender's tolerances and the analysis's saturation limit. */
	private static final PredictionRanking RANKING = new PredictionRanking(
			new PredictionRanking.Rule(Recommender.GOODPUT_TIE, Recommender.RECOVERY_TIE_S, Recommender.P95_TIE,
					AnalysisOptions.defaults().cpuSaturationPct()));

	private static Prediction point(final int maxThreads, final double goodput, final double p95,
			final Integer recoveredAt, final double cpuPct) {
		return new Prediction(PointConfig.of(maxThreads, 100, 100, null, true), goodput, goodput, p95, p95, p95, 5, p95,
				recoveredAt, 100, 100, 0, 0, 0, 0, maxThreads, 10, 0, cpuPct, List.of());
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

}
