package dev.poolsweep.tuning.tune;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.ToDoubleFunction;

import dev.poolsweep.tuning.analysis.verdict.MedianDifference;
import dev.poolsweep.tuning.analysis.verdict.Ranking;
import dev.poolsweep.tuning.analysis.verdict.Ranking.Criterion;
import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.model.Prediction;
import dev.poolsweep.tuning.model.PredictionSpread;
import dev.poolsweep.tuning.settings.Point;

/**
 * The model's pass over the grid before anything is raced: every point predicted with its
 * band (the same point for a board {@value PredictionSpread#RATE_SPREAD} slower and
 * faster, where a fresh board's rate falls about 9 times in 10), and the points the band
 * rules out set aside, each with its reason.
 *
 * <p>
 * A point is ruled out when another point, at its worst within its band, still beats it
 * at its best by the ranking's rule (the first of goodput, recovery, p95 beyond the tie);
 * with an SLO, when even its best misses the SLO. Points the model's ranking cannot tell
 * apart (their predictions within the ties on every figure; on the emulated board, which
 * holds a connection for well under a millisecond, the pool's size changes nearly nothing
 * the model sees) are raced through the cheapest of them: the model cannot choose between
 * them, and the cheapest is the answer if they are alike. The race can overturn that:
 * when the cheapest leaves the race, the dearest of its alike points takes its place
 * ({@link #standIn}); in a race for an SLO, when it misses the SLO or ends on its edge,
 * the cheapest of them with more workers ({@link #sloStandIn}).
 * </p>
 *
 * @param raced the points to measure, cheapest first
 * @param ruledOut the points set aside and why, cheapest first
 * @param alike per point raced, the points predicted alike to it, cheapest first
 */
record ModelScreen(List<Point> raced, List<RuledOut> ruledOut, Map<Point, List<Point>> alike) {

	/**
	 * A point the model set aside.
	 *
	 * @param by the point that beats it, or that it is predicted alike to; null when it
	 * misses the SLO
	 * @param overshoot when it misses the SLO, how far its best lies from it
	 * ({@link Slo#overshoot}); NaN otherwise
	 */
	public record RuledOut(Point point, Point by, String reason, double overshoot) {

		/** Ruled out by another point. */
		public RuledOut(final Point point, final Point by, final String reason) {
			this(point, by, reason, Double.NaN);
		}

	}

	/** One point's prediction and its band. */
	public record Predicted(Point point, Prediction central, PredictionSpread band) {

		private double best(final Criterion criterion) {
			final double[] values = values(criterion);
			return criterion == Criterion.GOODPUT ? Math.max(values[0], Math.max(values[1], values[2]))
					: Math.min(values[0], Math.min(values[1], values[2]));
		}

		private double worst(final Criterion criterion) {
			final double[] values = values(criterion);
			return criterion == Criterion.GOODPUT ? Math.min(values[0], Math.min(values[1], values[2]))
					: Math.max(values[0], Math.max(values[1], values[2]));
		}

		private double[] values(final Criterion criterion) {
			final ToDoubleFunction<Prediction> figure = figure(criterion);
			return new double[] { figure.applyAsDouble(central), figure.applyAsDouble(band.slower()),
					figure.applyAsDouble(band.faster()) };
		}

	}

	/** The figure the ranking reads of a prediction. */
	static ToDoubleFunction<Prediction> figure(final Criterion criterion) {
		return switch (criterion) {
			case GOODPUT -> Prediction::goodputPerS;
			case RECOVERY -> Prediction::recoveredAtOrNever;
			case P95 -> Prediction::p95Ms;
		};
	}

	/**
	 * For the console, e.g. "the model rules out 1 of 21 points and sets 12 aside,
	 * predicted alike to a point it races; the race measures 8": a point set aside is
	 * raced if that one leaves the race.
	 */
	public String summary() {
		final int aside = alike.values().stream().mapToInt(List::size).sum();
		final int points = raced.size() + ruledOut.size();
		return "the model rules out " + (ruledOut.size() - aside) + " of " + points + " points"
				+ (aside == 0 ? "" : " and sets " + aside + " aside, predicted alike to a point it races")
				+ "; the race measures " + raced.size();
	}

	/** Screens the points. */
	public static ModelScreen of(final List<Predicted> points, final Slo slo) {
		final List<List<Predicted>> classes = alikeClasses(points);
		final List<Predicted> representatives = classes.stream().map(List::getFirst).toList();
		final List<RuledOut> ruledOut = new ArrayList<>();
		final Map<Point, List<Point>> alike = new LinkedHashMap<>();
		final List<Point> raced = new ArrayList<>();
		for (final List<Predicted> members : classes) {
			final Predicted representative = members.getFirst();
			final Optional<RuledOut> out = slo.any() ? missed(representative, slo)
					: beaten(representative, representatives);
			out.ifPresentOrElse(ruledOut::add, () -> raced.add(representative.point()));
			if (out.isEmpty()) {
				alike.put(representative.point(), members.stream().skip(1).map(Predicted::point).toList());
			}
			final String label = Shifts.label(representative.point());
			for (final Predicted member : members.subList(1, members.size())) {
				ruledOut.add(new RuledOut(member.point(), representative.point(),
						out.isPresent() ? "predicted alike to " + label + ", which the model rules out"
								: "predicted alike to " + label
										+ " (the model's ranking does not tell them apart); raced "
										+ "only if that one leaves the race"));
			}
		}
		ruledOut.sort(Comparator.comparing(RuledOut::point, Contender.CHEAPEST_FIRST));
		return new ModelScreen(List.copyOf(raced), List.copyOf(ruledOut), Map.copyOf(alike));
	}

	/**
	 * The points the model's own ranking cannot tell apart (their predictions within the
	 * ties on every figure, as {@code predict} ranks them), cheapest first in each class
	 * and the classes in the order of their cheapest.
	 */
	private static List<List<Predicted>> alikeClasses(final List<Predicted> points) {
		final Ranking<Corner> ranking = new Ranking<>(new Corners());
		final List<List<Predicted>> classes = new ArrayList<>();
		points.stream().sorted(Comparator.comparing(Predicted::point, Contender.CHEAPEST_FIRST)).forEach(point -> {
			final Corner central = Corner.central(point);
			classes.stream()
				.filter(members -> ranking.deciding(Corner.central(members.getFirst()), central).isEmpty())
				.findFirst()
				.ifPresentOrElse(members -> members.add(point), () -> classes.add(new ArrayList<>(List.of(point))));
		});
		return classes;
	}

	/**
	 * The point to race when {@code left} leaves the race: the dearest of the points
	 * predicted alike to it, which the model may be wrong to call alike; empty when there
	 * is none.
	 */
	public Optional<Point> standIn(final Point left) {
		final List<Point> members = alike.getOrDefault(left, List.of());
		return members.isEmpty() ? Optional.empty() : Optional.of(members.getLast());
	}

	/**
	 * The point to race, in a race for an SLO, when {@code point} misses the SLO or ends
	 * on its edge: of the points predicted alike to it, the cheapest with more workers
	 * than it, else the cheapest; empty when there is none. The answer is the cheapest
	 * point shown to meet the SLO, and a point set aside as alike to one that was not
	 * shown to meet it is judged by nothing yet; one with the same workers and a larger
	 * pool would most likely stand where that one stands.
	 */
	public Optional<Point> sloStandIn(final Point point) {
		final List<Point> members = alike.getOrDefault(point, List.of());
		final int workers = point.valueOrDefault(Knob.MAX_THREADS);
		return members.stream()
			.filter(member -> member.valueOrDefault(Knob.MAX_THREADS) > workers)
			.findFirst()
			.or(() -> members.stream().findFirst());
	}

	private static Optional<RuledOut> beaten(final Predicted point, final List<Predicted> all) {
		final Ranking<Corner> ranking = new Ranking<>(new Corners());
		final Corner best = Corner.best(point);
		for (final Predicted other : all) {
			final Corner worst = Corner.worst(other);
			if (other != point && ranking.beats(worst, best)) {
				final Criterion on = ranking.deciding(worst, best).orElseThrow();
				return Optional.of(new RuledOut(point.point(), other.point(),
						"the model: " + Shifts.name(on) + " " + Shifts.value(on, best.of(on)) + " at best (band "
								+ range(point, on) + ") against " + Shifts.label(other.point()) + "'s "
								+ Shifts.value(on, worst.of(on)) + " at worst (band " + range(other, on) + ")"));
			}
		}
		return Optional.empty();
	}

	private static Optional<RuledOut> missed(final Predicted point, final Slo slo) {
		final double p95Ms = point.best(Criterion.P95);
		final double recoveredAtS = point.best(Criterion.RECOVERY);
		return Optional.of(slo.check(p95Ms, recoveredAtS))
			.filter(check -> check.status() == Slo.Status.MISSES)
			.map(miss -> new RuledOut(point.point(), null, "the model, at best within its band: " + miss.reason(),
					slo.overshoot(p95Ms, recoveredAtS)));
	}

	private static String range(final Predicted point, final Criterion on) {
		final String low = Shifts.value(on, Math.min(point.best(on), point.worst(on)));
		final String high = Shifts.value(on, Math.max(point.best(on), point.worst(on)));
		return low.equals(high) ? low : low + "\u2013" + high;
	}

	/** A point at one corner of its band: all its figures at their best, or worst. */
	private record Corner(Point point, double goodput, double recovery, double p95) {

		static Corner central(final Predicted p) {
			return new Corner(p.point(), figure(Criterion.GOODPUT).applyAsDouble(p.central()),
					figure(Criterion.RECOVERY).applyAsDouble(p.central()),
					figure(Criterion.P95).applyAsDouble(p.central()));
		}

		static Corner best(final Predicted p) {
			return new Corner(p.point(), p.best(Criterion.GOODPUT), p.best(Criterion.RECOVERY), p.best(Criterion.P95));
		}

		static Corner worst(final Predicted p) {
			return new Corner(p.point(), p.worst(Criterion.GOODPUT), p.worst(Criterion.RECOVERY),
					p.worst(Criterion.P95));
		}

		double of(final Criterion criterion) {
			return switch (criterion) {
				case GOODPUT -> goodput;
				case RECOVERY -> recovery;
				case P95 -> p95;
			};
		}

	}

	/** Corners as the ranking reads them: one value each, no interval. */
	private static final class Corners implements Ranking.Points<Corner> {

		@Override
		public double figure(final Corner point, final Criterion criterion) {
			return point.of(criterion);
		}

		@Override
		public MedianDifference difference(final Corner a, final Corner b, final Criterion criterion) {
			return MedianDifference.exact(a.of(criterion), b.of(criterion));
		}

		@Override
		public boolean saturated(final Corner point) {
			return false;
		}

		@Override
		public Comparator<Corner> settingsOrder() {
			return Comparator.comparing(Corner::point, Contender.CHEAPEST_FIRST);
		}

	}

}
