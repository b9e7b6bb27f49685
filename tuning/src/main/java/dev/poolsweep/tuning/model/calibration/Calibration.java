package dev.poolsweep.tuning.model.calibration;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import dev.poolsweep.tuning.model.ServiceProfile;

/**
 * Derives a {@link ServiceProfile} from what the harness records at low load, where
 * requests hardly wait for each other: the seconds before the burst (or a calibration's
 * steps). It never looks at an overload, so the model's figures under the burst are
 * predictions, not fits.
 *
 * <ul>
 * <li>CPU per request c and background B: the least-squares line of the board's CPU
 * (cores busy) against the successes per second over the low-load seconds (their rates
 * differ from step to step): c is its slope, B its intercept, the CPU the board spends
 * whatever the rate. Without a positive slope, the mean CPU per request and no
 * background.</li>
 * <li>The time a request alone holds its worker, S: the {@value #ALONE_QUANTILE} quantile
 * of the response times at low load (grouped, over JMeter's whole milliseconds), below
 * their median. A response time at low load is the worker's time plus the way there and
 * back (JMeter's thread woken on its CPU, the poller, a worker woken); a worker that
 * serves back to back does not wait for those, so its cycle is shorter than the median
 * low-load response time, and the median would make one saturated worker too slow
 * (tuning/docs/model.md). What S has beyond the request's CPU (at the share the
 * background leaves one worker) is the database's time, {@code dbMs}.</li>
 * <li>The noise: what the latencies from the due instant have beyond S, as 100 quantiles
 * (zero for the fastest), added to every predicted request off the board's resources;
 * with it the predicted low-load latencies have the measured spread. Latencies, not
 * response times: the figures are counted from the due instant, and JMeter's own delay in
 * sending (0.4 to 1.5 ms a request at low load, more than the board's response time at
 * the calibrated scale) is part of what the harness measures.</li>
 * <li>c is split: the experiment's CPU knob runs after the query; of the rest a third
 * before the query, a third while holding the connection, a third after.</li>
 * <li>The growth of CPU with busy workers, g: {@value #CPU_GROWTH_PER_BUSY_THREAD} per
 * busy worker beyond the first, a default, because low load has one busy worker at a time
 * and cannot show it. Without it the model has 300 workers serve at least as much as 100
 * (the background alone yields more to more workers), where a board with many runnable
 * threads serves less. The value is fitted, not derived: chosen on some sweeps and
 * checked on others (tuning/docs/findings.md, the model).</li>
 * <li>Not derivable at low load, left at 0: the cost of a new connection, the variation
 * of CPU time (the noise stands for it).</li>
 * </ul>
 */
final class Calibration {

	/**
	 * The quantile of the low-load response times taken as the time a request alone holds
	 * its worker.
	 */
	static final double ALONE_QUANTILE = 0.4;

	/**
	 * How much more CPU a request needs per busy worker beyond the first (the scheduler's
	 * slices and the caches with many runnable threads): 2 % at 100 busy workers, 6 % at
	 * 300.
	 */
	static final double CPU_GROWTH_PER_BUSY_THREAD = 0.0002;

	/**
	 * What the harness measured at low load.
	 *
	 * @param cores CPUs the board may use
	 * @param okPerS successes per second, one value per low-load second
	 * @param boardCpuShare the board's CPU use in the same seconds, 0..1 of its CPUs
	 * @param responseMs JMeter's response times (elapsed, whole ms) of successful
	 * low-load requests
	 * @param latencyMs the same requests' latencies from their due instants (whole ms)
	 * @param cpuWorkMs the board's experiment CPU knob (board.cpu_work_ms)
	 */
	public record LowLoad(double cores, double[] okPerS, double[] boardCpuShare, long[] responseMs, long[] latencyMs,
			double cpuWorkMs) {

		public LowLoad {
			if (okPerS.length != boardCpuShare.length || okPerS.length == 0 || responseMs.length == 0
					|| latencyMs.length != responseMs.length) {
				throw new IllegalArgumentException("calibration: needs CPU and successes for the same seconds, "
						+ "and response times and latencies of the same requests");
			}
		}
	}

	private Calibration() {
	}

	public static ServiceProfile serviceProfile(final LowLoad low) {
		final CpuLine line = cpuLine(low);
		final double cpuMs = line.cpuMs();
		final double background = Math.min(line.backgroundCores(), low.cores() / 2);
		final double work = Math.min(low.cpuWorkMs(), cpuMs);
		final double rest = cpuMs - work;
		final ServiceProfile withoutDb = new ServiceProfile(low.cores(), background, rest / 3, rest / 3,
				rest / 3 + work, 0, 0, 0, 0, List.of());
		final double dbMs = Math.max(0, groupedQuantile(low.responseMs(), ALONE_QUANTILE) - withoutDb.aloneMs());
		final double aloneMs = withoutDb.aloneMs() + dbMs;
		return new ServiceProfile(low.cores(), background, rest / 3, rest / 3, rest / 3 + work, dbMs,
				CPU_GROWTH_PER_BUSY_THREAD, 0, 0, noiseBeyond(aloneMs, low.latencyMs()));
	}

	/** The line of the board's CPU against its rate over the low-load seconds. */
	public static CpuLine cpuLine(final LowLoad low) {
		return CpuLine.of(low.okPerS(), coresBusy(low));
	}

	private static double[] coresBusy(final LowLoad low) {
		return Arrays.stream(low.boardCpuShare()).map(share -> share * low.cores()).toArray();
	}

	/**
	 * 100 quantiles (at 0.5 %, 1.5 %, ... 99.5 %) of what the latencies have beyond
	 * {@code aloneMs}, zero where they have nothing.
	 */
	static List<Double> noiseBeyond(final double aloneMs, final long[] latencyMs) {
		final long[] sorted = latencyMs.clone();
		Arrays.sort(sorted);
		final List<Double> noise = new ArrayList<>();
		for (int q = 0; q < 100; q++) {
			final int index = (int) Math.min(sorted.length - 1, Math.floor((q + 0.5) / 100 * sorted.length));
			noise.add(Math.max(0, sorted[index] - aloneMs));
		}
		return noise;
	}

	/**
	 * The quantile q (0 < q < 1) of values recorded in whole milliseconds, read as a
	 * continuous distribution: value v stands for [v - 0.5, v + 0.5), and the quantile is
	 * interpolated within its class.
	 */
	static double groupedQuantile(final long[] wholeMs, final double q) {
		final long[] sorted = wholeMs.clone();
		Arrays.sort(sorted);
		final double rank = sorted.length * q;
		int below = 0;
		while (below < sorted.length) {
			final long value = sorted[below];
			int count = 0;
			while (below + count < sorted.length && sorted[below + count] == value) {
				count++;
			}
			if (below + count >= rank) {
				return value - 0.5 + (rank - below) / count;
			}
			below += count;
		}
		throw new IllegalArgumentException("calibration: no response times");
	}

}
