package dev.poolsweep.tuning.cli;

import java.time.Duration;

import dev.poolsweep.tuning.plan.LoadPlans;
import dev.poolsweep.tuning.plan.LoadProfile;
import dev.poolsweep.tuning.plan.LoadSettings;
import dev.poolsweep.tuning.settings.Defaults;
import picocli.CommandLine.Option;

/**
 * What JMeter sends and how, as sweep and predict take it: the plan, its schedule, the
 * client.
 */
final class ClientOptions {

	@Option(names = "--plan", paramLabel = "NAME|FILE", defaultValue = LoadPlans.BURST,
			description = "burst, steady, smoke, or a .jmx file (default: ${DEFAULT-VALUE}).")
	String plan;

	@Option(names = "--load-profile", paramLabel = "SCHEDULE",
			description = {
					"Throughput Shaping Timer schedule before scaling: const(RPS,DUR) and line(FROM,TO,DUR) steps.",
					"Default: the paper's, " + LoadSettings.PAPER_PROFILE
							+ "; for steady and smoke, which run one rate: " + "const(100,60s) and const(5,5s)." })
	LoadProfile loadProfile;

	@Option(names = "--connect-timeout", paramLabel = "DURATION",
			description = "Client connect time-out (default: ${DEFAULT-VALUE}).")
	Duration connectTimeout = Defaults.CONNECT_TIMEOUT;

	@Option(names = "--response-timeout", paramLabel = "DURATION",
			description = "Client response time-out (default: ${DEFAULT-VALUE}).")
	Duration responseTimeout = Defaults.RESPONSE_TIMEOUT;

	/** The schedule before scaling: as given, else the plan's. */
	LoadProfile profile() {
		return loadProfile != null ? loadProfile : LoadPlans.defaultProfile(plan);
	}

	int connectTimeoutMs() {
		return (int) connectTimeout.toMillis();
	}

	int responseTimeoutMs() {
		return (int) responseTimeout.toMillis();
	}

}
