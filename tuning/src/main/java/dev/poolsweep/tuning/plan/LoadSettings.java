package dev.poolsweep.tuning.plan;

import java.time.Duration;

import dev.poolsweep.tuning.errors.BadInputException;

/**
 * What the client does in every run: the warm-up and the measured plan.
 *
 * @param plan burst, steady or smoke (a .jmx of jmeter-plans), or a path to another .jmx
 * @param loadProfile the Throughput Shaping Timer schedule before scaling
 * @param scale every rate of {@code loadProfile} is multiplied by this
 * @param warmup how long the steady warm-up runs before the measured plan (0 = none)
 * @param warmupRateRps the warm-up's rate; 0 means the first step of the scaled profile,
 * the load the board sees before a burst
 * @param request where every request goes, for the warm-up, the calibration and the
 * measured run alike
 */
public record LoadSettings(String plan, LoadProfile loadProfile, double scale, boolean keepAlive, int connectTimeoutMs,
		int responseTimeoutMs, Duration warmup, double warmupRateRps, Request request) {

	/**
	 * The paper's schedule: 10 s each at 50, 100, 300, 100, 50 requests/s (as text for
	 * the help; {@link #PAPER} is the schedule).
	 */
	public static final String PAPER_PROFILE = "const(50,10s) const(100,10s) const(300,10s) const(100,10s) const(50,10s)";

	public static final LoadProfile PAPER = LoadProfile.parse(PAPER_PROFILE);

	public LoadSettings {
		if (LoadPlans.isOneRate(plan)
				&& (loadProfile.steps().size() > 1 || !loadProfile.steps().getFirst().isConstant())) {
			throw new BadInputException("the " + plan + " plan runs one constant rate: give --load-profile "
					+ "'const(RATE,DURATION)', not '" + loadProfile + "'");
		}
		if (!(scale > 0) || !Double.isFinite(scale)) {
			throw new BadInputException("--scale must be a number > 0, was " + scale);
		}
		if (connectTimeoutMs < 1 || responseTimeoutMs < 1) {
			throw new BadInputException("client time-outs must be at least 1 ms");
		}
		if (warmup.isNegative() || warmupRateRps < 0) {
			throw new BadInputException("the warm-up's duration and rate cannot be negative");
		}
	}

	public LoadProfile scaledProfile() {
		return loadProfile.scaled(scale);
	}

	/** The same load with the client's keep-alive on or off. */
	public LoadSettings withKeepAlive(final boolean newKeepAlive) {
		return new LoadSettings(plan, loadProfile, scale, newKeepAlive, connectTimeoutMs, responseTimeoutMs, warmup,
				warmupRateRps, request);
	}

	public LoadSettings withScale(final double newScale) {
		return new LoadSettings(plan, loadProfile, newScale, keepAlive, connectTimeoutMs, responseTimeoutMs, warmup,
				warmupRateRps, request);
	}

	/**
	 * The warm-up's rate in requests/s: as given, else the scaled profile's first rate;
	 * at least 1.
	 */
	public double effectiveWarmupRps() {
		final double rate = warmupRateRps > 0 ? warmupRateRps : scaledProfile().steps().getFirst().fromRps();
		return Math.max(1, rate);
	}

	/**
	 * The measured run's bound on requests in flight: the scaled profile's peak rate x
	 * the longest a request may take, the response time-out, plus the connect time-out
	 * without keep-alive, where every request connects (a full listen backlog makes it
	 * wait for that too).
	 */
	public long maxInFlight() {
		return maxInFlightAt(scaledProfile().peakStep().peakRps());
	}

	/** The bound on requests in flight of a run whose highest rate is {@code peakRps}. */
	public long maxInFlightAt(final double peakRps) {
		return LoadPlans.maxInFlight(peakRps, keepAlive ? responseTimeoutMs : connectTimeoutMs + responseTimeoutMs);
	}

}
