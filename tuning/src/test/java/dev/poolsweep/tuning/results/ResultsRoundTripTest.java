package dev.poolsweep.tuning.results;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

import dev.poolsweep.tuning.analysis.series.AnalysisOptions;
import dev.poolsweep.tuning.analysis.PointAnalysis;
import dev.poolsweep.tuning.analysis.PointSettings;
import dev.poolsweep.tuning.analysis.RunAnalysis;
import dev.poolsweep.tuning.analysis.sweep.SweepAnalysis;
import dev.poolsweep.tuning.analysis.sweep.SweepAnalyzer;
import dev.poolsweep.tuning.plan.LoadProfile;
import dev.poolsweep.tuning.settings.SweepSettings;
import dev.poolsweep.tuning.sweep.SweepFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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
		assertThat(settings.acceptCount()).isEqualTo(100);
		assertThat(settings.maxConnections()).isNull();
		assertThat(settings.minSpareThreads()).isNull();
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
		assertThat(sweep.sweep()).containsEntry(SettingKeys.LOAD_PROFILE, written.load().loadProfile().toString())
			.containsEntry(SweepKeys.HOST_CPUS, Integer.toString(Runtime.getRuntime().availableProcessors()));
		assertThat(SweepFile.read(out)).as("sweep --resume reads the sweep back").isEqualTo(written);
	}

	@Test
	void pointIdsReadBackAsTheSettingsTheyName() {
		final String id = PointId.of(10, 100, 50, 10, 5);
		assertThat(id).isEqualTo("t10-p100-a50-c10-s5");
		final Properties settings = PointId.parse(id);
		assertThat(settings).containsEntry(SettingKeys.MAX_THREADS, "10")
			.containsEntry(SettingKeys.MAX_TOTAL, "100")
			.containsEntry(SettingKeys.ACCEPT_COUNT, "50")
			.containsEntry(SettingKeys.MAX_CONNECTIONS, "10")
			.containsEntry(SettingKeys.MIN_SPARE_THREADS, "5");
		assertThat(PointId.of(1, 10, 100, null, null)).isEqualTo("t1-p10-a100");
		assertThat(PointId.parse("t1-p10-a100")).doesNotContainKey(SettingKeys.MAX_CONNECTIONS);
		assertThat(PointId.parse("odd-name")).isEmpty();
	}

	@Test
	void theLaterAxesTooAndSwitchesReadBackAsTrueOrFalse() {
		final String id = "t10-p100-a1-c10-k0-i5000-r1-v1";
		final Properties settings = PointId.parse(id);
		assertThat(settings).containsEntry(SettingKeys.KEEP_ALIVE, "false")
			.containsEntry(SettingKeys.KEEP_ALIVE_TIMEOUT_MS, "5000")
			.containsEntry(SettingKeys.MAX_KEEP_ALIVE_REQUESTS, "1")
			.containsEntry(SettingKeys.VIRTUAL_THREADS, "true");
		final PointSettings point = PointSettings.fromId(id);
		assertThat(point.settingPairs()).containsExactly("maxThreads=10", "maxTotal=100", "acceptCount=1",
				"maxConnections=10", "client keep-alive=off", "keepAliveTimeout=5000ms", "maxKeepAliveRequests=1",
				"virtual threads=on");
		assertThat(point.cell(SettingKeys.VIRTUAL_THREADS)).isEqualTo(true);
		assertThat(PointSettings.from("t10-p100-a100", settings).value(SettingKeys.KEEP_ALIVE))
			.as("point.properties' keep_alive is a setting of the point only where the id names it")
			.isNull();
		assertThat(PointId.keys()).containsExactlyElementsOf(SettingKeys.AXES);
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
