package dev.poolsweep.tuning.results;

import java.util.List;
import java.util.Set;

/**
 * The keys sweep.properties and point.properties share (tuning/RESULTS.md): the pool
 * settings (in sweep.properties with the prefix {@link SweepKeys#GRID_PREFIX}, lists of
 * values), the load and its requests, the start-up of the application under test (the
 * board's, or another's) and the CPU pinning. A grid file uses the pool settings' keys
 * too.
 */
public final class SettingKeys {

	public static final String MAX_THREADS = "max_threads";

	public static final String MAX_TOTAL = "max_total";

	public static final String ACCEPT_COUNT = "accept_count";

	public static final String MAX_CONNECTIONS = "max_connections";

	public static final String MIN_SPARE_THREADS = "min_spare_threads";

	/**
	 * server.tomcat.keep-alive-timeout in ms; empty = Tomcat's (its connectionTimeout).
	 */
	public static final String KEEP_ALIVE_TIMEOUT_MS = "keep_alive_timeout_ms";

	/** server.tomcat.max-keep-alive-requests; empty = Tomcat's (100). */
	public static final String MAX_KEEP_ALIVE_REQUESTS = "max_keep_alive_requests";

	/** spring.threads.virtual.enabled: true or false; empty = the board's (false). */
	public static final String VIRTUAL_THREADS = "virtual_threads";

	public static final String PAPER_SEMANTICS = "paper_semantics";

	public static final String PLAN = "plan";

	public static final String LOAD_PROFILE = "load_profile";

	public static final String SCALE = "scale";

	/**
	 * Whether the client reuses connections: true or false. In point.properties the value
	 * the run used; in sweep.properties the value for points whose grid leaves
	 * {@code grid.keep_alive} empty.
	 */
	public static final String KEEP_ALIVE = "keep_alive";

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

	/**
	 * The settings a grid can vary (settings.Axis), in point-id order; a grid file and
	 * sweep.properties ({@code grid.} + key) hold a list for each.
	 */
	public static final List<String> AXES = List.of(MAX_THREADS, MAX_TOTAL, ACCEPT_COUNT, MAX_CONNECTIONS,
			MIN_SPARE_THREADS, KEEP_ALIVE, KEEP_ALIVE_TIMEOUT_MS, MAX_KEEP_ALIVE_REQUESTS, VIRTUAL_THREADS);

	/** The axes whose values are true or false (1 or 0 in a point id). */
	public static final Set<String> SWITCHES = Set.of(KEEP_ALIVE, VIRTUAL_THREADS);

	private SettingKeys() {
	}

}
