package dev.poolsweep.tuning.results;

import java.util.List;

/**
 * The columns of jmx.csv, in the order the sampler writes them (tuning/RESULTS.md says
 * what each holds). Columns added later go at the end, so a reader that takes columns by
 * position still finds the old ones; the analysis reads them by name.
 */
public final class JmxColumns {

	public static final String EPOCH_MS = "epoch_ms";

	public static final String THREADS_BUSY = "tomcat_threads_busy";

	public static final String THREADS_CURRENT = "tomcat_threads_current";

	public static final String THREADS_MAX = "tomcat_threads_max";

	public static final String CONNECTIONS = "tomcat_connections";

	public static final String HIKARI_ACTIVE = "hikari_active";

	public static final String HIKARI_IDLE = "hikari_idle";

	public static final String HIKARI_TOTAL = "hikari_total";

	public static final String HIKARI_PENDING = "hikari_pending";

	/**
	 * The board's CPU, 0..1 of the whole machine (JMX ProcessCpuLoad); -1 when unknown.
	 */
	public static final String PROCESS_CPU = "process_cpu";

	/** The machine's CPU, 0..1 (JMX CpuLoad); -1 when unknown. */
	public static final String SYSTEM_CPU = "system_cpu";

	public static final String HEAP_USED = "heap_used_bytes";

	public static final String GC_COUNT = "gc_count";

	public static final String GC_TIME_MS = "gc_time_ms";

	public static final String LIVE_THREADS = "live_threads";

	public static final String CTX_VOLUNTARY = "ctx_switches_voluntary";

	public static final String CTX_INVOLUNTARY = "ctx_switches_involuntary";

	/**
	 * The board's CPU over the last second, 0..1 of the CPUs it may use (absent in older
	 * results).
	 */
	public static final String BOARD_CPU_ALLOWED = "board_cpu_allowed";

	/** The measured JMeter's CPU over the last second, 0..1 of the CPUs it may use. */
	public static final String JMETER_CPU_ALLOWED = "jmeter_cpu_allowed";

	public static final String JMETER_RSS = "jmeter_rss_bytes";

	/**
	 * Connection requests to the pool so far, served or timed out (Micrometer's
	 * hikaricp.connections.acquire count), cumulative.
	 */
	public static final String HIKARI_ACQUIRES = "hikari_acquires";

	/**
	 * Connection requests that timed out waiting (Micrometer's
	 * hikaricp.connections.timeout), cumulative.
	 */
	public static final String HIKARI_TIMEOUTS = "hikari_timeouts";

	/**
	 * Jobs waiting in the server's thread pool for a thread (Jetty's; empty on Tomcat,
	 * whose ThreadPool MBean does not say).
	 */
	public static final String THREADS_QUEUED = "threads_queued";

	/** Every column, in file order. */
	public static final List<String> ALL = List.of(EPOCH_MS, THREADS_BUSY, THREADS_CURRENT, THREADS_MAX, CONNECTIONS,
			HIKARI_ACTIVE, HIKARI_IDLE, HIKARI_TOTAL, HIKARI_PENDING, PROCESS_CPU, SYSTEM_CPU, HEAP_USED, GC_COUNT,
			GC_TIME_MS, LIVE_THREADS, CTX_VOLUNTARY, CTX_INVOLUNTARY, BOARD_CPU_ALLOWED, JMETER_CPU_ALLOWED, JMETER_RSS,
			HIKARI_ACQUIRES, HIKARI_TIMEOUTS, THREADS_QUEUED);

	private JmxColumns() {
	}

}
