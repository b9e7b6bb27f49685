package dev.poolsweep.tuning.results;

import java.util.Map;
import java.util.Properties;

/**
 * The keys only sweep.properties has; it also has the {@link SettingKeys}. Facts about
 * the machine and the tools (host.*, java, database, ...) are recorded for people and the
 * report, not read back.
 */
public final class SweepKeys {

	/** The grid: {@code grid.max_threads=1,10,100,300} and so on for every axis. */
	public static final String GRID_PREFIX = "grid.";

	public static final String REPEAT = "repeat";

	public static final String ORDER = "order";

	public static final String SEED = "seed";

	public static final String PIN = "pin";

	/**
	 * The warm-up rate asked for, in requests/s; 0 means the first step of the scaled
	 * profile (each point.properties has the rate used,
	 * {@link PointKeys#WARMUP_RATE_USED}).
	 */
	public static final String WARMUP_RATE_ASKED = "warmup_rate_asked";

	public static final String BOARD_READY_TIMEOUT_MS = "board_ready_timeout_ms";

	public static final String CALIBRATE = "calibrate";

	public static final String CALIBRATION_CAPACITY_RPS = "calibration.capacity_rps";

	public static final String CALIBRATION_SCALE = "calibration.scale";

	public static final String CALIBRATION_P99_BOUND_MS = "calibration.p99_bound_ms";

	/** One key per probed rate, numbered from 1, e.g. {@code calibration.step.1}. */
	public static final String CALIBRATION_STEP_PREFIX = "calibration.step.";

	public static final String CALIBRATION_WARMUP_MS = "calibration.warmup_ms";

	public static final String CALIBRATION_WARMUP_RATE_USED = "calibration.warmup_rate_used";

	/**
	 * The server the board emulated with its experiment knobs (board_cpu_work_ms,
	 * board_db_hold_ms, found by saturation probes): the rates one and ten saturated
	 * workers were to serve; absent when the board ran with the knobs as given.
	 */
	public static final String EMULATION_ONE_WORKER_OK_PER_S = "emulation.one_worker_ok_per_s";

	public static final String EMULATION_TEN_WORKERS_OK_PER_S = "emulation.ten_workers_ok_per_s";

	/** One key per probe the emulation made, numbered from 1: the knobs and the rates. */
	public static final String EMULATION_PROBE_PREFIX = "emulation.probe.";

	/**
	 * Where the emulation's knobs came from when no probe was made this time: the cache
	 * entry of an earlier sweep on this machine, and when it was measured.
	 */
	public static final String EMULATION_REUSED_FROM = "emulation.reused_from";

	/**
	 * How a sweep corrected reused knobs that its runs showed had drifted: each run
	 * against its reference, the median drift, and the knobs before and after.
	 */
	public static final String EMULATION_CORRECTED = "emulation.corrected";

	/**
	 * In the emulation cache, followed by a point's id: what the first run of that point
	 * (ten workers or more) served in the burst's peak, in the sweep that set the
	 * references, which later sweeps' runs of the point are checked against.
	 */
	public static final String EMULATION_REFERENCE_PEAK_PREFIX = "emulation.reference_peak_ok_per_s.";

	/** The board jar's SHA-256: equal jars are the same board. */
	public static final String BOARD_JAR_SHA256 = "board_jar_sha256";

	/**
	 * The SHA-256 of the ahead-of-time cache the board starts with, or
	 * {@value #NO_AOT_CACHE}: which cache, for people (every build trains one of its own
	 * bytes; the knobs are kept per {@link #BOARD_AOT_TRAINING_SHA256}).
	 */
	public static final String BOARD_AOT_CACHE_SHA256 = "board_aot_cache_sha256";

	public static final String NO_AOT_CACHE = "none";

	/**
	 * The SHA-256 of what trained that cache (its training's source and database, the
	 * file the training writes beside it), else of the cache itself, or
	 * {@value #NO_AOT_CACHE}: the emulation's knobs are kept per training, as two
	 * trainings alike make caches whose bytes differ but boards that serve alike.
	 */
	public static final String BOARD_AOT_TRAINING_SHA256 = "board_aot_training_sha256";

	/**
	 * The saturation probe's successes per second with one worker and with ten (see
	 * SaturatedRates); absent when the probe did not run or the peak did not saturate.
	 */
	public static final String SATURATED_ONE_WORKER_OK_PER_S = "saturated.one_worker_ok_per_s";

	public static final String SATURATED_TEN_WORKERS_OK_PER_S = "saturated.ten_workers_ok_per_s";

	/**
	 * How many saturation probes the saturated rates were fitted from when none reached
	 * the emulation's targets: the rates the fitted knobs are expected to give, not one
	 * probe's reading. Absent when they are a probe's reading.
	 */
	public static final String SATURATED_FITTED_FROM_PROBES = "saturated.fitted_from_probes";

	/**
	 * When the saturated rates were measured, in ms since the epoch: by the sweep's own
	 * probe, or by an earlier sweep's whose emulation knobs it reused.
	 */
	public static final String SATURATED_MEASURED_MS = "saturated.measured_ms";

	public static final String HOST_NAME = "host.name";

	public static final String HOST_CPUS = "host.cpus";

	public static final String HOST_OS = "host.os";

	/** The CPU's model name, from /proc/cpuinfo. */
	public static final String HOST_CPU_MODEL = "host.cpu_model";

	public static final String HOST_MEMORY_MB = "host.memory_mb";

	/**
	 * The kernel's limits on the listen backlog (from /proc/sys; empty when unreadable):
	 * the backlog Tomcat asks for (acceptCount) is cut to somaxconn; half-open
	 * connections are bounded by tcp_max_syn_backlog; with tcp_abort_on_overflow 0 a
	 * connection that finds the backlog full is dropped silently (the client retries and
	 * times out connecting), with 1 it is reset.
	 */
	public static final String HOST_SOMAXCONN = "host.net.core.somaxconn";

	public static final String HOST_TCP_MAX_SYN_BACKLOG = "host.net.ipv4.tcp_max_syn_backlog";

	public static final String HOST_TCP_ABORT_ON_OVERFLOW = "host.net.ipv4.tcp_abort_on_overflow";

	/** The harness's version and commit ({@link HarnessBuild#describe()}). */
	public static final String POOLSWEEP_BUILD = "poolsweep_build";

	/** The command line that wrote sweep.properties, passwords hidden. */
	public static final String POOLSWEEP_COMMAND = "poolsweep_command";

	public static final String JAVA = "java";

	public static final String JAVA_COMMAND = "java.command";

	/** The CPUs the harness itself may use (a taskset list): JMeter's when pinned. */
	public static final String HARNESS_CPUS = "harness_cpus";

	/**
	 * The CPUs the application's JIT compiler threads ran on once it was pinned (a
	 * taskset list): JMeter's; empty when not pinned.
	 */
	public static final String BOARD_JIT_CPUS = "board_jit_cpus";

	public static final String BOARD_JAR = "board_jar";

	/**
	 * The JDBC driver inside the board jar, e.g. mysql-connector-j-9.7.0 (with virtual
	 * threads it decides whether a blocking call pins its carrier thread: Connector/J
	 * before 9.0 did); empty when the jar has none.
	 */
	public static final String BOARD_JDBC_DRIVER = "board_jdbc_driver";

	/** An application given with --app: the Spring Boot version its manifest names. */
	public static final String APP_SPRING_BOOT = "app_spring_boot";

	/**
	 * How the harness told that the application was ready, e.g. "GET /items answering 2xx
	 * or 3xx".
	 */
	public static final String APP_READINESS = "app_readiness";

	public static final String JMETER_HOME = "jmeter_home";

	public static final String DATABASE = "database";

	public static final String CREATED_MS = "created_ms";

	/**
	 * How results written before these spellings name the same keys: the board's settings
	 * had a dot, the warm-up rate asked for had the name point.properties used for the
	 * rate used, and the calibration's steps were one line joined with "; ". Read, never
	 * written.
	 */
	private static final Map<String, String> FORMER = Map.of(SettingKeys.BOARD_HEAP, "board.heap",
			SettingKeys.BOARD_SEED_ROWS, "board.seed_rows", SettingKeys.BOARD_CPU_WORK_MS, "board.cpu_work_ms",
			SettingKeys.BOARD_DB_HOLD_MS, "board.db_hold_ms", BOARD_READY_TIMEOUT_MS, "board.ready_timeout_ms",
			WARMUP_RATE_ASKED, "warmup_rate", CALIBRATION_WARMUP_RATE_USED, "calibration.warmup_rate");

	/** The steps of a calibration as results before numbered keys wrote them. */
	public static final String FORMER_CALIBRATION_STEPS = "calibration.steps";

	private SweepKeys() {
	}

	/**
	 * The value of {@code key} in a sweep.properties, also when an older sweep wrote it
	 * under its former name; null when it has neither.
	 */
	public static String get(final Properties sweep, final String key) {
		final String value = sweep.getProperty(key);
		return value != null || !FORMER.containsKey(key) ? value : sweep.getProperty(FORMER.get(key));
	}

}
