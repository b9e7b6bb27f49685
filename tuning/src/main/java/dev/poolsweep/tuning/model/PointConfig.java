package dev.poolsweep.tuning.model;

import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.settings.Defaults;

/**
 * The settings of one point, as the board and JMeter run it.
 *
 * @param maxThreads Tomcat's maxThreads: workers
 * @param maxTotal the connection pool's size (HikariCP's maximumPoolSize)
 * @param acceptCount the listen backlog: connections the kernel holds while Tomcat is at
 * maxConnections
 * @param maxConnections connections Tomcat keeps open at once
 * @param keepAlive whether JMeter reuses a connection for its next request
 * @param maxKeepAliveRequests requests Tomcat serves on one connection before it closes
 * it
 * @param keepAliveTimeoutMs how long Tomcat keeps an idle kept-alive connection open
 * @param poolTimeoutMs how long a request waits for a database connection before it fails
 * with a 5xx (HikariCP's connection-timeout)
 */
public record PointConfig(int maxThreads, int maxTotal, int acceptCount, int maxConnections, boolean keepAlive,
		int maxKeepAliveRequests, long keepAliveTimeoutMs, long poolTimeoutMs) {

	/**
	 * Tomcat's maxConnections when a point leaves it unset (the board's
	 * application.yaml).
	 */
	public static final int DEFAULT_MAX_CONNECTIONS = Knob.MAX_CONNECTIONS.defaultValue();

	/** Tomcat's maxKeepAliveRequests, which the board leaves at its default. */
	public static final int DEFAULT_MAX_KEEP_ALIVE_REQUESTS = Knob.MAX_KEEP_ALIVE_REQUESTS.defaultValue();

	/**
	 * Tomcat's keepAliveTimeout, which the board leaves at its default: Tomcat's
	 * connectionTimeout, 60 s.
	 */
	public static final long DEFAULT_KEEP_ALIVE_TIMEOUT_MS = Knob.KEEP_ALIVE_TIMEOUT.defaultValue();

	/** The board's HikariCP connection-timeout. */
	public static final long DEFAULT_POOL_TIMEOUT_MS = Defaults.POOL_TIMEOUT.toMillis();

	public PointConfig {
		if (maxThreads < 1 || maxTotal < 1 || acceptCount < 0 || maxConnections < 1 || maxKeepAliveRequests < 1
				|| keepAliveTimeoutMs < 1 || poolTimeoutMs < 0) {
			throw new IllegalArgumentException("point: maxThreads, maxTotal, maxConnections, maxKeepAliveRequests "
					+ "and keepAliveTimeout must be >= 1, acceptCount and the pool time-out >= 0");
		}
	}

	/**
	 * A point of a sweep: the grid's settings, the board's defaults for the rest;
	 * {@code maxConnections} null means Tomcat's default.
	 */
	public static PointConfig of(final int maxThreads, final int maxTotal, final int acceptCount,
			final Integer maxConnections, final boolean keepAlive) {
		return new PointConfig(maxThreads, maxTotal, acceptCount,
				maxConnections == null ? DEFAULT_MAX_CONNECTIONS : maxConnections, keepAlive,
				DEFAULT_MAX_KEEP_ALIVE_REQUESTS, DEFAULT_KEEP_ALIVE_TIMEOUT_MS, DEFAULT_POOL_TIMEOUT_MS);
	}

	/**
	 * The same point with Tomcat's keep-alive settings; null leaves the board's default.
	 */
	public PointConfig withKeepAlive(final Integer maxKeepAliveRequests, final Integer keepAliveTimeoutMs) {
		return new PointConfig(maxThreads, maxTotal, acceptCount, maxConnections, keepAlive,
				maxKeepAliveRequests == null ? this.maxKeepAliveRequests : maxKeepAliveRequests,
				keepAliveTimeoutMs == null ? this.keepAliveTimeoutMs : keepAliveTimeoutMs, poolTimeoutMs);
	}

	/** E.g. "maxThreads=10 maxTotal=100 acceptCount=100 maxConnections=8192". */
	@Override
	public String toString() {
		return "maxThreads=" + maxThreads + " maxTotal=" + maxTotal + " acceptCount=" + acceptCount + " maxConnections="
				+ maxConnections + (keepAlive ? "" : " no keep-alive");
	}

}
