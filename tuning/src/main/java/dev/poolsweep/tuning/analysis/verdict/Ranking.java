package dev.poolsweep.tuning.analysis.verdict;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The order of {@link Recommendation#RULE} over points of any kind: the measured points
 * the {@link Recommender} ranks (medians, told apart by their ranges over the
 * repetitions) and the model's predictions (one value each). A point another beats on
 * goodput, p95 and recovery together is dominated; between the others, one beats another
 * on the first of goodput, recovery instant and p95 on which the two can be told apart
 * beyond the Recommender's ties; the leaders are the points no other beats (every
 * candidate when each is beaten by another), those that leave the board's CPU below
 * saturation first; then the other candidates, then the dominated, each best first by
 * goodput, recovery, p95, saturation and settings.
 *
 * @param <T> a point
 */
public final class Ranking<T> {

	/** The figures points are ranked on, in the order they decide. */
	public enum Criterion {

		/** Goodput per second, higher is better. */
		GOODPUT,
		/** The recovery instant in seconds, +Infinity for never; earlier is better. */
		RECOVERY,
		/** p95 in ms, lower is better. */
		P95

	}

	/** What the ranking reads of a point. */
	public interface Points<T> {

		double figure(T point, Criterion criterion);

		/**
		 * Whether two points can be told apart on a figure: their figures differ by more
		 * than {@code tie} (and by whatever else the kind of point asks for). "Never"
		 * (+Infinity) is apart from every number, NaN from nothing.
		 */
		boolean apart(T a, T b, Criterion criterion, double tie);

		/** Whether the point took the board's CPU to saturation in the burst. */
		boolean saturated(T point);

		/** The report's order of settings, the last tie-break. */
		Comparator<T> settingsOrder();

	}

	/**
	 * The points in rank order.
	 *
	 * @param ranked best first
	 * @param leaders the first points of {@code ranked}, which no other beats
	 * @param dominated points another beats on goodput, p95 and recovery together, last
	 * @param cyclic every candidate was beaten by another (the figures order them
	 * differently), so all of them lead
	 */
	public record Result<T>(List<T> ranked, List<T> leaders, List<T> dominated, boolean cyclic) {
	}

	private final Points<T> points;

	public Ranking(final Points<T> points) {
		this.points = points;
	}

	public Result<T> rank(final List<T> all) {
		final List<T> dominated = all.stream().filter(p -> isDominated(p, all)).toList();
		final List<T> candidates = byFigures(all.stream().filter(p -> !dominated.contains(p)).toList());
		final List<T> unbeaten = candidates.stream()
			.filter(p -> candidates.stream().noneMatch(other -> beats(other, p)))
			.toList();
		// Stable: tied leaders keep the order of their figures, the one that left CPU
		// to spare first.
		final List<T> leaders = (unbeaten.isEmpty() ? candidates : unbeaten).stream()
			.sorted(Comparator.comparing(points::saturated))
			.toList();
		final List<T> ranked = new ArrayList<>(leaders);
		candidates.stream().filter(p -> !leaders.contains(p)).forEach(ranked::add);
		ranked.addAll(byFigures(dominated));
		return new Result<>(List.copyOf(ranked), leaders, dominated, unbeaten.isEmpty() && !candidates.isEmpty());
	}

	/**
	 * Whether {@code a} beats {@code b}: on the first of goodput, recovery instant and
	 * p95 on which the two can be told apart, {@code a} is the better one.
	 */
	public boolean beats(final T a, final T b) {
		final double goodputA = points.figure(a, Criterion.GOODPUT);
		final double goodputB = points.figure(b, Criterion.GOODPUT);
		if (points.apart(a, b, Criterion.GOODPUT, Recommender.GOODPUT_TIE * Math.max(goodputA, goodputB))) {
			return goodputA > goodputB;
		}
		if (points.apart(a, b, Criterion.RECOVERY, Recommender.RECOVERY_TIE_S)) {
			return points.figure(a, Criterion.RECOVERY) < points.figure(b, Criterion.RECOVERY);
		}
		final double p95A = points.figure(a, Criterion.P95);
		final double p95B = points.figure(b, Criterion.P95);
		if (points.apart(a, b, Criterion.P95, Recommender.P95_TIE * Math.min(p95A, p95B))) {
			return p95A < p95B;
		}
		return false;
	}

	private boolean isDominated(final T point, final List<T> all) {
		return all.stream()
			.anyMatch(other -> other != point
					&& points.figure(other, Criterion.GOODPUT) > points.figure(point, Criterion.GOODPUT)
					&& points.figure(other, Criterion.P95) < points.figure(point, Criterion.P95)
					&& points.figure(other, Criterion.RECOVERY) < points.figure(point, Criterion.RECOVERY));
	}

	/**
	 * Best first by figures: goodput, recovery, p95; then points that did not saturate
	 * the CPU; then settings.
	 */
	public List<T> byFigures(final List<T> some) {
		return some.stream()
			.sorted(Comparator.comparingDouble((T p) -> -points.figure(p, Criterion.GOODPUT))
				.thenComparingDouble(p -> points.figure(p, Criterion.RECOVERY))
				.thenComparingDouble(p -> points.figure(p, Criterion.P95))
				.thenComparing(points::saturated)
				.thenComparing(points.settingsOrder()))
			.toList();
	}

}
