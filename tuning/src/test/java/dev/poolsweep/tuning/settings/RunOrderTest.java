package dev.poolsweep.tuning.settings;

import dev.poolsweep.tuning.knob.Knob;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class RunOrderTest {

	private final List<Point> points = new Grid(Map.of(Knob.MAX_THREADS, List.of(1, 10, 100, 300)), false).points();

	@Test
	void asGivenRunsRoundAfterRoundInGridOrder() {
		assertThat(RunOrder.AS_GIVEN.runs(points, 2, 7)).extracting(RunId::toString)
			.containsExactly("t1-p100-a100/rep-1", "t10-p100-a100/rep-1", "t100-p100-a100/rep-1",
					"t300-p100-a100/rep-1", "t1-p100-a100/rep-2", "t10-p100-a100/rep-2", "t100-p100-a100/rep-2",
					"t300-p100-a100/rep-2");
	}

	@Test
	void shuffledIsTheSameForTheSameSeedAndEveryRoundHoldsEveryPoint() {
		final List<RunId> runs = RunOrder.SHUFFLED.runs(points, 10, 42);
		assertThat(RunOrder.SHUFFLED.runs(points, 10, 42)).isEqualTo(runs);
		assertThat(RunOrder.SHUFFLED.runs(points, 10, 43)).isNotEqualTo(runs);
		for (int round = 0; round < 10; round++) {
			final List<RunId> inRound = runs.subList(round * 4, round * 4 + 4);
			assertThat(inRound).extracting(RunId::repetition).containsOnly(round + 1);
			assertThat(inRound).extracting(RunId::point).containsExactlyInAnyOrderElementsOf(points);
		}
		assertThat(runs).extracting(RunId::point)
			.isNotEqualTo(RunOrder.AS_GIVEN.runs(points, 10, 42).stream().map(RunId::point).toList());
	}

	@Test
	void parsesItsNames() {
		assertThat(RunOrder.parse("as-given")).isEqualTo(RunOrder.AS_GIVEN);
		assertThat(RunOrder.parse(" Shuffled ")).isEqualTo(RunOrder.SHUFFLED);
		assertThatIllegalArgumentException().isThrownBy(() -> RunOrder.parse("random"))
			.withMessage("order must be as-given or shuffled, not 'random'");
		assertThatIllegalArgumentException().isThrownBy(() -> RunOrder.AS_GIVEN.runs(points, 0, 1))
			.withMessage("repeat must be at least 1, was 0");
	}

}
