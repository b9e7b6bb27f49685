package dev.poolsweep.tuning.analysis.series;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntToLongFunction;

import dev.poolsweep.tuning.analysis.series.AnalysisOptions;
import dev.poolsweep.tuning.plan.LoadProfile;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class RecoveryTest {

	/**
	 * A small version of the paper's schedule: burst in [20, 30), the step before it in
	 * [10, 20), end at 50 s.
	 */
	private static final LoadProfile PROFILE = LoadProfile
		.parse("const(5,10s) const(10,10s) const(30,10s) const(10,10s) const(5,10s)");

	private static final long T = 1_700_000_000_000L;

	/**
	 * Every second gets its target rate of requests, all with the response time given for
	 * that second.
	 */
	private static Recovery recovery(final LoadProfile profile, final IntToLongFunction elapsedAtSecond) {
		final List<Sample> samples = new ArrayList<>();
		for (int s = 0; s < profile.durationS(); s++) {
			for (int i = 0; i < profile.rateAt(s); i++) {
				samples.add(new Sample(T + s * 1000L + i, elapsedAtSecond.applyAsLong(s), true, "200", ""));
			}
		}
		final PerSecondSeries series = PerSecondSeries.of(samples, T, (int) profile.durationS(), List.of(1000L), 100);
		return Recovery.of(profile, series, AnalysisOptions.defaults());
	}

	@Test
	void recoversAtTheFirstSecondFromWhichEveryWindowStaysUnderTheThreshold() {
		// 20 ms before, 2 s in the burst, 1 s in seconds 30..34, 20 ms from 35 on.
		final Recovery recovery = recovery(PROFILE, s -> s >= 20 && s < 30 ? 2000 : s >= 30 && s < 35 ? 1000 : 20);

		assertThat(recovery.preBurstP95Ms()).isEqualTo(20);
		assertThat(recovery.thresholdMs()).isEqualTo(30);
		assertThat(recovery.burstEndS()).isEqualTo(30);
		assertThat(recovery.recoveredAtS()).isEqualTo(35);
		assertThat(recovery.recoveryS()).isEqualTo(5);
		assertThat(recovery.recovered()).isTrue();
	}

	@Test
	void aRecoveryLaterThanTheLastWindowIsCensoredThere() {
		// 50 s and 3-s windows: the last window starts at 47 s, so 47 s is the latest
		// recovery that can be seen; slow until 46 s recovers at 47, slow until 47 s is
		// "not by 47 s"
		assertThat(recovery(PROFILE, s -> s >= 20 && s < 47 ? 2000 : 20).recoveredAtS()).isEqualTo(47);
		final Recovery censored = recovery(PROFILE, s -> s >= 20 && s < 48 ? 2000 : 20);
		assertThat(censored.recovered()).isFalse();
		assertThat(censored.latestS()).isEqualTo(47);
	}

	@Test
	void aLongerTailSeesARecoveryThatTheScheduleCensored() {
		// slow from the burst until 54 s: after 50 s no window is left to see the
		// recovery at 55; with a 40-s tail the schedule runs to 70 s and the last window
		// starts at 67
		final IntToLongFunction slowUntil54 = s -> s >= 20 && s < 55 ? 2000 : 20;

		final Recovery censored = recovery(PROFILE, slowUntil54);
		assertThat(censored.recovered()).isFalse();
		assertThat(censored.latestS()).isEqualTo(47);
		final Recovery seen = recovery(PROFILE.withTail(Duration.ofSeconds(40)), slowUntil54);
		assertThat(seen.recoveredAtS()).isEqualTo(55);
		assertThat(seen.recoveryS()).isEqualTo(25);
		assertThat(seen.latestS()).isEqualTo(67);
	}

	@Test
	void aRelapseMovesRecoveryPastIt() {
		// Good from 30 on except second 44: windows 42, 43 and 44 contain it, so recovery
		// is at 45.
		final Recovery recovery = recovery(PROFILE, s -> s >= 20 && s < 30 || s == 44 ? 2000 : 20);

		assertThat(recovery.recoveredAtS()).isEqualTo(45);
		assertThat(recovery.recoveryS()).isEqualTo(15);
	}

	@Test
	void aShortDipDoesNotCountAsRecovered() {
		// Second 31 alone is fast; its window (31..33) is not.
		final Recovery recovery = recovery(PROFILE, s -> s >= 20 && s < 38 && s != 31 ? 2000 : 20);

		assertThat(recovery.recoveredAtS()).isEqualTo(38);
	}

	@Test
	void neverRecoveredIsNullNotANumber() {
		final Recovery recovery = recovery(PROFILE, s -> s >= 20 ? 2000 : 20);

		assertThat(recovery.recoveredAtS()).isNull();
		assertThat(recovery.recoveryS()).isNull();
		assertThat(recovery.recovered()).isFalse();
	}

	@Test
	void neverDegradedRecoversAtTheEndOfTheBurst() {
		final Recovery recovery = recovery(PROFILE, s -> 20);

		assertThat(recovery.recoveredAtS()).isEqualTo(30);
		assertThat(recovery.recoveryS()).isZero();
	}

	@Test
	void theFloorKeepsATinyBaselineFromTurningNoiseIntoNonRecovery() {
		// 1 ms before the burst would make 1.5 ms the threshold; the 5 ms floor makes it
		// 7.5 ms.
		final Recovery recovery = recovery(PROFILE, s -> s < 20 ? 1 : s < 30 ? 500 : 7);

		assertThat(recovery.preBurstP95Ms()).isEqualTo(1);
		assertThat(recovery.thresholdMs()).isEqualTo(7.5);
		assertThat(recovery.recoveredAtS()).isEqualTo(30);
	}

	@Test
	void aBurstInTheFirstStepComparesWithTheLastStep() {
		final LoadProfile profile = LoadProfile.parse("const(30,10s) const(10,10s) const(5,10s)");
		final Recovery recovery = recovery(profile, s -> s < 10 ? 2000 : s < 14 ? 500 : s < 20 ? 40 : 30);

		assertThat(recovery.preBurstP95Ms()).isEqualTo(30);
		assertThat(recovery.thresholdMs()).isEqualTo(45);
		assertThat(recovery.recoveredAtS()).isEqualTo(14);
		assertThat(recovery.recoveryS()).isEqualTo(4);
	}

	@Test
	void aBurstInTheLastStepLeavesNoWindowToRecoverIn() {
		final Recovery recovery = recovery(LoadProfile.parse("const(5,10s) const(30,10s)"), s -> 20);

		assertThat(recovery.recoveredAtS()).isNull();
	}

	@Test
	void aWindowWithoutRequestsIsNotRecovered() {
		// Nothing starts after second 45: windows 45, 46 and 47 are empty.
		final LoadProfile profile = LoadProfile
			.parse("const(5,10s) const(10,10s) const(30,10s) const(10,10s) const(5,5s) const(0,5s)");
		final Recovery recovery = recovery(profile, s -> 20);

		assertThat(recovery.recoveredAtS()).isNull();
	}

}
