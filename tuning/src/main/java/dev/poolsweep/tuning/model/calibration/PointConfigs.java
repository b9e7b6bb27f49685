package dev.poolsweep.tuning.model.calibration;

import dev.poolsweep.tuning.analysis.PointSettings;
import dev.poolsweep.tuning.model.PointConfig;
import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.settings.Defaults;
import dev.poolsweep.tuning.settings.Point;

/**
 * A point of a grid, or of a results folder, as the model runs it: the settings the board
 * was given, its defaults for the others. The model has no use for minSpareThreads (it
 * starts a worker when a request needs one).
 */
public final class PointConfigs {

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
			.withKeepAlive(point.value(Knob.MAX_KEEP_ALIVE_REQUESTS), point.value(Knob.KEEP_ALIVE_TIMEOUT));
	}

	/**
	 * A point of a results folder; settings it does not record are the board's defaults
	 * (older results recorded only what the grid set); {@code keepAlive} is the sweep's
	 * client's when the point leaves it unset.
	 */
	public static PointConfig of(final PointSettings point, final boolean keepAlive) {
		final Integer pointKeepAlive = point.value(Knob.KEEP_ALIVE.key());
		return PointConfig
			.of(orElse(point.maxThreads(), Knob.MAX_THREADS.defaultValue()),
					orElse(point.maxTotal(), Knob.MAX_TOTAL.defaultValue()),
					orElse(point.acceptCount(), Knob.ACCEPT_COUNT.defaultValue()), point.maxConnections(),
					pointKeepAlive == null ? keepAlive : pointKeepAlive != 0)
			.withKeepAlive(point.value(Knob.MAX_KEEP_ALIVE_REQUESTS.key()), point.value(Knob.KEEP_ALIVE_TIMEOUT.key()));
	}

	private static int orElse(final Integer value, final int otherwise) {
		return value == null ? otherwise : value;
	}

}
