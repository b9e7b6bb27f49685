package dev.poolsweep.tuning.analysis.verdict;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import dev.poolsweep.tuning.analysis.series.AnalysisOptions;
import dev.poolsweep.tuning.analysis.sweep.SweepAnalyzer;
import dev.poolsweep.tuning.analysis.SweepFixture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

class RecommenderTest {

	private static final String PROFILE = "const(4,3s) const(12,3s) const(4,9s)";

	@TempDir
	Path out;

	private Recommendation recommend() throws IOException {
		return new SweepAnalyzer(AnalysisOptions.defaults()).analyze(out).recommendation();
	}

	@Test
	void theBestGoodputWinsAndTheOthersSayWhyTheyLost() throws IOException {
		final SweepFixture fixture = new SweepFixture(out);
		fixture.run(10, 1, PROFILE).elapsed(s -> s >= 3 && s < 6 ? 100 : 10).writeOk();
		// Slow in the burst and for two seconds after it: lower goodput, recovers 2 s
		// later.
		fixture.run(1, 1, PROFILE).elapsed(s -> s >= 3 && s < 8 ? 1500 : 10).writeOk();

		final Recommendation recommendation = recommend();

		assertThat(recommendation.best().settings().maxThreads()).isEqualTo(10);
		assertThat(recommendation.verdicts()).extracting(Recommendation.Verdict::rank).containsExactly(1, 2);
		assertThat(recommendation.verdicts().getFirst().summary())
			.startsWith("maxThreads=10: goodput 5.6/s, recovered at 6 s");
		assertThat(recommendation.verdicts().get(1).summary())
			.startsWith("maxThreads=1: goodput \u221252.4 %, recovered 2 s later (at 8 s)");
	}

	@Test
	void withEqualGoodputTheEarlierRecoveryWins() throws IOException {
		final SweepFixture fixture = new SweepFixture(out);
		fixture.run(10, 1, PROFILE).elapsed(s -> s >= 3 && s < 9 ? 500 : 10).writeOk();
		fixture.run(100, 1, PROFILE).elapsed(s -> s >= 3 && s < 7 ? 500 : 10).writeOk();

		final Recommendation recommendation = recommend();

		assertThat(recommendation.best().settings().maxThreads()).isEqualTo(100);
		assertThat(recommendation.verdicts().get(1).dominated()).isFalse();
		assertThat(recommendation.verdicts().get(1).leader()).isFalse();
		assertThat(recommendation.verdicts().get(1).summary()).contains("recovered 2 s later");
	}

	@Test
	void aPointMarginallyWorseOnAllThreeIsNotDominated() throws IOException {
		// maxThreads=1 is worse on goodput, p95 and recovery in every repetition, by
		// little: within the tolerances. This test once required it to be dominated and
		// 10 the clear winner (dominance read the medians alone); dominance now takes the
		// test that telling apart takes (issue 30), and nothing here is beyond a
		// tolerance, so the two are leaders together.
		final SweepFixture fixture = new SweepFixture(out);
		for (int rep = 1; rep <= 5; rep++) {
			fixture.run(10, rep, PROFILE).elapsed(s -> s >= 3 && s < 6 ? 900 : 10).writeOk();
			fixture.run(1, rep, PROFILE)
				.elapsed(s -> s >= 3 && s < 6 ? 950 : s == 6 ? 20 : 10)
				.failFirstOf(3, "503", "Service Unavailable")
				.writeOk();
		}

		final Recommendation recommendation = recommend();

		assertThat(recommendation.leaders()).extracting(p -> p.settings().maxThreads())
			.containsExactlyInAnyOrder(10, 1);
		assertThat(recommendation.verdicts()).noneMatch(Recommendation.Verdict::dominated);
		assertThat(recommendation.confidence()).isEqualTo(Recommendation.Confidence.TIED);
		assertThat(recommendation.verdicts().get(1).summary()).contains("; not told apart from the best: goodput ",
				", recovery ", ", p95 ", "(98.3 %, 5 and 5 runs)");
	}

	@Test
	void aPointWorseBeyondTheTolerancesOnAllThreeIsDominated() throws IOException {
		final SweepFixture fixture = new SweepFixture(out);
		for (int rep = 1; rep <= 5; rep++) {
			fixture.run(10, rep, PROFILE).elapsed(s -> s >= 3 && s < 6 ? 900 : 10).writeOk();
			// slower than the goodput threshold in the burst and 3 s after it
			fixture.run(1, rep, PROFILE).elapsed(s -> s >= 3 && s < 9 ? 1500 : 10).writeOk();
		}

		final Recommendation recommendation = recommend();

		assertThat(recommendation.leaders()).extracting(p -> p.settings().maxThreads()).containsExactly(10);
		assertThat(recommendation.verdicts().get(1).dominated()).isTrue();
		assertThat(recommendation.confidence()).isEqualTo(Recommendation.Confidence.CLEAR);
	}

	@Test
	void oneStalledRunDoesNotHideAWinnerThatMoreRepetitionsShow() throws IOException {
		// 100's p95 is a third of 10's in nine repetitions of ten; in one it stalls
		// (slow through the burst and 2 s beyond). Its range then spans 10's, which
		// once made the two a tie; the interval of the medians' difference does not
		// reach the stall.
		final SweepFixture fixture = new SweepFixture(out);
		for (int rep = 1; rep <= 10; rep++) {
			fixture.run(10, rep, PROFILE).elapsed(s -> s >= 3 && s < 6 ? 900 : 10).writeOk();
			final boolean stall = rep == 4;
			fixture.run(100, rep, PROFILE)
				.elapsed(s -> stall ? (s >= 3 && s < 8 ? 3000 : 10) : (s >= 3 && s < 6 ? 300 : 10))
				.writeOk();
		}

		final Recommendation recommendation = recommend();

		assertThat(recommendation.leaders()).extracting(p -> p.settings().maxThreads()).containsExactly(100);
		assertThat(recommendation.confidence()).isEqualTo(Recommendation.Confidence.CLEAR);
		assertThat(recommendation.verdicts().get(1).summary())
			.endsWith("; told apart from the best: p95 +200 % [+200 %, +200 %] (98.3 %, 10 and 10 runs)");
	}

	@Test
	void pointsWhoseRangesOverlapAreNamedTogetherAsATie() throws IOException {
		final SweepFixture fixture = new SweepFixture(out);
		final int[] recoveredAt10 = { 7, 8, 9, 8, 7 };
		final int[] recoveredAt100 = { 8, 7, 9, 7, 8 };
		for (int rep = 1; rep <= 5; rep++) {
			final int slowUntil10 = recoveredAt10[rep - 1];
			final int slowUntil100 = recoveredAt100[rep - 1];
			// 100 has the better p95 in every repetition, 10 the better recovery in three
			// of five: neither beats the other
			fixture.run(10, rep, PROFILE).elapsed(s -> s >= 3 && s < slowUntil10 ? 600 : 10).writeOk();
			fixture.run(100, rep, PROFILE).elapsed(s -> s >= 3 && s < slowUntil100 ? (s < 6 ? 590 : 30) : 10).writeOk();
		}

		final Recommendation recommendation = recommend();

		assertThat(recommendation.confidence()).isEqualTo(Recommendation.Confidence.TIED);
		assertThat(recommendation.leaders()).extracting(p -> p.settings().maxThreads())
			.containsExactlyInAnyOrder(10, 100);
		assertThat(recommendation.headline(List.of())).startsWith("The leaders cannot be told apart: ");
	}

	@Test
	void aWinnerBeyondTheSpreadOfItsRepetitionsIsClear() throws IOException {
		// 10 recovers 4 s sooner in every repetition; 100 has the lower p95: not
		// dominated, but beaten on recovery.
		final SweepFixture fixture = new SweepFixture(out);
		for (int rep = 1; rep <= 5; rep++) {
			fixture.run(10, rep, PROFILE).elapsed(s -> s >= 3 && s < 6 ? 900 : 10).writeOk();
			fixture.run(100, rep, PROFILE).elapsed(s -> s >= 3 && s < 10 ? 300 : 10).writeOk();
		}

		final Recommendation recommendation = recommend();

		assertThat(recommendation.verdicts().get(1).dominated()).isFalse();
		assertThat(recommendation.leaders()).extracting(p -> p.settings().maxThreads()).containsExactly(10);
		assertThat(recommendation.confidence()).isEqualTo(Recommendation.Confidence.CLEAR);
		assertThat(recommendation.headline(List.of())).startsWith("Recommended: maxThreads=10,");
	}

	@Test
	void withOneRepetitionTheRankingIsProvisional() throws IOException {
		final SweepFixture fixture = new SweepFixture(out);
		fixture.run(10, 1, PROFILE).elapsed(s -> s >= 3 && s < 6 ? 900 : 10).writeOk();
		fixture.run(100, 1, PROFILE).elapsed(s -> s >= 3 && s < 10 ? 300 : 10).writeOk();

		final Recommendation recommendation = recommend();

		assertThat(recommendation.confidence()).isEqualTo(Recommendation.Confidence.PROVISIONAL);
		assertThat(recommendation.headline(List.of())).startsWith("Provisionally recommended: maxThreads=10,")
			.contains("--repeat 5");
	}

	@Test
	void withTooFewRepetitionsForAnIntervalTheRankingIsProvisional() throws IOException {
		// 10 recovers 4 s sooner in each of four repetitions: with 5 it would be clear
		// (aWinnerBeyondTheSpreadOfItsRepetitionsIsClear), with 4 a side no interval
		// reaches the confidence.
		final SweepFixture fixture = new SweepFixture(out);
		for (int rep = 1; rep <= 4; rep++) {
			fixture.run(10, rep, PROFILE).elapsed(s -> s >= 3 && s < 6 ? 900 : 10).writeOk();
			fixture.run(100, rep, PROFILE).elapsed(s -> s >= 3 && s < 10 ? 300 : 10).writeOk();
		}

		final Recommendation recommendation = recommend();

		assertThat(recommendation.confidence()).isEqualTo(Recommendation.Confidence.PROVISIONAL);
		assertThat(recommendation.headline(List.of())).startsWith("Provisionally recommended: maxThreads=10,")
			.contains("With 4 repetitions there is no interval");
		assertThat(recommendation.verdicts().get(1).summary()).endsWith("(4 and 4 runs, too few for an interval)");
	}

	@Test
	void aGeneratorLimitedPointIsNotRankedWhateverItsFigures() throws IOException {
		final SweepFixture fixture = new SweepFixture(out);
		fixture.run(300, 1, PROFILE).neverSent(4, 3).writeOk(); // 3 of the burst's 36
																// never sent: 8 %
		fixture.run(10, 1, PROFILE).elapsed(s -> s >= 3 && s < 6 ? 1500 : 10).writeOk();

		final Recommendation recommendation = recommend();

		assertThat(recommendation.confidence()).as("the one point left is compared with nothing")
			.isEqualTo(Recommendation.Confidence.NONE);
		assertThat(recommendation.best()).isNull();
		assertThat(recommendation.verdicts().getFirst().point().settings().maxThreads()).isEqualTo(10);
		assertThat(recommendation.verdicts().get(1).generatorLimited()).isTrue();
		assertThat(recommendation.notes()).contains(
				"Not ranked, generator-limited: maxThreads=300 (generator-limited: "
						+ "12/s step: 8.33 % never sent, 0 % sent more than 100 ms late).",
				"Only maxThreads=10 could be ranked (the other points were generator-limited or have no complete run): "
						+ "a point compared with nothing is not a recommendation.");
	}

	@Test
	void whenTheFiguresOrderThePointsInACircleAllAreLeaders() throws IOException {
		final SweepFixture fixture = new SweepFixture(out);
		// recovery 7, 8, 9 s (1 s apart is a tie, 2 s is not); p95 900, 800, 700 ms (each
		// 10 % or more apart): 1 beats 300 on recovery, 300 beats 10 and 10 beats 1 on
		// p95
		fixture.run(1, 1, PROFILE).elapsed(s -> s >= 3 && s < 7 ? 900 : 10).writeOk();
		fixture.run(10, 1, PROFILE).elapsed(s -> s >= 3 && s < 8 ? 800 : 10).writeOk();
		fixture.run(300, 1, PROFILE).elapsed(s -> s >= 3 && s < 9 ? 700 : 10).writeOk();

		final Recommendation recommendation = recommend();

		assertThat(recommendation.leaders()).hasSize(3);
		assertThat(recommendation.headline(List.of())).startsWith("Provisional leaders, not told apart: maxThreads=1");
		assertThat(recommendation.notes()).anyMatch(note -> note.startsWith("Every point is beaten by another"));
	}

	@Test
	void aPointOverloadedBeforeTheBurstIsNotCalledCalm() throws IOException {
		final SweepFixture fixture = new SweepFixture(out);
		fixture.run(10, 1, PROFILE).elapsed(s -> 1500).writeOk(); // slow all along, as
																	// with one connection
		fixture.run(100, 1, PROFILE).writeOk();

		assertThat(recommend().notes()).anySatisfy(note -> assertThat(note)
			.startsWith("The burst built no queue at maxThreads=100 (busy threads stayed below"));
	}

	@Test
	void aPointThatSaturatedTheBoardsCpuIsNotCalledCalm() throws IOException {
		// many workers, few of them busy at once: the queue is the board's CPU (the
		// spare preset at maxThreads 300)
		final SweepFixture fixture = new SweepFixture(out);
		fixture.run(300, 1, PROFILE).elapsed(s -> s >= 3 && s < 6 ? 900 : 10).boardCpu(0.99).writeOk();
		fixture.run(10, 1, PROFILE).elapsed(s -> s >= 3 && s < 6 ? 900 : 10).boardCpu(0.5).writeOk();

		assertThat(recommend().notes()).noneSatisfy(note -> assertThat(note).contains("maxThreads=300"))
			.anySatisfy(note -> assertThat(note).startsWith("The burst built no queue at maxThreads=10 "));
	}

	@Test
	void aLoadGeneratorShortOfCpuIsNamed() throws IOException {
		final SweepFixture fixture = new SweepFixture(out);
		fixture.run(10, 1, PROFILE).jmeterCpu(0.85).writeOk();
		fixture.run(100, 1, PROFILE).jmeterCpu(0.5).writeOk();

		assertThat(recommend().notes()).anySatisfy(note -> assertThat(note)
			.startsWith("JMeter used more than 80 % of its CPUs for 3 s or more at maxThreads=10:"));
	}

	@Test
	void saturationIsTheBoardsOwnCpuNotTheMachines() throws IOException {
		final SweepFixture fixture = new SweepFixture(out);
		fixture.run(10, 1, PROFILE).cpu(0.5, 0.99).boardCpu(0.5).writeOk();
		fixture.run(100, 1, PROFILE).cpu(0.45, 0.6).boardCpu(0.95).writeOk();

		final Recommendation recommendation = recommend();

		assertThat(recommendation.verdicts()).filteredOn(v -> v.point().settings().maxThreads() == 10)
			.singleElement()
			.extracting(Recommendation.Verdict::saturated)
			.isEqualTo(false);
		assertThat(recommendation.verdicts()).filteredOn(v -> v.point().settings().maxThreads() == 100)
			.singleElement()
			.extracting(Recommendation.Verdict::saturated)
			.isEqualTo(true);
	}

	@Test
	void aPointWithoutCompleteRunsIsNamedInTheNotes() throws IOException {
		final SweepFixture fixture = new SweepFixture(out);
		fixture.run(10, 1, PROFILE).writeOk();
		fixture.run(1, 1, PROFILE).writeFailed("board did not start");

		final Recommendation recommendation = recommend();

		assertThat(recommendation.verdicts()).hasSize(1);
		assertThat(recommendation.notes())
			.contains("Not ranked, no complete run with figures: maxThreads=1 (1 failed).");
	}

	@Test
	void nothingToRecommendWithoutRuns() throws IOException {
		final Recommendation recommendation = recommend();

		assertThat(recommendation.best()).isNull();
		assertThat(recommendation.verdicts()).isEmpty();
	}

}
