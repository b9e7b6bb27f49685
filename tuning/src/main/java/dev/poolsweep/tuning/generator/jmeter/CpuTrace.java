package dev.poolsweep.tuning.generator.jmeter;

import java.util.ArrayList;
import java.util.List;

import dev.poolsweep.tuning.process.ProcStats;

/**
 * A process's CPU seconds as polled over time, to tell how much it had used at a given
 * moment.
 */
final class CpuTrace {

	private record Point(long epochMs, double cpuSeconds) {
	}

	private final List<Point> points = new ArrayList<>();

	/** Adds a poll of process {@code pid} now. */
	void poll(final long pid) {
		add(System.currentTimeMillis(), ProcStats.cpuSeconds(pid));
	}

	/** Adds a poll; an unreadable one (negative) is ignored. */
	void add(final long epochMs, final double cpuSeconds) {
		if (cpuSeconds >= 0) {
			points.add(new Point(epochMs, cpuSeconds));
		}
	}

	/**
	 * The CPU seconds at the last poll at or before {@code epochMs}; 0 when there was
	 * none.
	 */
	double cpuAt(final long epochMs) {
		double cpu = 0;
		for (final Point point : points) {
			if (point.epochMs() > epochMs) {
				break;
			}
			cpu = point.cpuSeconds();
		}
		return cpu;
	}

}
