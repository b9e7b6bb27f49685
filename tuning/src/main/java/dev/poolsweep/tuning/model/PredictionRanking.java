package dev.poolsweep.tuning.model;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Orders predicted points as analysis/Recommender orders measured ones, so a user can see
 * which points are worth measuring: a point another beats on goodput, p95 and recovery
 * together is dominated; between the others, one beats another only on the first of
 * goodput, recovery instant and p95 where they differ by more than the tolerance; the
 * leaders are the points no other beats, those that leave the board's CPU below
 * saturation first. A prediction is one value, not a range over repetitions, so "apart"
 * here is only "differs by more than the tolerance". There are no generator-limited
 * points to set aside: the model's generator keeps to the schedule.
 */
public final class PredictionRanking {

	/**
	 * The tolerances: the harness passes the Recommender's (goodput 5 %, recovery 1 s,
	 * p95 10 %) and its analysis's CPU saturation limit.
	 *
	 * @param goodputTie goodputs closer than this fraction of the larger one are a tie
	 * @param recoveryTieS recovery instants closer than this are a tie
	 * @param p95Tie p95s closer than this fraction of the smaller one are a tie
	 * @param cpuSaturationPct a point saturates the CPU when the board's CPU in the burst
	 * reaches this percentage of its CPUs
	 */
	public record Rule(double goodputTie, double recoveryTieS, double p95Tie, double cpuSaturationPct) {
	}

	/**
	 * One point's place.
	 *
	 * @param rank 1 for the best
	 * @param leader no other point beats it
	 * @param dominated another point is better on goodput, p95 and recovery together
	 */
	public record Ranked(int rank, Prediction prediction, boolean leader, boolean dominated) {
	}

	/**
	 * Settings order, as the report lists points: maxThreads, maxTotal, acceptCount,
	 * maxConnections.
	 */
	private static final Comparator<Prediction> SETTINGS = Comparator
		.comparingInt((Prediction p) -> p.point().maxThreads())
		.thenComparingInt(p -> p.point().maxTotal())
		.thenComparingInt(p -> p.point().acceptCount())
		.thenComparingInt(p -> p.point().maxConnections());

	private final Rule rule;

	public PredictionRanking(final Rule rule) {
		this.rule = rule;
	}

	public List<Ranked> rank(final List<Prediction> predictions) {
		final List<Prediction> dominated = predictions.stream().filter(p -> isDominated(p, predictions)).toList();
		final List<Prediction> candidates = byFigures(
				predictions.stream().filter(p -> !dominated.contains(p)).toList());
		final List<Prediction> leaders = candidates.stream()
			.filter(p -> candidates.stream().noneMatch(other -> beats(other, p)))
			.sorted(Comparator.comparing(this::saturated))
			.toList();
		final List<Prediction> ranked = new ArrayList<>(leaders);
		candidates.stream().filter(p -> !leaders.contains(p)).forEach(ranked::add);
		ranked.addAll(byFigures(dominated));
		final List<Ranked> result = new ArrayList<>();
		for (int i = 0; i < ranked.size(); i++) {
			final Prediction prediction = ranked.get(i);
			result.add(new Ranked(i + 1, prediction, leaders.contains(prediction), dominated.contains(prediction)));
		}
		return result;
	}

	private static boolean isDominated(final Prediction point, final List<Prediction> all) {
		return all.stream()
			.anyMatch(other -> other != point && other.goodputPerS() > point.goodputPerS()
					&& other.p95Ms() < point.p95Ms() && other.recoveredAtOrNever() < point.recoveredAtOrNever());
	}

	/**
	 * Whether {@code a} beats {@code b}: on the first of goodput, recovery instant and
	 * p95 on which they differ by more than the tolerance, {@code a} is the better one.
	 */
	boolean beats(final Prediction a, final Prediction b) {
		if (apart(a.goodputPerS(), b.goodputPerS(), rule.goodputTie() * Math.max(a.goodputPerS(), b.goodputPerS()))) {
			return a.goodputPerS() > b.goodputPerS();
		}
		if (apart(a.recoveredAtOrNever(), b.recoveredAtOrNever(), rule.recoveryTieS())) {
			return a.recoveredAtOrNever() < b.recoveredAtOrNever();
		}
		if (apart(a.p95Ms(), b.p95Ms(), rule.p95Tie() * Math.min(a.p95Ms(), b.p95Ms()))) {
			return a.p95Ms() < b.p95Ms();
		}
		return false;
	}

	/** "Never" (+Infinity) is apart from every number; NaN from nothing. */
	private static boolean apart(final double x, final double y, final double tie) {
		if (Double.isNaN(x) || Double.isNaN(y)) {
			return false;
		}
		if (Double.isInfinite(x) || Double.isInfinite(y)) {
			return x != y;
		}
		return Math.abs(x - y) > tie;
	}

	private boolean saturated(final Prediction point) {
		return point.boardCpuBurstPct() >= rule.cpuSaturationPct();
	}

	/**
	 * Best first: goodput, recovery, p95; then points that did not saturate the CPU; then
	 * settings.
	 */
	private List<Prediction> byFigures(final List<Prediction> points) {
		return points.stream()
			.sorted(Comparator.comparingDouble((Prediction p) -> -p.goodputPerS())
				.thenComparingDouble(Prediction::recoveredAtOrNever)
				.thenComparingDouble(Prediction::p95Ms)
				.thenComparing(this::saturated)
				.thenComparing(SETTINGS))
			.toList();
	}

}
