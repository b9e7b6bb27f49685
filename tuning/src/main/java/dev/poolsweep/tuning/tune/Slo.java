package dev.poolsweep.tuning.tune;

import java.time.Duration;
import java.util.Optional;

import dev.poolsweep.tuning.analysis.verdict.MedianDifference;
import dev.poolsweep.tuning.analysis.verdict.Ranking.Criterion;
import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.plan.Durations;
import dev.poolsweep.tuning.text.Format;

/**
 * A service level objective: the p95 over the whole schedule at most {@code p95}, and the
 * latency back under the recovery threshold at most {@code recovery} after the burst
 * ends. A point meets it when the medians of its runs do. Either limit may be absent.
 *
 * @param p95 the limit of the p95; null for none
 * @param recovery the limit of the time from the burst's end to the recovery instant;
 * null for none
 * @param burstEndS the second the burst ends, from which the recovery is counted
 */
public record Slo(Duration p95, Duration recovery, long burstEndS) {

	/** No SLO: the objective is the ranking's order. */
	public static final Slo NONE = new Slo(null, null, 0);

	/**
	 * Why a point misses the SLO.
	 *
	 * @param shift its median minus the limit
	 */
	public record Miss(Criterion on, MedianDifference shift, String reason) {
	}

	/** {@code p95=2s,recovery=5s}; a one-line {@link BadInputException} else. */
	public static Slo parse(final String text) {
		Duration p95 = null;
		Duration recovery = null;
		for (final String part : text.split(",")) {
			final String[] pair = part.strip().split("=", 2);
			if (pair.length != 2) {
				throw new BadInputException("--slo takes p95=DURATION,recovery=DURATION, was '" + text + "'");
			}
			final Duration limit = Durations.parse(pair[1].strip());
			switch (pair[0].strip()) {
				case "p95" -> p95 = limit;
				case "recovery" -> recovery = limit;
				default -> throw new BadInputException(
						"--slo knows p95 and recovery, not '" + pair[0].strip() + "' (in '" + text + "')");
			}
		}
		return new Slo(p95, recovery, 0);
	}

	/** The same limits, the recovery counted from the burst's end at this second. */
	public Slo withBurstEndingAt(final long second) {
		return new Slo(p95, recovery, second);
	}

	public boolean any() {
		return p95 != null || recovery != null;
	}

	/** Why the point's medians miss it; empty when they meet it. */
	public Optional<Miss> miss(final Contender point) {
		final double p95Ms = point.median(Criterion.P95);
		if (p95 != null && !(p95Ms <= p95.toMillis())) {
			return Optional.of(new Miss(Criterion.P95, MedianDifference.exact(p95Ms, p95.toMillis()),
					"p95 " + Format.millis(p95Ms) + ", over the SLO's " + Format.millis(p95.toMillis())
							+ " (the median of " + point.size() + " runs)"));
		}
		final double afterBurstS = point.median(Criterion.RECOVERY) - burstEndS;
		if (recovery != null && !(afterBurstS <= recovery.toSeconds())) {
			return Optional.of(new Miss(Criterion.RECOVERY, MedianDifference.exact(afterBurstS, recovery.toSeconds()),
					"back " + Format.number(afterBurstS) + " s after the burst, later than the SLO's "
							+ recovery.toSeconds() + " s (the median of " + point.size() + " runs)"));
		}
		return Optional.empty();
	}

	/**
	 * How far the point's medians lie from the SLO: the larger ratio of a median to its
	 * limit (1 or less meets it); the closest point has the smallest.
	 */
	public double overshoot(final Contender point) {
		final double ofP95 = p95 == null ? 0 : point.median(Criterion.P95) / p95.toMillis();
		final double ofRecovery = recovery == null ? 0
				: (point.median(Criterion.RECOVERY) - burstEndS) / Math.max(1, recovery.toSeconds());
		return Math.max(ofP95, ofRecovery);
	}

	/** For people and for the file: "p95=2s,recovery=5s"; "" for none. */
	@Override
	public String toString() {
		final StringBuilder text = new StringBuilder();
		if (p95 != null) {
			text.append("p95=").append(Durations.format(p95));
		}
		if (recovery != null) {
			text.append(text.isEmpty() ? "" : ",").append("recovery=").append(Durations.format(recovery));
		}
		return text.toString();
	}

}
