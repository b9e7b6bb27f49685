package dev.poolsweep.tuning.generator.jmeter;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import dev.poolsweep.tuning.generator.Workload;
import dev.poolsweep.tuning.plan.LoadPlans;
import dev.poolsweep.tuning.plan.LoadProfile;
import dev.poolsweep.tuning.plan.LoadSettings;
import dev.poolsweep.tuning.plan.Request;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

/** The JMeter properties of the plans for a workload. */
class PlanPropertiesTest {

	@Test
	void burstGetsTheScheduleAndOneRatePlansGetRateAndDuration() {
		final LoadSettings burst = new LoadSettings("burst", LoadSettings.PAPER, 2, true, 3000, 10_000,
				Duration.ofSeconds(15), 0, Request.PLAN_DEFAULT);
		assertThat(PlanProperties.of(Workload.measured(burst, 8080)))
			.containsEntry("load_profile", LoadSettings.PAPER_PROFILE)
			.containsEntry("scale", "2.0")
			.containsEntry("port", "8080")
			.containsEntry("keep_alive", "true")
			.containsEntry("max_in_flight", "6000") // 600 req/s at the peak x 10 s
													// time-out
			.doesNotContainKey("max_threads_client")
			.doesNotContainKey("rate");
		assertThat(burst.effectiveWarmupRps()).isEqualTo(100);
		final LoadSettings smoke = new LoadSettings("smoke", LoadProfile.parse("const(5,5s)"), 1, false, 3000, 10_000,
				Duration.ZERO, 0, Request.PLAN_DEFAULT);
		assertThat(PlanProperties.of(Workload.measured(smoke, 8080))).containsEntry("rate", "5")
			.containsEntry("duration", "5")
			.containsEntry("max_in_flight", "65") // without keep-alive every request
													// connects: 5/s x (3 s + 10 s)
			.doesNotContainKey("load_profile");
		assertThat(PlanProperties.of(Workload.steady(burst, 1, 12.5, Duration.ofSeconds(15))))
			.containsEntry("rate", "12.5")
			.containsEntry("duration", "15")
			.containsEntry("max_in_flight", "125")
			.doesNotContainKey("scale");
		assertThatIllegalArgumentException()
			.isThrownBy(() -> new LoadSettings("steady", LoadSettings.PAPER, 1, true, 1, 1, Duration.ZERO, 0,
					Request.PLAN_DEFAULT))
			.withMessageStartingWith("the steady plan runs one constant rate");
	}

	@Test
	void theShippedPlansWaitForTheStartFileAndAPlanWithoutItIsLaunchedAtTheStart(@TempDir final Path dir)
			throws Exception {
		for (final String plan : List.of(LoadPlans.BURST, LoadPlans.STEADY, LoadPlans.SMOKE)) {
			assertThat(PlanProperties.waitsForStartFile(Path.of("../jmeter-plans", plan + ".jmx"))).as(plan).isTrue();
		}
		final Path own = Files.writeString(dir.resolve("own.jmx"),
				"<stringProp name=\"OpenArrivals.start_at\">${__P(start_at,)}</stringProp>");
		assertThat(PlanProperties.waitsForStartFile(own)).isFalse();
		assertThat(PlanProperties.startFileOf(dir.resolve("warmup.jtl"))).isEqualTo(dir.resolve("warmup.jtl.start"));
	}

}
