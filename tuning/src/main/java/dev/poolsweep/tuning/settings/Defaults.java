package dev.poolsweep.tuning.settings;

import java.time.Duration;

import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.plan.Durations;
import dev.poolsweep.tuning.plan.LoadProfile;
import dev.poolsweep.tuning.plan.LoadSettings;
import dev.poolsweep.tuning.plan.Request;

/**
 * Every default of a sweep besides the knobs' (which are the registry's,
 * {@link Knob#defaultValue()}), in one place and typed: the sweep and reproduce commands,
 * the grid, the analysis, the model and the help text take them from here. The
 * command-line options start from these values (picocli shows a duration as
 * {@link Durations#format}), and BoardDefaultsTest holds the board's to its
 * application.yaml.
 */
public final class Defaults {

	public static final int REPEAT = 1;

	public static final RunOrder ORDER = RunOrder.AS_GIVEN;

	/** Board and JMeter on CPUs of their own (see CpuPinning). */
	public static final boolean PIN = true;

	public static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(3);

	public static final Duration RESPONSE_TIMEOUT = Duration.ofSeconds(10);

	/** The steady warm-up before every measured run: long enough for the JIT. */
	public static final Duration WARMUP = Duration.ofSeconds(15);

	/**
	 * A preset's --quick warm-up, in s: a number, as the help text that names it has to
	 * be a constant. (reproduce --quick has none: its unscaled schedule warms the board
	 * for 20 s before the burst.)
	 */
	public static final int QUICK_WARMUP_S = 5;

	/**
	 * 0: the first rate of the scaled profile, the load the board sees before a burst.
	 */
	public static final double WARMUP_RATE = 0;

	public static final String BOARD_HEAP = "512m";

	public static final int SEED_ROWS = 1000;

	public static final Duration READY_TIMEOUT = Duration.ofSeconds(120);

	/** 0: a free port for every run. */
	public static final int BOARD_PORT = 0;

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

	/** The warm-up of a preset: {@link #WARMUP}, or --quick's. */
	public static Duration warmup(final boolean quick) {
		return quick ? Duration.ofSeconds(QUICK_WARMUP_S) : WARMUP;
	}

	/** The client's settings for a plan and profile, everything else at its default. */
	public static LoadSettings load(final String plan, final LoadProfile loadProfile, final double scale,
			final Duration warmup) {
		return new LoadSettings(plan, loadProfile, scale, Knob.KEEP_ALIVE.defaultValue() != 0,
				(int) CONNECT_TIMEOUT.toMillis(), (int) RESPONSE_TIMEOUT.toMillis(), warmup, WARMUP_RATE,
				Request.PLAN_DEFAULT);
	}

	/**
	 * The start-up of an application other than the board: the board's knobs stay at
	 * their defaults, unused.
	 */
	public static BoardSettings otherApp(final String heap, final Duration readyTimeout) {
		return new BoardSettings(heap, SEED_ROWS, Duration.ZERO, Duration.ZERO, readyTimeout);
	}

	/** The board's start-up at its defaults, with the experiment knobs given. */
	public static BoardSettings board(final Duration cpuWork, final Duration dbHold) {
		return new BoardSettings(BOARD_HEAP, SEED_ROWS, cpuWork, dbHold, READY_TIMEOUT);
	}

}
