package dev.poolsweep.tuning.settings;

import java.util.List;

/**
 * What {@code --calibrate} measured: the board's capacity with default settings, and the
 * scale chosen from it.
 *
 * @param capacityRps the highest rate the board served with 99 % of it sent, no errors
 * and p99 within {@code p99BoundMs}
 * @param scale the scale that puts the burst step at {@link #BURST_OVER_CAPACITY} times
 * the capacity, or at the highest rate the load generator sent as scheduled if that is
 * lower
 * @param steps one line per probed rate, e.g. "102 rps: sent 102.0/s (100.0 %), ok
 * 102.0/s, p99 12 ms, 0 errors, ok"
 */
public record Capacity(double capacityRps, double scale, long p99BoundMs, List<String> steps) {

	/**
	 * The paper's burst overloads the server; 1.5 times the capacity does so clearly
	 * without drowning it.
	 */
	public static final double BURST_OVER_CAPACITY = 1.5;

	public Capacity {
		steps = List.copyOf(steps);
	}
}
