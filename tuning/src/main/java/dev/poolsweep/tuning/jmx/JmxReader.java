package dev.poolsweep.tuning.jmx;

import java.io.IOException;
import java.util.Set;
import javax.management.AttributeList;
import javax.management.MBeanServerConnection;
import javax.management.ObjectName;
import javax.management.openmbean.CompositeData;

import dev.poolsweep.tuning.process.ProcStats;
import dev.poolsweep.tuning.results.JmxColumns;

import static dev.poolsweep.tuning.jmx.MBeanAttributes.name;
import static dev.poolsweep.tuning.jmx.MBeanAttributes.number;
import static dev.poolsweep.tuning.jmx.MBeanAttributes.value;

/**
 * Reads one {@link JmxRow} from the application's MBeans and /proc, and from /proc the
 * CPU and memory of the measured JMeter process once it runs. An MBean or attribute that
 * is missing leaves its columns empty and is remembered in {@link #missing()}, so the
 * sweep can say once what the application does not expose.
 */
final class JmxReader {

	// Any domain: the application's connector and the Actuator's (on the management
	// port) are two Tomcats, registered as "Tomcat" and "Tomcat-1" in the order they
	// start, so the pool is told apart by its localPort attribute (its name holds the
	// port only when the port was given, "http-nio-auto-1" otherwise).
	private static final ObjectName TOMCAT_POOLS = name("*:type=ThreadPool,name=*");

	// Micrometer's meters as its JMX registry exports them (the board's
	// management.jmx.metrics.export, domain "metrics"; an application without
	// micrometer-registry-jmx has none): a Dropwizard timer and meter named after the
	// meter and its pool tag. The timer's Count is every connection request, served or
	// timed out (HikariCP records both); its Mean and percentiles come from a reservoir
	// that decays over minutes, not from the last second, so they are not sampled.
	private static final String HIKARI_ACQUIRE = "metrics:name=hikaricpConnectionsAcquire.pool.%s,type=timers";

	private static final String HIKARI_TIMEOUT = "metrics:name=hikaricpConnectionsTimeout.pool.%s,type=meters";

	private static final ObjectName OPERATING_SYSTEM = name("java.lang:type=OperatingSystem");

	private static final ObjectName MEMORY = name("java.lang:type=Memory");

	private static final ObjectName COLLECTORS = name("java.lang:type=GarbageCollector,name=*");

	private static final ObjectName THREADING = name("java.lang:type=Threading");

	private final MBeanAttributes mbeans;

	private final long pid;

	private final int httpPort;

	private final ObjectName hikariPool;

	private final ObjectName hikariAcquire;

	private final ObjectName hikariTimeout;

	private final CpuShare boardCpu;

	private final JmeterUsage jmeterUsage = new JmeterUsage();

	private volatile CpuShare jmeterCpu;

	private ObjectName pool;

	/**
	 * Reads the application with process id {@code pid} whose HTTP connector listens on
	 * {@code httpPort} and whose HikariCP pool is called {@code poolName}.
	 */
	JmxReader(final MBeanServerConnection connection, final long pid, final int httpPort, final String poolName) {
		this.mbeans = new MBeanAttributes(connection);
		this.pid = pid;
		this.httpPort = httpPort;
		this.hikariPool = name("com.zaxxer.hikari:type=Pool (" + poolName + ")");
		this.hikariAcquire = name(HIKARI_ACQUIRE.formatted(poolName));
		this.hikariTimeout = name(HIKARI_TIMEOUT.formatted(poolName));
		this.boardCpu = new CpuShare(pid);
	}

	/**
	 * From now on also reads the JMeter process {@code jmeterPid}; its first row covers
	 * the time since this call.
	 */
	void watchJmeter(final long jmeterPid) {
		final CpuShare share = new CpuShare(jmeterPid);
		share.poll();
		jmeterCpu = share;
	}

	/** What the watched JMeter process used, one entry per row read. */
	JmeterUsage jmeterUsage() {
		return jmeterUsage;
	}

	JmxRow read(final long epochMs) throws IOException {
		final JmxRow row = new JmxRow(epochMs);
		// /proc first, so that the CPU shares cover the second up to epochMs, not the JMX
		// calls after it
		row.set(JmxColumns.BOARD_CPU_ALLOWED, boardCpu.poll());
		final CpuShare jmeter = jmeterCpu;
		final Double jmeterShare = jmeter == null ? null : jmeter.poll();
		final long jmeterRss = jmeter == null ? -1 : ProcStats.rssBytes(jmeter.pid());
		row.set(JmxColumns.JMETER_CPU_ALLOWED, jmeterShare)
			.set(JmxColumns.JMETER_RSS, jmeterRss < 0 ? null : jmeterRss);
		readTomcat(row);
		final AttributeList hikari = mbeans.read(hikariPool, "ActiveConnections", "IdleConnections", "TotalConnections",
				"ThreadsAwaitingConnection");
		row.set(JmxColumns.HIKARI_ACTIVE, value(hikari, "ActiveConnections"))
			.set(JmxColumns.HIKARI_IDLE, value(hikari, "IdleConnections"))
			.set(JmxColumns.HIKARI_TOTAL, value(hikari, "TotalConnections"))
			.set(JmxColumns.HIKARI_PENDING, value(hikari, "ThreadsAwaitingConnection"))
			.set(JmxColumns.HIKARI_ACQUIRES, value(mbeans.read(hikariAcquire, "Count"), "Count"))
			.set(JmxColumns.HIKARI_TIMEOUTS, value(mbeans.read(hikariTimeout, "Count"), "Count"));
		final AttributeList os = mbeans.read(OPERATING_SYSTEM, "ProcessCpuLoad", "CpuLoad");
		row.set(JmxColumns.PROCESS_CPU, value(os, "ProcessCpuLoad")).set(JmxColumns.SYSTEM_CPU, value(os, "CpuLoad"));
		final Object heap = value(mbeans.read(MEMORY, "HeapMemoryUsage"), "HeapMemoryUsage");
		row.set(JmxColumns.HEAP_USED, heap instanceof CompositeData usage ? usage.get("used") : null);
		readCollectors(row);
		row.set(JmxColumns.LIVE_THREADS, value(mbeans.read(THREADING, "ThreadCount"), "ThreadCount"));
		final ProcStats.ContextSwitches switches = ProcStats.contextSwitches(pid);
		if (switches.voluntary() >= 0) {
			row.set(JmxColumns.CTX_VOLUNTARY, switches.voluntary())
				.set(JmxColumns.CTX_INVOLUNTARY, switches.involuntary());
		}
		if (jmeter != null) {
			jmeterUsage.add(epochMs, jmeterShare, jmeterRss);
		}
		return row;
	}

	/**
	 * What could not be read so far, e.g. "com.zaxxer.hikari:type=Pool (poolsweep)" (no
	 * HikariCP) or "*:type=ThreadPool,name=* with localPort 8080" (not on Tomcat).
	 */
	Set<String> missing() {
		return mbeans.missing();
	}

	private void readTomcat(final JmxRow row) throws IOException {
		if (pool == null) {
			pool = findPool();
		}
		if (pool == null) {
			mbeans.missing(TOMCAT_POOLS + " with localPort " + httpPort);
			return;
		}
		final AttributeList tomcat = mbeans.read(pool, "currentThreadsBusy", "currentThreadCount", "maxThreads",
				"connectionCount");
		row.set(JmxColumns.THREADS_BUSY, value(tomcat, "currentThreadsBusy"))
			.set(JmxColumns.THREADS_CURRENT, value(tomcat, "currentThreadCount"))
			.set(JmxColumns.THREADS_MAX, value(tomcat, "maxThreads"))
			.set(JmxColumns.CONNECTIONS, value(tomcat, "connectionCount"));
	}

	/**
	 * The application's connector pool, or null while Tomcat has not registered it (or
	 * the server is not Tomcat).
	 */
	private ObjectName findPool() throws IOException {
		for (final ObjectName candidate : mbeans.names(TOMCAT_POOLS)) {
			if (number(value(mbeans.read(candidate, "localPort"), "localPort")) == httpPort) {
				return candidate;
			}
		}
		return null;
	}

	private void readCollectors(final JmxRow row) throws IOException {
		long count = 0;
		long timeMs = 0;
		final Set<ObjectName> collectors = mbeans.names(COLLECTORS);
		for (final ObjectName collector : collectors) {
			final AttributeList gc = mbeans.read(collector, "CollectionCount", "CollectionTime");
			count += Math.max(0, number(value(gc, "CollectionCount")));
			timeMs += Math.max(0, number(value(gc, "CollectionTime")));
		}
		if (!collectors.isEmpty()) {
			row.set(JmxColumns.GC_COUNT, count).set(JmxColumns.GC_TIME_MS, timeMs);
		}
	}

}
