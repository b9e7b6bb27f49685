package dev.poolsweep.tuning.model.calibration;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.analysis.series.AnalysisOptions;
import dev.poolsweep.tuning.analysis.verdict.MedianDifference;
import dev.poolsweep.tuning.analysis.verdict.Ranking;
import dev.poolsweep.tuning.model.Prediction;

/**
 * Orders predicted points as the Recommender orders measured ones, with its own
 * {@link Ranking} (its ties, the analysis's CPU saturation limit), so a user can see
 * which points are worth measuring. A prediction is one value, not a range over
 * repetitions, so its difference from another has no interval: one is better than another
 * where the values differ by more than the tolerance. There are no generator-limited
 * points to set aside: the model's generator keeps to the schedule.
 */
public final class PredictionRanking {

	/**
	 * One point's place.
	 *
	 * @param rank 1 for the best
	 * @param leader no other point beats it
	 * @param dominated another point is better on goodput, p95 and recovery together
	 */
	public record Ranked(int rank, Prediction prediction, boolean leader, boolean dominated) {
	}

	private final Ranking<Prediction> ranking;

	public PredictionRanking(final AnalysisOptions options) {
		this.ranking = new Ranking<>(new PredictedPoints(options.cpuSaturationPct()));
	}

	public List<Ranked> rank(final List<Prediction> predictions) {
		final Ranking.Result<Prediction> result = ranking.rank(predictions);
		final List<Ranked> places = new ArrayList<>();
		for (final Prediction prediction : result.ranked()) {
			places.add(new Ranked(places.size() + 1, prediction, result.leaders().contains(prediction),
					result.dominated().contains(prediction)));
		}
		return places;
	}

	boolean beats(final Prediction a, final Prediction b) {
		return ranking.beats(a, b);
	}

	/**
	 * Predictions as the {@link Ranking} reads them.
	 *
	 * @param cpuSaturationPct a point saturates the CPU when the board's CPU in the burst
	 * reaches this percentage of its CPUs
	 */
	private record PredictedPoints(double cpuSaturationPct) implements Ranking.Points<Prediction> {

		/**
		 * Settings order, as the report lists points: the knobs' values as the model ran
		 * them (unset ones at their defaults), in registry order, so that points
		 * differing only in the keep-alive settings (the keepalive preset's) keep one
		 * order.
		 */
		private static final Comparator<Prediction> SETTINGS = byKnobs();

		private static Comparator<Prediction> byKnobs() {
			Comparator<Prediction> order = (a, b) -> 0;
			for (final Knob knob : Knob.values()) {
				order = order.thenComparingInt(p -> p.point().valueOrDefault(knob));
			}
			return order;
		}

		@Override
		public double figure(final Prediction point, final Ranking.Criterion criterion) {
			return switch (criterion) {
				case GOODPUT -> point.goodputPerS();
				case RECOVERY -> point.recoveredAtOrNever();
				case P95 -> point.p95Ms();
			};
		}

		@Override
		public MedianDifference difference(final Prediction a, final Prediction b, final Ranking.Criterion criterion) {
			return MedianDifference.exact(figure(a, criterion), figure(b, criterion));
		}

		@Override
		public boolean saturated(final Prediction point) {
			return point.boardCpuBurstPct() >= cpuSaturationPct;
		}

		@Override
		public Comparator<Prediction> settingsOrder() {
			return SETTINGS;
		}

	}

}
