package dev.poolsweep.tuning.servers;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

import dev.poolsweep.db.MySqlServer;
import dev.poolsweep.tuning.process.CpuPinning;
import dev.poolsweep.tuning.settings.BoardSettings;

/**
 * What {@code poolsweep servers} runs with.
 *
 * @param java the launcher for the board (the harness's own)
 * @param boardJar the board on Tomcat; nginx serves the payloads copied out of it
 * @param boardJettyJar the board on Jetty
 * @param nginx the nginx binary; empty when it is not installed
 * @param load the closed JMeter plan, pinned
 * @param database the board's database (the board needs one to start)
 * @param maxThreads the worker threads of both Java servers; null leaves each its own
 * (the board's 200)
 * @param warmupRequests requests sent to every fresh server before its measured run (0:
 * none)
 * @param command the command line as typed, for the record
 */
public record ServersSetup(String java, Path boardJar, Path boardJettyJar, Optional<Path> nginx, ClosedLoad load,
		CpuPinning pinning, MySqlServer database, BoardSettings board, Integer maxThreads, int warmupRequests,
		String command) {

	/**
	 * The setup, JMeter found in {@code jmeterHome} and closed.jmx in {@code plansDir}
	 * (each fails in one line when missing).
	 */
	public static ServersSetup of(final String java, final Path boardJar, final Path boardJettyJar,
			final Optional<Path> nginx, final Path jmeterHome, final Path plansDir, final CpuPinning pinning,
			final MySqlServer database, final BoardSettings board, final Integer maxThreads, final int warmupRequests,
			final Duration connectTimeout, final Duration responseTimeout, final String command) {
		return new ServersSetup(java, boardJar, boardJettyJar, nginx,
				ClosedLoad.of(java, jmeterHome, plansDir, pinning.jmeterCpus(), connectTimeout, responseTimeout),
				pinning, database, board, maxThreads, warmupRequests, command);
	}

	/** The nginx binary on this machine; empty when it is not installed. */
	public static Optional<Path> findNginx() {
		return Nginx.find();
	}

	/** The one line said when nginx is missing. */
	public static String nginxMissing() {
		return Nginx.missingNote();
	}

}
