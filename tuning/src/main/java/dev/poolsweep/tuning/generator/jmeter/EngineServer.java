package dev.poolsweep.tuning.generator.jmeter;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import dev.poolsweep.tuning.errors.OneLine;
import dev.poolsweep.tuning.errors.RunFailedException;
import dev.poolsweep.tuning.generator.Engine;
import dev.poolsweep.tuning.process.ChildProcesses;
import dev.poolsweep.tuning.process.CpuPinning;
import dev.poolsweep.tuning.process.Ports;
import dev.poolsweep.tuning.process.ProcStats;
import dev.poolsweep.tuning.results.RunFolder;

/**
 * One JMeter remote engine (jmeter -s) on this machine, started for one run: it listens
 * on 127.0.0.1 only, over TLS with the harness's {@link RmiKey}, pinned to its CPUs, and
 * is stopped once the controller has its samples.
 */
final class EngineServer implements AutoCloseable {

	/** What JMeter's console says once the engine takes tests. */
	static final String READY = "Created remote object";

	private static final long POLL_MS = 100;

	private final Engine engine;

	private final int port;

	private final Process process;

	private final Path console;

	private final CpuTrace trace = new CpuTrace();

	private EngineServer(final Engine engine, final int port, final Process process, final Path console) {
		this.engine = engine;
		this.port = port;
		this.process = process;
		this.console = console;
	}

	/**
	 * Starts the engine; its log is {@code log}, its console beside it. It may run up to
	 * {@code maxInFlight} clients.
	 */
	static EngineServer start(final String java, final JmeterInstall install, final RmiKey key, final Engine engine,
			final long maxInFlight, final Path log) throws RunFailedException {
		final int port = Ports.free();
		final List<String> command = new ArrayList<>(CpuPinning.prefix(engine.cpus()));
		command.add(java);
		command.addAll(JmeterLaunch.clientJvm(maxInFlight));
		command.add("-Djava.rmi.server.hostname=127.0.0.1");
		command.addAll(List.of("-jar", install.launcher().toString(), "-s", "-Jserver_port=" + port,
				"-Jserver.rmi.localport=" + Ports.free(), "-q", key.properties().toString(), "-j", log.toString()));
		final Path console = RunFolder.consoleOf(log);
		try {
			return new EngineServer(engine, port, ChildProcesses.start(command, Map.of(), console), console);
		}
		catch (IOException e) {
			throw new RunFailedException(engine.name() + " did not start: " + OneLine.of(e.getMessage()), e);
		}
	}

	/**
	 * Waits until it takes tests; fails when it ends or {@code timeoutMs} passes first.
	 */
	void awaitReady(final long timeoutMs) throws RunFailedException {
		final long deadline = System.currentTimeMillis() + timeoutMs;
		try {
			while (!JmeterProcess.consoleSays(console, READY)) {
				if (!process.isAlive()) {
					throw new RunFailedException(engine.name() + " ended before it took tests (see " + console + ")");
				}
				if (System.currentTimeMillis() > deadline) {
					throw new RunFailedException(
							engine.name() + " did not take tests within " + timeoutMs + " ms (see " + console + ")");
				}
				Thread.sleep(POLL_MS);
			}
		}
		catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new RunFailedException("interrupted while " + engine.name() + " started", e);
		}
	}

	Engine engine() {
		return engine;
	}

	long pid() {
		return process.pid();
	}

	/** Where the controller finds it, for -R. */
	String address() {
		return "127.0.0.1:" + port;
	}

	Path console() {
		return console;
	}

	/** Notes its CPU time now. */
	void poll() {
		trace.poll(process.pid());
	}

	/** Its CPU seconds so far; -1 when they cannot be read. */
	double cpuSeconds() {
		return ProcStats.cpuSeconds(process.pid());
	}

	/** Its CPU seconds at the last poll at or before {@code epochMs}. */
	double cpuAt(final long epochMs) {
		return trace.cpuAt(epochMs);
	}

	@Override
	public void close() {
		ChildProcesses.stop(process, 5);
	}

}
