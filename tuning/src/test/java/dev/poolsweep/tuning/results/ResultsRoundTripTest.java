package dev.poolsweep.tuning.results;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.analysis.series.AnalysisOptions;
import dev.poolsweep.tuning.analysis.PointAnalysis;
import dev.poolsweep.tuning.analysis.PointSettings;
import dev.poolsweep.tuning.analysis.RunAnalysis;
import dev.poolsweep.tuning.analysis.sweep.SweepAnalysis;
import dev.poolsweep.tuning.analysis.sweep.SweepAnalyzer;
import dev.poolsweep.tuning.plan.LoadProfile;
import dev.poolsweep.tuning.settings.SweepSettings;
import dev.poolsweep.tuning.settings.PointId;
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
