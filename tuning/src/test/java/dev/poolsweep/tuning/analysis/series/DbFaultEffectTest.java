package dev.poolsweep.tuning.analysis.series;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Properties;

import dev.poolsweep.tuning.analysis.series.AnalysisOptions;
import dev.poolsweep.tuning.plan.LoadProfile;
import dev.poolsweep.tuning.results.OutcomeKeys;
import dev.poolsweep.tuning.results.RunRecord;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class DbFaultEffectTest {

	/** Burst in [20, 30), end at 50 s. */
	private static final LoadProfile PROFILE = LoadProfile
		.parse("const(5,10s) const(10,10s) const(30,10s) const(10,10s) const(5,10s)");

	private static final long T = 1_700_000_000_000L;

	/**
	 * A run that took the burst in its stride (20 ms throughout) but not a database pause
	 * from 35.4 s to 40.2 s: requests due from 35 to 41 fail after 5 s, 42 and 43 are
	 * slow, and from 44 on all is well.
	 */
	private static PerSecondSeries series() {
		final List<Sample> samples = new ArrayList<>();
		for (int s = 0; s < PROFILE.durationS(); s++) {
			for (int i = 0; i < PROFILE.rateAt(s); i++) {
				final boolean failed = s >= 35 && s <= 41;
				final long elapsed = failed ? 5000 : (s == 42 || s == 43) ? 900 : 20;
				samples.add(new Sample(T + s * 1000L + i, elapsed, !failed, failed ? "503" : "200", ""));
			}
		}
		return PerSecondSeries.of(samples, T, (int) PROFILE.durationS(), List.of(1000L), 100);
	}

	@Test
	void measuresTheFaultsWindowItsRecoveryAndItsErrors() {
		final PerSecondSeries series = series();
		final AnalysisOptions options = AnalysisOptions.defaults();
		final Recovery burst = Recovery.of(PROFILE, series, options);
		final Properties outcome = new Properties();
		outcome.setProperty(OutcomeKeys.DB_FAULT_STARTED_MS, Long.toString(T + 35_400));
		outcome.setProperty(OutcomeKeys.DB_FAULT_ENDED_MS, Long.toString(T + 40_200));

		final DbFaultEffect fault = DbFaultEffect.of(RunRecord.of(outcome), PROFILE, series, options).orElseThrow();

		assertThat(fault.startS()).isEqualTo(35);
		assertThat(fault.endS()).isEqualTo(41);
		assertThat(fault.recovery().thresholdMs()).isEqualTo(burst.thresholdMs());
		assertThat(fault.recovery().recoveredAtS()).isEqualTo(44);
		assertThat(fault.recovery().recoveryS()).isEqualTo(3);
		// 10 requests/s due in 35..39, 10 in 40..41 (rate 10 until 40, then 5): 50 + 10.
		assertThat(fault.errors()).isEqualTo(60);
		assertThat(fault.burstRecoveryUntilS(PROFILE)).as("the burst's recovery is judged up to the fault")
			.isEqualTo(35);
		assertThat(Recovery.of(PROFILE, series, options, fault.burstRecoveryUntilS(PROFILE)).recoveredAtS())
			.as("the fault does not count against the burst")
			.isEqualTo(30);
		assertThat(burst.recoveredAtS()).as("judged to the end, the burst's recovery would wait for the fault")
			.isEqualTo(44);
	}

	@Test
	void aFaultBeforeTheBurstIsJudgedUntilTheBurstBegins() {
		// Requests due in 5..7 fail; 8.. fine until the burst, where latency rises to 2
		// s.
		final List<Sample> samples = new ArrayList<>();
		for (int s = 0; s < PROFILE.durationS(); s++) {
			for (int i = 0; i < PROFILE.rateAt(s); i++) {
				final boolean failed = s >= 5 && s <= 7;
				final long elapsed = failed ? 5000 : (s >= 20 && s < 30) ? 2000 : 20;
				samples.add(new Sample(T + s * 1000L + i, elapsed, !failed, failed ? "503" : "200", ""));
			}
		}
		final PerSecondSeries series = PerSecondSeries.of(samples, T, (int) PROFILE.durationS(), List.of(1000L), 100);
		final Properties outcome = new Properties();
		outcome.setProperty(OutcomeKeys.DB_FAULT_STARTED_MS, Long.toString(T + 5_000));
		outcome.setProperty(OutcomeKeys.DB_FAULT_ENDED_MS, Long.toString(T + 7_500));

		final DbFaultEffect fault = DbFaultEffect.of(RunRecord.of(outcome), PROFILE, series, AnalysisOptions.defaults())
			.orElseThrow();

		assertThat(fault.endS()).isEqualTo(8);
		assertThat(fault.recovery().recoveredAtS()).isEqualTo(8);
		assertThat(fault.errors()).isEqualTo(15);
	}

	@Test
	void aRunWithoutAFaultHasNoEffect() {
		final PerSecondSeries series = series();
		assertThat(DbFaultEffect.of(RunRecord.of(new Properties()), PROFILE, series, AnalysisOptions.defaults()))
			.isEqualTo(Optional.empty());
	}

}
