package dev.poolsweep.tuning.settings;

import java.time.Duration;

import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.plan.Durations;
import dev.poolsweep.tuning.plan.LoadProfile;
import dev.poolsweep.tuning.plan.LoadSettings;
import dev.poolsweep.tuning.plan.Request;

/**
 * Every default of a sweep, in one place: the sweep and reproduce commands, the grid and
 * the help text take them from here. Most are text, as picocli's {@code defaultValue}
 * needs a constant; {@link #load} and {@link #board} turn them into settings.
 */
public final class Defaults {

	public static final String REPEAT = "1";

	public static final String CONNECT_TIMEOUT = "3s";

	public static final String RESPONSE_TIMEOUT = "10s";

	/** The steady warm-up before every measured run: long enough for the JIT. */
	public static final String WARMUP = "15s";

	/** reproduce --quick's warm-up. */
	public static final String QUICK_WARMUP = "5s";

	/**
	 * 0: the first rate of the scaled profile, the load the board sees before a burst.
	 */
	public static final String WARMUP_RATE = "0";

	public static final String BOARD_HEAP = "512m";

	public static final String SEED_ROWS = "1000";

	public static final String READY_TIMEOUT = "120s";

	/** 0: a free port for every run. */
	public static final String BOARD_PORT = "0";

	public static final double SCALE = 1.0;

	/**
	 * How long the board's requests wait for a database connection before they fail (a
	 * 503): HikariCP's connection-timeout as the board's application.yaml sets it, which
	 * no point changes. BoardDefaultsTest holds it to application.yaml.
	 */
	public static final Duration POOL_TIMEOUT = Duration.ofMillis(5000);

	/** The board's Spring property for {@link #POOL_TIMEOUT}. */
	public static final String POOL_TIMEOUT_PROPERTY = "spring.datasource.hikari.connection-timeout";

	private Defaults() {
	}

	/** The client's settings for a plan and profile, everything else at its default. */
	public static LoadSettings load(final String plan, final LoadProfile loadProfile, final double scale,
			final Duration warmup) {
		return new LoadSettings(plan, loadProfile, scale, Knob.KEEP_ALIVE.defaultValue() != 0,
				(int) Durations.parse(CONNECT_TIMEOUT).toMillis(), (int) Durations.parse(RESPONSE_TIMEOUT).toMillis(),
				warmup, Double.parseDouble(WARMUP_RATE), Request.PLAN_DEFAULT);
	}

	/**
	 * The start-up of an application other than the board: the board's knobs stay at
	 * their defaults, unused.
	 */
	public static BoardSettings otherApp(final String heap, final Duration readyTimeout) {
		return new BoardSettings(heap, Integer.parseInt(SEED_ROWS), Duration.ZERO, Duration.ZERO, readyTimeout);
	}

	/** The board's start-up at its defaults, with the experiment knobs given. */
	public static BoardSettings board(final Duration cpuWork, final Duration dbHold) {
		return new BoardSettings(BOARD_HEAP, Integer.parseInt(SEED_ROWS), cpuWork, dbHold,
				Durations.parse(READY_TIMEOUT));
	}

}
