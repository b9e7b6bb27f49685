package dev.poolsweep.tuning.cli;

import java.time.Duration;

import dev.poolsweep.tuning.plan.LoadProfile;
import dev.poolsweep.tuning.settings.Defaults;
import picocli.CommandLine.Option;

/**
 * The shape of the runs, which sweep, reproduce and predict share: how the load is
 * scaled, how long the quiet tail after the burst lasts, and whether connections are
 * bound to threads.
 */
final class ShapeOptions {

	@Option(names = "--scale", paramLabel = "FACTOR",
			description = "Multiplies every rate of the load profile (default: 1).")
	Double scale;

	@Option(names = "--tail", paramLabel = "DURATION",
			description = "Lengthens the schedule's last step so that DURATION follows the end of the burst, e.g. 40s: "
					+ "a slow point's recovery is then seen rather than censored at the last window that fits "
					+ "(default: the schedule's own, 20 s in the paper's). Only lengthens a constant last step.")
	Duration tail;

	@Option(names = { "--paper-semantics", "--bound-connections" },
			description = "maxConnections = maxThreads at every point, so waiting connections queue in the listen backlog "
					+ "of size acceptCount as in the paper (Tomcat NIO otherwise accepts up to 8192 whatever the busy threads).")
	boolean paperSemantics;

	double scaleOrDefault() {
		return scale == null ? Defaults.SCALE : scale;
	}

	/**
	 * The schedule before scaling, with --tail applied: --tail sets a step's length and
	 * --scale the rates, so the two compose in either order.
	 */
	LoadProfile tailed(final LoadProfile profile) {
		return tail == null ? profile : profile.withTail(tail);
	}

}
