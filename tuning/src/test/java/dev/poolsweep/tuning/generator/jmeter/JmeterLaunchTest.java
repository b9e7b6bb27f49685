package dev.poolsweep.tuning.generator.jmeter;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import dev.poolsweep.tuning.plan.LoadSettings;
import dev.poolsweep.tuning.plan.Request;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

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
