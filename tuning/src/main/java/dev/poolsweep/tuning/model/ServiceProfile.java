package dev.poolsweep.tuning.model;

import java.util.List;
import java.util.Locale;

import dev.poolsweep.tuning.text.Format;

/**
 * What one request costs the board, measured before a sweep (see {@link Calibration}).
 * Times in milliseconds.
 *
 * <p>
 * A request on a worker runs three CPU phases around its database call: before it asks
 * the pool for a connection (parsing, security, the controller), while it holds the
 * connection (sending the query, reading the rows), and after it gave the connection back
 * (the experiment's CPU work, rendering). Between the first two it holds the connection
 * {@code dbMs} without using the board's CPUs (the database runs elsewhere).
 * </p>
 *
 * <p>
 * Besides the requests the board has work of its own (JIT compiler, garbage collector,
 * Tomcat's poller, the harness's JMX sampling): {@code backgroundCores} of CPU when
 * nothing else runs. It competes with the workers as one more runnable thread would: with
 * n workers on the CPUs it gets at most cores / (n + 1), so it slows one worker much and
 * a hundred hardly.
 * </p>
 *
 * @param cores CPUs the board may use
 * @param backgroundCores CPU the board's own work takes when it runs unhindered
 * @param cpuBeforeDbMs CPU time before borrowing a connection
 * @param cpuHoldingMs CPU time while holding the connection
 * @param cpuAfterDbMs CPU time after returning it
 * @param dbMs time the connection is held off the board's CPUs (the query, any hold)
 * @param cpuGrowthPerBusyThread how much more CPU every request needs per busy worker
 * beyond the first (context switches, caches): with n busy workers, (1 + g (n - 1)) times
 * its CPU time
 * @param cpuCv coefficient of variation of a request's CPU time (0: all the same)
 * @param acceptCpuMs board CPU time of a new TCP connection, added to the first request
 * on it
 * @param latencyNoiseMs time from the board's last byte to the end of JMeter's sample, on
 * no worker and no CPU of the board, drawn for each request from these values (the noise
 * of JMeter, the network and the operating system); empty for none
 */
public record ServiceProfile(double cores, double backgroundCores, double cpuBeforeDbMs, double cpuHoldingMs,
		double cpuAfterDbMs, double dbMs, double cpuGrowthPerBusyThread, double cpuCv, double acceptCpuMs,
		List<Double> latencyNoiseMs) {

	public ServiceProfile {
		if (!(cores > 0) || Double.isInfinite(cores)) {
			throw new IllegalArgumentException("service profile: cores must be > 0, was " + cores);
		}
		if (!(backgroundCores >= 0 && backgroundCores < cores)) {
			throw new IllegalArgumentException(
					"service profile: backgroundCores must be >= 0 and below cores, was " + backgroundCores);
		}
		requireNonNegative("cpuBeforeDbMs", cpuBeforeDbMs);
		requireNonNegative("cpuHoldingMs", cpuHoldingMs);
		requireNonNegative("cpuAfterDbMs", cpuAfterDbMs);
		requireNonNegative("dbMs", dbMs);
		requireNonNegative("cpuGrowthPerBusyThread", cpuGrowthPerBusyThread);
		requireNonNegative("cpuCv", cpuCv);
		requireNonNegative("acceptCpuMs", acceptCpuMs);
		latencyNoiseMs = List.copyOf(latencyNoiseMs);
		latencyNoiseMs.forEach(noise -> requireNonNegative("latencyNoiseMs", noise));
		if (cpuBeforeDbMs + cpuHoldingMs + cpuAfterDbMs + dbMs <= 0) {
			throw new IllegalArgumentException("service profile: a request must cost some CPU or database time");
		}
	}

	private static void requireNonNegative(final String name, final double value) {
		if (!(value >= 0) || Double.isInfinite(value)) {
			throw new IllegalArgumentException("service profile: " + name + " must be a number >= 0, was " + value);
		}
	}

	/**
	 * A request of {@code cpuMs} CPU time after a database call of {@code dbMs}, nothing
	 * else: the shape of the closed-form cases.
	 */
	public static ServiceProfile of(final double cores, final double cpuMs, final double dbMs) {
		return new ServiceProfile(cores, 0, 0, 0, cpuMs, dbMs, 0, 0, 0, List.of());
	}

	/** CPU time of one request. */
	public double cpuMs() {
		return cpuBeforeDbMs + cpuHoldingMs + cpuAfterDbMs;
	}

	/**
	 * How long a request alone on the board holds its worker: its CPU at the share the
	 * background leaves one worker, then the database.
	 */
	public double aloneMs() {
		return cpuMs() / Cores.progress(cores, backgroundCores, cpuGrowthPerBusyThread, 1, 1) + dbMs;
	}

	/**
	 * Successes per second of {@code workers} saturated workers when the database's time
	 * hides behind the others' CPU, so that only the CPU counts. One worker waits for the
	 * database instead: it serves 1000 / {@link #aloneMs()}.
	 */
	public double cpuBoundOkPerS(final int workers) {
		return 1000 * workers * Cores.progress(cores, backgroundCores, cpuGrowthPerBusyThread, workers, workers)
				/ cpuMs();
	}

	/**
	 * For people, e.g. "1 CPU; 4.79 ms of CPU per request, 0.16 CPU of the board's own
	 * work; a request alone 6.43 ms (0.72 ms of it the database)".
	 */
	public String describe() {
		return String.format(Locale.ROOT,
				"%s CPU; %.2f ms of CPU per request, %.2f CPU of the board's own work; a request alone %.2f ms "
						+ "(%.2f ms of it the database)",
				Format.number(cores), cpuMs(), backgroundCores, aloneMs(), dbMs);
	}

	/**
	 * The same board with other costs: {@code cores} CPUs, {@code cpuMs} of CPU per
	 * request (its phases in the same proportions) and {@code dbMs} of database.
	 */
	public ServiceProfile withCosts(final double newCores, final double newCpuMs, final double newDbMs) {
		final double share = cpuMs() > 0 ? newCpuMs / cpuMs() : 0;
		final double after = cpuMs() > 0 ? cpuAfterDbMs * share : newCpuMs;
		return new ServiceProfile(newCores, backgroundCores, cpuBeforeDbMs * share, cpuHoldingMs * share, after,
				newDbMs, cpuGrowthPerBusyThread, cpuCv, acceptCpuMs, latencyNoiseMs);
	}

	/**
	 * The same board serving {@code factor} times as many requests per second: every
	 * cost, CPU and database, divided by it (the background's share stays).
	 */
	public ServiceProfile withRateScaled(final double factor) {
		if (!(factor > 0) || Double.isInfinite(factor)) {
			throw new IllegalArgumentException("service profile: a rate factor must be > 0, was " + factor);
		}
		return withCosts(cores, cpuMs() / factor, dbMs / factor);
	}

	public ServiceProfile withBackgroundCores(final double background) {
		return new ServiceProfile(cores, background, cpuBeforeDbMs, cpuHoldingMs, cpuAfterDbMs, dbMs,
				cpuGrowthPerBusyThread, cpuCv, acceptCpuMs, latencyNoiseMs);
	}

	public ServiceProfile withCpuGrowthPerBusyThread(final double growth) {
		return new ServiceProfile(cores, backgroundCores, cpuBeforeDbMs, cpuHoldingMs, cpuAfterDbMs, dbMs, growth,
				cpuCv, acceptCpuMs, latencyNoiseMs);
	}

	public ServiceProfile withCpuCv(final double cv) {
		return new ServiceProfile(cores, backgroundCores, cpuBeforeDbMs, cpuHoldingMs, cpuAfterDbMs, dbMs,
				cpuGrowthPerBusyThread, cv, acceptCpuMs, latencyNoiseMs);
	}

	public ServiceProfile withAcceptCpuMs(final double ms) {
		return new ServiceProfile(cores, backgroundCores, cpuBeforeDbMs, cpuHoldingMs, cpuAfterDbMs, dbMs,
				cpuGrowthPerBusyThread, cpuCv, ms, latencyNoiseMs);
	}

	public ServiceProfile withLatencyNoiseMs(final List<Double> noise) {
		return new ServiceProfile(cores, backgroundCores, cpuBeforeDbMs, cpuHoldingMs, cpuAfterDbMs, dbMs,
				cpuGrowthPerBusyThread, cpuCv, acceptCpuMs, noise);
	}

}
