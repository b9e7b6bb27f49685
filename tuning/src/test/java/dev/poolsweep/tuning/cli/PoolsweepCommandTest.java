package dev.poolsweep.tuning.cli;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.errors.EnvironmentException;
import dev.poolsweep.tuning.errors.RunFailedException;
import dev.poolsweep.tuning.plan.LoadSettings;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The command line: usage, and bad input ending in one line on stderr and a non-zero
 * exit.
 */
class PoolsweepCommandTest {

	@TempDir
	Path dir;

	private final CommandRun cli = new CommandRun();

	private List<String> fakeTools;

	@BeforeEach
	void fakeTools() throws IOException {
		fakeTools = FakeTools.in(dir);
	}

	private int runWithFakeTools(final String... args) {
		final List<String> all = new ArrayList<>(List.of(args));
		all.addAll(fakeTools);
		all.addAll(List.of("--out", dir.resolve("out").toString()));
		return cli.run(all.toArray(String[]::new));
	}

	private String theOneErrorLine() {
		final List<String> lines = cli.err().lines().toList();
		assertThat(lines).as("stderr: %s", cli.err()).hasSize(1);
		return lines.getFirst();
	}

	@Test
	void withoutACommandItPrintsTheUsage() {
		assertThat(cli.run()).isZero();
		assertThat(cli.out()).contains("Usage: poolsweep", "sweep", "reproduce", "report");
	}

	@Test
	void theHelpListsTheExitCodes() {
		assertThat(cli.run("--help")).isZero();
		assertThat(cli.out()).contains("Exit codes:")
			.containsPattern("\\s2\\s+bad input")
			.containsPattern("\\s3\\s+the environment")
			.containsPattern("\\s70\\s+a bug");
	}

	@Test
	void everyCommandHasHelp() {
		for (final String command : List.of("sweep", "reproduce", "report")) {
			assertThat(cli.run(command, "--help")).isZero();
		}
		assertThat(cli.out()).contains("--max-threads", "--paper-semantics", "--quick", "--calibrate", "--resume");
	}

	@Test
	void anUnknownOption() {
		assertThat(cli.run("sweep", "--max-threads", "1", "--bogus")).isEqualTo(2);
		assertThat(theOneErrorLine())
			.isEqualTo("poolsweep sweep: Unknown option: '--bogus' (see poolsweep sweep --help)");
	}

	@Test
	void anEmptyGrid() {
		assertThat(cli.run("sweep", "--max-total", "100")).isEqualTo(2);
		assertThat(theOneErrorLine()).startsWith("poolsweep sweep: empty grid: give --max-threads LIST");
	}

	@Test
	void aServerTheHarnessDoesNotRun() {
		assertThat(cli.run("sweep", "--max-threads", "10", "--server", "undertow")).isEqualTo(2);
		assertThat(theOneErrorLine()).startsWith(
				"poolsweep sweep: --server: 'undertow' is not a server this harness runs: tomcat or jetty (Undertow");
	}

	@Test
	void aKnobJettyHasNoEquivalentOfOnJetty() {
		assertThat(cli.run("sweep", "--max-threads", "10", "--server", "tomcat,jetty", "--accept-count", "1,100"))
			.isEqualTo(2);
		assertThat(theOneErrorLine())
			.startsWith("poolsweep sweep: --accept-count: acceptCount has no equivalent on Jetty: ");
		cli.clear();
		assertThat(cli.run("sweep", "--max-threads", "10", "--server", "jetty", "--max-keep-alive-requests", "1"))
			.isEqualTo(2);
		assertThat(theOneErrorLine())
			.startsWith("poolsweep sweep: --max-keep-alive-requests: maxKeepAliveRequests has no equivalent on Jetty");
	}

	@Test
	void maxTotalBelowOne() {
		assertThat(cli.run("sweep", "--max-threads", "1,10", "--max-total", "0")).isEqualTo(2);
		assertThat(theOneErrorLine()).isEqualTo("poolsweep sweep: --max-total: max_total must be at least 1, was 0");
	}

	@Test
	void aBadDuration() {
		assertThat(cli.run("sweep", "--max-threads", "1", "--warmup", "soon")).isEqualTo(2);
		assertThat(theOneErrorLine()).contains("--warmup", "'soon' is not a duration");
	}

	@Test
	void scaleAndCalibrateTogether() {
		assertThat(cli.run("reproduce", "--scale", "2", "--calibrate")).isEqualTo(2);
		assertThat(theOneErrorLine()).isEqualTo("poolsweep reproduce: --calibrate picks the scale: drop --scale");
	}

	@Test
	void aTailShorterThanTheSchedulesIsOneLine() {
		assertThat(cli.run("reproduce", "--tail", "15s")).isEqualTo(2);
		assertThat(theOneErrorLine()).isEqualTo("poolsweep reproduce: --tail 15s is shorter than the 20 s that '"
				+ LoadSettings.PAPER_PROFILE + "' leaves after its burst: --tail only lengthens the last step");
	}

	@Test
	void aMissingBoardJar() {
		assertThat(cli.run("sweep", "--max-threads", "1", "--board-jar", dir.resolve("nope.jar").toString(),
				"--jmeter-home", dir.resolve("jmeter").toString(), "--plans-dir", dir.resolve("plans").toString()))
			.isEqualTo(2);
		assertThat(theOneErrorLine()).isEqualTo("poolsweep sweep: board jar not found at " + dir.resolve("nope.jar")
				+ ": run ./mvnw -pl app -am package -DskipTests first (or give --board-jar)");
	}

	@Test
	void aMissingJmeter() {
		assertThat(cli.run("sweep", "--max-threads", "1", "--jmeter-home", dir.resolve("none").toString()))
			.isEqualTo(2);
		assertThat(theOneErrorLine()).startsWith("poolsweep sweep: JMeter not found at " + dir.resolve("none")
				+ ": run ./mvnw -pl jmeter-plans package first");
	}

	@Test
	void aMissingPlan() {
		assertThat(runWithFakeTools("sweep", "--max-threads", "1", "--plan", "smoke")).isEqualTo(2);
		assertThat(theOneErrorLine())
			.isEqualTo("poolsweep sweep: JMeter plan " + dir.resolve("plans/smoke.jmx") + " does not exist");
	}

	@Test
	void aPortInUse() throws IOException {
		try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
			assertThat(runWithFakeTools("sweep", "--max-threads", "1", "--board-port",
					Integer.toString(taken.getLocalPort())))
				.as("the environment, not bad input")
				.isEqualTo(3);
			assertThat(theOneErrorLine()).startsWith("poolsweep sweep: port " + taken.getLocalPort() + " is in use");
		}
	}

	@Test
	void anUnreachableDatabase() {
		assertThat(runWithFakeTools("sweep", "--max-threads", "1", "--db-url", "jdbc:mysql://127.0.0.1:1/board"))
			.as("the environment, not bad input")
			.isEqualTo(3);
		assertThat(theOneErrorLine())
			.startsWith("poolsweep sweep: cannot reach the database at " + "jdbc:mysql://127.0.0.1:1/board: ");
	}

	@Test
	void aDatabaseUrlThatIsNotMySql() {
		assertThat(runWithFakeTools("sweep", "--max-threads", "1", "--db-url", "jdbc:h2:mem:x")).isEqualTo(2);
		assertThat(theOneErrorLine()).startsWith("poolsweep sweep: --db-url must be a MySQL JDBC URL");
	}

	@Test
	void resumeTakesNoSettings() {
		assertThat(cli.run("sweep", "--resume", dir.toString(), "--max-threads", "5", "--db-url", "jdbc:mysql://x/y"))
			.isEqualTo(2);
		assertThat(theOneErrorLine()).isEqualTo("poolsweep sweep: --resume takes the sweep's settings from " + dir
				+ "/sweep.properties: drop --max-threads");
	}

	@Test
	void resumeNeedsASweep() {
		assertThat(cli.run("sweep", "--resume", dir.toString())).isEqualTo(2);
		assertThat(theOneErrorLine())
			.isEqualTo("poolsweep sweep: " + dir + " has no sweep.properties: not a sweep's " + "output folder");
	}

	@Test
	void aFreshSweepDoesNotOverwriteAnother() throws IOException {
		Files.createDirectories(dir.resolve("out"));
		Files.writeString(dir.resolve("out/sweep.properties"), "repeat=1\n");
		assertThat(runWithFakeTools("sweep", "--max-threads", "1")).isEqualTo(2);
		assertThat(theOneErrorLine()).contains("holds a sweep already: finish it with 'poolsweep sweep --resume");
	}

	@Test
	void aDurationTooLongIsBadInputNotABug() {
		assertThat(cli.run("sweep", "--max-threads", "1", "--warmup", "99999999999999999999h")).isEqualTo(2);
		assertThat(theOneErrorLine()).contains("--warmup", "is too long a duration");
	}

	@Test
	void theExitCodeSaysWhoseTheErrorIs() {
		assertThat(OneLineErrors.exitCode(new BadInputException("--repeat must be at least 1"))).isEqualTo(2);
		assertThat(OneLineErrors.exitCode(new EnvironmentException("no database"))).isEqualTo(3);
		assertThat(OneLineErrors.exitCode(new IOException("disk full"))).isEqualTo(3);
		assertThat(OneLineErrors.exitCode(new RunFailedException("calibration failed"))).isEqualTo(1);
		assertThat(OneLineErrors.exitCode(new IllegalArgumentException("from the JDK"))).as("a bug").isEqualTo(70);
		assertThat(OneLineErrors.exitCode(new NumberFormatException("For input string: \"x\""))).isEqualTo(70);
		assertThat(OneLineErrors.exitCode(new IllegalStateException("complete already"))).isEqualTo(70);
	}

	@Test
	void aBugIsNamedAsOneLineToo() {
		final CommandLine command = cli.commandLine();
		final int code = new OneLineErrors().handleExecutionException(
				new NumberFormatException("For input string: \"x\""), command.getSubcommands().get("report"), null);
		assertThat(code).isEqualTo(70);
		assertThat(theOneErrorLine()).isEqualTo("poolsweep report: internal error, please report it: "
				+ "java.lang.NumberFormatException: For input string: \"x\" (POOLSWEEP_DEBUG=true shows the stack trace)");
	}

	@Test
	void reportNeedsASweepFolder() {
		assertThat(cli.run("report", dir.toString())).isEqualTo(2);
		assertThat(theOneErrorLine()).isEqualTo(
				"poolsweep report: " + dir + " is not a sweep's output folder " + "(no sweep.properties, no points/)");
	}

}
