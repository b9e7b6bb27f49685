package dev.poolsweep.tuning.tune;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;

import org.junit.jupiter.api.Test;

import dev.poolsweep.tuning.settings.Point;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * How a budget of time ends the race (between runs, not after a whole round), and which
 * points a race for an SLO measures in place of one on its edge.
 */
class RacingTest {

	private static final Point TEN = new Point(10, 2, 100, null, null);

	private static final Point FIFTY = new Point(50, 2, 100, null, null);

	private static final Point ONE = new Point(1, 2, 100, null, null);

	private static final Point ONE_LARGE_POOL = new Point(1, 100, 100, null, null);

	private static final Point FIVE = new Point(5, 2, 100, null, null);

	private static final Point FIVE_LARGE_POOL = new Point(5, 100, 100, null, null);

	/**
	 * A first round of two points asks for {@link Race#FIRST_RUNS} runs of each; the time
	 * is up after three: the race ends there, with three runs spent and recorded in the
	 * round, and says that the time ended it.
	 */
	@Test
	void aBudgetOfTimeEndsTheRaceBetweenTheRunsOfARound() throws Exception {
		final AtomicInteger made = new AtomicInteger();
		final BooleanSupplier timeUp = () -> made.get() >= 3;
		final Map<Point, Contender> contenders = new LinkedHashMap<>();
		List.of(TEN, FIFTY).forEach(point -> contenders.put(point, Contender.unmeasured(point)));
		final List<Racing.Round> rounds = new ArrayList<>();
		final Racing.Outcome outcome = new Racing(new Race(Slo.NONE), point -> Optional.empty())
			.race(new ArrayList<>(contenders.values()), 1, 30, timeUp, new Racing.Rounds() {

				@Override
				public Racing.Ran run(final List<Point> batch, final BooleanSupplier up) {
					int runs = 0;
					for (final Point point : batch) {
						if (up.getAsBoolean()) {
							break;
						}
						contenders.put(point, contenders.get(point).plus(100 + made.incrementAndGet(), 40, 1000));
						runs++;
					}
					return new Racing.Ran(new ArrayList<>(contenders.values()), runs);
				}

				@Override
				public void judged(final Racing.Round round) {
					rounds.add(round);
				}

			});
		assertThat(Race.FIRST_RUNS).as("the round asks for more than the time allows").isGreaterThan(1);
		assertThat(outcome.runs()).isEqualTo(3);
		assertThat(rounds).singleElement().satisfies(round -> {
			assertThat(round.runs()).isEqualTo(3);
			assertThat(round.measured()).containsExactly(TEN, FIFTY);
		});
		assertThat(outcome.standing().end()).contains(Race.End.TIME);
		assertThat(outcome.standing().undecided()).isTrue();
	}

	/**
	 * The model set five workers aside as alike to one, and one ends on the SLO's edge:
	 * five, cheaper than ten, is measured before ten can be the answer, through its
	 * smallest pool. Without it, the answer was ten, and five was never measured.
	 */
	@Test
	void aRaceForAnSloMeasuresThePointsSetAsideAsAlikeToOneOnItsEdge() throws Exception {
		final ModelScreen screen = new ModelScreen(List.of(ONE, TEN), List.of(),
				Map.of(ONE, List.of(ONE_LARGE_POOL, FIVE, FIVE_LARGE_POOL), TEN, List.of()));
		// p95 in ms, one run after another: one worker's median sits at the SLO's 6 s
		final Map<Point, double[]> p95 = Map.of(ONE, new double[] { 4800, 7200, 5200, 6800, 5600, 6400, 6000 }, FIVE,
				new double[] { 4100, 4300, 4200, 4400, 4000, 4250, 4150 }, TEN,
				new double[] { 4000, 4200, 4100, 4300, 3900, 4150, 4050 });
		final Map<Point, Contender> contenders = new LinkedHashMap<>();
		List.of(ONE, TEN).forEach(point -> contenders.put(point, Contender.unmeasured(point)));
		final Racing.Outcome outcome = new Racing(new Race(Slo.parse("p95=6s")), screen::sloStandIn)
			.race(new ArrayList<>(contenders.values()), 1, 30, () -> false, (batch, up) -> {
				for (final Point point : batch) {
					final Contender before = contenders.getOrDefault(point, Contender.unmeasured(point));
					contenders.put(point, before.plus(60, 40, p95.get(point)[before.size()]));
				}
				return new Racing.Ran(new ArrayList<>(contenders.values()), batch.size());
			});
		assertThat(outcome.standing().onTheEdge()).extracting(Contender::point).containsExactly(ONE);
		assertThat(outcome.standing().recommended()).map(Contender::point).contains(FIVE);
		assertThat(contenders).doesNotContainKey(ONE_LARGE_POOL).doesNotContainKey(FIVE_LARGE_POOL);
		assertThat(contenders.get(TEN).size()).as("ten, dearer than the answer").isZero();
		assertThat(outcome.runs()).isEqualTo(2 * Race.SLO_RUNS);
	}

}
