package dev.poolsweep.tuning.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Properties;

import dev.poolsweep.tuning.PoolsweepCommand;
import dev.poolsweep.tuning.analysis.series.JtlFile;
import dev.poolsweep.tuning.analysis.series.Sample;
import dev.poolsweep.tuning.plan.LoadProfile;
import dev.poolsweep.tuning.process.ProcStats;
import dev.poolsweep.tuning.results.PropertiesFiles;
import dev.poolsweep.tuning.results.HarnessBuild;
import dev.poolsweep.tuning.results.ResultsFolder;
import dev.poolsweep.tuning.results.SweepKeys;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * A tiny sweep end to end: the real board jar, the real JMeter home, a real database
 * (MySqlServers.provision(): Testcontainers when Docker answers, with
 * POOLSWEEP_MYSQL_IMAGE for the image, else embedded MariaDB). Two points, the smoke
 * plan, a short warm-up. The jar and JMeter must have been built (./mvnw verify builds
 * app and jmeter-plans before this module); when they are missing this test fails, it
 * does not skip.
 */
class TinySweepIT {

	private static final Path OUT = Path.of("target", "tiny-sweep-it");

	private static final List<Integer> MAX_THREADS = List.of(2, 8);

	@BeforeAll
	static void requireTheBuiltTools() {
		final BuildTree tree = BuildTree.locate();
		if (!Files.isRegularFile(tree.boardJar())) {
			fail("board jar missing at " + tree.boardJar().toAbsolutePath()
					+ ": build it first (./mvnw -pl app -am package -DskipTests)");
		}
		if (!Files.isDirectory(tree.jmeterHome().resolve("bin"))) {
			fail("JMeter home missing at " + tree.jmeterHome().toAbsolutePath()
					+ ": build it first (./mvnw -pl jmeter-plans package)");
		}
	}

	@Test
	void sweepsTwoPointsThenResumesAndReportsWithoutRunningAgain() throws Exception {
		deleteRecursively(OUT);
		final int exit = PoolsweepCommand.commandLine()
			.execute("sweep", "--max-threads", "2,8", "--plan", "smoke", "--warmup", "2s", "--seed-rows", "200",
					"--no-saturation-probe", "--out", OUT.toString());
		assertThat(exit).as("sweep exit code (see target/tiny-sweep-it)").isZero();
		assertThat(OUT.resolve(ResultsFolder.SATURATION_PROBE)).as("--no-saturation-probe").doesNotExist();
		final Properties facts = PropertiesFiles.read(OUT.resolve(ResultsFolder.SWEEP_PROPERTIES));
		final Path fastStart = BuildTree.locate().boardJar().resolveSibling("fast-start");
		if (Files.isDirectory(fastStart)) {
			// every build trains a cache of its own bytes: the knobs are kept per
			// training
			assertThat(fastStart.resolve("training.properties")).content().contains("source_sha256=");
			assertThat(facts.getProperty(SweepKeys.BOARD_AOT_TRAINING_SHA256)).hasSize(64)
				.isNotEqualTo(facts.getProperty(SweepKeys.BOARD_AOT_CACHE_SHA256));
		}
		assertThat(facts)
			.containsEntry(SweepKeys.POOLSWEEP_COMMAND,
					"poolsweep sweep --max-threads 2,8 --plan smoke --warmup 2s --seed-rows 200 "
							+ "--no-saturation-probe --out " + OUT)
			.containsEntry(SweepKeys.POOLSWEEP_BUILD, HarnessBuild.current().describe());
		for (final int maxThreads : MAX_THREADS) {
			checkRun(OUT.resolve("points/t" + maxThreads + "-p100-a100/rep-1"), maxThreads);
		}
		final Path summary = OUT.resolve("summary.csv");
		assertThat(Files.readString(summary)).contains("t2-p100-a100", "t8-p100-a100");
		assertThat(OUT.resolve("summary.json")).isNotEmptyFile();
		assertThat(OUT.resolve("report.html")).isNotEmptyFile();

		final Path outcome = OUT.resolve("points/t2-p100-a100/rep-1/outcome.properties");
		final FileTime written = Files.getLastModifiedTime(outcome);
		final ByteArrayOutputStream said = new ByteArrayOutputStream();
		final PrintStream stderr = System.err;
		System.setErr(new PrintStream(said, true, StandardCharsets.UTF_8));
		try {
			assertThat(PoolsweepCommand.commandLine().execute("sweep", "--resume", OUT.toString())).isZero();
		}
		finally {
			System.setErr(stderr);
		}
		assertThat(Files.getLastModifiedTime(outcome)).as("a complete run is not redone").isEqualTo(written);
		assertThat(said.toString(StandardCharsets.UTF_8)).as("a resume of a finished sweep")
			.contains("nothing to resume: the sweep in " + OUT + " is finished", "2 points, 0 failed runs")
			.doesNotContain("starting the database");

		Files.delete(OUT.resolve("report.html"));
		assertThat(PoolsweepCommand.commandLine().execute("report", OUT.toString())).isZero();
		assertThat(OUT.resolve("report.html")).isNotEmptyFile();
	}

	private static void checkRun(final Path run, final int maxThreads) throws IOException {
		final Properties outcome = PropertiesFiles.read(run.resolve("outcome.properties"));
		assertThat(outcome.getProperty("status")).as("%s: %s", run, outcome.getProperty("reason")).isEqualTo("ok");
		if (Files.isDirectory(BuildTree.locate().boardJar().resolveSibling("fast-start"))) {
			// The JVM refuses a cache made for other modules with [error][aot] lines, and
			// starts without it, as slowly as with no cache at all.
			assertThat(Files.readString(run.resolve("board.log"))).as("the board started with its AOT cache")
				.doesNotContain("[error][aot]");
		}
		assertThat(Double.parseDouble(outcome.getProperty("jmeter_cpu_seconds"))).isPositive();
		assertThat(outcome.getProperty("max_in_flight")).as("5 req/s x the 10 s response time-out").isEqualTo("50");
		assertThat(Double.parseDouble(outcome.getProperty("jmeter_cpu_peak_pct"))).isBetween(0.0, 100.0);
		assertThat(Long.parseLong(outcome.getProperty("jmeter_rss_peak_mb"))).isPositive();
		final Properties point = PropertiesFiles.read(run.resolve("point.properties"));
		assertThat(point.getProperty("max_threads")).isEqualTo(Integer.toString(maxThreads));
		assertThat(point.getProperty("jmx_url")).startsWith("service:jmx:rmi:///jndi/rmi://127.0.0.1:");
		assertThat(point.getProperty("max_in_flight")).isEqualTo("50");
		if (ProcStats.allowedCpus(ProcessHandle.current().pid()).size() >= 2) {
			assertThat(point.getProperty("board_cpus")).as("pinned by default").isNotEmpty();
			assertThat(point.getProperty("jmeter_cpus")).isNotEmpty().isNotEqualTo(point.getProperty("board_cpus"));
		}

		final List<Sample> samples = JtlFile.read(run.resolve("samples.jtl"));
		// The smoke plan schedules const(5,5s): 25 requests, each due at a known instant.
		// The open workload sends every
		// one of them, each once, and records when it was due.
		final long[] scheduled = LoadProfile.parse("const(5,5s)").scheduledPerSecond();
		assertThat(samples).as("requests sent by the smoke plan").hasSize((int) Arrays.stream(scheduled).sum());
		final long first = samples.stream().mapToLong(Sample::intendedMs).min().orElseThrow();
		assertThat(samples).extracting(Sample::intendedMs)
			.as("each request's due instant, once")
			.doesNotHaveDuplicates()
			.allSatisfy(
					intended -> assertThat((intended - first) % 200).as("due every 200 ms from the first").isZero());
		assertThat(samples).as("errors in %s", run).allMatch(Sample::success);

		final List<String> jmx = Files.readAllLines(run.resolve("jmx.csv"));
		final List<String> columns = List.of(jmx.getFirst().split(","));
		assertThat(jmx.size() - 1).as("jmx.csv rows").isGreaterThanOrEqualTo(3);
		assertThat(columns).containsSubsequence("board_cpu_allowed", "jmeter_cpu_allowed", "jmeter_rss_bytes")
			.endsWith("hikari_acquires", "hikari_timeouts", "threads_queued");
		for (final String line : jmx.subList(2, jmx.size())) {
			final String[] row = line.split(",", -1);
			assertThat(Double.parseDouble(row[columns.indexOf("board_cpu_allowed")])).isBetween(0.0, 1.0);
		}
		for (final String line : jmx.subList(1, jmx.size())) {
			final String[] row = line.split(",", -1);
			assertThat(row[columns.indexOf("tomcat_threads_max")]).isEqualTo(Integer.toString(maxThreads));
			assertThat(Integer.parseInt(row[columns.indexOf("tomcat_threads_busy")])).isBetween(0, maxThreads);
			assertThat(Integer.parseInt(row[columns.indexOf("hikari_total")])).isBetween(1, 100);
			assertThat(Double.parseDouble(row[columns.indexOf("process_cpu")])).isBetween(-1.0, 1.0);
			assertThat(Long.parseLong(row[columns.indexOf("heap_used_bytes")])).isPositive();
			assertThat(Long.parseLong(row[columns.indexOf("ctx_switches_voluntary")])).isPositive();
		}
	}

	static void deleteRecursively(final Path dir) throws IOException {
		if (Files.exists(dir)) {
			try (var paths = Files.walk(dir)) {
				for (final Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
					Files.delete(path);
				}
			}
		}
	}

}
