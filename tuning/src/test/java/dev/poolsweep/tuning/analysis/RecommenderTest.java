package dev.poolsweep.tuning.analysis;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;

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
      // Slow in the burst and for two seconds after it: lower goodput, recovers 2 s later.
      fixture.run(1, 1, PROFILE).elapsed(s -> s >= 3 && s < 8 ? 1500 : 10).writeOk();

      final Recommendation recommendation = recommend();

      assertThat(recommendation.best().settings().maxThreads()).isEqualTo(10);
      assertThat(recommendation.verdicts()).extracting(Recommendation.Verdict::rank).containsExactly(1, 2);
      assertThat(recommendation.verdicts().getFirst().summary()).startsWith("maxThreads=10: goodput 5.6/s, recovered at 6 s");
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
      assertThat(recommendation.verdicts().get(1).contender()).isTrue();
      assertThat(recommendation.verdicts().get(1).summary()).contains("recovered 2 s later");
   }

   @Test
   void aPointSaturatingTheCpuRanksLastEvenWithTheBestGoodput() throws IOException {
      final SweepFixture fixture = new SweepFixture(out);
      fixture.run(300, 1, PROFILE).cpu(0.85, 0.95).writeOk();
      fixture.run(10, 1, PROFILE).elapsed(s -> s >= 3 && s < 6 ? 1500 : 10).writeOk();

      final Recommendation recommendation = recommend();

      assertThat(recommendation.best().settings().maxThreads()).isEqualTo(10);
      assertThat(recommendation.verdicts().get(1).saturated()).isTrue();
      assertThat(recommendation.verdicts().get(1).summary()).contains("saturated the CPU (95 % during the burst, limit 90 %)");
      assertThat(recommendation.notes()).isEmpty();
   }

   @Test
   void whenEveryPointSaturatesTheRankingSaysSo() throws IOException {
      new SweepFixture(out).run(10, 1, PROFILE).cpu(0.9, 0.99).writeOk();

      final Recommendation recommendation = recommend();

      assertThat(recommendation.best().settings().maxThreads()).isEqualTo(10);
      assertThat(recommendation.notes()).singleElement().asString().contains("Every point saturated the CPU");
   }

   @Test
   void aPointWithoutCompleteRunsIsNamedInTheNotes() throws IOException {
      final SweepFixture fixture = new SweepFixture(out);
      fixture.run(10, 1, PROFILE).writeOk();
      fixture.run(1, 1, PROFILE).writeFailed("board did not start");

      final Recommendation recommendation = recommend();

      assertThat(recommendation.verdicts()).hasSize(1);
      assertThat(recommendation.notes()).containsExactly("Not ranked, no complete run with figures: maxThreads=1 (1 failed).");
   }

   @Test
   void nothingToRecommendWithoutRuns() throws IOException {
      final Recommendation recommendation = recommend();

      assertThat(recommendation.best()).isNull();
      assertThat(recommendation.verdicts()).isEmpty();
   }
}
