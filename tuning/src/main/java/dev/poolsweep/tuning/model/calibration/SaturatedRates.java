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
 * it); the noise and the growth with busy workers stay as calibrated, and B too unless it
 * leaves one worker slower than the probe measured it.
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
	 * {@link #tenWorkersOkPerS} and its one worker {@link #oneWorkerOkPerS}. When one
	 * worker was faster than its CPU alone allows at the calibrated background, d is 0
	 * and the background is lowered until it is not (below).
	 */
	public ServiceProfile applyTo(final ServiceProfile service) {
		// what ten workers serve is inversely proportional to c; what one serves is
		// its CPU alone at that c, then the database
		final ServiceProfile atTen = withTenWorkersRate(service);
		final double oneWorkerMs = 1000 / oneWorkerOkPerS;
		final double cpuAloneMs = atTen.withCosts(atTen.cores(), atTen.cpuMs(), 0).aloneMs();
		if (oneWorkerMs >= cpuAloneMs) {
			return atTen.withCosts(atTen.cores(), atTen.cpuMs(), oneWorkerMs - cpuAloneMs);
		}
		// The low-load seconds follow the board's start and carry the JIT's last
		// compilations, which read as background: more than the saturated worker left
		// to it. So the background becomes what leaves one worker the CPU share of the
		// probed rate (at most a whole CPU); c follows again (it moves only when the
		// background falls below what ten workers leave it).
		final double share = Math.min(1, atTen.cpuMs() / oneWorkerMs);
		final double background = Math.max(0, Math.min(service.backgroundCores(), service.cores() - share));
		final ServiceProfile lowered = withTenWorkersRate(service.withBackgroundCores(background));
		return lowered.withCosts(lowered.cores(), lowered.cpuMs(), 0);
	}

	/** The same costs with c set so that ten saturated workers serve the probed rate. */
	private ServiceProfile withTenWorkersRate(final ServiceProfile service) {
		final double cpuMs = service.cpuMs() * service.cpuBoundOkPerS(TEN) / tenWorkersOkPerS;
		return service.withCosts(service.cores(), cpuMs, service.dbMs());
	}

	/** For people, e.g. "one worker 162/s and ten 187/s, saturated". */
	public String describe() {
		return String.format(Locale.ROOT, "one worker %.0f/s and ten %.0f/s, saturated", oneWorkerOkPerS,
				tenWorkersOkPerS);
	}

}
