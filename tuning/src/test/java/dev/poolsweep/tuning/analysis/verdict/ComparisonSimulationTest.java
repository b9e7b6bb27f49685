package dev.poolsweep.tuning.analysis.verdict;

import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

import dev.poolsweep.tuning.analysis.Aggregate;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Many synthetic sweeps of two points, ranked by the {@link Ranking} with the comparison
 * of the Recommender (its tolerances, its {@link MedianDifference}), with no board and no
 * files: each point's per-run figures are drawn from a known distribution with fixed
 * seeds, so the rates are the same on every run; the tests print them. A sweep tells the
 * points apart when the Recommender would call its leader clear: one leader, and enough
 * runs for an interval ({@link MedianDifference#FEWEST_RUNS}); with fewer the verdict is
 * provisional, which says that noise and difference cannot be told apart.
 *
 * <p>
 * Three noise levels. {@link #QUIET}: runs that agree to a few percent on goodput and
 * p95, as a point's repetitions do on a machine with nothing else running.
 * {@link #MEASURED}: the spread between repetitions of {@code reproduce --quick --repeat
 * 3} on this project's 2-vCPU test machine (pooled over its points: goodput 5 %, p95 13
 * %, recovery 0.8 s; tuning/README.md). {@link #NOISY}: one run in ten stalls (p95 four
 * times as high, goodput a fifth lower, recovery 5 s later), as runs on a shared machine
 * do. A 20 % difference is told apart with 5 repetitions in 80 % of sweeps at
 * {@link #QUIET}. At the other two the rates are printed, not held to 80 %: a p95 20 %
 * higher is 1.4 standard deviations of one run at {@link #MEASURED}, and with a stall
 * among the better point's 5 runs (two sweeps in five at {@link #NOISY}) no
 * distribution-free test at 95 % tells 5 runs from 5. The comparison must still grow
 * sharper with repetitions there.
 * </p>
 */
class ComparisonSimulationTest {

	private static final int SWEEPS = 500;

	private static final Noise QUIET = new Noise("quiet", 0.03, 0.03, 0.5, 0);

	private static final Noise MEASURED = new Noise("measured", 0.05, 0.13, 0.8, 0);

	private static final Noise NOISY = new Noise("noisy", 0.05, 0.05, 0.5, 0.1);

	private static final List<Noise> ALL = List.of(QUIET, MEASURED, NOISY);

	private static final double GOODPUT = 200;

	private static final double RECOVERED_AT_S = 35;

	private static final double P95_MS = 800;

	@Test
	void pointsAlikeCannotBeToldApart() {
		for (final Noise noise : ALL) {
			for (final int runs : List.of(3, 5, 10)) {
				assertThat(rate("alike", noise, runs, 1, 1)).isGreaterThanOrEqualTo(0.95);
			}
		}
	}

	@Test
	void aTwentyPercentDifferenceIsToldApartWithFiveRepetitions() {
		assertThat(rate("goodput 20 % lower", QUIET, 5, 0.8, 1)).isGreaterThanOrEqualTo(0.80);
		assertThat(rate("p95 20 % higher", QUIET, 5, 1, 1.2)).isGreaterThanOrEqualTo(0.80);
		// Printed, not held to 80 %: see the class's comment.
		for (final Noise noise : List.of(MEASURED, NOISY)) {
			rate("goodput 20 % lower", noise, 5, 0.8, 1);
			rate("p95 20 % higher", noise, 5, 1, 1.2);
		}
	}

	/**
	 * More repetitions tell a real difference apart more often. Compared from
	 * {@link MedianDifference#FEWEST_RUNS} up: with fewer runs a side there is no
	 * interval and the verdict is provisional, so their rate is 0 by construction and
	 * would make the comparison one against a constant. At {@link #QUIET} 5 runs tell a
	 * 20 % difference apart in over 99 % of sweeps already (the rates are printed), so
	 * neither count can be more often there.
	 */
	@Test
	void tenRepetitionsTellApartMoreOftenThanFive() {
		for (final Noise noise : List.of(MEASURED, NOISY)) {
			final double p95Five = rate("p95 20 % higher", noise, 5, 1, 1.2);
			final double p95Ten = rate("p95 20 % higher", noise, 10, 1, 1.2);
			final double goodputFive = rate("goodput 20 % lower", noise, 5, 0.8, 1);
			final double goodputTen = rate("goodput 20 % lower", noise, 10, 0.8, 1);
			assertThat(p95Ten).isGreaterThan(p95Five);
			assertThat(goodputTen).isGreaterThan(goodputFive);
		}
	}

	/** Fewer runs a side than an interval needs never tell points apart: provisional. */
	@Test
	void threeRepetitionsNeverTellApart() {
		assertThat(rate("p95 20 % higher", QUIET, 3, 1, 1.2)).isZero();
	}

	/**
	 * The share of sweeps the ranking gets right: where the second point is worse by the
	 * factors, it tells them apart with the first point as the leader; where the factors
	 * are 1 (the points are alike), it does not tell them apart.
	 */
	private static double rate(final String difference, final Noise noise, final int runs, final double goodputFactor,
			final double p95Factor) {
		final SplittableRandom random = new SplittableRandom(
				31L * runs + Double.hashCode(goodputFactor) + 7L * Double.hashCode(p95Factor) + noise.hashCode());
		final boolean alike = goodputFactor == 1 && p95Factor == 1;
		int right = 0;
		for (int sweep = 0; sweep < SWEEPS; sweep++) {
			final Point first = Point.draw(random, runs, noise, 1, 1);
			final Point second = Point.draw(random, runs, noise, goodputFactor, p95Factor);
			final List<Point> leaders = new Ranking<>(new SimulatedPoints()).rank(List.of(first, second)).leaders();
			final boolean apart = runs >= MedianDifference.FEWEST_RUNS && leaders.size() == 1;
			if (alike ? !apart : apart && leaders.getFirst() == first) {
				right++;
			}
		}
		final double rate = (double) right / SWEEPS;
		System.out.printf("%s, %s runs, %d a point: %s in %.1f %% of %d sweeps%n", difference, noise.name(), runs,
				alike ? "cannot be told apart" : "told apart", 100 * rate, SWEEPS);
		return rate;
	}

	/**
	 * Per-run noise: lognormal spreads of goodput and p95 (the standard deviation of the
	 * logarithm), a normal spread of the recovery instant in seconds (rounded to whole
	 * seconds, as the analysis reports it), and the chance that a run stalls.
	 */
	private record Noise(String name, double goodput, double p95, double recoveryS, double stallChance) {
	}

	/** One simulated point: its per-run figures. */
	private record Point(Map<Ranking.Criterion, double[]> figures) {

		static Point draw(final SplittableRandom random, final int runs, final Noise noise, final double goodputFactor,
				final double p95Factor) {
			final double[] goodput = new double[runs];
			final double[] recovery = new double[runs];
			final double[] p95 = new double[runs];
			for (int i = 0; i < runs; i++) {
				final boolean stall = random.nextDouble() < noise.stallChance();
				goodput[i] = GOODPUT * goodputFactor * Math.exp(noise.goodput() * random.nextGaussian())
						* (stall ? 0.8 : 1);
				p95[i] = P95_MS * p95Factor * Math.exp(noise.p95() * random.nextGaussian()) * (stall ? 4 : 1);
				recovery[i] = Math.round(RECOVERED_AT_S + noise.recoveryS() * random.nextGaussian()) + (stall ? 5 : 0);
			}
			final Map<Ranking.Criterion, double[]> figures = new EnumMap<>(Ranking.Criterion.class);
			figures.put(Ranking.Criterion.GOODPUT, goodput);
			figures.put(Ranking.Criterion.RECOVERY, recovery);
			figures.put(Ranking.Criterion.P95, p95);
			return new Point(figures);
		}

	}

	/** Simulated points as the ranking reads them. */
	private static final class SimulatedPoints implements Ranking.Points<Point> {

		@Override
		public double figure(final Point point, final Ranking.Criterion criterion) {
			return Aggregate.of(point.figures().get(criterion)).median();
		}

		@Override
		public MedianDifference difference(final Point a, final Point b, final Ranking.Criterion criterion) {
			return MedianDifference.between(a.figures().get(criterion), b.figures().get(criterion));
		}

		@Override
		public boolean saturated(final Point point) {
			return false;
		}

		@Override
		public Comparator<Point> settingsOrder() {
			return Comparator.comparingInt(System::identityHashCode);
		}

	}

}
