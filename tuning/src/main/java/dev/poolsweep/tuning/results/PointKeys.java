package dev.poolsweep.tuning.results;

/**
 * The keys only point.properties has; it also has the {@link SettingKeys}, with one value
 * each.
 */
public final class PointKeys {

	public static final String POINT_ID = "point.id";

	public static final String REPETITION = "repetition";

	/**
	 * The warm-up rate this run used, in requests/s (sweep.properties has the rate asked
	 * for, {@link SweepKeys#WARMUP_RATE_ASKED}).
	 */
	public static final String WARMUP_RATE_USED = "warmup_rate_used";

	public static final String BOARD_PORT = "board_port";

	public static final String JMX_URL = "jmx_url";

	private PointKeys() {
	}

}
