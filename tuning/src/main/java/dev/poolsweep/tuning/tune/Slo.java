package dev.poolsweep.tuning.tune;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;

import dev.poolsweep.tuning.analysis.verdict.MedianDifference;
import dev.poolsweep.tuning.analysis.verdict.MedianInterval;
import dev.poolsweep.tuning.analysis.verdict.Ranking.Criterion;
import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.plan.Durations;
import dev.poolsweep.tuning.text.Format;

/**
 * A service level objective: the p95 over the whole schedule at most {@code p95}, and the
 * latency back under the recovery threshold at most {@code recovery} after the burst
 * ends. A point meets it when its runs show that its medians do ({@link #check}). Either
 * limit may be absent.
 *
 * @param p95 the limit of the p95; null for none
 * @param recovery the limit of the time from the burst's end to the recovery instant;
 * null for none
 * @param burstEndS the second the burst ends, from which the recovery is counted
 */
public record Slo(Duration p95, Duration recovery, long burstEndS) {

	/** No SLO: the objective is the ranking's order. */
	public static final Slo NONE = new Slo(null, null, 0);

	/** Where a point stands against the SLO. */
	public enum Status {

		/** Every figure's interval lies within its limit. */
		MEETS,
		/** Some figure's interval straddles its limit, and none lies beyond one. */
		ON_THE_EDGE,
		/** Some figure's interval lies beyond its limit. */
		MISSES

	}

	/**
	 * A point against the SLO.
	 *
	 * @param on the figure that decided: the one beyond its limit, or straddling it; for
	 * {@link Status#MEETS} the first limited
	 * @param shift its median minus the limit, with the interval that decided
	 * @param reason for people
	 */
	public record Check(Status status, Criterion on, MedianDifference shift, String reason) {
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

	/**
	 * Where the point stands: it meets the SLO when the interval of every limited
	 * figure's median ({@link MedianInterval}) lies within the limit, and misses it when
	 * one lies beyond; otherwise, or with too few runs for an interval, it is on the
	 * edge.
	 *
	 * <p>
	 * Design: the medians alone used to decide, so a point whose median sits at a limit
	 * met the SLO in one race and missed it in the next, by noise. With the interval,
	 * such a point is said to be on the edge; at most one tail's chance (under 1 %) calls
	 * a point at its limit met.
	 * </p>
	 */
	public Check check(final Contender point) {
		return check(criterion -> MedianInterval.of(afterBurst(criterion, point.values(criterion))));
	}

	/**
	 * Where a prediction stands: its figures are exact, so it either meets the SLO or
	 * misses it.
	 * @param recoveredAtS the recovery instant, from the schedule's start
	 */
	public Check check(final double p95Ms, final double recoveredAtS) {
		return check(criterion -> MedianInterval.exact(criterion == Criterion.P95 ? p95Ms : recoveredAtS - burstEndS));
	}

	private Check check(final Function<Criterion, MedianInterval> figure) {
		final List<Check> checks = new ArrayList<>();
		if (p95 != null) {
			checks.add(check(Criterion.P95, figure.apply(Criterion.P95), p95.toMillis()));
		}
		if (recovery != null) {
			checks.add(check(Criterion.RECOVERY, figure.apply(Criterion.RECOVERY), recovery.toSeconds()));
		}
		return checks.stream()
			.filter(c -> c.status() == Status.MISSES)
			.findFirst()
			.or(() -> checks.stream().filter(c -> c.status() == Status.ON_THE_EDGE).findFirst())
			.orElseGet(() -> new Check(Status.MEETS, checks.getFirst().on(), checks.getFirst().shift(),
					checks.stream().map(Check::reason).collect(Collectors.joining("; "))));
	}

	/** The recovery counted from the burst's end; other figures as they are. */
	private double[] afterBurst(final Criterion criterion, final double[] values) {
		return criterion == Criterion.RECOVERY ? Arrays.stream(values).map(s -> s - burstEndS).toArray() : values;
	}

	/**
	 * One limited figure against its limit: "p95 6.2 s (interval 5.6 s to 6.8 s, 7 runs),
	 * on the edge of the SLO's 6 s".
	 */
	private static Check check(final Criterion on, final MedianInterval figure, final double limit) {
		final MedianDifference shift = figure.minus(limit);
		final String what = on == Criterion.P95 ? "p95 " + Format.millis(figure.estimate())
				: Double.isInfinite(figure.estimate()) ? "never back after the burst"
						: "back " + Format.number(figure.estimate()) + " s after the burst";
		final String evidence = what + (figure.single() ? ""
				: " (" + (figure.unbounded() || Double.isNaN(figure.low()) ? "no interval"
						: "interval " + span(on, figure.low()) + " to " + span(on, figure.high())) + ", "
						+ Format.runs(figure.runs()) + ")");
		final String theLimit = "the SLO's " + span(on, limit);
		if (shift.low() > 0) {
			return new Check(Status.MISSES, on, shift, evidence + ", over " + theLimit);
		}
		if (shift.high() <= 0) {
			return new Check(Status.MEETS, on, shift, evidence);
		}
		return new Check(Status.ON_THE_EDGE, on, shift, evidence + ", on the edge of " + theLimit);
	}

	private static String span(final Criterion on, final double value) {
		return on == Criterion.P95 ? Format.millis(value) : Format.number(value) + " s";
	}

	/**
	 * How far the point's medians lie from the SLO: the larger ratio of a median to its
	 * limit (1 or less meets it); the closest point has the smallest.
	 */
	public double overshoot(final Contender point) {
		return overshoot(point.median(Criterion.P95), point.median(Criterion.RECOVERY));
	}

	/**
	 * The same for single figures, a prediction's.
	 * @param recoveredAtS the recovery instant, from the schedule's start
	 */
	public double overshoot(final double p95Ms, final double recoveredAtS) {
		final double ofP95 = p95 == null ? 0 : p95Ms / p95.toMillis();
		final double ofRecovery = recovery == null ? 0 : (recoveredAtS - burstEndS) / Math.max(1, recovery.toSeconds());
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
