package dev.poolsweep.tuning.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import dev.poolsweep.tuning.app.AppLaunch;
import dev.poolsweep.tuning.errors.ExitCode;
import dev.poolsweep.tuning.results.PropertiesFiles;
import dev.poolsweep.tuning.results.ResultsFolder;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The harness under its own faults, each put into a small real sweep (the board jar,
 * JMeter, embedded MariaDB, the smoke plan) run as a separate process, as a user runs it:
 * JMeter or the board killed mid-run, the database killed during a run, SIGTERM to the
 * harness in a sweep and in a tune's race. Each ends with one line and the right exit
 * code, leaves no child behind, and leaves the folder for {@code --resume} to complete
 * with every run complete once.
 */
class HarnessFaultsIT {

	private static final Path JAR = Path.of("target", "poolsweep.jar");

	private static final Path ROOT = Path.of("target", "harness-faults-it");

	private static final Duration PATIENCE = Duration.ofSeconds(120);

	/** A tune's resume: the four runs of its race. */
	private static final Duration TUNE_PATIENCE = Duration.ofMinutes(5);

	@Test
	void aKilledJmeterOrBoardFailsItsRunAndTheSweepGoesOn() throws Exception {
		final Path out = fresh("killed-children");
		final Process sweep = smallSweep(out, "2,4,8");
		kill(awaitChild(sweep, samplesOf(out, "t2-p100-a100")));
		kill(awaitChild(sweep, "suggestion-board", "--server.tomcat.threads.max=4 "));
		assertThat(ended(sweep, PATIENCE)).as(said(out)).isTrue();
		assertThat(sweep.exitValue()).as(said(out)).isEqualTo(ExitCode.RUNS_FAILED);
		assertThat(outcome(out, "t2-p100-a100")).containsEntry("status", "failed");
		assertThat(outcome(out, "t2-p100-a100").getProperty("reason")).containsIgnoringCase("jmeter");
		assertThat(outcome(out, "t4-p100-a100")).containsEntry("status", "failed");
		assertThat(outcome(out, "t4-p100-a100").getProperty("reason")).containsIgnoringCase("board");
		assertThat(outcome(out, "t8-p100-a100")).containsEntry("status", "ok");
	}

	@Test
	void sigtermLeavesNoChildAndResumeCompletesEveryRunOnce() throws Exception {
		final Path out = fresh("sigterm");
		final Process sweep = smallSweep(out, "2,8");
		awaitChild(sweep, samplesOf(out, "t2-p100-a100"));
		terminateLeavesNoChild(sweep, out, "sweep");

		resumeCompletes(out, 2);
	}

	/**
	 * A tune stopped in its race, the model's calibration run done: its resume finishes
	 * the race it recorded, within the budget, with every run complete once and the
	 * answer written. The load is light, so that the model finds the grid alike and races
	 * its cheapest point, whose runs come after the calibration's.
	 */
	@Test
	void sigtermStopsATuneInItsRaceAndResumeFinishesIt() throws Exception {
		final Path out = fresh("tune-sigterm");
		final Process tune = harness(out, "tune", "--max-threads", "1,4,16", "--load-profile",
				"const(20,5s) const(60,4s) const(20,3s)", "--tail", "3s", "--warmup", "2s", "--seed-rows", "200",
				"--no-saturation-probe", "--as-built", "--budget", "5", "--out", out.toString());
		awaitChild(tune, samplesOf(out, "t1-p100-a100"));
		assertThat(out.resolve("race.properties")).as("the model's screen, recorded before the race").exists();
		terminateLeavesNoChild(tune, out, "tune");

		final Process resume = harness(out, "tune", "--resume", out.toString());
		assertThat(ended(resume, TUNE_PATIENCE)).as(said(out)).isTrue();
		assertThat(resume.exitValue()).as(said(out)).isZero();
		final String answer = Files.readString(out.resolve(ResultsFolder.TUNE_PROPERTIES));
		assertThat(answer).contains("server.tomcat.threads.max=");
		final Matcher runs = Pattern.compile("# runs: (\\d+) ").matcher(answer);
		assertThat(runs.find()).as(answer).isTrue();
		assertThat(Integer.parseInt(runs.group(1))).as("the runs spent, the calibration's included").isBetween(2, 5);
		everyRunCompleteOnce(out, Integer.parseInt(runs.group(1)));

		final int saidBefore = Files.readAllBytes(stderr(out)).length;
		final Process again = harness(out, "tune", "--resume", out.toString());
		assertThat(ended(again, Duration.ofSeconds(60))).as(said(out)).isTrue();
		assertThat(again.exitValue()).as(said(out)).isZero();
		final byte[] said = Files.readAllBytes(stderr(out));
		assertThat(new String(said, saidBefore, said.length - saidBefore, StandardCharsets.UTF_8))
			.as("a resume of a finished tune")
			.contains("nothing to resume: the tune in " + out + " is finished")
			.doesNotContain("starting the database");
		assertThat(Files.readString(out.resolve(ResultsFolder.TUNE_PROPERTIES))).isEqualTo(answer);
	}

	/**
	 * SIGTERM to the harness in a run: exit 143, the command that resumes it said, and
	 * none of its children (the application, JMeter, the database) alive 5 s later.
	 */
	private static void terminateLeavesNoChild(final Process harness, final Path out, final String command)
			throws Exception {
		final List<ProcessHandle> children = harness.descendants().toList();
		assertThat(children).as("the board, JMeter and the database").hasSizeGreaterThanOrEqualTo(3);
		harness.destroy();
		assertThat(ended(harness, Duration.ofSeconds(30))).isTrue();
		assertThat(harness.exitValue()).isEqualTo(143);
		final String said = Files.readString(stderr(out));
		assertThat(said).as("the database was ended with the others, not at fault")
			.doesNotContain("the database stopped answering");
		assertThat(said).as("how to resume, said by the shutdown hook")
			.contains("stopped; 'poolsweep " + command + " --resume " + out + "'");
		assertThat(said).as("a count that takes the run cut short for a failed one").doesNotContain("runs done:");
		Thread.sleep(5_000);
		assertThat(children.stream().filter(ProcessHandle::isAlive).map(HarnessFaultsIT::describe))
			.as("children alive 5 s after the harness ended")
			.isEmpty();
	}

	@Test
	void aDatabaseThatDiesStopsTheSweepWithItsRunUndoneAndResumeCompletes() throws Exception {
		final Path out = fresh("database");
		final Process sweep = smallSweep(out, "2,8");
		awaitChild(sweep, samplesOf(out, "t2-p100-a100"));
		kill(sweep.descendants()
			.filter((child) -> child.info().command().orElse("").endsWith("mariadbd"))
			.findFirst()
			.orElseThrow());
		assertThat(ended(sweep, PATIENCE)).as(said(out)).isTrue();
		assertThat(sweep.exitValue()).as(said(out)).isEqualTo(ExitCode.ENVIRONMENT);
		assertThat(lastLine(out)).contains("the database stopped answering during", "--resume " + out);
		assertThat(out.resolve("points/t2-p100-a100/rep-1/outcome.properties")).as("the run it took is undone")
			.doesNotExist();

		resumeCompletes(out, 2);
	}

	@Test
	void aFullDiskStopsTheSweepWithOneLineNamingIt() throws Exception {
		final Path out = fresh("full-disk");
		try (Tmpfs disk = Tmpfs.mount(out, 80)) {
			final Process sweep = smallSweep(disk.dir(), "2,8");
			awaitChild(sweep, samplesOf(disk.dir(), "t2-p100-a100"));
			disk.fill();
			assertThat(ended(sweep, PATIENCE)).as(said(disk.dir())).isTrue();
			assertThat(sweep.exitValue()).as(said(disk.dir())).isEqualTo(ExitCode.ENVIRONMENT);
			assertThat(lastLine(disk.dir())).contains("the disk holding " + disk.dir() + " is full", "tmpfs")
				.doesNotContainIgnoringCase("jmeter");
			try (Stream<Path> files = Files.walk(disk.dir())) {
				assertThat(files.filter((file) -> file.endsWith("outcome.properties")))
					.as("no run recorded complete on a full disk")
					.isEmpty();
			}
		}
	}

	/**
	 * A small sweep into {@code out}: the smoke plan at each maxThreads, in the order
	 * given.
	 */
	private static Process smallSweep(final Path out, final String maxThreads) throws IOException {
		return harness(out, "sweep", "--max-threads", maxThreads, "--plan", "smoke", "--warmup", "2s", "--seed-rows",
				"200", "--no-saturation-probe", "--order", "as-given", "--out", out.toString());
	}

	private static void resumeCompletes(final Path out, final int runs) throws Exception {
		final Process resume = harness(out, "sweep", "--resume", out.toString());
		assertThat(ended(resume, PATIENCE)).as(said(out)).isTrue();
		assertThat(resume.exitValue()).as(said(out)).isZero();
		everyRunCompleteOnce(out, runs);
	}

	/** {@code runs} run folders with an outcome, each ok. */
	private static void everyRunCompleteOnce(final Path out, final int runs) throws IOException {
		try (Stream<Path> files = Files.walk(out.resolve("points"))) {
			final List<Path> outcomes = files.filter((file) -> file.endsWith("outcome.properties")).toList();
			assertThat(outcomes).as("every run complete once").hasSize(runs);
			for (final Path outcome : outcomes) {
				assertThat(PropertiesFiles.read(outcome)).as(outcome.toString()).containsEntry("status", "ok");
			}
		}
	}

	/**
	 * The harness as its own process, on embedded MariaDB, its stderr kept beside the
	 * folder.
	 */
	private static Process harness(final Path out, final String... args) throws IOException {
		final List<String> command = new ArrayList<>(List.of(AppLaunch.currentJava(), "-jar", JAR.toString()));
		command.addAll(List.of(args));
		final ProcessBuilder builder = new ProcessBuilder(command)
			.redirectError(ProcessBuilder.Redirect.appendTo(stderr(out).toFile()))
			.redirectOutput(ProcessBuilder.Redirect.DISCARD);
		builder.environment().put("POOLSWEEP_DB", "embedded");
		return builder.start();
	}

	/**
	 * Whether the harness ended within {@code patience}; when it did not, it is killed
	 * with its children, so that a failing test leaves nothing running into the next.
	 */
	private static boolean ended(final Process harness, final Duration patience) throws InterruptedException {
		if (harness.waitFor(patience.toSeconds(), TimeUnit.SECONDS)) {
			return true;
		}
		harness.descendants().forEach(ProcessHandle::destroyForcibly);
		harness.destroyForcibly();
		return false;
	}

	private static Path stderr(final Path out) {
		return out.resolveSibling(out.getFileName() + ".stderr");
	}

	private static String lastLine(final Path out) throws IOException {
		final List<String> lines = Files.readAllLines(stderr(out));
		return lines.isEmpty() ? "" : lines.getLast();
	}

	private static String said(final Path out) throws IOException {
		return "the harness said: " + Files.readString(stderr(out));
	}

	/** The harness's child whose command line has every one of {@code markers}. */
	private static ProcessHandle awaitChild(final Process harness, final String... markers)
			throws InterruptedException {
		final List<ProcessHandle> found = new ArrayList<>();
		await(() -> {
			harness.descendants()
				.filter((child) -> child.info()
					.commandLine()
					.filter((line) -> Stream.of(markers).allMatch(line::contains))
					.isPresent())
				.findFirst()
				.ifPresent(found::add);
			return !found.isEmpty() || !harness.isAlive();
		});
		if (found.isEmpty()) {
			throw new AssertionError("no child with " + String.join(" and ", markers));
		}
		return found.getFirst();
	}

	/** Where the measured JMeter of a point's first run writes its samples. */
	private static String samplesOf(final Path out, final String point) {
		return out.resolve("points").resolve(point).resolve("rep-1/samples.jtl").toString();
	}

	private static void await(final BooleanSupplier condition) throws InterruptedException {
		final long deadline = System.nanoTime() + PATIENCE.toNanos();
		while (!condition.getAsBoolean()) {
			if (System.nanoTime() > deadline) {
				throw new AssertionError("not within " + PATIENCE);
			}
			Thread.sleep(50);
		}
	}

	private static void kill(final ProcessHandle child) {
		child.destroyForcibly();
	}

	private static String describe(final ProcessHandle process) {
		return process.pid() + " " + process.info().commandLine().orElse("?");
	}

	private static Properties outcome(final Path out, final String point) throws IOException {
		return PropertiesFiles.read(out.resolve("points").resolve(point).resolve("rep-1/outcome.properties"));
	}

	private static Path fresh(final String name) throws IOException {
		final Path out = ROOT.resolve(name).toAbsolutePath();
		TinySweepIT.deleteRecursively(out);
		Files.deleteIfExists(stderr(out));
		Files.createDirectories(out.getParent());
		return out;
	}

}
