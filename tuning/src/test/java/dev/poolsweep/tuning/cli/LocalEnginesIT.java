package dev.poolsweep.tuning.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.function.Function;
import java.util.stream.Collectors;

import dev.poolsweep.tuning.PoolsweepCommand;
import dev.poolsweep.tuning.analysis.series.JtlFile;
import dev.poolsweep.tuning.analysis.series.Sample;
import dev.poolsweep.tuning.plan.LoadProfile;
import dev.poolsweep.tuning.results.PropertiesFiles;
import dev.poolsweep.tuning.results.ResultsFolder;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two JMeter remote engines started by the harness (--local-engines 2) share the smoke
 * plan's schedule: together they send it once, second by second, every sample with its
 * due instant, and the results and the report show what each engine used. The real board,
 * JMeter home and database, as in {@link TinySweepIT}. Their clients end with their
 * requests, even when an overloaded board keeps hundreds of them waiting.
 */
class LocalEnginesIT {

	private static final Path OUT = Path.of("target", "local-engines-it");

	private static final String PROFILE = "const(40,5s)";

	/** How long after the last answer the last client of an engine may end. */
	private static final long CLIENT_END_MS = 1_000;

	private static final Path PROBE_OUT = Path.of("target", "local-engines-probe-it");

	@BeforeAll
	static void requireTheBuiltTools() {
		TinySweepIT.requireTheBuiltTools();
	}

	@Test
	void twoEnginesSendTheScheduleOnceBetweenThem() throws Exception {
		TinySweepIT.deleteRecursively(OUT);
		final int exit = PoolsweepCommand.commandLine()
			.execute("sweep", "--max-threads", "8", "--plan", "smoke", "--load-profile", PROFILE, "--warmup", "2s",
					"--seed-rows", "200", "--no-saturation-probe", "--local-engines", "2", "--out", OUT.toString());
		assertThat(exit).as("sweep exit code (see %s)", OUT).isZero();
		final Path run = OUT.resolve("points/t8-p100-a100/rep-1");
		final Properties outcome = PropertiesFiles.read(run.resolve("outcome.properties"));
		assertThat(outcome.getProperty("status")).as("%s: %s", run, outcome.getProperty("reason")).isEqualTo("ok");

		final long[] scheduled = LoadProfile.parse(PROFILE).scheduledPerSecond();
		final List<Sample> samples = JtlFile.read(run.resolve("samples.jtl"));
		assertThat(samples).extracting(Sample::intendedMs)
			.as("every request carries its own due instant, once")
			.doesNotHaveDuplicates()
			.allSatisfy(intended -> assertThat(intended % 25).as("due every 25 ms from a whole second").isZero());
		final long zeroMs = samples.stream().mapToLong(Sample::intendedMs).min().orElseThrow();
		final long[] sent = new long[scheduled.length];
		samples.forEach(sample -> sent[(int) ((sample.intendedMs() - zeroMs) / 1000)]++);
		assertThat(sent).as("sent per second of the schedule, both engines together").containsExactly(scheduled);
		assertThat(samples).as("errors in %s", run).allMatch(Sample::success);

		assertThat(engineOfEachSample(run.resolve("samples.jtl")).values()).as("samples per engine")
			.containsExactly(100L, 100L);
		assertThat(Files.readAllLines(run.resolve("arrivals.csv")).stream().skip(1).mapToLong(line -> {
			return Long.parseLong(line.split(",")[1]);
		}).toArray()).as("arrivals.csv: due per second, the engines' counts added up").containsExactly(scheduled);
		assertThat(run.resolve("arrivals.engine-1-of-2.csv")).isNotEmptyFile();
		assertThat(run.resolve("arrivals.engine-2-of-2.csv")).isNotEmptyFile();

		assertThat(outcome.getProperty("generator.1.name")).isEqualTo("JMeter controller");
		for (final int engine : List.of(1, 2)) {
			final String prefix = "generator." + (engine + 1) + ".";
			assertThat(outcome.getProperty(prefix + "name")).isEqualTo("JMeter engine " + engine);
			assertThat(Double.parseDouble(outcome.getProperty(prefix + "cpu_seconds"))).as(prefix + "cpu_seconds")
				.isPositive();
			assertThat(Long.parseLong(outcome.getProperty(prefix + "rss_peak_mb"))).as(prefix + "rss_peak_mb")
				.isPositive();
		}
		final Properties point = PropertiesFiles.read(run.resolve("point.properties"));
		assertThat(point.getProperty("generator_engines")).contains("JMeter engine 1", "JMeter engine 2");
		assertThat(Files.readString(OUT.resolve("report.html"))).as("the report shows each engine's CPU")
			.containsPattern("JMeter engine 1[^<]*: [0-9.]+ CPU-s")
			.containsPattern("JMeter engine 2[^<]*: [0-9.]+ CPU-s");
	}

	/**
	 * The saturation probe warms a board that one worker cannot keep up with (4 ms of CPU
	 * a request at 300/s) for a short warm-up: the requests waiting for it hold hundreds
	 * of clients on each engine. Every client must end with its request, so that the
	 * controller sees both engines end before its time-out.
	 */
	@Test
	void enginesEndWithTheScheduleOfAnOverloadedProbe() throws Exception {
		TinySweepIT.deleteRecursively(PROBE_OUT);
		final int exit = PoolsweepCommand.commandLine()
			.execute("sweep", "--max-threads", "10", "--plan", "smoke", "--load-profile", "const(300,2s)", "--warmup",
					"5s", "--warmup-rate", "300", "--experiment-cpu-work", "4ms", "--seed-rows", "200",
					"--local-engines", "2", "--out", PROBE_OUT.toString());
		assertThat(exit).as("sweep exit code (see %s)", PROBE_OUT).isZero();
		for (final String workers : List.of("t1", "t10")) {
			final Path probe = PROBE_OUT.resolve(ResultsFolder.SATURATION_PROBE).resolve(workers);
			assertThat(probe.resolve("warmup.jtl")).as("the probe's warm-up").isNotEmptyFile();
			assertThat(probe.resolve("samples.jtl")).as("the probe's overload").isNotEmptyFile();
			final long lastAnswerMs = JtlFile.read(probe.resolve("warmup.jtl"))
				.stream()
				.mapToLong(sample -> sample.startMs() + sample.elapsedMs())
				.max()
				.orElseThrow();
			for (final int engine : List.of(1, 2)) {
				final Path log = probe.resolve("warmup-jmeter-engine-" + engine + ".log");
				assertThat(lastThreadFinishedMs(log)).as("%s: the last client's end", log)
					.isLessThanOrEqualTo(lastAnswerMs + CLIENT_END_MS);
			}
		}
	}

	/** When the last "Thread finished" line of a JMeter log was written. */
	private static long lastThreadFinishedMs(final Path log) throws IOException {
		final DateTimeFormatter format = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss,SSS");
		return Files.readAllLines(log)
			.stream()
			.filter(line -> line.contains("Thread finished"))
			.mapToLong(line -> LocalDateTime.parse(line.substring(0, 23), format)
				.atZone(ZoneId.systemDefault())
				.toInstant()
				.toEpochMilli())
			.max()
			.orElseThrow();
	}

	/**
	 * Samples per engine, by the host:port JMeter puts before each remote thread's name.
	 */
	private static Map<String, Long> engineOfEachSample(final Path jtl) throws IOException {
		final List<String> lines = Files.readAllLines(jtl);
		final int column = Arrays.asList(lines.getFirst().split(",")).indexOf("threadName");
		return lines.stream()
			.skip(1)
			.map(line -> line.split(",")[column].replaceFirst("-Clients.*", ""))
			.collect(Collectors.groupingBy(Function.identity(), Collectors.counting()));
	}

}
