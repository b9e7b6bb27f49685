package dev.poolsweep.tuning.sweep;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Properties;

import dev.poolsweep.tuning.board.BoardDatabase;
import dev.poolsweep.tuning.process.CpuPinning;
import dev.poolsweep.tuning.process.ProcStats;

/**
 * What a sweep ran on, for sweep.properties: results from different machines are not
 * comparable without it.
 */
public final class HostFacts {

	private HostFacts() {
	}

	public static Properties collect(final Tools tools, final BoardDatabase database, final CpuPinning pinning) {
		final Properties facts = new Properties();
		facts.setProperty("host.name", hostName());
		facts.setProperty("host.cpus", Integer.toString(Runtime.getRuntime().availableProcessors()));
		facts.setProperty("host.os", System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
				+ System.getProperty("os.arch"));
		facts.setProperty("host.memory_mb", Long.toString(ProcStats.machineMemoryMb()));
		facts.setProperty("java", System.getProperty("java.vm.name") + " " + System.getProperty("java.version"));
		facts.setProperty("java.command", tools.java());
		facts.setProperty("board_jar", tools.boardJar().toAbsolutePath().toString());
		facts.setProperty("jmeter_home", tools.jmeter().home().toAbsolutePath().toString());
		facts.setProperty("database", database.server().description());
		facts.setProperty("board_cpus", pinning.boardCpus());
		facts.setProperty("jmeter_cpus", pinning.jmeterCpus());
		facts.setProperty("db_cpus", database.server().cpus());
		facts.setProperty("created_ms", Long.toString(System.currentTimeMillis()));
		return facts;
	}

	private static String hostName() {
		try {
			return InetAddress.getLocalHost().getHostName();
		}
		catch (UnknownHostException e) {
			return "unknown";
		}
	}

}
