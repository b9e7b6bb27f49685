package dev.poolsweep.tuning.run;

import java.util.List;
import java.util.Locale;

import dev.poolsweep.tuning.analysis.Percentiles;
import dev.poolsweep.tuning.analysis.Sample;

/**
 * One rate the calibration tried, judged from its samples.
 *
 * @param targetRps   the rate asked for
 * @param achievedRps successful responses per second over the step
 * @param p99Ms       99th percentile of the response times (nearest rank); NaN without samples
 */
public record CapacityStep(double targetRps, double achievedRps, double p99Ms, long errors) {

   /** The board kept up when it served at least this share of the asked rate (JMeter's schedule is not exact). */
   static final double KEPT_UP = 0.9;

   public static CapacityStep of(final double targetRps, final long seconds, final List<Sample> samples) {
      final long errors = samples.stream().filter(sample -> !sample.success()).count();
      final long[] elapsed = samples.stream().mapToLong(Sample::elapsedMs).toArray();
      final double achieved = (samples.size() - errors) / (double) seconds;
      return new CapacityStep(targetRps, achieved, Percentiles.of(elapsed, 99), errors);
   }

   /** Served without errors, kept up with the rate, and p99 within the bound. */
   public boolean passes(final long p99BoundMs) {
      return errors == 0 && achievedRps >= KEPT_UP * targetRps && p99Ms <= p99BoundMs;
   }

   public String describe(final long p99BoundMs) {
      return String.format(Locale.ROOT, "%.0f rps: %.1f rps, p99 %.0f ms, %d errors, %s", targetRps, achievedRps, p99Ms,
         errors, passes(p99BoundMs) ? "ok" : "over");
   }
}
