package dev.poolsweep.tuning.model.calibration;

import java.util.Locale;

import dev.poolsweep.tuning.model.ServiceProfile;

/**
 * How fast the application served when it was saturated, measured by overloading a fresh
 * one at one worker and at ten (the sweep's saturation probe), and what that makes of the
 * costs calibrated at low load.
 *
 * <p>
 * Why: the low-load seconds fix the CPU per request c and the background B only as a line
 * through two rates, and the rate n busy workers serve, (cores - b(n)) / c, is an
 * extrapolation of it to a load the board never saw there. The extrapolation moves more
 * from run to run than the board's own rate does, and under a burst a rate a few per cent
 * off turns into a backlog that drains seconds early or late, so p95 and the recovery
 * instant err two to three times as much (tuning/docs/model.md, "Where it is wrong"; the
 * runs with and without the probe are in tuning/docs/findings.md). So the probe's rates
 * set c (from ten workers, where the database's time overlaps the others' CPU and only c
 * and the background count) and the database's time d (from one worker, which waits for
 * it); B, the noise and the growth with busy workers stay as calibrated.
 *
 * @param oneWorkerOkPerS successes per second of one saturated worker
 * @param tenWorkersOkPerS successes per second of ten
 */
public record SaturatedRates(double oneWorkerOkPerS, double tenWorkersOkPerS) {

	/** The two numbers of workers the probe measures. */
	public static final int ONE = 1;

	public static final int TEN = 10;

	public SaturatedRates {
		if (!(oneWorkerOkPerS > 0 && tenWorkersOkPerS > 0) || Double.isInfinite(oneWorkerOkPerS)
				|| Double.isInfinite(tenWorkersOkPerS)) {
			throw new IllegalArgumentException(
					"saturated rates must be > 0, were " + oneWorkerOkPerS + " and " + tenWorkersOkPerS);
		}
	}

	/**
	 * The same costs with c and d set so that the model's ten workers serve
	 * {@link #tenWorkersOkPerS} and its one worker {@link #oneWorkerOkPerS}; d is 0 when
	 * one worker was faster than its CPU alone allows.
	 */
	public ServiceProfile applyTo(final ServiceProfile service) {
		// what ten workers serve is inversely proportional to c; what one serves is
		// its CPU alone at that c, then the database
		final double cpuMs = service.cpuMs() * service.cpuBoundOkPerS(TEN) / tenWorkersOkPerS;
		final double cpuAloneMs = service.withCosts(service.cores(), cpuMs, 0).aloneMs();
		final double dbMs = Math.max(0, 1000 / oneWorkerOkPerS - cpuAloneMs);
		return service.withCosts(service.cores(), cpuMs, dbMs);
	}

	/** For people, e.g. "one worker 162/s and ten 187/s, saturated". */
	public String describe() {
		return String.format(Locale.ROOT, "one worker %.0f/s and ten %.0f/s, saturated", oneWorkerOkPerS,
				tenWorkersOkPerS);
	}

}
