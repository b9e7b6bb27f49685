package dev.poolsweep.tuning.analysis.series;

import java.util.Arrays;
import java.util.List;

import dev.poolsweep.tuning.plan.LoadProfile;

/**
 * What happened during one step of the schedule, for the requests due in it.
 *
 * @param targetRps the schedule's mean rate over the step
 * @param scheduled requests the schedule made due in the step
 * @param requests requests sent (whenever they were sent)
 * @param late requests sent more than the late limit after they were due
 * @param sentPerS requests sent per second (did the load generator keep up?)
 * @param okPerS successful requests per second
 * @param latency latencies from the due instant of all requests due in the step, the
 * unserved ones (failed, never sent) as {@link PerSecondSeries} counts them
 * @param successResponse response times (from the actual send) of the successful requests
 * due in the step
 */
public record StepStats(LoadProfile.Step step, double targetRps, long scheduled, int requests, int late, int successes,
		double sentPerS, double okPerS, LatencySummary latency, LatencySummary successResponse) {

	public static List<StepStats> of(final LoadProfile profile, final PerSecondSeries series) {
		final long[] scheduled = profile.scheduledPerSecond();
		return profile.steps().stream().map(step -> of(step, scheduled, series)).toList();
	}

	static StepStats of(final LoadProfile.Step step, final long[] scheduledPerSecond, final PerSecondSeries series) {
		final long[] latencies = series.latenciesDueIn(step.startS(), step.endS());
		final int successes = sum(series.successes(), step);
		final double seconds = step.durationS();
		final long scheduled = Arrays.stream(scheduledPerSecond, (int) step.startS(), (int) step.endS()).sum();
		final int sent = sum(series.sent(), step);
		return new StepStats(step, step.meanRps(), scheduled, sent, sum(series.late(), step), successes, sent / seconds,
				successes / seconds, LatencySummary.of(latencies),
				LatencySummary.of(series.successResponsesDueIn(step.startS(), step.endS())));
	}

	/**
	 * Scheduled requests that were never sent (0 when more were sent, as a generator
	 * ahead of time would).
	 */
	public long neverSent() {
		return Math.max(0, scheduled - requests);
	}

	private static int sum(final int[] perSecond, final LoadProfile.Step step) {
		final int from = (int) Math.min(step.startS(), perSecond.length);
		final int to = (int) Math.min(step.endS(), perSecond.length);
		return Arrays.stream(perSecond, from, to).sum();
	}
}
