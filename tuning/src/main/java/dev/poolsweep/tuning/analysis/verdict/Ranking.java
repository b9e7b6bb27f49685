package dev.poolsweep.tuning.analysis.verdict;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import dev.poolsweep.tuning.analysis.Aggregate;

/**
 * The order of {@link Recommendation#RULE} over points of any kind: the measured points
 * the {@link Recommender} ranks (medians over repetitions, compared by the shift of their
 * runs and its interval) and the model's predictions (one value each). One point is
 * better than another on a figure when their {@link MedianDifference} is real and beyond
 * the figure's tolerance (the Recommender's ties) in its favour. A point another is
 * better than on goodput, p95 and recovery together is dominated; between the others, one
 * beats another on the first of goodput, recovery instant and p95 on which either is
 * better; the leaders are the points no other beats (every candidate when each is beaten
 * by another), those that leave the board's CPU below saturation first; then the other
 * candidates, then the dominated, each best first by goodput, recovery, p95, saturation
 * and settings.
 *
 * @param <T> a point
 */
public final class Ranking<T> {

	/** The figures points are ranked on, in the order they decide. */
	public enum Criterion {

		/** Goodput per second, higher is better. */
		GOODPUT {
			@Override
			public double tie(final double a, final double b) {
				return Recommender.GOODPUT_TIE * Math.max(a, b);
			}
		},
		/** The recovery instant in seconds, +Infinity for never; earlier is better. */
		RECOVERY {
			@Override
			public double tie(final double a, final double b) {
				return Recommender.RECOVERY_TIE_S;
			}
		},
		/** p95 in ms, lower is better. */
		P95 {
			@Override
			public double tie(final double a, final double b) {
				return Recommender.P95_TIE * Math.min(a, b);
			}
		};

		/**
		 * The tolerance, in the figure's unit, between points whose medians are these:
		 * the {@link Recommender}'s tie, relative to the larger goodput or the smaller
		 * p95.
		 */
		public abstract double tie(double a, double b);

		/**
		 * Whether {@code a} is better than {@code b}: their difference lies beyond the
		 * tolerance in {@code a}'s favour ({@link MedianDifference#above}).
		 * @param difference a − b
		 * @param a a's median
		 * @param b b's median
		 */
		public boolean better(final MedianDifference difference, final double a, final double b) {
			final double tie = tie(a, b);
			return this == GOODPUT ? difference.above(tie) : difference.below(tie);
		}

		/**
		 * Whether the runs {@code a} are better than the runs {@code b}: their
		 * {@link MedianDifference} beyond the tolerance of their medians, as
		 * {@link #better(MedianDifference, double, double)}.
		 */
		public boolean better(final double[] a, final double[] b) {
			return better(MedianDifference.between(a, b), Aggregate.of(a).median(), Aggregate.of(b).median());
		}

	}

	/** What the ranking reads of a point. */
	public interface Points<T> {

		/** The point's median of a figure (its value, for a point measured once). */
		double figure(T point, Criterion criterion);

		/**
		 * How far {@code a}'s figure lies above {@code b}'s: the difference with its
		 * interval. An interval of NaN is beyond nothing.
		 */
		MedianDifference difference(T a, T b, Criterion criterion);

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
	 * @param dominated points another is better than on goodput, p95 and recovery
	 * together, last
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
	 * p95 on which either is better than the other, {@code a} is the better one.
	 */
	public boolean beats(final T a, final T b) {
		return deciding(a, b).map(criterion -> better(a, b, criterion)).orElse(false);
	}

	/**
	 * The first of goodput, recovery instant and p95 on which one of the two is better
	 * than the other; empty when they cannot be told apart on any.
	 */
	public Optional<Criterion> deciding(final T a, final T b) {
		return Arrays.stream(Criterion.values())
			.filter(criterion -> better(a, b, criterion) || better(b, a, criterion))
			.findFirst();
	}

	/** Whether {@code a} is better than {@code b} on a figure, beyond its tolerance. */
	public boolean better(final T a, final T b, final Criterion criterion) {
		return criterion.better(points.difference(a, b, criterion), points.figure(a, criterion),
				points.figure(b, criterion));
	}

	/** {@code a}'s figure minus {@code b}'s, with its interval. */
	public MedianDifference difference(final T a, final T b, final Criterion criterion) {
		return points.difference(a, b, criterion);
	}

	private boolean isDominated(final T point, final List<T> all) {
		return all.stream()
			.anyMatch(other -> other != point
					&& Arrays.stream(Criterion.values()).allMatch(criterion -> better(other, point, criterion)));
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
