package dev.poolsweep.tuning.board;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import dev.poolsweep.db.MySqlServer;
import dev.poolsweep.db.Passwords;
import dev.poolsweep.tuning.process.CpuPinning;
import dev.poolsweep.tuning.process.Ports;
import dev.poolsweep.tuning.settings.BoardPools;
import dev.poolsweep.tuning.settings.BoardSettings;

/**
 * The command line and environment of one board JVM. The database credentials and the
 * admin password go in the environment (Spring's relaxed binding reads
 * SPRING_DATASOURCE_PASSWORD and so on), not on the command line, where any user of the
 * machine could read them with ps.
 *
 * @param pools the pool settings: a point of the grid, or the board's own
 */
public record BoardLaunch(String java, Path jar, BoardSettings settings, BoardPools pools, MySqlServer database,
		BoardPorts ports, String cpus) {

	/**
	 * The ports of one board: HTTP connector, actuator, and remote JMX (RMI registry and
	 * server share it).
	 */
	public record BoardPorts(int server, int management, int jmx) {

		public static BoardPorts free(final int serverPort) {
			return new BoardPorts(Ports.requireFree(serverPort), Ports.free(), Ports.free());
		}

		public String jmxUrl() {
			return "service:jmx:rmi:///jndi/rmi://127.0.0.1:" + jmx + "/jmxrmi";
		}
	}

	/** The java launcher running this harness, so the board runs on the same JDK. */
	public static String currentJava() {
		return ProcessHandle.current()
			.info()
			.command()
			.orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
	}

	public List<String> command() {
		final List<String> command = new ArrayList<>(CpuPinning.prefix(cpus));
		command.add(java);
		command.add("-Xms" + settings.heap());
		command.add("-Xmx" + settings.heap());
		// The JVM picks the Serial collector when it sees one CPU (as under --pin on two
		// cores); naming G1 keeps the
		// collector the same pinned or not.
		command.add("-XX:+UseG1GC");
		command.add("-Dcom.sun.management.jmxremote.port=" + ports.jmx());
		command.add("-Dcom.sun.management.jmxremote.rmi.port=" + ports.jmx());
		command.add("-Dcom.sun.management.jmxremote.host=127.0.0.1");
		command.add("-Djava.rmi.server.hostname=127.0.0.1");
		command.add("-Dcom.sun.management.jmxremote.authenticate=false");
		command.add("-Dcom.sun.management.jmxremote.ssl=false");
		final Path fastStartJar = fastStartJar();
		if (fastStartJar != null) {
			command.add("-XX:AOTCache=" + aotCache(fastStartJar));
		}
		command.add("-jar");
		command.add((fastStartJar != null ? fastStartJar : jar).toString());
		command.add("--server.port=" + ports.server());
		command.add("--management.server.port=" + ports.management());
		command.add("--board.seed.count=" + settings.seedRows());
		command.addAll(pools.springArguments());
		if (!settings.cpuWork().isZero()) {
			command.add("--board.experiment.cpu-work=" + settings.cpuWork().toMillis() + "ms");
		}
		if (!settings.dbHold().isZero()) {
			command.add("--board.experiment.db-hold=" + settings.dbHold().toMillis() + "ms");
		}
		return command;
	}

	/**
	 * The board's fast start, when the build made it (app/README.md, "Start-up"):
	 * fast-start/suggestion-board.jar beside the jar, the same board extracted, with the
	 * ahead-of-time cache that its training run left beside it. It halves the start-up,
	 * which every run of a sweep pays. Null without them, on a JDK older than 25, or when
	 * the jar is newer than the cache (a build that skipped the training left an older
	 * board there).
	 */
	Path fastStartJar() {
		final Path extracted = jar.resolveSibling("fast-start").resolve(jar.getFileName());
		final Path cache = aotCache(extracted);
		try {
			return Runtime.version().feature() >= 25 && Files.isRegularFile(extracted) && Files.isRegularFile(cache)
					&& Files.getLastModifiedTime(cache).compareTo(Files.getLastModifiedTime(jar)) >= 0 ? extracted
							: null;
		}
		catch (IOException e) {
			return null;
		}
	}

	private static Path aotCache(final Path extractedJar) {
		return extractedJar.resolveSibling(extractedJar.getFileName().toString().replaceFirst("\\.jar$", "") + ".aot");
	}

	public Map<String, String> environment() {
		return Map.of("SPRING_DATASOURCE_URL", database.jdbcUrl(), "SPRING_DATASOURCE_USERNAME", database.username(),
				"SPRING_DATASOURCE_PASSWORD", database.password(), "BOARD_ADMIN_PASSWORD", Passwords.random());
	}

}
