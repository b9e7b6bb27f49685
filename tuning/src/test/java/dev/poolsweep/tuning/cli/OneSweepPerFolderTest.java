package dev.poolsweep.tuning.cli;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import dev.poolsweep.tuning.app.AppLaunch;
import dev.poolsweep.tuning.errors.ExitCode;
import dev.poolsweep.tuning.sweep.SweepLock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A second sweep on a folder refuses at once, naming the first one's process; a folder
 * whose sweep was killed is not left locked. The first sweep is another JVM, as in use:
 * the lock is the operating system's, held per process.
 */
class OneSweepPerFolderTest {

	@TempDir
	Path out;

	@Test
	void aSecondSweepRefusesWhileTheFirstRunsAndNotAfterItWasKilled() throws Exception {
		final Process first = new ProcessBuilder(AppLaunch.currentJava(), "-cp", System.getProperty("java.class.path"),
				HoldsTheLock.class.getName(), out.toString())
			.redirectErrorStream(true)
			.start();
		try (BufferedReader said = new BufferedReader(
				new InputStreamReader(first.getInputStream(), StandardCharsets.UTF_8))) {
			assertThat(said.readLine()).isEqualTo("locked");
			final CommandRun second = new CommandRun();
			assertThat(second.run("sweep", "--max-threads", "10", "--out", out.toString()))
				.isEqualTo(ExitCode.BAD_INPUT);
			assertThat(second.err().strip()).doesNotContain("\n")
				.contains(out.toString(), "in use by another poolsweep", "process " + first.pid());
		}
		finally {
			first.destroyForcibly();
			first.waitFor(10, TimeUnit.SECONDS);
		}
		try (SweepLock lock = SweepLock.acquire(out)) {
			assertThat(lock).as("a killed holder leaves the folder free").isNotNull();
		}
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
