package dev.poolsweep.tuning.tune;

import java.util.List;

import dev.poolsweep.tuning.analysis.verdict.MedianDifference;
import dev.poolsweep.tuning.analysis.verdict.Ranking.Criterion;

/**
 * Whether two measured points are equivalent: on every figure the shift's interval lies
 * inside the tolerance the ranking uses for a tie (goodput 5 % of the larger median,
 * recovery 1 s, p95 10 % of the smaller), two one-sided tests.
 *
 * <p>
 * Design: each one-sided test leaves {@link #TAIL} = 5 %, the error rate of the existing
 * comparison ({@link MedianDifference#CONFIDENCE_PCT}); the interval is therefore the 90
 * % one of the same Hodges–Lehmann shift and Mann–Whitney counts. Equivalence is claimed
 * only when every figure and, for a set of points, every pair passes
 * (intersection–union), so no share of the error is split between them: declaring
 * equivalent two points that differ by more than a tolerance on any figure happens in at
 * most 5 % of trials. Without an interval (fewer runs than it needs) nothing is
 * equivalent.
 * </p>
 */
final class Equivalence {

	/** The chance left in each tail: the existing comparison's 5 %. */
	public static final double TAIL = (100 - MedianDifference.CONFIDENCE_PCT) / 100.0;

	private Equivalence() {
	}

	/** The shift of {@code a} over {@code b} on a figure, with its 90 % interval. */
	public static MedianDifference shift(final Contender a, final Contender b, final Criterion criterion) {
		return MedianDifference.between(a.values(criterion), b.values(criterion), TAIL);
	}

	/** The tolerance between two points on a figure, in its unit. */
	public static double tolerance(final Contender a, final Contender b, final Criterion criterion) {
		return criterion.tie(a.median(criterion), b.median(criterion));
	}

	/** Whether the two are equivalent on a figure. */
	public static boolean on(final Contender a, final Contender b, final Criterion criterion) {
		final MedianDifference shift = shift(a, b, criterion);
		final double tolerance = tolerance(a, b, criterion);
		return !shift.single() && !shift.unbounded() && shift.low() > -tolerance && shift.high() < tolerance;
	}

	/** Whether the two are equivalent on every figure. */
	public static boolean of(final Contender a, final Contender b) {
		for (final Criterion criterion : Criterion.values()) {
			if (!on(a, b, criterion)) {
				return false;
			}
		}
		return true;
	}

	/** Whether every pair of the points is equivalent. */
	public static boolean all(final List<Contender> points) {
		for (int i = 0; i < points.size(); i++) {
			for (int j = i + 1; j < points.size(); j++) {
				if (!of(points.get(i), points.get(j))) {
					return false;
				}
			}
		}
		return true;
	}

}
