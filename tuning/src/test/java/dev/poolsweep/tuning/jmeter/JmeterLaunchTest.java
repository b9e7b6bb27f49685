package dev.poolsweep.tuning.jmeter;

import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** JMeter's command line and heap. */
class JmeterLaunchTest {

	@Test
	void jmetersHeapIsAtLeastOneGigabyteAndGrowsWithItsThreads() {
		assertThat(JmeterLaunch.heapMb(3000, 24_000)).isEqualTo(1024 + 750);
		assertThat(JmeterLaunch.heapMb(1, 24_000)).isEqualTo(1025);
		assertThat(JmeterLaunch.heapMb(3000, -1)).as("machine memory unknown").isEqualTo(1774);
		assertThat(JmeterLaunch.heapMb(200_000, 8000)).as("at most half the machine").isEqualTo(4000);
		assertThat(JmeterLaunch.heapMb(100, 1500)).as("never below 1 GB").isEqualTo(1024);
		final JmeterInstall install = new JmeterInstall(Path.of("jmeter"), Path.of("jmeter/bin/ApacheJMeter.jar"),
				Path.of("plans"));
		final JmeterLaunch launch = new JmeterLaunch("java", install, Path.of("plans/burst.jmx"),
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
		assertThat(heap).isBetween(1024L, 1774L);
	}

}
