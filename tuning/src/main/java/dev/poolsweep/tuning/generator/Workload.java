package dev.poolsweep.tuning.generator;

import java.time.Duration;

import dev.poolsweep.tuning.plan.LoadPlans;
import dev.poolsweep.tuning.plan.LoadSettings;

/**
 * What to send, and where: the measured run (the sweep's plan with its schedule and
 * scale), or a steady open load at one rate (the warm-up, and each step of the
 * calibration), to the application on 127.0.0.1.
 *
 * @param load the client's settings and the measured schedule
 * @param port the application's HTTP port on 127.0.0.1
 * @param steadyRps the steady rate; 0 for the measured run
 * @param steadyDuration how long the steady load runs; zero for the measured run
 */
public record Workload(LoadSettings load, int port, double steadyRps, Duration steadyDuration) {

	public static Workload measured(final LoadSettings load, final int port) {
		return new Workload(load, port, 0, Duration.ZERO);
	}

	/** A steady open load at {@code rps} for {@code duration}, scale left at 1. */
	public static Workload steady(final LoadSettings load, final int port, final double rps, final Duration duration) {
		return new Workload(load, port, rps, Duration.ofSeconds(Math.max(1, duration.toSeconds())));
	}

	public boolean isSteady() {
		return steadyRps > 0;
	}

	/** The plan it runs: the sweep's, or the steady one. */
	public String plan() {
		return isSteady() ? LoadPlans.STEADY : load.plan();
	}

	/** The schedule's length in seconds. */
	public long seconds() {
		return isSteady() ? steadyDuration.toSeconds() : load.scaledProfile().durationS();
	}

	/** The most requests it may have in flight (see {@link LoadPlans#maxInFlight}). */
	public long maxInFlight() {
		return isSteady() ? load.maxInFlightAt(steadyRps) : load.maxInFlight();
	}

}
