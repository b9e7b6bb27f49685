package dev.poolsweep.tuning.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;

import dev.poolsweep.tuning.PoolsweepCommand;
import dev.poolsweep.tuning.results.OutcomeKeys;
import dev.poolsweep.tuning.results.PropertiesFiles;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * The board on Jetty, measured as on Tomcat: a one-point sweep with {@code --server
 * jetty} starts app/jetty's jar against a real database, with Jetty's own thread limit,
 * and the sampler reads Jetty's thread pool over JMX every second into the columns
 * Tomcat's fill, with no MBean reported missing. Then the same jar as an application of
 * someone else's ({@code --app}): the harness tells from the jar that it runs on Jetty
 * and measures it alike. The smoke plan (5 requests/s for 5 s) and a 2-s warm-up: a few
 * seconds of load each. The jars and JMeter must have been built; missing, this test
 * fails, it does not skip.
 */
class JettySweepIT {

	private static final Path OUT = Path.of("target", "jetty-sweep-it");

	@BeforeAll
	static void requireTheBuiltTools() {
		final BuildTree tree = BuildTree.locate();
		if (!Files.isRegularFile(tree.boardJettyJar())) {
			fail("the board on Jetty missing at " + tree.boardJettyJar().toAbsolutePath()
					+ ": build it first (./mvnw -pl app/jetty -am package -DskipTests)");
		}
		if (!Files.isDirectory(tree.jmeterHome().resolve("bin"))) {
			fail("JMeter home missing at " + tree.jmeterHome().toAbsolutePath()
					+ ": build it first (./mvnw -pl jmeter-plans package)");
		}
	}

	@Test
	void theBoardOnJettyIsSweptAndItsThreadPoolReadOverJmx() throws Exception {
		final Path out = OUT.resolve("board");
		TinySweepIT.deleteRecursively(out);
		final int exit = PoolsweepCommand.commandLine()
			.execute("sweep", "--server", "jetty", "--max-threads", "10", "--plan", "smoke", "--warmup", "2s",
					"--seed-rows", "200", "--no-saturation-probe", "--out", out.toString());
		assertThat(exit).as("sweep exit code (see %s)", out).isZero();
		final Path run = out.resolve("points/t10-p100-wjetty/rep-1");
		checkRun(run, 10);
		assertThat(Files.readString(run.resolve("board.log"))).as("the board ran on Jetty").contains("Jetty started");
		assertThat(Files.readString(out.resolve("summary.csv"))).contains("t10-p100-wjetty", "jetty");
		assertThat(Files.readString(out.resolve("report.html"))).doesNotContain("no JMX", "missing MBeans");
	}

	@Test
	void anApplicationOnJettyIsMeasuredAlike() throws Exception {
		final Path out = OUT.resolve("app");
		TinySweepIT.deleteRecursively(out);
		final Path jar = BuildTree.locate().boardJettyJar();
		final int exit = PoolsweepCommand.commandLine()
			.execute("sweep", "--app", jar.toString(), "--path", "/suggestions", "--max-threads", "10", "--plan",
					"smoke", "--warmup", "2s", "--no-saturation-probe", "--out", out.toString());
		assertThat(exit).as("sweep exit code (see %s)", out).isZero();
		final Path run = out.resolve("points/t10-p100-wjetty/rep-1");
		checkRun(run, 10);
		assertThat(Files.readString(run.resolve("board.log"))).as("it ran on Jetty").contains("Jetty started");
	}

	private static void checkRun(final Path run, final int maxThreads) throws IOException {
		final Properties outcome = PropertiesFiles.read(run.resolve("outcome.properties"));
		assertThat(outcome.getProperty("status")).as("%s: %s", run, outcome.getProperty("reason")).isEqualTo("ok");
		assertThat(outcome.getProperty(OutcomeKeys.JMX_MISSING)).as("MBeans missing on Jetty").isNull();
		final List<String> jmx = Files.readAllLines(run.resolve("jmx.csv"));
		final List<String> columns = List.of(jmx.getFirst().split(","));
		assertThat(jmx.size() - 1).as("jmx.csv rows").isGreaterThanOrEqualTo(3);
		for (final String line : jmx.subList(1, jmx.size())) {
			final String[] row = line.split(",", -1);
			assertThat(row[columns.indexOf("tomcat_threads_max")]).as("Jetty's maxThreads")
				.isEqualTo(Integer.toString(maxThreads));
			assertThat(Integer.parseInt(row[columns.indexOf("tomcat_threads_busy")])).as("Jetty's busy threads")
				.isBetween(1, maxThreads);
			assertThat(Integer.parseInt(row[columns.indexOf("tomcat_threads_current")])).isBetween(1, maxThreads);
			assertThat(Integer.parseInt(row[columns.indexOf("threads_queued")])).isNotNegative();
			assertThat(Integer.parseInt(row[columns.indexOf("tomcat_connections")])).isNotNegative();
		}
	}

}
