package dev.poolsweep.tuning.process;

import java.io.BufferedReader;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What Linux tells about a process in /proc: CPU time, context switches, resident memory
 * and the CPUs it may use. Every method returns -1 (or an empty list) when the numbers
 * cannot be read (the process is gone, or this is not Linux).
 */
public final class ProcStats {

	/**
	 * USER_HZ: the unit of the CPU times in /proc/PID/stat; 100 on every Linux
	 * architecture the JDK runs on.
	 */
	static final double TICKS_PER_SECOND = 100.0;

	private static final Path PROC = Path.of("/proc");

	private ProcStats() {
	}

	/**
	 * Voluntary and involuntary context switches of a process, summed over its threads.
	 */
	public record ContextSwitches(long voluntary, long involuntary) {

		static final ContextSwitches UNKNOWN = new ContextSwitches(-1, -1);

		ContextSwitches plus(final ContextSwitches other) {
			return new ContextSwitches(voluntary + other.voluntary, involuntary + other.involuntary);
		}
	}

	/**
	 * Summed over /proc/PID/task/*&#47;status: a thread that ended meanwhile is simply no
	 * longer counted.
	 */
	public static ContextSwitches contextSwitches(final long pid) {
		return threadStatuses(pid)
			.map((statuses) -> statuses.stream()
				.map(ProcStats::parseStatus)
				.reduce(new ContextSwitches(0, 0), ContextSwitches::plus))
			.orElse(ContextSwitches.UNKNOWN);
	}

	/**
	 * The /proc/PID/task/*&#47;status file of each of a process's threads, empty for one
	 * that ended while read; none when the process cannot be read.
	 */
	private static Optional<List<String>> threadStatuses(final long pid) {
		final List<String> statuses = new ArrayList<>();
		try (DirectoryStream<Path> tasks = Files.newDirectoryStream(PROC.resolve(Long.toString(pid)).resolve("task"))) {
			for (final Path task : tasks) {
				statuses.add(readOrEmpty(task.resolve("status")));
			}
			return Optional.of(statuses);
		}
		catch (IOException e) {
			return Optional.empty();
		}
	}

	/**
	 * The two ctxt_switches lines of a /proc status file; 0 for a missing line (the
	 * thread just ended).
	 */
	static ContextSwitches parseStatus(final String status) {
		final String voluntary = statusField(status, "voluntary_ctxt_switches");
		final String involuntary = statusField(status, "nonvoluntary_ctxt_switches");
		return new ContextSwitches(voluntary.isEmpty() ? 0 : Long.parseLong(voluntary),
				involuntary.isEmpty() ? 0 : Long.parseLong(involuntary));
	}

	/**
	 * The CPUs a process may use: Cpus_allowed_list of /proc/PID/status (taskset and a
	 * container's cpuset narrow it). Empty when it cannot be read.
	 */
	public static List<Integer> allowedCpus(final long pid) {
		return allowedCpusIn(readOrEmpty(status(pid)));
	}

	/**
	 * A thread of a running process: its id, its name (the kernel keeps the first 15
	 * characters) and the CPUs it may use.
	 */
	public record ThreadCpus(long id, String name, List<Integer> allowed) {
	}

	/**
	 * Each thread of a running process with the CPUs it may use, from each
	 * /proc/PID/task/*&#47;status (a thread that ended meanwhile is left out); none when
	 * the process cannot be read.
	 */
	public static Optional<List<ThreadCpus>> threadCpus(final long pid) {
		return threadStatuses(pid).map((statuses) -> statuses.stream()
			.filter((status) -> !statusField(status, "Pid").isEmpty())
			.map((status) -> new ThreadCpus(Long.parseLong(statusField(status, "Pid")), statusField(status, "Name"),
					allowedCpusIn(status)))
			.filter((thread) -> !thread.allowed().isEmpty())
			.toList());
	}

	static List<Integer> allowedCpusIn(final String status) {
		final String list = statusField(status, "Cpus_allowed_list");
		try {
			return list.isEmpty() ? List.of() : CpuPinning.parseList(list);
		}
		catch (NumberFormatException e) {
			return List.of();
		}
	}

	/** The resident memory of a process (VmRSS of /proc/PID/status), in bytes. */
	public static long rssBytes(final long pid) {
		return rssBytesIn(readOrEmpty(status(pid)));
	}

	/**
	 * VmRSS is given in kB ("VmRSS:\t 123456 kB"); a kernel thread, or a process being
	 * reaped, has none.
	 */
	static long rssBytesIn(final String status) {
		final String rss = statusField(status, "VmRSS");
		if (!rss.endsWith(" kB")) {
			return -1;
		}
		return parseOrZero(rss.substring(0, rss.length() - 3).strip()) * 1024;
	}

	/**
	 * The value of a "Name:\tvalue" line of a /proc status file, stripped; empty when the
	 * line is missing.
	 */
	private static String statusField(final String status, final String name) {
		final String prefix = name + ":";
		for (final String line : status.split("\n")) {
			if (line.startsWith(prefix)) {
				return line.substring(prefix.length()).strip();
			}
		}
		return "";
	}

	private static Path status(final long pid) {
		return PROC.resolve(Long.toString(pid)).resolve("status");
	}

	/**
	 * CPU seconds used by the children of this process that have ended and been waited
	 * for (cutime + cstime of /proc/self/stat). The difference across a child's run is
	 * the child's whole CPU time, including its last moments, which polling
	 * /proc/CHILD/stat would miss: the child's entry disappears when it is reaped.
	 */
	public static double reapedChildrenCpuSeconds() {
		final long[] fields = statFields(readOrEmpty(PROC.resolve("self").resolve("stat")));
		return fields.length < 17 ? -1 : (fields[15] + fields[16]) / TICKS_PER_SECOND;
	}

	/** CPU seconds a running process has used so far (utime + stime). */
	public static double cpuSeconds(final long pid) {
		final long[] fields = statFields(readOrEmpty(PROC.resolve(Long.toString(pid)).resolve("stat")));
		return fields.length < 17 ? -1 : (fields[13] + fields[14]) / TICKS_PER_SECOND;
	}

	/**
	 * The numeric fields of a /proc/PID/stat line, indexed like proc(5) counts them minus
	 * one (utime, field 14, is at index 13). The command name (field 2) may hold spaces
	 * and parentheses, so the line is read from the last ')' on; fields 1 to 3 come back
	 * as 0.
	 */
	static long[] statFields(final String stat) {
		final int end = stat.lastIndexOf(')');
		if (end < 0) {
			return new long[0];
		}
		final String[] rest = stat.substring(end + 1).strip().split("\\s+");
		final long[] fields = new long[rest.length + 2];
		for (int i = 1; i < rest.length; i++) {
			fields[i + 2] = parseOrZero(rest[i]);
		}
		return fields;
	}

	/** The machine's memory in MB; -1 when the JVM cannot tell. */
	public static long machineMemoryMb() {
		if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
			return os.getTotalMemorySize() / (1024 * 1024);
		}
		return -1;
	}

	private static long parseOrZero(final String text) {
		try {
			return Long.parseLong(text);
		}
		catch (NumberFormatException e) {
			return 0;
		}
	}

	/**
	 * A kernel setting by its sysctl name, e.g. net.core.somaxconn, from /proc/sys; empty
	 * when unreadable. Read as a line: Files.readString gives only the first byte of
	 * these files on some kernels (they report a size of 0).
	 */
	public static String sysctl(final String name) {
		try (BufferedReader reader = Files.newBufferedReader(PROC.resolve("sys").resolve(name.replace('.', '/')))) {
			final String line = reader.readLine();
			return line == null ? "" : line.strip();
		}
		catch (IOException | RuntimeException e) {
			return "";
		}
	}

	/**
	 * The CPU's model as /proc/cpuinfo names it (its first "model name" line), e.g. "AMD
	 * EPYC 7B13"; empty when unreadable.
	 */
	public static String cpuModel() {
		return readOrEmpty(PROC.resolve("cpuinfo")).lines()
			.filter(line -> line.startsWith("model name"))
			.map(line -> line.substring(line.indexOf(':') + 1).strip())
			.findFirst()
			.orElse("");
	}

	private static String readOrEmpty(final Path file) {
		try {
			return Files.readString(file);
		}
		catch (IOException e) {
			return "";
		}
	}

}
