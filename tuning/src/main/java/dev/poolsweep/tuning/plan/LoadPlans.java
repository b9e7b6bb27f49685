package dev.poolsweep.tuning.plan;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The JMeter properties of poolsweep's plans (jmeter-plans/README.md): where to send the
 * load and what to ask (the {@link Request}), the client's behaviour, and the load
 * itself: a Throughput Shaping Timer schedule (burst, and any other .jmx) or one constant
 * rate for a number of seconds (steady and smoke). Every plan multiplies its rates by
 * -Jscale. The property names here (host, port, keep_alive, scale, load_profile, rate,
 * ...) are the plans' own, read by their .jmx files; some are spelled like keys of the
 * results folder, but they are a different contract (jmeter-plans/README.md), so they are
 * not taken from results.
 */
public final class LoadPlans {

	public static final String BURST = "burst";

	public static final String STEADY = "steady";

	public static final String SMOKE = "smoke";

	/**
	 * The property that bounds the requests a run may have in flight (its client
	 * threads); see {@link #maxInFlight}.
	 */
	public static final String MAX_IN_FLIGHT = "max_in_flight";

	/**
	 * The property that names the file where the plans write the requests due, sent and
	 * never sent in each second of the schedule.
	 */
	public static final String ARRIVALS_FILE = "arrivals_file";

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

	/** The measured run: the sweep's plan with the sweep's schedule and scale. */
	public static Map<String, String> measured(final LoadSettings load, final int port) {
		final LoadProfile profile = load.loadProfile();
		final Map<String, String> properties = client(load, port, load.maxInFlight());
		if (isOneRate(load.plan())) {
			final LoadProfile.Step step = profile.steps().getFirst();
			properties.put("rate", rate(step.fromRps()));
			properties.put("duration", Long.toString(step.durationS()));
		}
		else {
			properties.put("load_profile", load.loadProfile().toString());
		}
		properties.put("scale", Double.toString(load.scale()));
		return properties;
	}

	/**
	 * A steady open load at {@code rps} for {@code duration} (scale left at 1): the
	 * warm-up, and each step of the calibration.
	 */
	public static Map<String, String> steady(final LoadSettings load, final int port, final double rps,
			final Duration duration) {
		final Map<String, String> properties = client(load, port, load.maxInFlightAt(rps));
		properties.put("rate", rate(rps));
		properties.put("duration", Long.toString(Math.max(1, duration.toSeconds())));
		return properties;
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

	private static Map<String, String> client(final LoadSettings load, final int port, final long maxInFlight) {
		final Map<String, String> properties = new LinkedHashMap<>();
		properties.put(MAX_IN_FLIGHT, Long.toString(maxInFlight));
		properties.put("host", "127.0.0.1");
		properties.put("port", Integer.toString(port));
		properties.put("keep_alive", Boolean.toString(load.keepAlive()));
		properties.put("connect_timeout", Integer.toString(load.connectTimeoutMs()));
		properties.put("response_timeout", Integer.toString(load.responseTimeoutMs()));
		properties.putAll(load.request().properties());
		return properties;
	}

	private static String rate(final double rps) {
		return rps == Math.rint(rps) ? Long.toString((long) rps) : Double.toString(rps);
	}

}
