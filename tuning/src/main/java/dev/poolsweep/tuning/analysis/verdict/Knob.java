package dev.poolsweep.tuning.analysis.verdict;

import java.util.List;

import dev.poolsweep.tuning.analysis.Figure;
import dev.poolsweep.tuning.results.SettingKeys;

/**
 * A setting a sweep can vary, as the report explains it: what it bounds, what the paper
 * or its background papers claim about it, and the figures that show its effect. The
 * effect is then read from the sweep by {@link KnobFindings}.
 */
public enum Knob {

	MAX_THREADS(SettingKeys.MAX_THREADS, "maxThreads (server.tomcat.threads.max)",
			"bounds the requests served at once: the rest wait for a worker, inside Tomcat (or, with maxConnections "
					+ "bounded, in the listen backlog). The paper: 1 is slowest and recovers last, 10 is best, 100 is "
					+ "irregular, 300 saturates the CPU; recommended 10 to 100.",
			Figure.BUSY_THREADS_PEAK, Figure.P95_MS, Figure.RECOVERED_AT_S, Figure.CPU_BOARD_BURST_PCT),
	MAX_TOTAL(SettingKeys.MAX_TOTAL, "maxTotal (spring.datasource.hikari.maximum-pool-size)",
			"bounds the database connections in use at once. A worker that finds none waits in HikariCP (threads "
					+ "awaiting a connection) for up to its connection-timeout (the board's: 5 s) and then fails (a 503). "
					+ "The paper (III.2): too few connections make the workers wait; maxTotal = maxThreads when a "
					+ "request holds one connection.",
			Figure.HIKARI_PENDING_PEAK, Figure.HIKARI_WAIT_PEAK_MS, Figure.HIKARI_TIMEOUTS, Figure.ERRORS_HTTP_5XX,
			Figure.P95_MS, Figure.RECOVERED_AT_S),
	ACCEPT_COUNT(SettingKeys.ACCEPT_COUNT, "acceptCount (server.tomcat.accept-count)",
			"is the listen backlog: connections the kernel completes and queues once Tomcat holds maxConnections "
					+ "and stops accepting. The paper (III.2): too small and clients fail to connect, too large and "
					+ "they time out reading, waiting in the queue.",
			Figure.ERRORS_CONNECT, Figure.ERRORS_READ_TIMEOUT, Figure.TOMCAT_CONNECTIONS_PEAK, Figure.P95_MS,
			Figure.RECOVERED_AT_S),
	MAX_CONNECTIONS(SettingKeys.MAX_CONNECTIONS, "maxConnections (server.tomcat.max-connections)",
			"bounds the connections Tomcat holds, busy or idle (kept alive); beyond it new connections wait in the "
					+ "listen backlog. Tomcat's NIO default, 8192, keeps the backlog empty; the paper's (BIO) Tomcat had "
					+ "maxConnections = maxThreads (--paper-semantics).",
			Figure.TOMCAT_CONNECTIONS_PEAK, Figure.ERRORS_CONNECT, Figure.ERRORS_READ_TIMEOUT, Figure.P95_MS),
	MIN_SPARE_THREADS(SettingKeys.MIN_SPARE_THREADS, "minSpareThreads (server.tomcat.threads.min-spare)",
			"is the worker threads Tomcat starts at once and keeps when idle; the rest up to maxThreads start when a "
					+ "request finds every worker busy and end after 60 s idle. Jeon, Lee and Kang (\"Analysis of Multi-thread "
					+ "Pool Utilization Scheme on the Apache Web Server\", 2004) found Apache's spare-thread "
					+ "policy, which creates and destroys workers, not threads as such, made its threaded server slow; "
					+ "pre-starting all workers made threads win.",
			Figure.LIVE_THREADS_PEAK, Figure.BURST_P95_MS, Figure.P95_MS, Figure.RECOVERED_AT_S),
	KEEP_ALIVE(SettingKeys.KEEP_ALIVE, "client keep-alive (JMeter; off sends Connection: close)",
			"decides whether a request opens a new connection. Kept alive, a connection holds one of Tomcat's "
					+ "maxConnections while idle, until keepAliveTimeout. The how-to \"Checking Apache MPM\" (anonymous, in "
					+ "Korean): keep-alive on, with a short "
					+ "KeepAliveTimeout (2-5 s) so idle connections do not hold the server's slots.",
			Figure.TOMCAT_CONNECTIONS_PEAK, Figure.ERRORS_CONNECT, Figure.ERRORS_READ_TIMEOUT, Figure.ERRORS_OTHER,
			Figure.P95_MS, Figure.CPU_BOARD_BURST_PCT),
	KEEP_ALIVE_TIMEOUT(SettingKeys.KEEP_ALIVE_TIMEOUT_MS, "keepAliveTimeout (server.tomcat.keep-alive-timeout)",
			"is how long Tomcat keeps an idle connection open for its next request (default: connectionTimeout, "
					+ "60 s). The how-to \"Checking Apache MPM\" advises 2-5 s. A client that reuses a connection the server has just closed "
					+ "fails (counted as other).",
			Figure.TOMCAT_CONNECTIONS_PEAK, Figure.ERRORS_CONNECT, Figure.ERRORS_READ_TIMEOUT, Figure.ERRORS_OTHER,
			Figure.P95_MS, Figure.RECOVERED_AT_S),
	MAX_KEEP_ALIVE_REQUESTS(SettingKeys.MAX_KEEP_ALIVE_REQUESTS,
			"maxKeepAliveRequests (server.tomcat.max-keep-alive-requests)",
			"is how many requests a connection serves before Tomcat closes it (default 100; 1 turns keep-alive off). "
					+ "The how-to \"Checking Apache MPM\" advises a high MaxKeepAliveRequests.",
			Figure.TOMCAT_CONNECTIONS_PEAK, Figure.ERRORS_CONNECT, Figure.ERRORS_OTHER, Figure.P95_MS,
			Figure.CPU_BOARD_BURST_PCT),
	VIRTUAL_THREADS(SettingKeys.VIRTUAL_THREADS, "virtual threads (spring.threads.virtual.enabled)",
			"gives every request a virtual thread: maxThreads then bounds nothing (Tomcat's busy threads read n/a), "
					+ "and what is left to bound the work in flight during a burst is maxConnections and the database "
					+ "pool (maxTotal, with its time-out). A blocking call inside synchronized code pinned the carrier "
					+ "thread before JDK 24 and Connector/J 9.0 (sweep settings: java, board_jdbc_driver).",
			Figure.BUSY_THREADS_PEAK, Figure.TOMCAT_CONNECTIONS_PEAK, Figure.HIKARI_PENDING_PEAK,
			Figure.HIKARI_TIMEOUTS, Figure.LIVE_THREADS_PEAK, Figure.P95_MS, Figure.RECOVERED_AT_S);

	private final String key;

	private final String title;

	private final String bounds;

	private final List<String> figures;

	Knob(final String key, final String title, final String bounds, final String... figures) {
		this.key = key;
		this.title = title;
		this.bounds = bounds;
		this.figures = List.of(figures);
	}

	/** The point.properties key of the setting. */
	public String key() {
		return key;
	}

	/**
	 * Its name and Spring property, e.g. "maxTotal
	 * (spring.datasource.hikari.maximum-pool-size)".
	 */
	public String title() {
		return title;
	}

	/** What it bounds and what the papers claim, a sentence or three after the title. */
	public String bounds() {
		return bounds;
	}

	/** The figure columns that show its effect, most telling first. */
	public List<String> figures() {
		return figures;
	}

}
