package dev.poolsweep.tuning.jmx;

import java.io.IOException;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import javax.management.AttributeList;
import javax.management.MBeanServerConnection;
import javax.management.ObjectName;
import javax.management.openmbean.CompositeData;

import dev.poolsweep.tuning.generator.Engine;
import dev.poolsweep.tuning.generator.GeneratorUsage;
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

	// Jetty registers no MBeans unless the application adds jetty-jmx itself, which
	// Spring Boot does not; Micrometer's Jetty meters, which Spring Boot binds to the
	// application's server (not the Actuator's), are there for any Jetty application with
	// micrometer-registry-jmx, as HikariCP's timer above. Jetty's busy threads
	// (QueuedThreadPool.getBusyThreads) include the threads its connector leases for
	// good, an acceptor and the selectors, as its maxThreads does: busy reaches
	// maxThreads
	// when no thread is left for a request, as Tomcat's does.
	private static final ObjectName JETTY_THREADS_BUSY = name("metrics:name=jettyThreadsBusy,type=gauges");

	private static final ObjectName JETTY_THREADS_CURRENT = name("metrics:name=jettyThreadsCurrent,type=gauges");

	private static final ObjectName JETTY_THREADS_MAX = name("metrics:name=jettyThreadsConfigMax,type=gauges");

	private static final ObjectName JETTY_THREADS_QUEUED = name("metrics:name=jettyThreadsJobs,type=gauges");

	// tagged with the connector's name
	private static final ObjectName JETTY_CONNECTIONS = name("metrics:name=jettyConnectionsCurrent*,type=gauges");

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

	private final GeneratorUsage generatorUsage = new GeneratorUsage(JmxSampler.PERIOD_MS);

	/** The load generator's processes, by name, as they start. */
	private final Map<Engine, CpuShare> generator = new ConcurrentHashMap<>();

	private ObjectName pool;

	/**
	 * Whether the server turned out to be Jetty: its meters are there, Tomcat's are not.
	 */
	private boolean jetty;

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
	 * From now on also reads the load generator's process {@code pid} called
	 * {@code engine}; its first row covers the time since this call.
	 */
	void watchGenerator(final Engine engine, final long pid) {
		final CpuShare share = new CpuShare(pid);
		share.poll();
		generator.put(engine, share);
	}

	/** What the watched processes of the generator used, one entry per row read. */
	GeneratorUsage generatorUsage() {
		return generatorUsage;
	}

	JmxRow read(final long epochMs) throws IOException {
		final JmxRow row = new JmxRow(epochMs);
		// /proc first, so that the CPU shares cover the second up to epochMs, not the JMX
		// calls after it
		row.set(JmxColumns.BOARD_CPU_ALLOWED, boardCpu.poll());
		readGenerator(row, epochMs);
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
		return row;
	}

	/**
	 * The generator's columns: its busiest process's CPU share (the one that would limit
	 * the load first) and all its processes' memory; each process's readings go to the
	 * usage.
	 */
	private void readGenerator(final JmxRow row, final long epochMs) {
		Double busiest = null;
		long rss = 0;
		for (final Map.Entry<Engine, CpuShare> process : generator.entrySet()) {
			final Double share = process.getValue().poll();
			final long bytes = ProcStats.rssBytes(process.getValue().pid());
			generatorUsage.add(process.getKey(), epochMs, share, bytes);
			if (share != null && (busiest == null || share > busiest)) {
				busiest = share;
			}
			rss += Math.max(0, bytes);
		}
		row.set(JmxColumns.JMETER_CPU_ALLOWED, busiest).set(JmxColumns.JMETER_RSS, rss > 0 ? rss : null);
	}

	/**
	 * What could not be read so far, e.g. "com.zaxxer.hikari:type=Pool (poolsweep)" (no
	 * HikariCP) or "*:type=ThreadPool,name=* with localPort 8080, or
	 * metrics:name=jettyThreadsBusy,type=gauges" (neither Tomcat's pool nor Jetty's
	 * meters).
	 */
	Set<String> missing() {
		return mbeans.missing();
	}

	private void readTomcat(final JmxRow row) throws IOException {
		if (pool == null && !jetty) {
			pool = findPool();
			jetty = pool == null && !mbeans.names(JETTY_THREADS_BUSY).isEmpty();
		}
		if (jetty) {
			readJetty(row);
			return;
		}
		if (pool == null) {
			mbeans.missing(TOMCAT_POOLS + " with localPort " + httpPort + ", or " + JETTY_THREADS_BUSY);
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
	 * Jetty's thread pool into Tomcat's columns (busy, current, max), its queued jobs,
	 * and its open connections.
	 */
	private void readJetty(final JmxRow row) throws IOException {
		row.set(JmxColumns.THREADS_BUSY, gauge(JETTY_THREADS_BUSY))
			.set(JmxColumns.THREADS_CURRENT, gauge(JETTY_THREADS_CURRENT))
			.set(JmxColumns.THREADS_MAX, gauge(JETTY_THREADS_MAX))
			.set(JmxColumns.THREADS_QUEUED, gauge(JETTY_THREADS_QUEUED));
		final Set<ObjectName> connections = mbeans.names(JETTY_CONNECTIONS);
		if (connections.isEmpty()) {
			mbeans.missing(JETTY_CONNECTIONS.toString());
		}
		else {
			row.set(JmxColumns.CONNECTIONS, gauge(connections.iterator().next()));
		}
	}

	/** A Micrometer gauge's value, as a whole number; null when it cannot be read. */
	private Long gauge(final ObjectName name) throws IOException {
		final Object value = value(mbeans.read(name, "Value"), "Value");
		return value instanceof Number number ? Long.valueOf(Math.round(number.doubleValue())) : null;
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
