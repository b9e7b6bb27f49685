package dev.poolsweep.tuning.model.calibration;

import dev.poolsweep.tuning.analysis.AnalysisOptions;
import dev.poolsweep.tuning.analysis.verdict.Recommender;
import dev.poolsweep.tuning.model.PredictionRanking;

/**
 * Predictions ranked as the report ranks measured points: the Recommender's tie
 * tolerances and the analysis's CPU saturation limit.
 */
public final class RecommenderRule {

	private RecommenderRule() {
	}

	public static PredictionRanking ranking(final AnalysisOptions options) {
		return new PredictionRanking(new PredictionRanking.Rule(Recommender.GOODPUT_TIE, Recommender.RECOVERY_TIE_S,
				Recommender.P95_TIE, options.cpuSaturationPct()));
	}

}
