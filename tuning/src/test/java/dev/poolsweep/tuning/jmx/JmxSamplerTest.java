package dev.poolsweep.tuning.jmx;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javax.management.MBeanServer;
import javax.management.ObjectName;

import dev.poolsweep.tuning.app.AppLaunch;
import dev.poolsweep.tuning.generator.Engine;
import dev.poolsweep.tuning.generator.GeneratorUsage;
import dev.poolsweep.tuning.process.Ports;
import dev.poolsweep.tuning.results.JmxColumns;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/** Samples a real JVM over remote JMX, started with the flags the board gets. */
class JmxSamplerTest {

	@TempDir
	Path dir;

	@Test
	void writesOneRowASecondWithTheBoardsMBeans() throws Exception {
		final int port = Ports.free();
		final Path classes = Path.of(FakeBoard.class.getProtectionDomain().getCodeSource().getLocation().toURI());
		final Process jvm = new ProcessBuilder(AppLaunch.currentJava(), "-cp", classes.toString(),
				"-Dcom.sun.management.jmxremote.port=" + port, "-Dcom.sun.management.jmxremote.rmi.port=" + port,
				"-Dcom.sun.management.jmxremote.host=127.0.0.1", "-Djava.rmi.server.hostname=127.0.0.1",
				"-Dcom.sun.management.jmxremote.authenticate=false", "-Dcom.sun.management.jmxremote.ssl=false",
				FakeBoard.class.getName())
			.redirectErrorStream(true)
			.start();
		try {
			assertThat(jvm.inputReader().readLine()).isEqualTo("ready");
			final String url = "service:jmx:rmi:///jndi/rmi://127.0.0.1:" + port + "/jmxrmi";
			final Path csv = dir.resolve("jmx.csv");
			final GeneratorUsage usage;
			try (JmxSampler sampler = JmxSampler.start(url, jvm.pid(), 8080, "fake", csv)) {
				// any process will do: it is read from /proc like JMeter
				sampler.watchGenerator(new Engine("JMeter", ""), jvm.pid());
				Thread.sleep(2500);
				assertThat(sampler.missing()).isEmpty();
				usage = sampler.generatorUsage();
			}
			final List<String> lines = Files.readAllLines(csv);
			assertThat(lines.getFirst()).isEqualTo(String.join(",", JmxColumns.ALL));
			assertThat(lines).hasSizeBetween(3, 5);
			final String[] row = lines.get(2).split(",", -1);
			assertThat(row).hasSize(JmxColumns.ALL.size());
			assertThat(value(row, "tomcat_threads_busy")).isEqualTo("3");
			assertThat(value(row, "tomcat_threads_current")).isEqualTo("10");
			assertThat(value(row, "tomcat_threads_max")).isEqualTo("42");
			assertThat(value(row, "tomcat_connections")).isEqualTo("7");
			assertThat(value(row, "hikari_active")).isEqualTo("4");
			assertThat(value(row, "hikari_idle")).isEqualTo("6");
			assertThat(value(row, "hikari_total")).isEqualTo("10");
			assertThat(value(row, "hikari_pending")).isEqualTo("2");
			assertThat(value(row, "hikari_acquires")).isEqualTo("120");
			assertThat(value(row, "hikari_timeouts")).isEqualTo("3");
			assertThat(Double.parseDouble(value(row, "process_cpu"))).isBetween(-1.0, 1.0);
			assertThat(Long.parseLong(value(row, "heap_used_bytes"))).isPositive();
			assertThat(Long.parseLong(value(row, "gc_count"))).isNotNegative();
			assertThat(Long.parseLong(value(row, "live_threads"))).isGreaterThan(5);
			assertThat(Long.parseLong(value(row, "ctx_switches_voluntary"))).isPositive();
			assertThat(Long.parseLong(lines.get(2).split(",")[0]) - Long.parseLong(lines.get(1).split(",")[0]))
				.isBetween(800L, 1200L);
			assertThat(value(lines.get(1).split(",", -1), "board_cpu_allowed")).as("nothing to compare with").isEmpty();
			assertThat(Double.parseDouble(value(row, "board_cpu_allowed"))).isBetween(0.0, 1.0);
			assertThat(Double.parseDouble(value(row, "jmeter_cpu_allowed"))).isBetween(0.0, 1.0);
			assertThat(Long.parseLong(value(row, "jmeter_rss_bytes"))).isGreaterThan(1024 * 1024);
			assertThat(usage.during(0, Long.MAX_VALUE).getFirst().rssPeak()).isGreaterThan(1024 * 1024);
		}
		finally {
			jvm.destroyForcibly();
			jvm.waitFor(10, TimeUnit.SECONDS);
		}
	}

	@Test
	void aMissingMBeanLeavesItsColumnsEmptyAndIsNamed() throws Exception {
		// This test JVM has no Tomcat or HikariCP MBeans: sample it through its own
		// platform MBean server.
		final var reader = new JmxReader(ManagementFactory.getPlatformMBeanServer(), ProcessHandle.current().pid(),
				8080, AppLaunch.POOL_NAME);
		final JmxRow row = reader.read(1L);
		assertThat(row.get("tomcat_threads_max")).isEmpty();
		assertThat(row.get("hikari_active")).isEmpty();
		assertThat(row.get("live_threads")).isNotEmpty();
		assertThat(row.get("jmeter_cpu_allowed")).as("JMeter not running yet").isEmpty();
		assertThat(row.get("jmeter_rss_bytes")).isEmpty();
		assertThat(reader.missing())
			.contains("*:type=ThreadPool,name=* with localPort 8080, or metrics:name=jettyThreadsBusy,type=gauges");
		assertThat(reader.missing()).anyMatch(item -> item.startsWith("com.zaxxer.hikari:type=Pool (poolsweep)"));
	}

	/**
	 * An application on Jetty has no Tomcat pool: Jetty's thread pool, as Micrometer's
	 * JMX registry exports it, fills the same columns, and nothing is missing.
	 */
	@Test
	void jettysThreadPoolFillsTheSameColumns() throws Exception {
		final MBeanServer server = ManagementFactory.getPlatformMBeanServer();
		final Map<String, Number> gauges = Map.of("jettyThreadsBusy", 4.0, "jettyThreadsCurrent", 9.0,
				"jettyThreadsConfigMax", 10.0, "jettyThreadsJobs", 6.0, "jettyConnectionsCurrent.connectorName.unnamed",
				12.0);
		final List<ObjectName> names = new ArrayList<>();
		try {
			for (final Map.Entry<String, Number> gauge : gauges.entrySet()) {
				final ObjectName name = new ObjectName("metrics:name=" + gauge.getKey() + ",type=gauges");
				server.registerMBean(new FakeBoard.Fixed(Map.<String, Object>of("Value", gauge.getValue())), name);
				names.add(name);
			}
			final var reader = new JmxReader(server, ProcessHandle.current().pid(), 8080, AppLaunch.POOL_NAME);
			final JmxRow row = reader.read(1L);
			assertThat(row.get("tomcat_threads_busy")).isEqualTo("4");
			assertThat(row.get("tomcat_threads_current")).isEqualTo("9");
			assertThat(row.get("tomcat_threads_max")).isEqualTo("10");
			assertThat(row.get("threads_queued")).isEqualTo("6");
			assertThat(row.get("tomcat_connections")).isEqualTo("12");
			assertThat(reader.missing()).noneMatch(item -> item.contains("ThreadPool") || item.contains("jetty"));
		}
		finally {
			for (final ObjectName name : names) {
				server.unregisterMBean(name);
			}
		}
	}

	@Test
	void newColumnsComeAfterTheOldOnesInTheirOrder() {
		assertThat(JmxColumns.ALL)
			.startsWith("epoch_ms", "tomcat_threads_busy", "tomcat_threads_current", "tomcat_threads_max",
					"tomcat_connections", "hikari_active", "hikari_idle", "hikari_total", "hikari_pending",
					"process_cpu", "system_cpu", "heap_used_bytes", "gc_count", "gc_time_ms", "live_threads",
					"ctx_switches_voluntary", "ctx_switches_involuntary")
			.containsSubsequence("board_cpu_allowed", "jmeter_cpu_allowed", "jmeter_rss_bytes")
			.endsWith("hikari_acquires", "hikari_timeouts", "threads_queued");
	}

	private static String value(final String[] row, final String column) {
		return row[JmxColumns.ALL.indexOf(column)];
	}

}
