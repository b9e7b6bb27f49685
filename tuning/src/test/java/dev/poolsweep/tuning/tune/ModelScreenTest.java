package dev.poolsweep.tuning.tune;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.poolsweep.tuning.analysis.series.AnalysisOptions;
import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.model.BoardModel;
import dev.poolsweep.tuning.model.LoadSchedule;
import dev.poolsweep.tuning.model.ModelInputs;
import dev.poolsweep.tuning.model.PredictionSpread;
import dev.poolsweep.tuning.model.ServiceProfile;
import dev.poolsweep.tuning.plan.LoadSettings;
import dev.poolsweep.tuning.settings.Point;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The model's screen: a point its band rules out, and points it cannot tell apart (on a
 * board without database time the pool's size changes nothing the model sees).
 */
class ModelScreenTest {

	/** About the paper's server: ten workers serve 211 requests/s on one core. */
	private static final ServiceProfile PAPER_SERVER = ServiceProfile.of(1, 1000.0 / 211, 0);

	private static final Point ONE = new Point(1, 2, 100, null, null);

	private static final Point TEN_SMALL_POOL = new Point(10, 2, 100, null, null);

	private static final Point TEN_LARGE_POOL = new Point(10, 100, 100, null, null);

	@Test
	void rulesOutWhatItsBandCan() {
		// 8 ms of database time a request: one worker serves 100/s, far below the burst
		final ServiceProfile slowDatabase = ServiceProfile.of(1, 2, 8);
		final Point one = new Point(1, 100, 100, null, null);
		final Point ten = new Point(10, 100, 100, null, null);
		final ModelScreen screen = ModelScreen.of(predicted(slowDatabase, one, ten), Slo.NONE);
		assertThat(screen.raced()).containsExactly(ten);
		assertThat(screen.ruledOut()).extracting(ModelScreen.RuledOut::point).containsExactly(one);
		assertThat(screen.ruledOut().getFirst().by()).isEqualTo(ten);
		assertThat(screen.ruledOut().getFirst().reason()).startsWith("the model: ").contains("at best (band ");
		assertThat(screen.summary()).isEqualTo("the model rules out 1 of 2 points; the race measures 1");
	}

	/**
	 * For an SLO the stand-in is the cheapest alike point with more workers: one with the
	 * same workers and a larger pool would most likely stand where the first stood.
	 */
	@Test
	void inARaceForAnSloTheStandInIsTheCheapestAlikePointWithMoreWorkers() {
		final Point oneLargePool = new Point(1, 100, 100, null, null);
		final Point five = new Point(5, 2, 100, null, null);
		final Point fiveLargePool = new Point(5, 100, 100, null, null);
		final ModelScreen screen = new ModelScreen(List.of(ONE, TEN_SMALL_POOL), List.of(),
				Map.of(ONE, List.of(oneLargePool, five, fiveLargePool), TEN_SMALL_POOL, List.of(TEN_LARGE_POOL)));
		assertThat(screen.sloStandIn(ONE)).contains(five);
		assertThat(screen.standIn(ONE)).contains(fiveLargePool);
		assertThat(screen.sloStandIn(TEN_SMALL_POOL)).as("no alike point with more workers: the cheapest")
			.contains(TEN_LARGE_POOL);
		assertThat(screen.sloStandIn(five)).isEmpty();
	}

	@Test
	void racesTheCheapestOfPointsItCannotTellApart() {
		final ModelScreen screen = ModelScreen.of(predicted(PAPER_SERVER, TEN_LARGE_POOL, TEN_SMALL_POOL), Slo.NONE);
		assertThat(screen.raced()).containsExactly(TEN_SMALL_POOL);
		assertThat(screen.ruledOut()).extracting(ModelScreen.RuledOut::point).containsExactly(TEN_LARGE_POOL);
		assertThat(screen.ruledOut().getFirst().by()).isEqualTo(TEN_SMALL_POOL);
		assertThat(screen.standIn(TEN_SMALL_POOL)).contains(TEN_LARGE_POOL);
		assertThat(screen.standIn(TEN_LARGE_POOL)).isEmpty();
		assertThat(screen.summary()).isEqualTo("the model rules out 0 of 2 points and sets 1 aside, predicted alike to "
				+ "a point it races; the race measures 1");
	}

	@Test
	void withAnSloRulesOutWhatMissesItEvenAtBest() {
		final Slo slo = Slo.parse("p95=1ms").withBurstEndingAt(30);
		final ModelScreen screen = ModelScreen.of(predicted(PAPER_SERVER, ONE, TEN_SMALL_POOL), slo);
		assertThat(screen.raced()).isEmpty();
		assertThat(screen.ruledOut().getFirst().reason()).contains("over the SLO's 1 ms");
	}

	@Test
	void sloParsesAndSaysWhatItDoesNotKnow() {
		final Slo slo = Slo.parse("p95=2s,recovery=5s");
		assertThat(slo.p95()).isEqualTo(Duration.ofSeconds(2));
		assertThat(slo.recovery()).isEqualTo(Duration.ofSeconds(5));
		assertThat(slo).hasToString("p95=2s,recovery=5s");
		assertThatThrownBy(() -> Slo.parse("p95")).isInstanceOf(BadInputException.class);
	}

	private static List<ModelScreen.Predicted> predicted(final ServiceProfile service, final Point... points) {
		final LoadSchedule schedule = LoadSchedule.of(LoadSettings.PAPER);
		final ModelInputs inputs = new ModelInputs(service, schedule, 10_000, 3_000,
				schedule.defaultMaxInFlight(10_000), AnalysisOptions.defaults(), 7);
		return List.of(points)
			.stream()
			.map(p -> new ModelScreen.Predicted(p, BoardModel.predict(inputs, p), PredictionSpread.of(inputs, p)))
			.toList();
	}

}
