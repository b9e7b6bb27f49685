package dev.poolsweep.tuning.analysis;

import dev.poolsweep.tuning.plan.LoadProfile;

import java.util.Arrays;
import java.util.List;

/**
 * What happened during one step of the schedule, for the requests started in it.
 *
 * @param targetRps   the schedule's mean rate over the step
 * @param sentPerS    requests JMeter started per second (did the load generator keep up?)
 * @param okPerS      successful requests per second
 * @param latency     response times of all requests started in the step, failed ones included
 */
public record StepStats(LoadProfile.Step step, double targetRps, int requests, int successes, double sentPerS,
                        double okPerS, LatencySummary latency) {

   public static List<StepStats> of(final LoadProfile profile, final PerSecondSeries series) {
      return profile.steps().stream().map(step -> of(step, series)).toList();
   }

   static StepStats of(final LoadProfile.Step step, final PerSecondSeries series) {
      final long[] elapsed = series.elapsedStartedIn(step.startS(), step.endS());
      final int successes = sum(series.successes(), step);
      final double seconds = step.durationS();
      return new StepStats(step, step.meanRps(), elapsed.length, successes, elapsed.length / seconds, successes / seconds,
         LatencySummary.of(elapsed));
   }

   private static int sum(final int[] perSecond, final LoadProfile.Step step) {
      final int from = (int) Math.min(step.startS(), perSecond.length);
      final int to = (int) Math.min(step.endS(), perSecond.length);
      return Arrays.stream(perSecond, from, to).sum();
   }
}
