package dev.poolsweep.tuning.servers;

import java.nio.file.Path;
import java.time.Duration;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;

import dev.poolsweep.db.MySqlServer;
import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.generator.ClosedGenerator;
import dev.poolsweep.tuning.generator.ClosedWorkload;
import dev.poolsweep.tuning.generator.GeneratorSetup;
import dev.poolsweep.tuning.generator.setup.Generators;
import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.process.CpuPinning;
import dev.poolsweep.tuning.settings.BoardSettings;

/**
 * What {@code poolsweep servers} runs with.
 *
 * @param java the launcher for the board (the harness's own)
 * @param boardJar the board on Tomcat; nginx serves the payloads copied out of it
 * @param boardJettyJar the board on Jetty
 * @param nginx the nginx binary; empty when it is not installed
 * @param generators the load generators that send the closed workloads, by tool, each
 * pinned to JMeter's CPUs: JMeter, and vegeta when it is installed
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
		Map<LoadTool, ClosedGenerator> generators, CpuPinning pinning, MySqlServer database, BoardSettings board,
		Integer maxThreads, int warmupRequests, Duration connectTimeout, Duration responseTimeout, String command) {

	public ServersSetup {
		generators = Map.copyOf(generators);
	}

	/**
	 * The setup, JMeter checked for closed workloads (in one line when it cannot send
	 * them), and it and vegeta (when {@code vegeta} is given) pinned to JMeter's CPUs:
	 * both tools run where JMeter runs in a sweep.
	 */
	public static ServersSetup of(final String java, final Path boardJar, final Path boardJettyJar,
			final Optional<Path> nginx, final GeneratorSetup jmeter, final Optional<Path> vegeta,
			final CpuPinning pinning, final MySqlServer database, final BoardSettings board, final Integer maxThreads,
			final int warmupRequests, final Duration connectTimeout, final Duration responseTimeout,
			final String command) {
		jmeter.checkClosed();
		final Map<LoadTool, ClosedGenerator> generators = new EnumMap<>(LoadTool.class);
		generators.put(LoadTool.JMETER, jmeter.on(pinning.jmeterCpus()));
		vegeta.ifPresent(binary -> generators.put(LoadTool.VEGETA, Generators.vegeta(binary, pinning.jmeterCpus())));
		return new ServersSetup(java, boardJar, boardJettyJar, nginx, generators, pinning, database, board, maxThreads,
				warmupRequests, connectTimeout, responseTimeout, command);
	}

	/** The generator of {@code tool}; a one-line error when it is not installed. */
	ClosedGenerator generator(final LoadTool tool) {
		final ClosedGenerator generator = generators.get(tool);
		if (generator == null) {
			throw new BadInputException(tool.displayName() + " is not installed");
		}
		return generator;
	}

	/** {@code clients} x {@code loops} GETs of {@code path} on 127.0.0.1:{@code port}. */
	ClosedWorkload workload(final int port, final String path, final int clients, final int loops) {
		return new ClosedWorkload(port, path, clients, loops, connectTimeout, responseTimeout);
	}

	/**
	 * Each server's limit on the requests it works on at once, as Yoo et al. compare
	 * servers by it: the Java servers' worker threads (the matrix's maxThreads, or the
	 * board's), nginx's worker processes (each one thread, serving every connection it
	 * holds).
	 */
	public Map<WebServer, Integer> threadLimits() {
		final int java = maxThreads == null ? Knob.MAX_THREADS.defaultValue() : maxThreads;
		return Map.of(WebServer.TOMCAT, java, WebServer.JETTY, java, WebServer.NGINX,
				Nginx.workers(pinning.boardCpus()));
	}

	/** The CPUs the load generators may use: JMeter's, else every one. */
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

	/** The vegeta binary on this machine; empty when it is not installed. */
	public static Optional<Path> findVegeta() {
		return Generators.findVegeta();
	}

	/** The one line said when vegeta is missing. */
	public static String vegetaMissing() {
		return "note: vegeta is not installed, so the matrix runs with JMeter only (install it: "
				+ Generators.vegetaInstall() + ")";
	}

}
