package dev.poolsweep.tuning.results;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Properties;
import java.util.stream.Stream;

import dev.poolsweep.tuning.app.FakeBootJar;
import dev.poolsweep.tuning.cli.CommandSettings;
import dev.poolsweep.tuning.cli.preset.PresetSettings;
import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.analysis.series.AnalysisOptions;
import dev.poolsweep.tuning.analysis.PointAnalysis;
import dev.poolsweep.tuning.analysis.PointSettings;
import dev.poolsweep.tuning.analysis.RunAnalysis;
import dev.poolsweep.tuning.analysis.sweep.SweepAnalysis;
import dev.poolsweep.tuning.analysis.sweep.SweepAnalyzer;
import dev.poolsweep.tuning.plan.LoadProfile;
import dev.poolsweep.tuning.plan.LoadSettings;
import dev.poolsweep.tuning.settings.AppSettings;
import dev.poolsweep.tuning.settings.SweepSettings;
import dev.poolsweep.tuning.settings.PointId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import static org.assertj.core.api.Assertions.assertThat;

/** What the runner's writers put in a results folder, the analysis reads back. */
class ResultsRoundTripTest {

	@TempDir
	Path out;

	@Test
	void theAnalysisReadsWhatTheRunnerWrote() throws IOException {
		final SweepSettings written = WrittenSweep.write(out);
		final SweepAnalysis sweep = new SweepAnalyzer(AnalysisOptions.defaults()).analyze(out);
		assertThat(sweep.points()).hasSize(1);
		final PointAnalysis point = sweep.points().getFirst();
		final PointSettings settings = point.settings();
		assertThat(settings.pointId()).isEqualTo("t10-p100-a100");
		assertThat(settings.maxThreads()).isEqualTo(10);
		assertThat(settings.maxTotal()).isEqualTo(100);
		assertThat(settings.point().acceptCount()).isEqualTo(100);
		assertThat(settings.point().maxConnections()).isNull();
		assertThat(settings.point().minSpareThreads()).isNull();
		assertThat(settings.plan()).isEqualTo("burst");
		assertThat(settings.loadProfile()).isEqualTo(LoadProfile.parse(WrittenSweep.PROFILE).toString());
		assertThat(settings.scale()).isEqualTo(1.0);
		assertThat(PointSettings.fromId(settings.pointId()).settingPairs()).isEqualTo(settings.settingPairs());
		final RunAnalysis run = point.runs().getFirst();
		assertThat(run.repetition()).isEqualTo(1);
		assertThat(run.requests()).isEqualTo(72);
		assertThat(run.jmeterCpuS()).as("outcome.properties' jmeter_cpu_seconds").isEqualTo(2.5);
		assertThat(run.server().busyThreadsPeak()).as("jmx.csv's busy threads in the burst").isEqualTo(3);
		assertThat(point.failed()).singleElement()
			.satisfies(failed -> assertThat(failed.reason()).isEqualTo(WrittenSweep.REASON));
		assertThat(sweep.incompleteRuns()).containsExactly(Path.of("points", "t10-p100-a100", "rep-3").toString());
		assertThat(sweep.sweep().asWritten())
			.containsEntry(SettingKeys.LOAD_PROFILE, written.load().loadProfile().toString())
			.containsEntry(SweepKeys.HOST_CPUS, Integer.toString(Runtime.getRuntime().availableProcessors()))
			.containsEntry(SweepKeys.POOLSWEEP_BUILD, HarnessBuild.current().describe());
		assertThat(SweepFile.read(out)).as("sweep --resume reads the sweep back").isEqualTo(written);
	}

	/**
	 * The command lines of every kind of sweep the harness makes, {@code DIR} standing
	 * for a folder with an application jar, a reset file, a JMeter home and plans: sweep
	 * with every knob and client option, --calibrate, --app, --db-fault, local and remote
	 * engines; reproduce; each preset; tune.
	 */
	static Stream<List<String>> everyKindOfSweep() {
		final List<List<String>> lines = new ArrayList<>(List.of(
				List.of("sweep", "--max-threads", "1,10,100", "--max-total", "5,100", "--repeat", "3", "--order",
						"shuffled", "--seed", "9", "--paper-semantics"),
				List.of("sweep", "--max-threads", "2,8", "--max-total", "2", "--accept-count", "1,50",
						"--max-connections", "8", "--min-spare-threads", "0,2", "--keep-alive", "true,false",
						"--keep-alive-timeout", "5s,1m", "--max-keep-alive-requests", "1,100", "--virtual-threads",
						"false,true", "--minimum-idle", "1", "--plan", "steady", "--load-profile", "const(20,10s)",
						"--scale", "0.5", "--connect-timeout", "1s", "--response-timeout", "2500ms", "--warmup", "2s",
						"--warmup-rate", "7.5", "--heap", "1g", "--seed-rows", "50", "--ready-timeout", "90s",
						"--experiment-cpu-work", "2ms", "--experiment-db-hold", "1ms", "--no-pin"),
				List.of("sweep", "--max-threads", "1,10", "--tail", "40s", "--calibrate"),
				List.of("sweep", "--app", "DIR/petclinic.jar", "--app-arg=--spring.profiles.active=mysql",
						"--app-arg=--a=b c", "--jvm-arg=-Dfile.encoding=UTF-8", "--reset-sql", "DIR/reset.sql",
						"--path", "3:/owners?lastName=", "--path", "/vets.html", "--method", "POST", "--body",
						"{\"a\": 1}", "--header", "Accept: text/html", "--max-threads", "10,100", "--max-total", "10",
						"--heap", "1g"),
				List.of("sweep", "--max-threads", "10", "--db-fault", "pause@25s:5s"),
				List.of("sweep", "--max-threads", "10", "--db-fault", "restart@25s:7s"),
				List.of("sweep", "--max-threads", "1,10", "--local-engines", "2"),
				List.of("sweep", "--max-threads", "1,10", "--jmeter-engines", "10.0.0.2:1099,10.0.0.3:1099"),
				List.of("reproduce"), List.of("reproduce", "--quick"),
				List.of("reproduce", "--quick", "--scale", "1.5", "--paper-semantics", "--repeat", "3", "--tail",
						"40s"),
				List.of("reproduce", "--as-built"), List.of("reproduce", "--calibrate"),
				List.of("reproduce", "--experiment-cpu-work", "4ms"),
				List.of("tune", "--max-threads", "1,10,100", "--max-total", "2,100"),
				List.of("tune", "--max-threads", "10,100", "--max-total", "2,10", "--slo", "p95=2s,recovery=5s",
						"--budget", "45m", "--as-built"),
				List.of("tune", "--app", "DIR/petclinic.jar", "--path", "/owners", "--max-threads", "10,100")));
		for (final String preset : PresetSettings.names()) {
			lines.add(List.of(preset));
			lines.add(List.of(preset, "--quick", "--paper-semantics"));
		}
		return lines.stream();
	}

	/**
	 * Each kind of sweep, as the harness writes it before its first run, after the
	 * calibration and after the emulation of the paper's server, reads back as the same
	 * settings for --resume, and with every fact recorded for the report and the model.
	 */
	@ParameterizedTest
	@MethodSource("everyKindOfSweep")
	void everyKindOfSweepReadsBackAsTheHarnessWroteIt(final List<String> commandLine) throws IOException {
		final String[] args = withItsFiles(commandLine);
		final SweepSettings asked = CommandSettings.of(args);
		final Properties facts = WrittenSweep.facts(CommandSettings.tools(args), asked);
		facts.setProperty(SweepKeys.POOLSWEEP_COMMAND, "poolsweep " + String.join(" ", commandLine));
		readsBack("as asked", asked, facts);
		if (asked.needsCalibration()) {
			facts.setProperty(SweepKeys.CALIBRATION_WARMUP_MS, "15000");
			facts.setProperty(SweepKeys.CALIBRATION_WARMUP_RATE_USED, "50.0");
			readsBack("calibrated", asked.withCapacity(WrittenSweep.CAPACITY), facts);
		}
		if (asked.needsEmulation()) {
			final EmulationEntry kept = new EmulationEntry(Duration.ofNanos(3_340_000), Duration.ofNanos(125_000),
					List.of("cpu-work 3.340 ms, db-hold 0.125 ms: one worker 186.0/s (+0.0 %), ten 214.0/s (+1.4 %)"),
					186.0, 214.0, Instant.ofEpochMilli(1_795_729_183_054L), Map.of("t10-p100-a100", 207.0), 0);
			kept.recordReuse(facts, out.resolve("emulation-1.properties"));
			SweepFile.recordEmulationCorrection(facts, "10.0 % below: cpu-work 3.340 ms corrected to 3.100 ms");
			readsBack("emulated",
					asked.withEmulation(kept.knobsOn(asked.board()), asked.emulation().withProbes(kept.probes())),
					facts);
		}
	}

	/**
	 * The command line with DIR replaced by the test's folder, given the board jar,
	 * JMeter home and plans there; it holds an application jar and a reset file too.
	 */
	private String[] withItsFiles(final List<String> commandLine) throws IOException {
		FakeBootJar.write(out.resolve("petclinic.jar"), "4.0.3", "tomcat-embed-core-11.0.18.jar");
		Files.writeString(out.resolve("reset.sql"), "DELETE FROM owners WHERE id > 10;\n");
		Files.writeString(out.resolve("board.jar"), "");
		Files.createDirectories(out.resolve("plans"));
		final Path jmeter = Files.createDirectories(out.resolve("jmeter"));
		Files.writeString(Files.createDirectories(jmeter.resolve("bin")).resolve("ApacheJMeter.jar"), "");
		final List<String> line = new ArrayList<>(
				commandLine.stream().map(arg -> arg.replace("DIR", out.toString())).toList());
		line.addAll(List.of("--board-jar", out.resolve("board.jar").toString(), "--jmeter-home", jmeter.toString(),
				"--plans-dir", out.resolve("plans").toString()));
		return line.toArray(String[]::new);
	}

	/** Writes sweep.properties as the harness does and reads it back, typed. */
	private void readsBack(final String when, final SweepSettings written, final Properties facts) throws IOException {
		final Path folder = Files.createDirectories(out.resolve(when));
		SweepFile.write(folder, written, facts);
		assertThat(SweepFile.read(folder)).as("the settings %s, as --resume reads them", when).isEqualTo(written);
		final SweepRecord record = SweepRecord.of(new ResultsFolder(folder).sweep());
		final List<String> factsWritten = new ArrayList<>(facts.stringPropertyNames());
		factsWritten.forEach(key -> assertThat(record.asWritten()).as("fact %s %s", key, when)
			.containsEntry(key, facts.getProperty(key)));
		final LoadSettings load = written.load();
		final AppSettings app = written.app();
		assertThat(record.command()).isEqualTo(facts.getProperty(SweepKeys.POOLSWEEP_COMMAND));
		assertThat(record.build()).isEqualTo(HarnessBuild.current().describe());
		assertThat(record.appJar()).isEqualTo(Optional.ofNullable(app).map(AppSettings::jar));
		assertThat(record.appArgs()).isEqualTo(app == null ? List.of() : app.appArgs());
		assertThat(record.requestPaths()).isEqualTo(load.request().pathsText());
		assertThat(record.requestMethod()).isEqualTo(load.request().method());
		assertThat(record.cpuWork()).isEqualTo(app == null ? written.board().cpuWork() : Duration.ZERO);
		assertThat(record.dbHold()).isEqualTo(app == null ? written.board().dbHold() : Duration.ZERO);
		assertThat(record.keepAlive()).isEqualTo(load.keepAlive());
		assertThat(record.connectTimeoutMs()).hasValue(load.connectTimeoutMs());
		assertThat(record.responseTimeoutMs()).hasValue(load.responseTimeoutMs());
		assertThat(record.maxInFlight()).hasValue((int) load.maxInFlight());
		assertThat(record.calibrationScale()).isEqualTo(
				written.capacity() == null ? OptionalDouble.empty() : OptionalDouble.of(written.capacity().scale()));
		assertThat(record.emulationOneWorkerOkPerS()).isEqualTo(written.emulation() == null ? OptionalDouble.empty()
				: OptionalDouble.of(written.emulation().oneWorkerOkPerS()));
		assertThat(record.emulationTenWorkersOkPerS()).isEqualTo(written.emulation() == null ? OptionalDouble.empty()
				: OptionalDouble.of(written.emulation().tenWorkersOkPerS()));
		assertThat(record.emulationReusedFrom().isPresent())
			.isEqualTo(facts.containsKey(SweepKeys.EMULATION_REUSED_FROM));
		assertThat(record.saturatedTenWorkersOkPerS().isPresent())
			.isEqualTo(facts.containsKey(SweepKeys.SATURATED_TEN_WORKERS_OK_PER_S));
		assertThat(record.createdAt())
			.hasValue(Instant.ofEpochMilli(Long.parseLong(facts.getProperty(SweepKeys.CREATED_MS))));
		assertThat(record.boardCpuCount()).hasValue(1);
		assertThat(record.hostCpus()).hasValue(Runtime.getRuntime().availableProcessors());
	}

	@Test
	void pointIdsReadBackAsTheSettingsTheyName() {
		final String id = PointId.of(10, 100, 50, 10, 5);
		assertThat(id).isEqualTo("t10-p100-a50-c10-s5");
		final Properties settings = PointId.parse(id);
		assertThat(settings).containsEntry(Knob.MAX_THREADS.key(), "10")
			.containsEntry(Knob.MAX_TOTAL.key(), "100")
			.containsEntry(Knob.ACCEPT_COUNT.key(), "50")
			.containsEntry(Knob.MAX_CONNECTIONS.key(), "10")
			.containsEntry(Knob.MIN_SPARE_THREADS.key(), "5");
		assertThat(PointId.of(1, 10, 100, null, null)).isEqualTo("t1-p10-a100");
		assertThat(PointId.parse("t1-p10-a100")).doesNotContainKey(Knob.MAX_CONNECTIONS.key());
		assertThat(PointId.parse("odd-name")).isEmpty();
	}

	@Test
	void theLaterAxesTooAndSwitchesReadBackAsTrueOrFalse() {
		final String id = "t10-p100-a1-c10-k0-i5000-r1-v1";
		final Properties settings = PointId.parse(id);
		assertThat(settings).containsEntry(Knob.KEEP_ALIVE.key(), "false")
			.containsEntry(Knob.KEEP_ALIVE_TIMEOUT.key(), "5000")
			.containsEntry(Knob.MAX_KEEP_ALIVE_REQUESTS.key(), "1")
			.containsEntry(Knob.VIRTUAL_THREADS.key(), "true");
		final PointSettings point = PointSettings.fromId(id);
		assertThat(point.settingPairs()).containsExactly("maxThreads=10", "maxTotal=100", "acceptCount=1",
				"maxConnections=10", "client keep-alive=off", "keepAliveTimeout=5000ms", "maxKeepAliveRequests=1",
				"virtual threads=on");
		assertThat(point.cell(Knob.VIRTUAL_THREADS)).isEqualTo(true);
		assertThat(PointSettings.from("t10-p100-a100", settings).value(Knob.KEEP_ALIVE))
			.as("point.properties' keep_alive is a setting of the point only where the id names it")
			.isNull();
	}

	@Test
	void aRunIsCompleteOnceItsOutcomeIsWritten() throws IOException {
		final RunFolder run = new ResultsFolder(out).run("t1-p10-a100", 1);
		Files.createDirectories(run.dir());
		run.writePoint(new Properties());
		assertThat(run.complete()).isFalse();
		run.writeOutcome(new Properties());
		assertThat(run.complete()).isTrue();
		assertThat(RunFolder.of(run.dir())).isEqualTo(run);
	}

}
