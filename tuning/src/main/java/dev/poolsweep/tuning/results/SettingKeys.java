package dev.poolsweep.tuning.results;

/**
 * The keys sweep.properties and point.properties share (tuning/RESULTS.md): the pool
 * settings (in sweep.properties with the prefix {@link SweepKeys#GRID_PREFIX}, lists of
 * values), the load, the board's start-up and the CPU pinning. A grid file uses the pool
 * settings' keys too.
 */
public final class SettingKeys {

	public static final String MAX_THREADS = "max_threads";

	public static final String MAX_TOTAL = "max_total";

	public static final String ACCEPT_COUNT = "accept_count";

	public static final String MAX_CONNECTIONS = "max_connections";

	public static final String MIN_SPARE_THREADS = "min_spare_threads";

	public static final String PAPER_SEMANTICS = "paper_semantics";

	public static final String PLAN = "plan";

	public static final String LOAD_PROFILE = "load_profile";

	public static final String SCALE = "scale";

	public static final String KEEP_ALIVE = "keep_alive";

	public static final String CONNECT_TIMEOUT_MS = "connect_timeout_ms";

	public static final String RESPONSE_TIMEOUT_MS = "response_timeout_ms";

	public static final String WARMUP_MS = "warmup_ms";

	/** Also in outcome.properties: what the measured JMeter run was given. */
	public static final String MAX_IN_FLIGHT = "max_in_flight";

	public static final String JMETER_HEAP_MB = "jmeter_heap_mb";

	public static final String BOARD_HEAP = "board_heap";

	public static final String BOARD_SEED_ROWS = "board_seed_rows";

	public static final String BOARD_CPU_WORK_MS = "board_cpu_work_ms";

	public static final String BOARD_DB_HOLD_MS = "board_db_hold_ms";

	public static final String BOARD_CPUS = "board_cpus";

	public static final String JMETER_CPUS = "jmeter_cpus";

	public static final String DB_CPUS = "db_cpus";

	/** The database fault of every run, e.g. pause@25s:5s; none when there is none. */
	public static final String DB_FAULT = "db_fault";

	private SettingKeys() {
	}

}
