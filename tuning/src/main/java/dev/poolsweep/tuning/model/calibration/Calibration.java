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
 * <li>The time a request alone holds its worker, S: the median response time at low load
 * (the grouped median of JMeter's whole milliseconds), which shrugs off the pauses a few
 * requests meet. What S has beyond the request's CPU (at the share the background leaves
 * one worker) is the database's time, {@code dbMs}.</li>
 * <li>The noise: what the response times have beyond S, as 100 quantiles (zero for the
 * faster half), added to every predicted request off the board's resources; with it the
 * predicted low-load latencies have the measured spread.</li>
 * <li>c is split: the experiment's CPU knob runs after the query; of the rest a third
 * before the query, a third while holding the connection, a third after.</li>
 * <li>Not derivable at low load, left at 0: growth of CPU with busy workers, the cost of
 * a new connection, the variation of CPU time (the noise stands for it).</li>
 * </ul>
 */
public final class Calibration {

	/**
	 * What the harness measured at low load.
	 *
	 * @param cores CPUs the board may use
	 * @param okPerS successes per second, one value per low-load second
	 * @param boardCpuShare the board's CPU use in the same seconds, 0..1 of its CPUs
	 * @param responseMs JMeter's response times (elapsed, whole ms) of low-load requests
	 * @param cpuWorkMs the board's experiment CPU knob (board.cpu_work_ms)
	 */
	public record LowLoad(double cores, double[] okPerS, double[] boardCpuShare, long[] responseMs, double cpuWorkMs) {

		public LowLoad {
			if (okPerS.length != boardCpuShare.length || okPerS.length == 0 || responseMs.length == 0) {
				throw new IllegalArgumentException(
						"calibration: needs CPU and successes for the same seconds, and response times");
			}
		}
	}

	private Calibration() {
	}

	public static ServiceProfile serviceProfile(final LowLoad low) {
		final double[] coresBusy = Arrays.stream(low.boardCpuShare()).map(share -> share * low.cores()).toArray();
		final double[] line = cpuLine(low.okPerS(), coresBusy);
		final double cpuMs = line[0];
		final double background = Math.min(line[1], low.cores() / 2);
		final double work = Math.min(low.cpuWorkMs(), cpuMs);
		final double rest = cpuMs - work;
		final ServiceProfile withoutDb = new ServiceProfile(low.cores(), background, rest / 3, rest / 3,
				rest / 3 + work, 0, 0, 0, 0, List.of());
		final double dbMs = Math.max(0, groupedMedian(low.responseMs()) - withoutDb.aloneMs());
		final double aloneMs = withoutDb.aloneMs() + dbMs;
		return new ServiceProfile(low.cores(), background, rest / 3, rest / 3, rest / 3 + work, dbMs, 0, 0, 0,
				noiseBeyond(aloneMs, low.responseMs()));
	}

	/**
	 * The board's CPU against its rate: {milliseconds of CPU per request, cores busy at
	 * rate 0}, by least squares; {mean CPU per request, 0} when the slope is not
	 * positive.
	 */
	static double[] cpuLine(final double[] okPerS, final double[] coresBusy) {
		final double meanRate = Arrays.stream(okPerS).average().orElseThrow();
		final double meanCpu = Arrays.stream(coresBusy).average().orElseThrow();
		double covariance = 0;
		double variance = 0;
		for (int s = 0; s < okPerS.length; s++) {
			covariance += (okPerS[s] - meanRate) * (coresBusy[s] - meanCpu);
			variance += (okPerS[s] - meanRate) * (okPerS[s] - meanRate);
		}
		final double slope = covariance / variance;
		if (slope > 0 && Double.isFinite(slope)) {
			return new double[] { 1000 * slope, Math.max(0, meanCpu - slope * meanRate) };
		}
		return new double[] { 1000 * meanCpu / meanRate, 0 };
	}

	/**
	 * 100 quantiles (at 0.5 %, 1.5 %, ... 99.5 %) of what the response times have beyond
	 * {@code aloneMs}, zero where they have nothing.
	 */
	static List<Double> noiseBeyond(final double aloneMs, final long[] responseMs) {
		final long[] sorted = responseMs.clone();
		Arrays.sort(sorted);
		final List<Double> noise = new ArrayList<>();
		for (int q = 0; q < 100; q++) {
			final int index = (int) Math.min(sorted.length - 1, Math.floor((q + 0.5) / 100 * sorted.length));
			noise.add(Math.max(0, sorted[index] - aloneMs));
		}
		return noise;
	}

	/**
	 * The median of values recorded in whole milliseconds, read as a continuous
	 * distribution: value v stands for [v - 0.5, v + 0.5), and the median is interpolated
	 * within its class.
	 */
	static double groupedMedian(final long[] wholeMs) {
		final long[] sorted = wholeMs.clone();
		Arrays.sort(sorted);
		final double half = sorted.length / 2.0;
		int below = 0;
		while (below < sorted.length) {
			final long value = sorted[below];
			int count = 0;
			while (below + count < sorted.length && sorted[below + count] == value) {
				count++;
			}
			if (below + count >= half) {
				return value - 0.5 + (half - below) / count;
			}
			below += count;
		}
		throw new IllegalArgumentException("calibration: no response times");
	}

}
