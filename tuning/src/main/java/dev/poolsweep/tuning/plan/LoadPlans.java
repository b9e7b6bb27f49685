package dev.poolsweep.tuning.plan;

import java.time.Duration;

/**
 * poolsweep's plans (jmeter-plans/README.md) as the harness knows them: their names,
 * which of them run one constant rate rather than a schedule, the schedule each runs by
 * default, the bound on requests in flight, and how long a run may take. How a generator
 * is told to run one is the generator's own business (see the generator package).
 */
public final class LoadPlans {

	public static final String BURST = "burst";

	public static final String STEADY = "steady";

	public static final String SMOKE = "smoke";

	/**
	 * Seconds JMeter may take beyond its schedule to start, drain its requests and write
	 * its files.
	 */
	private static final long SLACK_SECONDS = 60;

	private LoadPlans() {
	}

	/**
	 * Whether the plan runs one constant rate (-Jrate, -Jduration) rather than a schedule
	 * (-Jload_profile).
	 */
	public static boolean isOneRate(final String plan) {
		return plan.equals(STEADY) || plan.equals(SMOKE);
	}

	/**
	 * The load profile a plan runs when none is given: the paper's for a schedule, the
	 * plan's own default else.
	 */
	public static LoadProfile defaultProfile(final String plan) {
		return switch (plan) {
			case STEADY -> LoadProfile.parse("const(100,60s)");
			case SMOKE -> LoadProfile.parse("const(5,5s)");
			default -> LoadSettings.PAPER;
		};
	}

	/**
	 * How long JMeter may run for a schedule of {@code seconds} before it is stopped as
	 * hung.
	 */
	public static Duration timeout(final long seconds) {
		return Duration.ofSeconds(seconds + SLACK_SECONDS);
	}

	/**
	 * The most requests a run may have in flight: its peak rate times the longest a
	 * request may take, {@code timeoutMs} (the response time-out, plus the connect
	 * time-out when every request connects: see {@link LoadSettings#maxInFlight}), at
	 * least 1. Under overload every request waits for up to the time-out, so by Little's
	 * law this is the most an open workload can have outstanding: below it arrivals never
	 * wait for earlier responses, and the bound cannot be the reason a request was not
	 * sent. E.g. 3,000 for the paper's 300 requests/s with the 10 s time-out.
	 */
	public static long maxInFlight(final double peakRps, final int timeoutMs) {
		// rate x ms first: exact for the whole and half rates the schedules use, so ceil
		// adds nothing spurious
		return Math.max(1, (long) Math.ceil(peakRps * timeoutMs / 1000.0));
	}

}
