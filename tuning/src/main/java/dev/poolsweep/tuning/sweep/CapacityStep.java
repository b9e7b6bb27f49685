package dev.poolsweep.tuning.sweep;

import java.util.List;
import java.util.Locale;

import dev.poolsweep.tuning.analysis.series.AnalysisOptions;
import dev.poolsweep.tuning.analysis.series.PerSecondSeries;
import dev.poolsweep.tuning.analysis.series.Sample;
import dev.poolsweep.tuning.analysis.series.StepStats;
import dev.poolsweep.tuning.plan.LoadProfile;

/**
 * One rate the calibration tried, judged from its samples the way the analysis judges a
 * step of a run (requests counted by the second they were due, from the run's time zero),
 * after a lead-in at the same rate that is not judged.
 *
 * @param targetRps the rate asked for
 * @param sentRps requests JMeter sent on time (within the analysis's late limit) per
 * second over the step
 * @param achievedRps successful responses per second over the step
 * @param p99Ms 99th percentile of the response times (nearest rank); NaN without samples
 */
record CapacityStep(double targetRps, double sentRps, double achievedRps, double p99Ms, long errors) {

	/**
	 * The step was sent as scheduled when at least this share of its requests went out:
	 * below it the load generator, not the board, set the pace, and the step says nothing
	 * about the board's capacity.
	 */
	static final double SENT = 0.99;

	/**
	 * @param leadInSeconds the first seconds of the samples, left out: requests due then
	 * neither count nor are counted as missing
	 * @param seconds the judged seconds after the lead-in
	 */
	public static CapacityStep of(final double targetRps, final long leadInSeconds, final long seconds,
			final List<Sample> samples) {
		final LoadProfile profile = LoadProfile.parse("const(" + targetRps + "," + seconds + "s)");
		final long zeroMs = PerSecondSeries.timeZeroMs(samples) + 1000 * leadInSeconds;
		final PerSecondSeries series = PerSecondSeries.of(samples, zeroMs, (int) seconds, List.of(),
				AnalysisOptions.defaults().lateAfterMs());
		final StepStats step = StepStats.of(profile, series).getFirst();
		final double sentOnTimeRps = (step.requests() - step.late()) / (double) seconds;
		return new CapacityStep(step.targetRps(), sentOnTimeRps, step.okPerS(), step.latency().p99Ms(),
				step.requests() - step.successes());
	}

	/** Sent as scheduled, served without errors, and p99 within the bound. */
	public boolean passes(final long p99BoundMs) {
		return sentAsScheduled() && errors == 0 && p99Ms <= p99BoundMs;
	}

	boolean sentAsScheduled() {
		return sentRps >= SENT * targetRps;
	}

	/**
	 * E.g. "153 rps: sent on time 152.9/s (99.9 %), ok 152.9/s, p99 41 ms, 0 errors, ok";
	 * a step that failed ends in "over" when the application fell behind (errors, p99)
	 * and in "generator behind" when JMeter did not send it as scheduled: then the step
	 * says nothing about the application.
	 */
	public String describe(final long p99BoundMs) {
		return String.format(Locale.ROOT,
				"%.0f rps: sent on time %.1f/s (%.1f %%), ok %.1f/s, p99 %.0f ms, %d errors, %s", targetRps, sentRps,
				100 * sentRps / targetRps, achievedRps, p99Ms, errors, verdict(p99BoundMs));
	}

	private String verdict(final long p99BoundMs) {
		if (passes(p99BoundMs)) {
			return "ok";
		}
		return sentAsScheduled() ? "over" : "generator behind";
	}
}
