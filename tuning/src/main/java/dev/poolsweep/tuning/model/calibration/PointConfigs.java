package dev.poolsweep.tuning.model.calibration;

import dev.poolsweep.tuning.analysis.PointSettings;
import dev.poolsweep.tuning.model.PointConfig;
import dev.poolsweep.tuning.results.SettingKeys;
import dev.poolsweep.tuning.settings.Axis;
import dev.poolsweep.tuning.settings.Defaults;
import dev.poolsweep.tuning.settings.Point;

/**
 * A point of a grid, or of a results folder, as the model runs it: the settings the board
 * was given, its defaults for the others. The model has no use for minSpareThreads (it
 * starts a worker when a request needs one).
 */
public final class PointConfigs {

	/** Spring Boot's server.tomcat.threads.max when a point leaves it unset. */
	static final int DEFAULT_MAX_THREADS = 200;

	private PointConfigs() {
	}

	/**
	 * A point of a grid; {@code keepAlive} is the client's when the point leaves it
	 * unset.
	 */
	public static PointConfig of(final Point point, final boolean keepAlive) {
		return PointConfig
			.of(point.maxThreads(), point.maxTotal(), point.acceptCount(), point.maxConnections(),
					point.keepAlive(keepAlive))
			.withKeepAlive(point.value(Axis.MAX_KEEP_ALIVE_REQUESTS), point.value(Axis.KEEP_ALIVE_TIMEOUT));
	}

	/**
	 * A point of a results folder; settings it does not record are the board's defaults
	 * (older results recorded only what the grid set); {@code keepAlive} is the sweep's
	 * client's when the point leaves it unset.
	 */
	public static PointConfig of(final PointSettings point, final boolean keepAlive) {
		final Integer pointKeepAlive = point.value(SettingKeys.KEEP_ALIVE);
		return PointConfig
			.of(orElse(point.maxThreads(), DEFAULT_MAX_THREADS), orElse(point.maxTotal(), Defaults.MAX_TOTAL),
					orElse(point.acceptCount(), Defaults.ACCEPT_COUNT), point.maxConnections(),
					pointKeepAlive == null ? keepAlive : pointKeepAlive != 0)
			.withKeepAlive(point.value(SettingKeys.MAX_KEEP_ALIVE_REQUESTS),
					point.value(SettingKeys.KEEP_ALIVE_TIMEOUT_MS));
	}

	private static int orElse(final Integer value, final int otherwise) {
		return value == null ? otherwise : value;
	}

}
