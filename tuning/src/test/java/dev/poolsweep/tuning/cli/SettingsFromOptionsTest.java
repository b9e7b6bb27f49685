package dev.poolsweep.tuning.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import dev.poolsweep.tuning.PoolsweepCommand;
import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.generator.Workload;
import dev.poolsweep.tuning.plan.LoadSettings;
import dev.poolsweep.tuning.process.CpuPinning;
import dev.poolsweep.tuning.settings.Point;
import dev.poolsweep.tuning.settings.ServerEmulation;
import dev.poolsweep.tuning.settings.RunId;
import dev.poolsweep.tuning.settings.RunOrder;
import dev.poolsweep.tuning.settings.SweepSettings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** What sweep and reproduce make of their options. */
class SettingsFromOptionsTest {

	@TempDir
	Path dir;

	private static SweepSettings sweep(final String... args) {
		return CommandSettings.of(prepend("sweep", args));
	}

	private static SweepSettings reproduce(final String... args) {
		return CommandSettings.of(prepend("reproduce", args));
	}

	private static String[] prepend(final String first, final String[] rest) {
		final String[] all = new String[rest.length + 1];
		all[0] = first;
		System.arraycopy(rest, 0, all, 1, rest.length);
		return all;
	}

	@Test
	void sweepDefaults() {
		final SweepSettings sweep = sweep("--max-threads", "1,10");
		assertThat(sweep.repeat()).isEqualTo(1);
		assertThat(sweep.order()).isEqualTo(RunOrder.AS_GIVEN);
		assertThat(sweep.load().plan()).isEqualTo("burst");
		assertThat(sweep.load().loadProfile()).hasToString(LoadSettings.PAPER_PROFILE);
		assertThat(sweep.load().scale()).isEqualTo(1.0);
		assertThat(sweep.load().keepAlive()).isTrue();
		assertThat(sweep.load().warmup()).isEqualTo(Duration.ofSeconds(15));
		assertThat(sweep.board().heap()).isEqualTo("512m");
		assertThat(sweep.runs()).extracting(RunId::toString)
			.containsExactly("t1-p100-a100/rep-1", "t10-p100-a100/rep-1");
	}

	@Test
	void sweepOptions() {
		final SweepSettings sweep = sweep("--max-threads", "2,8", "--max-total", "5", "--accept-count", "50",
				"--repeat", "3", "--order", "shuffled", "--seed", "9", "--plan", "smoke", "--keep-alive", "false",
				"--warmup", "2s", "--scale", "0.5", "--paper-semantics", "--experiment-db-hold", "5ms", "--pin");
		assertThat(sweep.runs()).hasSize(6);
		assertThat(sweep.grid().points()).extracting(Point::id).containsExactly("t2-p5-a50-c2-k0", "t8-p5-a50-c8-k0");
		assertThat(sweep.seed()).isEqualTo(9);
		assertThat(sweep.order()).isEqualTo(RunOrder.SHUFFLED);
		assertThat(sweep.load().loadProfile()).hasToString("const(5,5s)");
		assertThat(sweep.load().keepAlive()).isFalse();
		assertThat(sweep.load().scale()).isEqualTo(0.5);
		assertThat(sweep.board().dbHold()).isEqualTo(Duration.ofMillis(5));
		assertThat(sweep.pin()).isTrue();
	}

	@Test
	void durationsTakeMinutesAndSecondsTogether() {
		assertThat(sweep("--max-threads", "1", "--warmup", "1m30s").load().warmup()).isEqualTo(Duration.ofSeconds(90));
		assertThat(sweep("--max-threads", "1", "--response-timeout", "2500ms").load().responseTimeoutMs())
			.isEqualTo(2500);
	}

	@Test
	void pinningIsTheDefaultAndNoPinTurnsItOff() {
		assertThat(sweep("--max-threads", "1").pin()).isTrue();
		assertThat(sweep("--max-threads", "1", "--pin").pin()).as("--pin is still accepted").isTrue();
		assertThat(sweep("--max-threads", "1", "--no-pin").pin()).isFalse();
		assertThat(reproduce().pin()).isTrue();
		assertThat(reproduce("--quick", "--no-pin").pin()).isFalse();
		assertThatIllegalArgumentException().isThrownBy(() -> sweep("--max-threads", "1", "--pin", "--no-pin"))
			.withMessage("give --pin or --no-pin, not both");
	}

	@Test
	void optionsOverrideTheGridFile() throws IOException {
		final Path grid = Files.writeString(dir.resolve("grid.properties"), "max_threads=1,10\nmax_total=100\n");
		final SweepSettings sweep = sweep("--grid", grid.toString(), "--max-total", "20");
		assertThat(sweep.grid().points()).extracting(Point::id).containsExactly("t1-p20-a100", "t10-p20-a100");
	}

	@Test
	void anotherApplicationWithItsArgumentsAndRequests() {
		final SweepSettings sweep = sweep("--app", "petclinic.jar", "--app-arg=--spring.profiles.active=mysql",
				"--jvm-arg=-Dfile.encoding=UTF-8", "--path", "3:/owners?lastName=", "--path", "/vets.html", "--header",
				"Accept: text/html", "--max-threads", "10,100", "--max-total", "10", "--heap", "1g");
		assertThat(sweep.app().jar()).isEqualTo(Path.of("petclinic.jar").toAbsolutePath());
		assertThat(sweep.app().appArgs()).containsExactly("--spring.profiles.active=mysql");
		assertThat(sweep.app().jvmArgs()).containsExactly("-Dfile.encoding=UTF-8");
		assertThat(sweep.app().resetSql()).isNull();
		assertThat(sweep.load().request().pathsText()).isEqualTo("3:/owners?lastName= /vets.html");
		assertThat(sweep.load().request().headers()).containsExactly("Accept: text/html");
		assertThat(sweep.board().heap()).isEqualTo("1g");
		assertThat(sweep("--max-threads", "1").app()).as("the board").isNull();
		assertThat(sweep("--max-threads", "1", "--board-heap", "2g").board().heap()).isEqualTo("2g");
	}

	@Test
	void theBoardsKnobsAndAppsOptionsDoNotMix() {
		assertThatIllegalArgumentException()
			.isThrownBy(() -> sweep("--app", "a.jar", "--path", "/", "--max-threads", "1", "--seed-rows", "5",
					"--experiment-cpu-work", "1ms"))
			.withMessage("--seed-rows, --experiment-cpu-work: the board's, not for --app");
		assertThatIllegalArgumentException()
			.isThrownBy(() -> sweep("--max-threads", "1", "--app-arg=--x=1", "--reset-sql", "r.sql"))
			.withMessage("--app-arg, --jvm-arg and --reset-sql go with --app");
		assertThatIllegalArgumentException().isThrownBy(() -> sweep("--app", "a.jar", "--max-threads", "1"))
			.withMessage("--app needs --path, the page to load (or --plan with a .jmx file of your own)");
		assertThat(sweep("--app", "a.jar", "--plan", "mine.jmx", "--max-threads", "1").load().request().paths())
			.as("a plan of one's own has its own paths")
			.isEmpty();
	}

	@Test
	void reproduceIsThePapersTableTwo() {
		final SweepSettings paper = reproduce();
		assertThat(paper.grid().points()).extracting(Point::id)
			.containsExactly("t1-p100-a100", "t10-p100-a100", "t100-p100-a100", "t300-p100-a100");
		assertThat(paper.repeat()).isEqualTo(10);
		assertThat(paper.load().plan()).isEqualTo("burst");
		assertThat(paper.load().loadProfile()).hasToString(LoadSettings.PAPER_PROFILE);
		final SweepSettings quick = reproduce("--quick", "--scale", "0.5", "--paper-semantics", "--as-built");
		assertThat(quick.repeat()).isEqualTo(1);
		assertThat(quick.load().warmup()).isEqualTo(Duration.ZERO);
		assertThat(reproduce("--quick", "--repeat", "3").repeat()).isEqualTo(3);
		assertThat(reproduce("--repeat", "2").repeat()).isEqualTo(2);
		assertThat(quick.load().scale()).isEqualTo(0.5);
		assertThat(quick.grid().points()).extracting(Point::maxConnections).containsExactly(1, 10, 100, 300);
		assertThat(reproduce("--calibrate").needsCalibration()).isTrue();
	}

	@Test
	void reproduceEmulatesThePapersServerUnlessToldOtherwise() {
		assertThat(reproduce().emulation()).isEqualTo(ServerEmulation.PAPER);
		assertThat(reproduce("--quick").needsEmulation()).isTrue();
		assertThat(reproduce("--as-built").emulation()).isNull();
		assertThat(reproduce("--calibrate").emulation()).as("the burst scaled to the board as built").isNull();
		assertThat(reproduce("--experiment-cpu-work", "4ms").emulation()).as("the knobs as given").isNull();
		assertThat(reproduce("--as-built").board().cpuWork()).isZero();
		assertThatThrownBy(() -> reproduce("--quick", "--scale", "0.5")).isInstanceOf(BadInputException.class)
			.hasMessageStartingWith("the emulated server is probed at the schedule's peak, 150/s");
		assertThat(reproduce("--quick", "--scale", "0.5", "--as-built").emulation()).isNull();
	}

	@Test
	void sweepEmulatesThePapersServerOnlyWhenAsked() {
		assertThat(sweep("--max-threads", "1").emulation()).isNull();
		assertThat(sweep("--max-threads", "1", "--emulate").emulation()).isEqualTo(ServerEmulation.PAPER);
		assertThat(sweep("--max-threads", "1", "--emulate").needsEmulation()).isTrue();
		assertThatThrownBy(() -> sweep("--max-threads", "1", "--emulate", "--experiment-cpu-work", "3ms"))
			.isInstanceOf(BadInputException.class)
			.hasMessage("--emulate sets the board's speed itself: not with --experiment-cpu-work");
		assertThatThrownBy(() -> sweep("--max-threads", "1", "--emulate", "--load-profile", "const(50,5s)"))
			.isInstanceOf(BadInputException.class)
			.hasMessage("the emulated server is probed at the schedule's peak, 50/s, which must be above the rate "
					+ "ten of its workers serve (211/s): raise the peak (--scale, --load-profile), or measure the "
					+ "board as built");
		assertThatThrownBy(() -> sweep("--max-threads", "1", "--emulate", "--calibrate"))
			.isInstanceOf(BadInputException.class)
			.hasMessageContaining("not with --calibrate");
	}

	@Test
	void tailLengthensTheLastStepOfTheScheduleAsRunRecordedAndWaitedFor() {
		final SweepSettings sweep = sweep("--max-threads", "1", "--tail", "40s");
		assertThat(sweep.load().loadProfile()).as("recorded in sweep.properties as load_profile")
			.hasToString("const(50,10s) const(100,10s) const(300,10s) const(100,10s) const(50,30s)");
		assertThat(Workload.measured(sweep.load(), 8080).seconds()).as("how long JMeter runs and is waited for")
			.isEqualTo(70);
		assertThat(sweep("--max-threads", "1", "--tail", "1m").load().scaledProfile().durationS()).isEqualTo(90);
		assertThat(reproduce("--quick", "--tail", "40s", "--scale", "0.5", "--as-built").load().scaledProfile())
			.hasToString("const(25,10s) const(50,10s) const(150,10s) const(50,10s) const(25,30s)");
		assertThat(
				sweep("--max-threads", "1", "--load-profile", "const(10,5s) const(60,5s) const(20,5s)", "--tail", "12s")
					.load()
					.loadProfile())
			.as("a schedule of one's own: its last step, after the burst")
			.hasToString("const(10,5s) const(60,5s) const(20,12s)");
		assertThat(reproduce().load().loadProfile()).as("default: the paper's").isEqualTo(LoadSettings.PAPER);
	}

	@Test
	void aTailTheScheduleCannotTakeIsBadInput() {
		assertThatIllegalArgumentException().isThrownBy(() -> reproduce("--tail", "10s"))
			.withMessageStartingWith("--tail 10s is shorter than the 20 s");
		assertThatIllegalArgumentException().isThrownBy(() -> sweep("--max-threads", "1", "--tail", "0"))
			.withMessageStartingWith("--tail must be whole seconds, at least 1");
		assertThatIllegalArgumentException()
			.isThrownBy(() -> sweep("--max-threads", "1", "--plan", "steady", "--tail", "40s"))
			.withMessageContaining("the burst (the highest rate) is the last step");
		assertThatIllegalArgumentException().isThrownBy(
				() -> sweep("--max-threads", "1", "--load-profile", "const(50,10s) line(300,50,10s)", "--tail", "40s"))
			.withMessageContaining("the burst (the highest rate) is the last step");
	}

	@Test
	void theKeepAliveAndVirtualThreadAxes() {
		final SweepSettings sweep = sweep("--max-threads", "10", "--keep-alive", "true,false", "--keep-alive-timeout",
				"5s,1m", "--max-keep-alive-requests", "1", "--virtual-threads", "false,true");
		assertThat(sweep.grid().points()).hasSize(8)
			.extracting(Point::id)
			.startsWith("t10-p100-a100-k1-i5000-r1-v0", "t10-p100-a100-k1-i5000-r1-v1");
		assertThat(sweep.load().keepAlive()).as("the first value, for the calibration").isTrue();
		assertThatIllegalArgumentException().isThrownBy(() -> sweep("--max-threads", "1", "--keep-alive-timeout", "x"))
			.withMessageContaining("'x' is not a duration");
	}

	@Test
	void theDatabaseGoesBesideTheBoardWhenTheSweepCalibratesUnlessToldOtherwise() {
		final CpuPinning pinning = new CpuPinning("0", "1");
		assertThat(toolOptions().databaseCpus(pinning, true)).isEqualTo("0");
		assertThat(toolOptions().databaseCpus(pinning, false)).isEqualTo("1");
		assertThat(toolOptions("--db-cpus", "generator").databaseCpus(pinning, true)).isEqualTo("1");
		assertThat(toolOptions("--db-cpus", "board").databaseCpus(pinning, false)).isEqualTo("0");
		assertThatThrownBy(() -> toolOptions("--db-cpus", "elsewhere").databaseCpus(pinning, false))
			.isInstanceOf(BadInputException.class)
			.hasMessageContaining("--db-cpus must be 'auto', 'generator' or 'board'");
	}

	private static ToolOptions toolOptions(final String... args) {
		final CommandLine line = PoolsweepCommand.commandLine();
		final CommandLine sweep = line.getSubcommands().get("sweep");
		line.parseArgs(prepend("sweep", args));
		return ((SweepCommand) sweep.getCommand()).tools;
	}

}
