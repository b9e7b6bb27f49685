package dev.poolsweep.tuning.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;

import dev.poolsweep.tuning.app.AppLaunch;
import dev.poolsweep.tuning.errors.ExitCode;
import dev.poolsweep.tuning.results.SweepFile;
import dev.poolsweep.tuning.sweep.SweepLock;
import dev.poolsweep.tuning.tune.RaceFile;
import dev.poolsweep.tuning.tune.Slo;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A second sweep, tune (fresh or resumed) or servers run on a folder refuses at once,
 * naming the first one's process; a folder whose sweep was killed is not left locked. The
 * first sweep is another JVM, as in use: the lock is the operating system's, held per
 * process.
 */
class OneSweepPerFolderTest {

	@TempDir
	Path out;

	@Test
	void aSecondSweepRefusesWhileTheFirstRunsAndNotAfterItWasKilled() throws Exception {
		final Process first = holdTheLock();
		try {
			assertRefused(first, "sweep", "--max-threads", "10", "--out", out.toString());
		}
		finally {
			kill(first);
		}
		try (SweepLock lock = SweepLock.acquire(out)) {
			assertThat(lock).as("a killed holder leaves the folder free").isNotNull();
		}
	}

	@Test
	void aTuneRefusesWhileAnotherRunsThereFreshOrResumed() throws Exception {
		SweepFile.write(out, CommandSettings.of("tune", "--max-threads", "10,100"), new Properties());
		RaceFile.create(out, Slo.NONE, 30, null, System.currentTimeMillis());
		final Process first = holdTheLock();
		// a taken port: a tune that is not refused fails at once instead of running
		try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
			final String port = Integer.toString(taken.getLocalPort());
			assertRefused(first, "tune", "--resume", out.toString(), "--board-port", port);
			assertRefused(first, "tune", "--max-threads", "10", "--out", out.toString(), "--board-port", port);
		}
		finally {
			kill(first);
		}
	}

	@Test
	void serversRefusesWhileAnotherRunsThere() throws Exception {
		final List<String> servers = new ArrayList<>(
				List.of("servers", "--servers", "tomcat", "--burst", "none", "--out", out.toString()));
		servers.addAll(FakeTools.in(out));
		final Process first = holdTheLock();
		try {
			assertRefused(first, servers.toArray(String[]::new));
		}
		finally {
			kill(first);
		}
	}

	private Process holdTheLock() throws IOException {
		final Process first = new ProcessBuilder(AppLaunch.currentJava(), "-cp", System.getProperty("java.class.path"),
				HoldsTheLock.class.getName(), out.toString())
			.redirectErrorStream(true)
			.start();
		final BufferedReader said = new BufferedReader(
				new InputStreamReader(first.getInputStream(), StandardCharsets.UTF_8));
		try {
			assertThat(said.readLine()).isEqualTo("locked");
		}
		catch (IOException | AssertionError ex) {
			// not handed to the test's finally yet: it would sleep out its minute
			first.destroyForcibly();
			throw ex;
		}
		return first;
	}

	private void assertRefused(final Process first, final String... args) {
		final CommandRun second = new CommandRun();
		assertThat(second.run(args)).as("stderr: %s", second.err()).isEqualTo(ExitCode.BAD_INPUT);
		assertThat(second.err().strip()).doesNotContain("\n")
			.contains(out.toString(), "in use by another poolsweep", "process " + first.pid());
	}

	private static void kill(final Process first) throws InterruptedException {
		first.destroyForcibly();
		first.waitFor(10, TimeUnit.SECONDS);
	}

	/** The first sweep: holds the folder's lock until it is killed. */
	public static final class HoldsTheLock {

		public static void main(final String[] args) throws Exception {
			try (SweepLock lock = SweepLock.acquire(Path.of(args[0]))) {
				System.out.println("locked");
				System.out.flush();
				Thread.sleep(60_000);
			}
		}

	}

}
