package dev.poolsweep.tuning.analysis.series;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import dev.poolsweep.tuning.analysis.series.AnalysisOptions;
import dev.poolsweep.tuning.plan.LoadProfile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The open-workload accounting on real JMeter results: jtl/generator-limited.jtl is
 * burst.jmx run with
 * {@code -Jload_profile="const(20,2s) const(100,2s) const(20,2s)" -Jmax_in_flight=3 -Jresponse_timeout=400}
 * against a server answering in 50 ms, so three clients carry at most 60 requests/s: the
 * 100/s step is sent late or not at all. Expected figures counted from the file by hand
 * (intended_ms against timeStamp).
 */
class GeneratorCheckTest {

	private static final LoadProfile PROFILE = LoadProfile.parse("const(20,2s) const(100,2s) const(20,2s)");

	private static List<StepStats> steps() throws IOException, URISyntaxException {
		final Path jtl = Path.of(GeneratorCheckTest.class.getResource("/jtl/generator-limited.jtl").toURI());
		final List<Sample> samples = JtlFile.read(jtl);
		final PerSecondSeries series = PerSecondSeries.of(samples, PerSecondSeries.timeZeroMs(samples), 6,
				List.of(1000L), 100);
		return StepStats.of(PROFILE, series);
	}

	@Test
	void countsScheduledSentLateAndNeverSentPerStep() throws Exception {
		final List<StepStats> steps = steps();

		assertThat(steps).extracting(StepStats::scheduled).containsExactly(40L, 200L, 40L);
		assertThat(steps).extracting(StepStats::requests).containsExactly(40, 75, 39);
		assertThat(steps).extracting(StepStats::late).containsExactly(0, 68, 15);
		assertThat(steps).extracting(StepStats::neverSent).containsExactly(0L, 125L, 1L);
	}

	@Test
	void latencyCountsFromTheIntendedStartWhereResponseTimeDoesNot() throws Exception {
		final StepStats overloaded = steps().get(1);

		assertThat(overloaded.latency().p95Ms()).isEqualTo(496);
		assertThat(overloaded.successResponse().p95Ms()).isEqualTo(97);
	}

	@Test
	void aStepOverTheLimitMarksTheRunGeneratorLimited() throws Exception {
		final GeneratorCheck check = GeneratorCheck.of(steps(), AnalysisOptions.defaults());

		assertThat(check.limited()).isTrue();
		assertThat(check.scheduled()).isEqualTo(280);
		assertThat(check.neverSent()).isEqualTo(126);
		assertThat(check.reasons()).containsExactly("100/s step: 62.5 % never sent, 34 % sent more than 100 ms late",
				"20/s step: 2.5 % never sent, 37.5 % sent more than 100 ms late");
	}

	@Test
	void aStepInWhichTheGeneratorWasAtItsBoundSaysSo(@TempDir final Path dir) throws Exception {
		final Path arrivals = dir.resolve("arrivals.csv");
		Files.writeString(arrivals, String.join("\n", "second,due,sent,never_sent,clients,at_bound", "0,20,20,0,1,0",
				"1,20,20,0,1,0", "2,100,60,40,3,1", "3,100,15,85,3,1", "4,20,20,0,3,0", "5,20,19,1,3,0", ""));

		final GeneratorCheck check = GeneratorCheck.of(steps(), AnalysisOptions.defaults(),
				ArrivalsFile.secondsAtBound(arrivals, 6));

		assertThat(check.reasons()).containsExactly(
				"100/s step: 62.5 % never sent, 34 % sent more than 100 ms late (JMeter at its bound on requests in "
						+ "flight in 2 of its 2 s: the bound, not the server, decided them)",
				"20/s step: 2.5 % never sent, 37.5 % sent more than 100 ms late");
		assertThat(ArrivalsFile.secondsAtBound(dir.resolve("absent.csv"), 6)).containsOnly(false);
	}

	@Test
	void aRunThatKeptToTheScheduleIsNotLimited() throws Exception {
		final GeneratorCheck check = GeneratorCheck.of(steps().subList(0, 1), AnalysisOptions.defaults());

		assertThat(check.limited()).isFalse();
		assertThat(check.summary()).isEmpty();
	}

	@Test
	void resultsWithoutIntendedInstantsCountEveryRequestAsSentWhenDue() {
		final Sample sample = new Sample(1_000, 30, true, "200", "");

		assertThat(sample.intendedMs()).isEqualTo(1_000);
		assertThat(sample.latencyMs()).isEqualTo(30);
	}

}
