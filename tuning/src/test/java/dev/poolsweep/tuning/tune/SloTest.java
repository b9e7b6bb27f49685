package dev.poolsweep.tuning.tune;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.poolsweep.tuning.settings.Point;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The SLO against a point's runs. The p95s are those of one worker and of five in a tune
 * with {@code --slo p95=6s,recovery=15s} on this project's 2-core machine, in seconds, a
 * seventh run added.
 */
class SloTest {

	private static final Slo SLO = Slo.parse("p95=6s,recovery=15s").withBurstEndingAt(30);

	private static final Point ONE = new Point(1, 2, 100, null, null);

	private static final Point FIVE = new Point(5, 2, 100, null, null);

	private static final Point TWENTY = new Point(20, 2, 100, null, null);

	@Test
	void aMedianUnderTheLimitWithAnIntervalAcrossItIsOnTheEdge() {
		final Slo.Check check = SLO.check(runs(ONE, 45, 5.57, 5.67, 5.92, 5.95, 6.39, 6.56, 6.82));

		assertThat(check.status()).isEqualTo(Slo.Status.ON_THE_EDGE);
		assertThat(check.reason())
			.isEqualTo("p95 5.95 s (interval 5.57 s to 6.82 s, 7 runs), on the edge of the SLO's 6 s");
	}

	@Test
	void anIntervalWithinEveryLimitMeetsItAndOneBeyondALimitMissesIt() {
		assertThat(SLO.check(runs(FIVE, 39, 3.36, 3.56, 4.02, 4.33, 4.42, 4.72, 4.1)).status())
			.isEqualTo(Slo.Status.MEETS);
		final Slo.Check late = SLO.check(runs(FIVE, 46, 3.36, 3.56, 4.02, 4.33, 4.42, 4.72, 4.1));
		assertThat(late.status()).isEqualTo(Slo.Status.MISSES);
		assertThat(late.reason()).startsWith("back 16 s after the burst (interval 16 s to 16 s, 7 runs), over");
		assertThat(SLO.check(runs(ONE, 45, 6.4, 6.92, 7.5, 8.56, 9.02, 10.14, 7.0)).status())
			.isEqualTo(Slo.Status.MISSES);
	}

	@Test
	void tooFewRunsForAnIntervalAreOnTheEdgeAndAPredictionIsExact() {
		final Slo.Check three = SLO.check(runs(FIVE, 39, 3.4, 3.6, 4.0));
		assertThat(three.status()).isEqualTo(Slo.Status.ON_THE_EDGE);
		assertThat(three.reason()).isEqualTo("p95 3.6 s (no interval, 3 runs), on the edge of the SLO's 6 s");
		assertThat(SLO.check(5999, 44).status()).isEqualTo(Slo.Status.MEETS);
		assertThat(SLO.check(6001, 44).reason()).isEqualTo("p95 6 s, over the SLO's 6 s");
		assertThat(SLO.check(5000, Double.POSITIVE_INFINITY).reason())
			.isEqualTo("never back after the burst, over the SLO's 15 s");
	}

	/**
	 * The race for the SLO goes past a point whose median meets it by noise: the answer
	 * is the cheapest point its runs show to meet it, and the one on the edge is named.
	 */
	@Test
	void theAnswerIsTheCheapestPointShownToMeetTheSloAndTheEdgeIsNamed() {
		final List<Contender> raced = List.of(runs(ONE, 45, 5.57, 5.67, 5.92, 5.95, 6.39, 6.56, 6.82),
				runs(FIVE, 39, 3.36, 3.56, 4.02, 4.33, 4.42, 4.72, 4.1), Contender.unmeasured(TWENTY));
		final Race.Standing standing = new Race(SLO).judge(raced, 2);
		// the tune reads its runs again for the answer: equal points, other instances
		final List<Contender> readAgain = raced.stream().map(c -> new Contender(c.point(), c.runs())).toList();
		final List<String> lines = new TuneAnswer(List.of(ONE, FIVE, TWENTY),
				new ModelScreen(List.of(ONE, FIVE, TWENTY), List.of(), Map.of()), readAgain, standing, SLO, 15, 30,
				null)
			.lines();

		assertThat(standing.end()).contains(Race.End.SLO_MET);
		assertThat(standing.recommended().map(Contender::point)).contains(FIVE);
		assertThat(lines.get(0))
			.startsWith("# the cheapest settings shown to meet the SLO p95=6s,recovery=15s: maxThreads=5, maxTotal=2");
		assertThat(lines.get(4)).isEqualTo("# cheaper, on the SLO's edge (neither shown to meet it nor to miss it): "
				+ "maxThreads=1, maxTotal=2, acceptCount=100: p95 5.95 s (interval 5.57 s to 6.82 s, 7 runs), on the "
				+ "edge of the SLO's 6 s");
		assertThat(lines.get(5)).contains("1 on the SLO's edge");
		assertThat(new TuneAnswer(List.of(ONE, FIVE, TWENTY), new ModelScreen(List.of(), List.of(), Map.of()), raced,
				standing, SLO, 15, 30, null)
			.html(List.of())).contains("the 98.3 % interval", "not measured: the race ended before its turn")
			.doesNotContain("n/a");
	}

	/**
	 * As a tune on a fresh machine answered: one worker meets the SLO, and the model's
	 * calibration run at twenty, dearer, was never judged against it.
	 */
	@Test
	void aDearerPointMeasuredOnlyForTheCalibrationIsSaidNotJudged() {
		final List<Contender> raced = List.of(runs(ONE, 39, 2.61, 3.2, 3.5, 3.9, 4.1, 4.6, 5.06),
				runs(TWENTY, 38, 2.9));
		final Race.Standing standing = new Race(SLO).judge(raced, 1);
		final List<String> lines = new TuneAnswer(List.of(ONE, TWENTY),
				new ModelScreen(List.of(ONE, TWENTY), List.of(), Map.of()), raced, standing, SLO, 8, 30, null)
			.lines();

		assertThat(standing.recommended().map(Contender::point)).contains(ONE);
		assertThat(lines).contains("# maxThreads: 1 (the answer); 20 dearer, not judged against the SLO (1 run)");
		assertThat(lines.get(0)).contains("(p95 3.9 s (interval 2.61 s to 5.06 s, 7 runs)");
		assertThat(new TuneAnswer(List.of(ONE, TWENTY), new ModelScreen(List.of(), List.of(), Map.of()), raced,
				standing, SLO, 8, 30, null)
			.html(List.of())).contains("(no interval; tie").doesNotContain("never");
	}

	@Test
	void whenEveryPointLeftIsOnTheEdgeThereAreNoSettingsToPaste() {
		final List<Contender> raced = List.of(runs(ONE, 45, 5.57, 5.67, 5.92, 5.95, 6.39, 6.56, 6.82));
		final Race.Standing standing = new Race(SLO).judge(raced, 1);
		final List<String> lines = new TuneAnswer(List.of(ONE), new ModelScreen(List.of(ONE), List.of(), Map.of()),
				raced, standing, SLO, 8, 30, null)
			.lines();

		assertThat(standing.end()).contains(Race.End.ON_THE_EDGE);
		assertThat(standing.recommended()).isEmpty();
		assertThat(lines.get(0)).startsWith("# no point was shown to meet the SLO p95=6s,recovery=15s; every point "
				+ "left is on its edge; the closest is maxThreads=1");
	}

	/**
	 * The model ruled out every point for the SLO and nothing was raced: the one line
	 * names the point the model finds closest, with its reason.
	 */
	@Test
	void whenTheModelRulesOutEveryPointTheLineNamesItsClosest() {
		final ModelScreen screen = new ModelScreen(List.of(),
				List.of(new ModelScreen.RuledOut(ONE, null, "the model, at best within its band: p95 9 s", 1.5),
						new ModelScreen.RuledOut(FIVE, null, "the model, at best within its band: p95 7 s", 1.17)),
				Map.of());
		final Race.Standing standing = new Race(SLO).judge(List.of(), 0);
		final List<String> lines = new TuneAnswer(List.of(ONE, FIVE), screen, List.of(), standing, SLO, 1, 30, null)
			.lines();

		assertThat(lines.get(0)).isEqualTo("# no point meets the SLO p95=6s,recovery=15s; the model rules out every "
				+ "point, the closest maxThreads=5, maxTotal=2, acceptCount=100: the model, at best within its band: "
				+ "p95 7 s");
	}

	/** Runs of a point with these p95s in seconds, each back at {@code recoveredAtS}. */
	private static Contender runs(final Point point, final double recoveredAtS, final double... p95S) {
		Contender contender = Contender.unmeasured(point);
		for (final double p95 : p95S) {
			contender = contender.plus(200, recoveredAtS, p95 * 1000);
		}
		return contender;
	}

}
