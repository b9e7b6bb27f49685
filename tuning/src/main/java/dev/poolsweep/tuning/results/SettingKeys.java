package dev.poolsweep.tuning.results;

import dev.poolsweep.tuning.knob.Knob;

/**
 * The keys sweep.properties and point.properties share (tuning/RESULTS.md) besides the
 * knobs' own ({@link Knob#key()}; in sweep.properties with the prefix
 * {@link SweepKeys#GRID_PREFIX}, lists of values; the client's keep-alive,
 * {@link Knob#KEEP_ALIVE}, also without it: the value for points whose grid leaves it
 * unset): the load and its requests, the start-up of the application under test (the
 * board's, or another's) and the CPU pinning.
 */
public final class SettingKeys {

	public static final String PAPER_SEMANTICS = "paper_semantics";

	public static final String PLAN = "plan";

	public static final String LOAD_PROFILE = "load_profile";

	public static final String SCALE = "scale";

	public static final String CONNECT_TIMEOUT_MS = "connect_timeout_ms";

	public static final String RESPONSE_TIMEOUT_MS = "response_timeout_ms";

	public static final String WARMUP_MS = "warmup_ms";

	/** Also in outcome.properties: what the measured JMeter run was given. */
	public static final String MAX_IN_FLIGHT = "max_in_flight";

	public static final String JMETER_HEAP_MB = "jmeter_heap_mb";

	/**
	 * Where every request goes, as {@code Request} records it: the paths, "WEIGHT:PATH"
	 * (weight 1 without it), space-separated; empty for the plan's own.
	 */
	public static final String REQUEST_PATH = "request_path";

	public static final String REQUEST_METHOD = "request_method";

	public static final String REQUEST_BODY = "request_body";

	/** "Name: value", one a line. */
	public static final String REQUEST_HEADERS = "request_headers";

	/** The application's -Xms and -Xmx, the board's or any other's. */
	public static final String BOARD_HEAP = "board_heap";

	public static final String BOARD_SEED_ROWS = "board_seed_rows";

	public static final String BOARD_CPU_WORK_MS = "board_cpu_work_ms";

	public static final String BOARD_DB_HOLD_MS = "board_db_hold_ms";

	/** Only for a sweep of another application than the board (--app): its jar. */
	public static final String APP_JAR = "app_jar";

	/** Its arguments (--app-arg), one a line. */
	public static final String APP_ARGS = "app_args";

	/** Its JVM options (--jvm-arg), one a line. */
	public static final String APP_JVM_ARGS = "app_jvm_args";

	/** The SQL file run before every run (--reset-sql); empty for none. */
	public static final String APP_RESET_SQL = "app_reset_sql";

	public static final String BOARD_CPUS = "board_cpus";

	public static final String JMETER_CPUS = "jmeter_cpus";

	/**
	 * The load generator's engines and where each ran, for people, e.g. "JMeter engine 1
	 * (CPU 1), JMeter engine 2 (CPU 1)"; "JMeter" for one JMeter.
	 */
	public static final String GENERATOR_ENGINES = "generator_engines";

	public static final String DB_CPUS = "db_cpus";

	/** The database fault of every run, e.g. pause@25s:5s; none when there is none. */
	public static final String DB_FAULT = "db_fault";

	private SettingKeys() {
	}

}
