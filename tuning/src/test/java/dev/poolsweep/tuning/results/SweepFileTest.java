package dev.poolsweep.tuning.results;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Properties;

import dev.poolsweep.tuning.plan.LoadSettings;
import dev.poolsweep.tuning.plan.Request;
import dev.poolsweep.tuning.settings.AppSettings;
import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.settings.BoardSettings;
import dev.poolsweep.tuning.settings.Capacity;
import dev.poolsweep.tuning.settings.Defaults;
import dev.poolsweep.tuning.settings.Grid;
import dev.poolsweep.tuning.settings.RunOrder;
import dev.poolsweep.tuning.settings.ServerEmulation;
import dev.poolsweep.tuning.settings.SweepSettings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class SweepFileTest {

	@TempDir
	Path out;

	static SweepSettings sweep() {
		final Grid grid = new Grid(Map.of(Knob.MAX_THREADS, List.of(1, 10), Knob.MAX_TOTAL, List.of(100),
				Knob.MIN_SPARE_THREADS, List.of(0, 5)), true);
		final LoadSettings load = new LoadSettings("burst", LoadSettings.PAPER, 0.5, false, 3000, 10_000,
				Duration.ofSeconds(15), 0, Request.PLAN_DEFAULT);
		final BoardSettings board = new BoardSettings("512m", 1000, Duration.ofMillis(5), Duration.ZERO,
				Duration.ofSeconds(120));
		return SweepSettings.builder(grid)
			.repeat(3)
			.order(RunOrder.SHUFFLED)
			.seed(-42L)
			.load(load)
			.board(board)
			.calibrate(true)
			.build();
	}

	@Test
	void roundTripsEverySetting() throws IOException {
		final Properties facts = new Properties();
		facts.setProperty("host.name", "bench");
		SweepFile.write(out, sweep(), facts);
		assertThat(SweepFile.read(out)).isEqualTo(sweep());
		assertThat(PropertiesFiles.read(out.resolve(ResultsFolder.SWEEP_PROPERTIES)))
			.containsEntry("host.name", "bench")
			.containsEntry("load_profile", LoadSettings.PAPER_PROFILE)
			.containsEntry("grid.max_threads", "1,10")
			.containsEntry("grid.max_connections", "")
			.containsEntry("paper_semantics", "true")
			.containsEntry("max_in_flight", "1950"); // 300 x 0.5 req/s at the peak x (3 s
														// connect + 10 s response
														// time-out)
	}

	@Test
	void keepsTheCalibrationAndItsScale() throws IOException {
		final Capacity capacity = new Capacity(180.5, 0.903, 500,
				List.of("20 rps: sent on time 20.0/s (100.0 %), ok 20.0/s, p99 9 ms, 0 errors, ok",
						"30 rps: sent on time 29.8/s (99.3 %), ok 29.8/s, p99 9 ms, 0 errors, ok"));
		final SweepSettings calibrated = sweep().withCapacity(capacity);
		SweepFile.write(out, calibrated, new Properties());
		final SweepSettings read = SweepFile.read(out);
		assertThat(read.capacity()).isEqualTo(capacity);
		assertThat(read.load().scale()).isEqualTo(0.903);
		assertThat(read.needsCalibration()).isFalse();
		assertThat(sweep().needsCalibration()).isTrue();
	}

	@Test
	void keepsTheEmulationAndKnobsToTheMicrosecond() throws IOException {
		final SweepSettings asked = SweepSettings.builder(sweep().grid())
			.order(RunOrder.SHUFFLED)
			.seed(7L)
			// at the paper's rates: the emulated server is probed at a peak above ten
			// workers' rate
			.load(sweep().load().withScale(1))
			.emulation(ServerEmulation.PAPER)
			.build();
		assertThat(asked.needsEmulation()).isTrue();
		final ServerEmulation done = ServerEmulation.PAPER.withProbes(
				List.of("cpu-work 3.781 ms, db-hold 0.000 ms: one worker 193.0/s (+3.8 %), ten 210.5/s (-0.2 %)"));
		final SweepSettings emulated = asked
			.withEmulation(Defaults.board(Duration.ofNanos(3_781_000), Duration.ofNanos(125_000)), done);
		SweepFile.write(out, emulated, new Properties());
		final SweepSettings read = SweepFile.read(out);
		assertThat(read).isEqualTo(emulated);
		assertThat(read.needsEmulation()).isFalse();
		assertThat(PropertiesFiles.read(out.resolve(ResultsFolder.SWEEP_PROPERTIES)))
			.containsEntry("board_cpu_work_ms", "3.781")
			.containsEntry("board_db_hold_ms", "0.125")
			.containsEntry("emulation.ten_workers_ok_per_s", "211.0")
			.containsEntry("emulation.probe.1", done.probes().getFirst());
	}

	/**
	 * sweep.properties as sweeps wrote it before the keys got one spelling: board.heap
	 * and its kin, warmup_rate for the rate asked for, the calibration's steps joined
	 * with "; ".
	 */
	@Test
	void readsASweepWrittenBeforeTheKeysGotOneSpelling() throws IOException {
		Files.writeString(out.resolve(ResultsFolder.SWEEP_PROPERTIES),
				"""
						board.cpu_work_ms=5
						board.db_hold_ms=0
						board.heap=512m
						board.ready_timeout_ms=120000
						board.seed_rows=1000
						calibrate=true
						calibration.capacity_rps=180.5
						calibration.p99_bound_ms=500
						calibration.scale=0.903
						calibration.steps=20 rps\\: sent 20.0/s (100.0 %), ok 20.0/s, p99 9 ms, 0 errors, ok; 30 rps\\: sent 29.8/s (99.3 %), ok 29.8/s, p99 9 ms, 0 errors, ok
						connect_timeout_ms=3000
						grid.accept_count=
						grid.max_connections=
						grid.max_threads=1,10
						grid.max_total=100
						grid.min_spare_threads=0,5
						keep_alive=false
						load_profile=const(50,10s) const(100,10s) const(300,10s) const(100,10s) const(50,10s)
						order=shuffled
						paper_semantics=true
						pin=true
						plan=burst
						repeat=3
						response_timeout_ms=10000
						scale=0.903
						seed=-42
						warmup_ms=15000
						warmup_rate=0.0
						""");
		final SweepSettings read = SweepFile.read(out);
		assertThat(read).isEqualTo(sweep().withCapacity(new Capacity(180.5, 0.903, 500,
				List.of("20 rps: sent 20.0/s (100.0 %), ok 20.0/s, p99 9 ms, 0 errors, ok",
						"30 rps: sent 29.8/s (99.3 %), ok 29.8/s, p99 9 ms, 0 errors, ok"))));
	}

	@Test
	void roundTripsASweepOfAnotherApplicationWithoutTheBoardsKnobs() throws IOException {
		final SweepSettings board = sweep();
		final LoadSettings load = new LoadSettings("burst", LoadSettings.PAPER, 0.5, true, 3000, 10_000,
				Duration.ofSeconds(15), 0,
				Request.of(List.of("3:/owners?lastName=", "/vets.html"), "GET", "", List.of("Accept: text/html")));
		final SweepSettings app = SweepSettings.builder(board.grid())
			.seed(7L)
			.load(load)
			.board(Defaults.otherApp("1g", Duration.ofSeconds(90)))
			.app(new AppSettings(out.resolve("petclinic.jar"), List.of("--spring.profiles.active=mysql", "--a=b c"),
					List.of("-Dx=1"), out.resolve("reset.sql")))
			.build();
		SweepFile.write(out, app, new Properties());
		assertThat(SweepFile.read(out)).isEqualTo(app);
		assertThat(PropertiesFiles.read(out.resolve(ResultsFolder.SWEEP_PROPERTIES)))
			.containsEntry("app_jar", out.resolve("petclinic.jar").toAbsolutePath().toString())
			.containsEntry("app_args", "--spring.profiles.active=mysql\n--a=b c")
			.containsEntry("request_path", "3:/owners?lastName= /vets.html")
			.containsEntry("board_heap", "1g")
			.doesNotContainKeys("board_seed_rows", "board_cpu_work_ms", "board_db_hold_ms");
	}

	@Test
	void aFolderWithoutSweepIsNotResumable() {
		assertThatIllegalArgumentException().isThrownBy(() -> SweepFile.read(out))
			.withMessage(out + " has no sweep.properties: not a sweep's output folder");
	}

}
