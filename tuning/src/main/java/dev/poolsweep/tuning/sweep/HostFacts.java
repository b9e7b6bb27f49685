package dev.poolsweep.tuning.sweep;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Properties;

import dev.poolsweep.tuning.app.AppDatabase;
import dev.poolsweep.tuning.app.AppUnderTest;
import dev.poolsweep.tuning.app.Board;
import dev.poolsweep.tuning.app.BootJar;
import dev.poolsweep.tuning.app.OtherApp;
import dev.poolsweep.tuning.app.Readiness;
import dev.poolsweep.tuning.process.CpuPinning;
import dev.poolsweep.tuning.process.ProcStats;
import dev.poolsweep.tuning.results.HarnessBuild;
import dev.poolsweep.tuning.results.SettingKeys;
import dev.poolsweep.tuning.results.EmulationEntry;
import dev.poolsweep.tuning.results.SweepKeys;
import dev.poolsweep.tuning.model.calibration.SaturatedRates;

/**
 * What a sweep ran on, for sweep.properties: results from different machines are not
 * comparable without it.
 */
public final class HostFacts {

	/** The host facts' prefix; the kernel's are host. + their sysctl name. */
	private static final String HOST_PREFIX = "host.";

	private HostFacts() {
	}

	public static Properties collect(final Tools tools, final AppUnderTest app, final Readiness readiness,
			final AppDatabase database, final CpuPinning pinning) {
		final Properties facts = new Properties();
		facts.setProperty(SweepKeys.POOLSWEEP_BUILD, HarnessBuild.current().describe());
		facts.setProperty(SweepKeys.HOST_NAME, hostName());
		facts.setProperty(SweepKeys.HOST_CPUS, Integer.toString(Runtime.getRuntime().availableProcessors()));
		facts.setProperty(SweepKeys.HOST_OS, System.getProperty("os.name") + " " + System.getProperty("os.version")
				+ " " + System.getProperty("os.arch"));
		facts.setProperty(SweepKeys.HOST_CPU_MODEL, ProcStats.cpuModel());
		facts.setProperty(SweepKeys.HOST_MEMORY_MB, Long.toString(ProcStats.machineMemoryMb()));
		facts.setProperty(SweepKeys.JAVA,
				System.getProperty("java.vm.name") + " " + System.getProperty("java.version"));
		facts.setProperty(SweepKeys.JAVA_COMMAND, tools.java());
		switch (app) {
			case Board board -> {
				facts.setProperty(SweepKeys.BOARD_JAR, board.jar().toAbsolutePath().toString());
				facts.setProperty(SweepKeys.BOARD_JAR_SHA256, sha256(board.jar()));
				final String cache = board.aotCacheInUse().map(HostFacts::sha256).orElse(SweepKeys.NO_AOT_CACHE);
				facts.setProperty(SweepKeys.BOARD_AOT_CACHE_SHA256, cache);
				facts.setProperty(SweepKeys.BOARD_AOT_TRAINING_SHA256,
						board.aotTraining().map(HostFacts::sha256).orElse(cache));
			}
			case OtherApp other -> facts.setProperty(SweepKeys.APP_SPRING_BOOT, other.bootJar().springBootVersion());
		}
		facts.setProperty(SweepKeys.APP_READINESS, readiness.describe(null));
		facts.setProperty(SweepKeys.BOARD_JDBC_DRIVER, BootJar.jdbcDriver(app.jar()));
		for (final String key : List.of(SweepKeys.HOST_SOMAXCONN, SweepKeys.HOST_TCP_MAX_SYN_BACKLOG,
				SweepKeys.HOST_TCP_ABORT_ON_OVERFLOW)) {
			facts.setProperty(key, ProcStats.sysctl(key.substring(HOST_PREFIX.length())));
		}
		facts.setProperty(SweepKeys.DATABASE, database.server().description());
		facts.setProperty(SettingKeys.BOARD_CPUS, pinning.boardCpus());
		facts.setProperty(SettingKeys.JMETER_CPUS, pinning.jmeterCpus());
		facts.setProperty(SweepKeys.BOARD_JIT_CPUS, pinning.jitCpus());
		facts.setProperty(SettingKeys.DB_CPUS, database.server().cpus());
		facts.setProperty(SweepKeys.HARNESS_CPUS,
				CpuPinning.list(ProcStats.allowedCpus(ProcessHandle.current().pid())));
		facts.setProperty(SweepKeys.CREATED_MS, Long.toString(System.currentTimeMillis()));
		return facts;
	}

	/** The file's SHA-256 in hex; empty when unreadable. */
	static String sha256(final Path file) {
		try (InputStream in = Files.newInputStream(file)) {
			final MessageDigest digest = MessageDigest.getInstance("SHA-256");
			final byte[] buffer = new byte[1 << 16];
			for (int n = in.read(buffer); n > 0; n = in.read(buffer)) {
				digest.update(buffer, 0, n);
			}
			return HexFormat.of().formatHex(digest.digest());
		}
		catch (IOException | NoSuchAlgorithmException e) {
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

	/**
	 * Records the saturated rates the model takes in a sweep's facts.
	 * @param fittedFromProbes how many probes they were fitted from; 0 when they are one
	 * probe's reading
	 */
	static void recordSaturatedRates(final SaturatedRates rates, final int fittedFromProbes, final Properties facts) {
		facts.setProperty(SweepKeys.SATURATED_ONE_WORKER_OK_PER_S, Double.toString(rates.oneWorkerOkPerS()));
		facts.setProperty(SweepKeys.SATURATED_TEN_WORKERS_OK_PER_S, Double.toString(rates.tenWorkersOkPerS()));
		facts.setProperty(SweepKeys.SATURATED_MEASURED_MS, Long.toString(System.currentTimeMillis()));
		EmulationEntry.recordFittedFrom(fittedFromProbes, facts);
	}

}
