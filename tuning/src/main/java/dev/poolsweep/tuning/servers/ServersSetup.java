package dev.poolsweep.tuning.servers;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

import dev.poolsweep.db.MySqlServer;
import dev.poolsweep.tuning.generator.ClosedWorkload;
import dev.poolsweep.tuning.generator.GeneratorSetup;
import dev.poolsweep.tuning.generator.LoadGenerator;
import dev.poolsweep.tuning.process.CpuPinning;
import dev.poolsweep.tuning.settings.BoardSettings;

/**
 * What {@code poolsweep servers} runs with.
 *
 * @param java the launcher for the board (the harness's own)
 * @param boardJar the board on Tomcat; nginx serves the payloads copied out of it
 * @param boardJettyJar the board on Jetty
 * @param nginx the nginx binary; empty when it is not installed
 * @param generator the load generator, pinned, that sends the closed workloads
 * @param database the board's database (the board needs one to start)
 * @param maxThreads the worker threads of both Java servers; null leaves each its own
 * (the board's 200)
 * @param warmupRequests requests sent to every fresh server before its measured run (0:
 * none)
 * @param connectTimeout every request's time-out to connect
 * @param responseTimeout every request's time-out for its response
 * @param command the command line as typed, for the record
 */
public record ServersSetup(String java, Path boardJar, Path boardJettyJar, Optional<Path> nginx,
		LoadGenerator generator, CpuPinning pinning, MySqlServer database, BoardSettings board, Integer maxThreads,
		int warmupRequests, Duration connectTimeout, Duration responseTimeout, String command) {

	/**
	 * The setup, its generator checked for closed workloads (in one line when it cannot
	 * send them) and pinned to JMeter's CPUs.
	 */
	public static ServersSetup of(final String java, final Path boardJar, final Path boardJettyJar,
			final Optional<Path> nginx, final GeneratorSetup generator, final CpuPinning pinning,
			final MySqlServer database, final BoardSettings board, final Integer maxThreads, final int warmupRequests,
			final Duration connectTimeout, final Duration responseTimeout, final String command) {
		generator.checkClosed();
		return new ServersSetup(java, boardJar, boardJettyJar, nginx, generator.on(pinning.jmeterCpus()), pinning,
				database, board, maxThreads, warmupRequests, connectTimeout, responseTimeout, command);
	}

	/** {@code clients} x {@code loops} GETs of {@code path} on 127.0.0.1:{@code port}. */
	ClosedWorkload workload(final int port, final String path, final int clients, final int loops) {
		return new ClosedWorkload(port, path, clients, loops, connectTimeout, responseTimeout);
	}

	/** The CPUs JMeter may use: those it is pinned to, else every one. */
	int generatorCpus() {
		return pinning.jmeterCpus().isEmpty() ? Runtime.getRuntime().availableProcessors()
				: CpuPinning.parseList(pinning.jmeterCpus()).size();
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
