package dev.poolsweep.tuning.model.calibration;

import java.util.Arrays;

/**
 * The board's CPU against its rate at low load, by least squares over the seconds: cores
 * busy = B + c \u00b7 (successes per second).
 *
 * @param cpuMs c, milliseconds of CPU per request: the slope; without a positive slope,
 * the mean CPU per request
 * @param backgroundCores B, cores busy at rate 0: the intercept (not below 0); 0 without
 * a positive slope
 * @param cpuMsError one standard error of c, from the scatter of the seconds about the
 * line. It takes the seconds as independent, which they are not quite (the runs of a
 * sweep share their compilations' spikes), so c is uncertain by at least this much. NaN
 * with fewer than three seconds or without a positive slope
 */
record CpuLine(double cpuMs, double backgroundCores, double cpuMsError) {

	static CpuLine of(final double[] okPerS, final double[] coresBusy) {
		final double meanRate = Arrays.stream(okPerS).average().orElseThrow();
		final double meanCpu = Arrays.stream(coresBusy).average().orElseThrow();
		double covariance = 0;
		double variance = 0;
		for (int s = 0; s < okPerS.length; s++) {
			covariance += (okPerS[s] - meanRate) * (coresBusy[s] - meanCpu);
			variance += (okPerS[s] - meanRate) * (okPerS[s] - meanRate);
		}
		final double slope = covariance / variance;
		if (!(slope > 0 && Double.isFinite(slope))) {
			return new CpuLine(1000 * meanCpu / meanRate, 0, Double.NaN);
		}
		final double intercept = meanCpu - slope * meanRate;
		double squares = 0;
		for (int s = 0; s < okPerS.length; s++) {
			final double residual = coresBusy[s] - intercept - slope * okPerS[s];
			squares += residual * residual;
		}
		final double error = okPerS.length > 2 ? Math.sqrt(squares / (okPerS.length - 2) / variance) : Double.NaN;
		return new CpuLine(1000 * slope, Math.max(0, intercept), 1000 * error);
	}

}
