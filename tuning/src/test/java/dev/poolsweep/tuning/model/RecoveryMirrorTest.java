package dev.poolsweep.tuning.model;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import dev.poolsweep.tuning.analysis.AnalysisOptions;
import dev.poolsweep.tuning.analysis.series.PerSecondSeries;
import dev.poolsweep.tuning.analysis.series.Recovery;
import dev.poolsweep.tuning.analysis.series.Sample;
import dev.poolsweep.tuning.plan.LoadProfile;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The model states recovery as the analysis does: on the same latencies its recovery
 * instant is the analysis's, for many random runs (bursts that end calm, late relapses,
 * empty seconds, baselines under the 5 ms floor).
 */
class RecoveryMirrorTest {

	private static final LoadProfile PROFILE = LoadProfile
		.parse("const(5,10s) const(10,10s) const(30,10s) const(10,10s) const(5,10s)");

	private static final long T = 1_700_000_000_000L;

	@Test
	void recoversWhereTheAnalysisSaysOnTheSameLatencies() {
		final SplittableRandom random = new SplittableRandom(3);
		final LoadSchedule schedule = LoadSchedule.of(PROFILE);
		int recovered = 0;
		for (int run = 0; run < 500; run++) {
			final long[][] latency = randomRun(random);
			final List<Sample> samples = new ArrayList<>();
			final double[][] modelLatency = new double[latency.length][];
			for (int s = 0; s < latency.length; s++) {
				modelLatency[s] = new double[latency[s].length];
				for (int i = 0; i < latency[s].length; i++) {
					samples.add(new Sample(T + s * 1000L + i, latency[s][i], true, "200", ""));
					modelLatency[s][i] = latency[s][i];
				}
			}
			final PerSecondSeries series = PerSecondSeries.of(samples, T, latency.length, List.of(1000L), 100);
			final Recovery measured = Recovery.of(PROFILE, series, AnalysisOptions.defaults());
			final double preBurstP95 = Outcomes
				.percentile(Outcomes.latenciesDueIn(modelLatency, schedule.beforeStartS(), schedule.beforeEndS()), 95);

			assertThat(preBurstP95).as("run %d", run).isEqualTo(measured.preBurstP95Ms());
			assertThat(Outcomes.recoveredAt(modelLatency, schedule, ModelFixture.RULES, preBurstP95)).as("run %d", run)
				.isEqualTo(measured.recoveredAtS());
			recovered += measured.recovered() ? 1 : 0;
		}
		// both kinds of answer were tested
		assertThat(recovered).isBetween(50, 450);
	}

	/**
	 * 50 seconds of 0 to 4 requests each: a baseline of 1 to 19 ms, a burst that is slow
	 * until a random second, and now and then a slow request anywhere.
	 */
	private static long[][] randomRun(final SplittableRandom random) {
		final int calmFrom = 30 + random.nextInt(20);
		final long[][] latency = new long[50][];
		for (int s = 0; s < latency.length; s++) {
			latency[s] = new long[random.nextInt(5)];
			for (int i = 0; i < latency[s].length; i++) {
				final boolean slow = s >= 20 && s < calmFrom || random.nextInt(60) == 0;
				latency[s][i] = slow ? 100 + random.nextInt(5000) : 1 + random.nextInt(19);
			}
		}
		return latency;
	}

}
