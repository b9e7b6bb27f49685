package dev.poolsweep.tuning.tune;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.poolsweep.tuning.settings.Point;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The answer as the console and tune.properties give it, from a race judged on runs made
 * up to be plain: one worker far behind, three others alike to within a percent.
 */
class TuneAnswerTest {

	private static final Point ONE = new Point(1, 100, 100, null, null);

	private static final Point TEN = new Point(10, 100, 100, null, null);

	private static final Point TWENTY = new Point(20, 100, 100, null, null);

	private static final Point FIFTY = new Point(50, 100, 100, null, null);

	@Test
	void thePropertiesFirstThenTheRangeThenTheCost() {
		final List<Contender> raced = List.of(runs(ONE, 100, 45, 5000), runs(TEN, 200, 38, 1000),
				runs(TWENTY, 201, 38, 1001), runs(FIFTY, 199, 38, 1002));
		final Race.Standing standing = new Race(Slo.NONE).judge(raced, 1);
		final ModelScreen screen = new ModelScreen(List.of(ONE, TEN, TWENTY, FIFTY), List.of(), Map.of());
		final List<String> lines = new TuneAnswer(List.of(ONE, TEN, TWENTY, FIFTY), screen, raced, standing, Slo.NONE,
				24, 30, null)
			.lines();
		assertThat(standing.end()).contains(Race.End.EQUIVALENT);
		assertThat(lines.get(0)).startsWith("# the cheapest of 3 equivalent leaders: maxThreads=10, maxTotal=100");
		assertThat(lines.subList(1, 4)).containsExactly("server.tomcat.threads.max=10",
				"spring.datasource.hikari.maximum-pool-size=100", "server.tomcat.accept-count=100");
		assertThat(lines.get(4)).startsWith("# maxThreads: 10\u201350 equivalent (10, 20, 50); 1 worse: goodput \u2212")
			.contains("(interval \u2212");
		assertThat(lines.get(5))
			.isEqualTo("# runs: 24 (the grid at 5 repetitions: 20); ended: the leaders are equivalent");
	}

	/**
	 * A budget spent before any point had the runs for an interval (as a 21-point grid
	 * with a 30-run budget leaves it: 5 runs a point): the answer, said to be undecided,
	 * is the cheapest point no other beats on its medians, not the cheapest point left,
	 * which here is one worker far behind.
	 */
	@Test
	void aBudgetSpentBeforeTheRaceDecidedAnswersTheBestMediansProvisionally() {
		final List<Contender> raced = List.of(runs(ONE, 100, 45, 5000, 5), runs(TEN, 200, 38, 1000, 5),
				runs(FIFTY, 180, 40, 1500, 5));
		final Race.Standing judged = new Race(Slo.NONE).judge(raced, 1);
		assertThat(judged.left()).as("5 runs a point: no interval at the race's share of the 5 %").hasSize(3);
		final Race.Standing standing = Race.ended(judged, Race.End.BUDGET);
		final ModelScreen screen = new ModelScreen(List.of(ONE, TEN, FIFTY), List.of(), Map.of());
		final List<String> lines = new TuneAnswer(List.of(ONE, TEN, FIFTY), screen, raced, standing, Slo.NONE, 30, 30,
				null)
			.lines();
		assertThat(standing.undecided()).isTrue();
		assertThat(lines.get(0))
			.startsWith(
					"# undecided (more runs, --budget, would decide); provisionally, the cheapest of the 3 points left")
			.contains(": maxThreads=10, maxTotal=100");
		assertThat(lines.get(1)).isEqualTo("server.tomcat.threads.max=10");
		assertThat(lines.getLast()).endsWith("ended: the budget is spent (30 runs)");
	}

	/**
	 * A budget spent with two points left whose runs overlap, one ahead by 11 % on its
	 * median goodput (as the 21-point grid left maxThreads=20 and 300 after 45 runs): the
	 * provisional answer is the cheaper, as neither is shown to beat the other, and the
	 * answer names the point ahead on its medians.
	 */
	@Test
	void anUndecidedAnswerNamesThePointAheadOnItsMedians() {
		final double[] spread = { -15, -10, -7, -5, -2, 0, 2, 5, 7, 10, 15 };
		Contender ten = Contender.unmeasured(TEN);
		Contender fifty = Contender.unmeasured(FIFTY);
		for (final double wobble : spread) {
			ten = ten.plus(55 + wobble, 40, 4600);
			fifty = fifty.plus(62 + wobble, 40, 4600);
		}
		final List<Contender> raced = List.of(ten, fifty);
		final Race.Standing standing = Race.ended(new Race(Slo.NONE).judge(raced, 2), Race.End.BUDGET);
		final ModelScreen screen = new ModelScreen(List.of(TEN, FIFTY), List.of(), Map.of());
		final List<String> lines = new TuneAnswer(List.of(TEN, FIFTY), screen, raced, standing, Slo.NONE, 45, 45, null)
			.lines();
		assertThat(standing.left()).as("11 runs a point do not tell these apart").hasSize(2);
		assertThat(lines.get(0)).contains("that no other is shown to beat: maxThreads=10, maxTotal=100")
			.endsWith("; ahead on its medians, not shown: maxThreads=50, maxTotal=100, acceptCount=100 (medians of "
					+ "11 runs: goodput 62/s, back at 40 s, p95 4.6 s)");
	}

	/** A race that the budget's time ended says so, with the duration, not the runs. */
	@Test
	void aRaceEndedByItsTimeSaysSo() {
		final List<Contender> raced = List.of(runs(TEN, 200, 38, 1000, 3), runs(FIFTY, 180, 40, 1500, 3));
		final Race.Standing standing = Race.ended(new Race(Slo.NONE).judge(raced, 1), Race.End.TIME);
		final List<String> lines = new TuneAnswer(List.of(TEN, FIFTY),
				new ModelScreen(List.of(TEN, FIFTY), List.of(), Map.of()), raced, standing, Slo.NONE, 7, 300,
				Duration.ofMinutes(18))
			.lines();
		assertThat(standing.undecided()).isTrue();
		assertThat(lines.getLast()).endsWith("ended: the budget's time is spent (18m 00s)");
	}

	/** With an SLO, a budget spent before any point met it gives no settings to paste. */
	@Test
	void aBudgetSpentBeforeAnyPointMetTheSloGivesNoSettings() {
		final Slo slo = Slo.parse("p95=2s,recovery=5s").withBurstEndingAt(40);
		final List<Contender> raced = List.of(runs(ONE, 100, 45, 5000, 3));
		final Race.Standing standing = Race.ended(new Race(slo).judge(raced, 1), Race.End.BUDGET);
		final List<String> lines = new TuneAnswer(List.of(ONE), new ModelScreen(List.of(ONE), List.of(), Map.of()),
				raced, standing, slo, 3, 3, null)
			.lines();
		assertThat(standing.recommended()).isEmpty();
		assertThat(lines.get(0)).startsWith("# no point was shown to meet the SLO");
	}

	/** Six runs a point around these figures, each within half a percent. */
	/**
	 * A grid the model found alike throughout, so that only its cheapest point is raced:
	 * the others are its word, not runs, though one of them ran once to calibrate it.
	 */
	@Test
	void aPointPredictedAlikeIsSaidNotToBeRaced() {
		final List<Contender> raced = List.of(runs(ONE, 100, 45, 5000, 4));
		final Race.Standing standing = new Race(Slo.NONE).judge(raced, 1);
		final ModelScreen screen = new ModelScreen(List.of(ONE),
				List.of(new ModelScreen.RuledOut(TEN, ONE, "predicted alike to " + Shifts.label(ONE))),
				Map.of(ONE, List.of(TEN)));
		final List<String> lines = new TuneAnswer(List.of(ONE, TEN), screen, raced, standing, Slo.NONE, 5, 30, null)
			.lines();
		assertThat(standing.end()).contains(Race.End.ONE_LEADER);
		assertThat(lines).contains("# maxThreads: 1 (the answer); 10 predicted alike by the model, not raced");
	}

	private static Contender runs(final Point point, final double goodput, final double recoveredAtS,
			final double p95Ms) {
		return runs(point, goodput, recoveredAtS, p95Ms, 6);
	}

	/** {@code count} runs (at most six) a point around these figures. */
	private static Contender runs(final Point point, final double goodput, final double recoveredAtS,
			final double p95Ms, final int count) {
		Contender contender = Contender.unmeasured(point);
		final List<Double> wobble = new ArrayList<>(List.of(-0.005, 0.003, 0.0, 0.004, -0.002, 0.001)).subList(0,
				count);
		for (final double w : wobble) {
			contender = contender.plus(goodput * (1 + w), recoveredAtS, p95Ms * (1 - w));
		}
		return contender;
	}

}
