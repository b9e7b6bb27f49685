package dev.poolsweep.jmeter.arrivals;

import java.lang.management.ManagementFactory;
import java.util.function.LongSupplier;

/**
 * Whether this JVM has had CPU to spare lately: the CPU time it used over the last
 * {@value #WINDOW_MS} ms or so, against what its CPUs could give in that time.
 *
 * <p>
 * More clients help only while the clients wait on the server; while they wait for the
 * generator's own CPU (a JMeter still compiling its code, or reading a flood of answers),
 * more clients would only take CPU from them, so that requests wait longer and yet more
 * clients start. Not thread-safe: one thread asks.
 */
final class CpuHeadroom {

	/** How far back the reading looks. */
	static final long WINDOW_MS = 50;

	/** The share of the CPUs above which there is no headroom. */
	static final double BUSY = 0.9;

	private final LongSupplier cpuNanos;

	private final LongSupplier wallNanos;

	private final int cpus;

	private long fromWall;

	private long fromCpu;

	private double busyShare;

	CpuHeadroom(final LongSupplier cpuNanos, final LongSupplier wallNanos, final int cpus) {
		this.cpuNanos = cpuNanos;
		this.wallNanos = wallNanos;
		this.cpus = cpus;
		this.fromWall = wallNanos.getAsLong();
		this.fromCpu = cpuNanos.getAsLong();
	}

	/** This JVM's process CPU time on the CPUs it may use. */
	static CpuHeadroom ofThisProcess() {
		final var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
		return new CpuHeadroom(os::getProcessCpuTime, System::nanoTime, Runtime.getRuntime().availableProcessors());
	}

	/**
	 * Whether the CPUs were less than {@value #BUSY} busy over the last complete window
	 * (spare at first).
	 */
	boolean spare() {
		final long wall = wallNanos.getAsLong();
		final long elapsed = wall - fromWall;
		if (elapsed >= WINDOW_MS * 1_000_000) {
			final long cpu = cpuNanos.getAsLong();
			busyShare = (double) (cpu - fromCpu) / ((double) elapsed * cpus);
			fromWall = wall;
			fromCpu = cpu;
		}
		return busyShare < BUSY;
	}

}
