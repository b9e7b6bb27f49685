package dev.poolsweep.tuning.analysis;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

import dev.poolsweep.tuning.analysis.series.AnalysisOptions;
import dev.poolsweep.tuning.analysis.series.ErrorKind;
import dev.poolsweep.tuning.analysis.series.StepStats;
import dev.poolsweep.tuning.analysis.sweep.SweepAnalysis;
import dev.poolsweep.tuning.analysis.sweep.SweepAnalyzer;
import dev.poolsweep.tuning.plan.LoadProfile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class SweepAnalyzerTest {

	/** Burst in [3, 6); 4 + 4 + 4 + 12 + 12 + 12 + 4 x 6 = 72 requests. */
	private static final String PROFILE = "const(4,3s) const(12,3s) const(4,6s)";

	@TempDir
	Path out;

	private SweepAnalysis analyze() throws IOException {
		return new SweepAnalyzer(AnalysisOptions.defaults()).analyze(out);
	}

	@Test
	void aRunIsBucketedSteppedAndCountedByErrorKind() throws IOException {
		new SweepFixture(out).run(10, 1, PROFILE)
			.elapsed(s -> s >= 3 && s < 6 ? 1500 : 10)
			.failFirstOf(0, "Non HTTP response code: java.net.SocketTimeoutException",
					"Non HTTP response message: Read timed out")
			.failFirstOf(4, "503", "")
			.writeOk();

		final RunAnalysis run = analyze().points().getFirst().runs().getFirst();

		assertThat(run.requests()).isEqualTo(72);
		assertThat(run.successes()).isEqualTo(70);
		assertThat(run.errors()).isEqualTo(
				Map.of(ErrorKind.CONNECT, 0, ErrorKind.READ_TIMEOUT, 1, ErrorKind.HTTP_5XX, 1, ErrorKind.OTHER, 0));
		assertThat(run.series().successes()).containsExactly(3, 4, 4, 12, 11, 12, 4, 4, 4, 4, 4, 4);
		assertThat(run.goodputTotal()).isEqualTo(Map.of(1000L, 35, 2000L, 70));
		assertThat(run.goodputPerS(1000)).isCloseTo(35 / 12.0, within(1e-9));
		assertThat(run.throughputPerS()).isCloseTo(70 / 12.0, within(1e-9));
		assertThat(run.steps()).extracting(StepStats::targetRps).containsExactly(4.0, 12.0, 4.0);
		assertThat(run.steps()).extracting(StepStats::okPerS).containsExactly(11 / 3.0, 35 / 3.0, 4.0);
		assertThat(run.burstStep().latency().p95Ms()).isEqualTo(1500);
		assertThat(run.recovery().recoveredAtS()).isEqualTo(6);
		assertThat(run.server().busyThreadsPeak()).isEqualTo(3);
		assertThat(run.server().gcCount()).isEqualTo(12);
		assertThat(run.server().ctxSwitchesVoluntaryPerS()).isCloseTo(100, within(1e-9));
		assertThat(run.jmeterCpuS()).isEqualTo(2.5);
	}

	/**
	 * Two runs of the same schedule (burst in [4, 8)): one where the burst is slow (400
	 * ms, until 9 s) and every request succeeds, one where it is fast (5 ms) but one
	 * request a second fails at once, from the burst until 3 s after it. The failing run
	 * must not read as the better one: a client waits out its time-out for the answer it
	 * never gets.
	 */
	@Test
	void connectionsThatWaitedForASynSentAgainAreCounted() throws IOException {
		// the burst's 12 requests a second: 999 ms to connect in its first second, 1 s
		// and 3 s in the next two
		new SweepFixture(out).run(10, 1, PROFILE)
			.connect(s -> s == 3 ? 999 : s == 4 ? 1000 : s == 5 ? 3000 : 1)
			.writeOk();

		final RunAnalysis run = analyze().points().getFirst().runs().getFirst();

		assertThat(run.slowConnects()).isEqualTo(24);
		assertThat(Figure.all(AnalysisOptions.defaults())).filteredOn(f -> f.column().equals(Figure.SLOW_CONNECTS))
			.singleElement()
			.satisfies(figure -> assertThat(figure.of(run)).isEqualTo(24));
	}

	@Test
	void fastFailuresMakeP95AndRecoveryWorseNotBetter() throws IOException {
		final String profile = "const(4,4s) const(8,4s) const(4,8s)";
		final SweepFixture fixture = new SweepFixture(out);
		fixture.run(1, 1, profile).elapsed(s -> s >= 4 && s < 9 ? 400 : 20).writeOk();
		final SweepFixture.Run failing = fixture.run(2, 1, profile).elapsed(s -> s >= 4 && s < 11 ? 5 : 20);
		for (int s = 4; s < 11; s++) {
			failing.failFirstOf(s, "503", "");
		}
		failing.writeOk();

		final SweepAnalysis sweep = analyze();
		final RunAnalysis slow = sweep.points().get(0).runs().getFirst();
		final RunAnalysis failed = sweep.points().get(1).runs().getFirst();

		assertThat(failed.successes()).isEqualTo(80 - 7);
		assertThat(failed.overall().p95Ms()).as("p95 from the due instant, failures as the 10 s time-out")
			.isGreaterThan(slow.overall().p95Ms())
			.isEqualTo(10_000);
		assertThat(failed.recovery().recoveredAtS()).as("not back while requests fail").isEqualTo(11);
		assertThat(slow.recovery().recoveredAtS()).isEqualTo(9);
		assertThat(failed.successResponse().p95Ms()).as("the success-only response times stay beside it").isEqualTo(20);
	}

	/**
	 * One request a second times out after 10 s, the others take 20 ms: the success-only
	 * response time leaves the time-outs out, overall, per step and per second, while the
	 * latency from the due instant counts them.
	 */
	@Test
	void theSuccessOnlyResponseTimeLeavesFailuresOut() throws IOException {
		final SweepFixture.Run timingOut = new SweepFixture(out).run(10, 1, PROFILE).elapsed(s -> 20);
		for (int s = 0; s < 12; s++) {
			timingOut.failFirstOf(s, "Non HTTP response code: java.net.SocketTimeoutException",
					"Non HTTP response message: Read timed out", 10_000);
		}
		timingOut.writeOk();

		final RunAnalysis run = analyze().points().getFirst().runs().getFirst();

		assertThat(run.failures()).isEqualTo(12);
		assertThat(run.overall().p95Ms()).as("12 of 72 requests failed: p95 from the due instant").isEqualTo(10_000);
		assertThat(run.successResponse().count()).isEqualTo(60);
		assertThat(run.successResponse().maxMs()).isEqualTo(20);
		assertThat(run.burstStep().successResponse().p95Ms()).isEqualTo(20);
		assertThat(run.series().successResponsePercentileMs(100)).containsOnly(20.0);
	}

	@Test
	void aRunThatDidNotRecoverSaysByWhenItWouldHaveBeenSeen() throws IOException {
		new SweepFixture(out).run(10, 1, PROFILE).elapsed(s -> s >= 3 ? 1500 : 10).writeOk();

		final PointAnalysis point = analyze().points().getFirst();

		assertThat(point.median(Figure.RECOVERED_AT_S)).as("ranked after every recovered run").isInfinite();
		assertThat(point.never(Figure.RECOVERED_AT_S)).isEqualTo("not by 9 s");
		assertThat(point.never(Figure.RECOVERY_S)).isEqualTo("not within 3 s");
	}

	@Test
	void aLongerTailInTheRecordedProfileLetsALateRecoveryBeSeen() throws IOException {
		// slow from the burst until 10 s: the 12-s schedule's last window starts at 9;
		// with --tail 9s the last step runs to 15 s and the recovery at 11 is seen
		final String tailed = LoadProfile.parse(PROFILE).withTail(Duration.ofSeconds(9)).toString();
		final Path longer = out.resolve("tailed");
		new SweepFixture(out).run(10, 1, PROFILE).elapsed(s -> s >= 3 && s < 11 ? 1500 : 10).writeOk();
		new SweepFixture(longer).run(10, 1, tailed).elapsed(s -> s >= 3 && s < 11 ? 1500 : 10).writeOk();

		final PointAnalysis censored = analyze().points().getFirst();
		final PointAnalysis seen = new SweepAnalyzer(AnalysisOptions.defaults()).analyze(longer).points().getFirst();

		assertThat(tailed).isEqualTo("const(4,3s) const(12,3s) const(4,9s)");
		assertThat(censored.never(Figure.RECOVERED_AT_S)).isEqualTo("not by 9 s");
		assertThat(seen.median(Figure.RECOVERED_AT_S)).isEqualTo(11);
		assertThat(seen.runs().getFirst().profile().durationS()).isEqualTo(15);
	}

	@Test
	void failedRunsAreListedWithTheirReasonAndIncompleteOnesAreIgnoredButNamed() throws IOException {
		final SweepFixture fixture = new SweepFixture(out);
		fixture.run(10, 1, PROFILE).writeOk();
		fixture.run(10, 2, PROFILE).writeFailed("board did not start");
		fixture.run(10, 3, PROFILE).writeIncomplete();
		final Path broken = fixture.run(10, 4, PROFILE).writeOk();
		Files.writeString(broken.resolve("samples.jtl"), SweepFixture.JTL_HEADER + "\n");

		final SweepAnalysis sweep = analyze();

		assertThat(sweep.points()).hasSize(1);
		assertThat(sweep.points().getFirst().runs()).extracting(RunAnalysis::repetition).containsExactly(1);
		assertThat(sweep.failedRuns()).containsExactly(new FailedRun("t10-p100-a100", 2, "board did not start"),
				new FailedRun("t10-p100-a100", 4, "analysis: samples.jtl has no samples"));
		assertThat(sweep.incompleteRuns()).containsExactly(Path.of("points", "t10-p100-a100", "rep-3").toString());
	}

	@Test
	void pointsAreOrderedByMaxThreadsNumerically() throws IOException {
		final SweepFixture fixture = new SweepFixture(out);
		for (final int threads : new int[] { 300, 1, 100, 10 }) {
			fixture.run(threads, 1, PROFILE).writeOk();
		}

		assertThat(analyze().points()).extracting(p -> p.settings().maxThreads()).containsExactly(1, 10, 100, 300);
	}

	@Test
	void aPointWhoseRunsAllFailedStillHasItsSettingsFromTheFolderName() throws IOException {
		Files.createDirectories(out.resolve("points/t7-p50-a20-c10/rep-1"));
		Files.writeString(out.resolve("points/t7-p50-a20-c10/rep-1/outcome.properties"),
				"status=failed\nreason=no board\n");

		final PointAnalysis point = analyze().points().getFirst();

		assertThat(point.settings().label()).isEqualTo("maxThreads=7, maxTotal=50, acceptCount=20, maxConnections=10");
		assertThat(point.hasRuns()).isFalse();
		assertThat(point.failed()).containsExactly(new FailedRun("t7-p50-a20-c10", 1, "no board"));
	}

}
