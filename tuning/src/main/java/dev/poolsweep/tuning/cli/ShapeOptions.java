package dev.poolsweep.tuning.cli;

import dev.poolsweep.tuning.settings.Defaults;
import picocli.CommandLine.Option;

/**
 * The shape of the runs, which sweep, reproduce and predict share: how the load is
 * scaled, and whether connections are bound to threads.
 */
final class ShapeOptions {

	@Option(names = "--scale", paramLabel = "FACTOR",
			description = "Multiplies every rate of the load profile (default: 1).")
	Double scale;

	@Option(names = { "--paper-semantics", "--bound-connections" },
			description = "maxConnections = maxThreads at every point, so waiting connections queue in the listen backlog "
					+ "of size acceptCount as in the paper (Tomcat NIO otherwise accepts up to 8192 whatever the busy threads).")
	boolean paperSemantics;

	double scaleOrDefault() {
		return scale == null ? Defaults.SCALE : scale;
	}

}
