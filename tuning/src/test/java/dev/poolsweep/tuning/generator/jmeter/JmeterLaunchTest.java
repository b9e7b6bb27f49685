package dev.poolsweep.tuning.generator.jmeter;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.generator.ClosedWorkload;
import dev.poolsweep.tuning.plan.LoadSettings;
import dev.poolsweep.tuning.plan.Request;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** JMeter's command line and heap. */
class JmeterLaunchTest {

	@Test
	void jmetersHeapIsAtLeastOneGigabyteAndGrowsWithItsThreads() {
		assertThat(JmeterLaunch.heapMb(3000, 24_000)).isEqualTo(1024 + 375);
		assertThat(JmeterLaunch.heapMb(1, 24_000)).isEqualTo(1025);
		assertThat(JmeterLaunch.heapMb(3000, -1)).as("machine memory unknown").isEqualTo(1399);
		assertThat(JmeterLaunch.heapMb(40_000, 24_000)).as("at most 2 GB whatever the rate").isEqualTo(2048);
		assertThat(JmeterLaunch.heapMb(200_000, 3000)).as("at most half the machine").isEqualTo(1500);
		assertThat(JmeterLaunch.heapMb(100, 1500)).as("never below 1 GB").isEqualTo(1024);
		final JmeterInstall install = new JmeterInstall(Path.of("jmeter"), Path.of("jmeter/bin/ApacheJMeter.jar"),
				Path.of("plans"));
		final JmeterLaunch launch = JmeterLaunch.local("java", install, Path.of("plans/burst.jmx"),
				Map.of("max_in_flight", "3000", "scale", "1.0"), Path.of("samples.jtl"), Path.of("jmeter.log"), "1");
		assertThat(launch.command()).startsWith("taskset", "-c", "1", "java")
			.contains("-Jmax_in_flight=3000", "-l", "samples.jtl", "-Jarrivals_file=arrivals.csv")
			.noneMatch(arg -> arg.startsWith("-Jmax_threads_client") || arg.startsWith("-Jstart_threads")
					|| arg.startsWith("-Jspare_threads"));
		final long heap = JmeterLaunch.heapMb(3000);
		assertThat(launch.command())
			.contains("-Xmx" + heap + "m", "-XX:SoftMaxHeapSize=512m", "-XX:+UseZGC", "-XX:-ZProactive",
					"-XX:TieredStopAtLevel=1")
			.noneMatch(arg -> arg.startsWith("-Xms"));
		assertThat(heap).isBetween(1024L, 1399L);
	}

	/**
	 * The closed plan goes through the one launcher the schedules take: the same JVM
	 * options and pinning, its heap sized by its clients, which are its requests in
	 * flight.
	 */
	@Test
	void aClosedWorkloadIsLaunchedAsAScheduleIs() {
		final JmeterInstall install = new JmeterInstall(Path.of("jmeter"), Path.of("jmeter/bin/ApacheJMeter.jar"),
				Path.of("plans"));
		final ClosedWorkload closed = new ClosedWorkload(8080, "/payload/4k.jpg", 1000, 10, Duration.ofSeconds(3),
				Duration.ofSeconds(10));
		final JmeterLaunch launch = JmeterLaunch.local("java", install, Path.of("plans/closed.jmx"),
				PlanProperties.of(closed), Path.of("samples.jtl"), Path.of("jmeter.log"), "1");
		assertThat(launch.command()).startsWith("taskset", "-c", "1", "java")
			.containsSubsequence("-jar", "jmeter/bin/ApacheJMeter.jar", "-n", "-t", "plans/closed.jmx")
			.contains(JmeterLaunch.clientJvm(1000).toArray(String[]::new))
			.contains("-Xmx" + JmeterLaunch.heapMb(1000) + "m", "-Jclients=1000", "-Jloops=10", "-Jramp_up=0",
					"-Jport=8080", "-Jpath=/payload/4k.jpg", "-Jconnect_timeout=3000", "-Jresponse_timeout=10000",
					"-Jhttpsampler.max_bytes_to_store_per_request=1024");
		assertThat(closed.timeout()).as("10 requests a client at 13 s each, and the slack")
			.isEqualTo(Duration.ofSeconds(130 + 120));
	}

	@Test
	void aClosedWorkloadRunsOnOneJmeterAndNeedsItsPlan(@TempDir final Path dir) throws IOException {
		final Path home = Files.createDirectories(dir.resolve("jmeter/bin"));
		Files.createFile(home.resolve("ApacheJMeter.jar"));
		final Path plans = Files.createDirectories(dir.resolve("plans"));
		assertThatThrownBy(() -> JmeterSetup.of("java", dir.resolve("jmeter"), plans, 0, List.of()).checkClosed())
			.isInstanceOf(BadInputException.class)
			.hasMessageContaining("closed.jmx does not exist");
		Files.createFile(plans.resolve("closed.jmx"));
		JmeterSetup.of("java", dir.resolve("jmeter"), plans, 0, List.of()).checkClosed();
		assertThatThrownBy(() -> JmeterSetup.of("java", dir.resolve("jmeter"), plans, 2, List.of()).checkClosed())
			.isInstanceOf(BadInputException.class)
			.hasMessage(JmeterEngines.CLOSED_ON_ONE_JMETER);
	}

	@Test
	void aControllerSendsThePlansPropertiesAndTheEngineListToEveryEngine() {
		final JmeterInstall install = new JmeterInstall(Path.of("jmeter"), Path.of("jmeter/bin/ApacheJMeter.jar"),
				Path.of("plans"));
		final JmeterLaunch controller = new JmeterLaunch("java", install, Path.of("plans/burst.jmx"),
				Map.of("max_in_flight", "3000", "start_at", "1700000005000"), Path.of("samples.jtl"),
				Path.of("jmeter.log"), "1", List.of("127.0.0.1:1101", "127.0.0.1:1102"), Path.of("rmi.properties"));
		assertThat(controller.command()).containsSubsequence("-R", "127.0.0.1:1101,127.0.0.1:1102")
			.containsSubsequence("-q", "rmi.properties")
			.contains("-Gmax_in_flight=3000", "-Gstart_at=1700000005000", "-Gengines=127.0.0.1:1101,127.0.0.1:1102",
					"-Djava.rmi.server.hostname=127.0.0.1", "-Xmx" + JmeterLaunch.heapMb(1) + "m")
			.noneMatch(arg -> arg.startsWith("-J"));
	}

	@Test
	void theResultsRecordJmetersHeapAndWhereEachEngineRan() {
		final JmeterInstall install = new JmeterInstall(Path.of("jmeter"), Path.of("jmeter/bin/ApacheJMeter.jar"),
				Path.of("plans"));
		final LoadSettings burst = new LoadSettings("burst", LoadSettings.PAPER, 0.5, true, 3000, 10_000, Duration.ZERO,
				0, Request.PLAN_DEFAULT);
		assertThat(install.facts(burst, JmeterEngines.local("java", install, 2, "1").engines()))
			.containsEntry("jmeter_heap_mb", Long.toString(JmeterLaunch.heapMb(1500)))
			.containsEntry("generator_engines", "JMeter engine 1 (CPU 1), JMeter engine 2 (CPU 1)");
		assertThat(install.facts(burst, new LocalJmeter("java", install, "").engines()))
			.containsEntry("generator_engines", "JMeter");
	}

	@Test
	void localEnginesShareTheGeneratorsCpus() {
		assertThat(JmeterEngines.cpusOf("1", 2, 0)).isEqualTo("1");
		assertThat(JmeterEngines.cpusOf("1", 2, 1)).isEqualTo("1");
		assertThat(JmeterEngines.cpusOf("2-3", 2, 1)).isEqualTo("3");
		assertThat(JmeterEngines.cpusOf("0-3", 2, 1)).isEqualTo("2,3");
		assertThat(JmeterEngines.cpusOf("4-6", 2, 0)).isEqualTo("4");
		assertThat(JmeterEngines.cpusOf("4-6", 2, 1)).isEqualTo("5,6");
		assertThat(JmeterEngines.cpusOf("", 2, 1)).isEmpty();
	}

}
