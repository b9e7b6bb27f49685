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

/** How a budget of time ends the race: between runs, not after a whole round. */
class RacingTest {

	private static final Point TEN = new Point(10, 2, 100, null, null);

	private static final Point FIFTY = new Point(50, 2, 100, null, null);

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

}
