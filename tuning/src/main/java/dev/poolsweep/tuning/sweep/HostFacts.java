package dev.poolsweep.tuning.sweep;

import java.io.IOException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

import dev.poolsweep.tuning.board.BoardDatabase;
import dev.poolsweep.tuning.process.CpuPinning;
import dev.poolsweep.tuning.process.ProcStats;
import dev.poolsweep.tuning.results.SettingKeys;
import dev.poolsweep.tuning.results.SweepKeys;

/**
 * What a sweep ran on, for sweep.properties: results from different machines are not
 * comparable without it.
 */
public final class HostFacts {

	private HostFacts() {
	}

	public static Properties collect(final Tools tools, final BoardDatabase database, final CpuPinning pinning) {
		final Properties facts = new Properties();
		facts.setProperty(SweepKeys.HOST_NAME, hostName());
		facts.setProperty(SweepKeys.HOST_CPUS, Integer.toString(Runtime.getRuntime().availableProcessors()));
		facts.setProperty(SweepKeys.HOST_OS, System.getProperty("os.name") + " " + System.getProperty("os.version")
				+ " " + System.getProperty("os.arch"));
		facts.setProperty(SweepKeys.HOST_MEMORY_MB, Long.toString(ProcStats.machineMemoryMb()));
		facts.setProperty(SweepKeys.JAVA,
				System.getProperty("java.vm.name") + " " + System.getProperty("java.version"));
		facts.setProperty(SweepKeys.JAVA_COMMAND, tools.java());
		facts.setProperty(SweepKeys.BOARD_JAR, tools.boardJar().toAbsolutePath().toString());
		facts.setProperty(SweepKeys.BOARD_JDBC_DRIVER, JarContents.jdbcDriver(tools.boardJar()));
		facts.setProperty(SweepKeys.HOST_SOMAXCONN, sysctl("net/core/somaxconn"));
		facts.setProperty(SweepKeys.HOST_TCP_MAX_SYN_BACKLOG, sysctl("net/ipv4/tcp_max_syn_backlog"));
		facts.setProperty(SweepKeys.HOST_TCP_ABORT_ON_OVERFLOW, sysctl("net/ipv4/tcp_abort_on_overflow"));
		facts.setProperty(SweepKeys.JMETER_HOME, tools.jmeter().home().toAbsolutePath().toString());
		facts.setProperty(SweepKeys.DATABASE, database.server().description());
		facts.setProperty(SettingKeys.BOARD_CPUS, pinning.boardCpus());
		facts.setProperty(SettingKeys.JMETER_CPUS, pinning.jmeterCpus());
		facts.setProperty(SettingKeys.DB_CPUS, database.server().cpus());
		facts.setProperty(SweepKeys.CREATED_MS, Long.toString(System.currentTimeMillis()));
		return facts;
	}

	/**
	 * A kernel setting from /proc/sys, e.g. net/core/somaxconn; empty when unreadable.
	 */
	private static String sysctl(final String path) {
		try {
			return Files.readString(Path.of("/proc/sys", path)).strip();
		}
		catch (IOException | RuntimeException e) {
			return "";
		}
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
