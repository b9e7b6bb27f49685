package dev.poolsweep.tuning.jmx;

import dev.poolsweep.tuning.process.ProcStats;

/**
 * A process's CPU use between two polls relative to the CPUs it may use: 1 means every
 * CPU of its affinity was busy with it the whole time. Measured against its own CPUs, not
 * the machine's, because that is what says whether it was the limit: pinned to one of two
 * cores, a board that fills its core reads only 50 % of the machine.
 *
 * <p>
 * The CPU time comes from /proc/PID/stat (utime + stime), the elapsed time from
 * System.nanoTime(), and the CPUs from Cpus_allowed_list, read at every poll: a process
 * started under taskset may still have the parent's affinity at the first poll. Used by
 * one thread at a time.
 */
final class CpuShare {

	private final long pid;

	private long lastNs;

	private double lastCpuSeconds = -1;

	CpuShare(final long pid) {
		this.pid = pid;
	}

	long pid() {
		return pid;
	}

	/**
	 * The share since the previous poll, 0..1; null at the first poll and while /proc
	 * cannot be read.
	 */
	Double poll() {
		final long nowNs = System.nanoTime();
		final double cpuSeconds = ProcStats.cpuSeconds(pid);
		final int cpus = ProcStats.allowedCpus(pid).size();
		final boolean known = lastCpuSeconds >= 0 && cpuSeconds >= 0 && cpus > 0 && nowNs > lastNs;
		final Double share = known ? of(cpuSeconds - lastCpuSeconds, (nowNs - lastNs) / 1e9, cpus) : null;
		lastNs = nowNs;
		lastCpuSeconds = cpuSeconds;
		return share;
	}

	/**
	 * CPU seconds used over elapsed seconds on {@code cpus} CPUs, kept within 0..1: /proc
	 * counts CPU time in ticks of 10 ms, so over one second a busy process may read a
	 * tick more than the time elapsed.
	 */
	static double of(final double cpuSeconds, final double elapsedSeconds, final int cpus) {
		return Math.max(0, Math.min(1, cpuSeconds / elapsedSeconds / cpus));
	}

}
