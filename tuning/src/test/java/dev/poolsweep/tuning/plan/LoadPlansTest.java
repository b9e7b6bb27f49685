package dev.poolsweep.tuning.plan;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

/** Durations and the bound on requests in flight. */
class LoadPlansTest {

	@Test
	void durations() {
		assertThat(Durations.parse("15s")).isEqualTo(Duration.ofSeconds(15));
		assertThat(Durations.parse("15")).isEqualTo(Duration.ofSeconds(15));
		assertThat(Durations.parse("500ms")).isEqualTo(Duration.ofMillis(500));
		assertThat(Durations.parse("2m")).isEqualTo(Duration.ofMinutes(2));
		assertThatIllegalArgumentException().isThrownBy(() -> Durations.parse("soon"))
			.withMessage("'soon' is not a duration like 500ms, 15s, 2m or 1h");
		assertThat(Durations.format(Duration.ofMillis(1500))).isEqualTo("1500ms");
		assertThat(Durations.format(Duration.ofSeconds(90))).isEqualTo("90s");
	}

	/**
	 * The emulation finds its knobs to the microsecond (cpu-work 3.261 ms): the same text
	 * gives them back to --experiment-cpu-work, and reads back as written.
	 */
	@Test
	void aFractionOfAMillisecond() {
		assertThat(Durations.parse("3.261ms")).isEqualTo(Duration.ofNanos(3_261_000));
		assertThat(Durations.format(Duration.ofNanos(3_261_000))).isEqualTo("3.261ms");
		assertThat(Durations.format(Duration.ofNanos(1_000_500))).isEqualTo("1.0005ms");
		assertThat(Durations.parse("1s0.5ms")).isEqualTo(Duration.ofNanos(1_000_500_000));
		assertThatIllegalArgumentException().isThrownBy(() -> Durations.parse("1.5s"));
		assertThatIllegalArgumentException().isThrownBy(() -> Durations.parse("0.0000001ms"));
	}

	@Test
	void oneDurationGrammarForTheCommandLineAndTheProfile() {
		assertThat(Durations.parse("1m30s")).isEqualTo(Duration.ofSeconds(90));
		assertThat(Durations.parse("1h2m3s4ms")).isEqualTo(Duration.ofMillis(3_723_004));
		assertThat(Durations.parse(" 25 S ")).isEqualTo(Duration.ofSeconds(25));
		assertThatIllegalArgumentException().isThrownBy(() -> Durations.parse("30s1m"));
		assertThatIllegalArgumentException().isThrownBy(() -> Durations.parse("99999999999999999999h"))
			.withMessage("'99999999999999999999h' is too long a duration");
		assertThat(LoadProfile.parse("const(5,2000ms) const(5,1m30s)").durationS()).isEqualTo(92);
		assertThatIllegalArgumentException().isThrownBy(() -> LoadProfile.parse("const(5,1500ms)"))
			.withMessageContaining("is not whole seconds");
	}

	@Test
	void requestsInFlightAreBoundedByPeakRateTimesTheResponseTimeout() {
		assertThat(LoadPlans.maxInFlight(300, 10_000)).as("the paper's peak").isEqualTo(3000);
		assertThat(LoadPlans.maxInFlight(12.5, 3000)).isEqualTo(38);
		assertThat(LoadPlans.maxInFlight(7, 3300)).isEqualTo(24);
		assertThat(LoadPlans.maxInFlight(0.04, 10_000)).as("at least 1").isEqualTo(1);
		assertThat(LoadPlans.maxInFlight(0, 10_000)).isEqualTo(1);
		final LoadSettings paper = new LoadSettings("burst", LoadSettings.PAPER, 0.714, true, 3000, 10_000,
				Duration.ofSeconds(15), 0, Request.PLAN_DEFAULT);
		assertThat(paper.maxInFlight()).as("the scaled schedule's peak, 214 req/s").isEqualTo(2140);
	}

}
