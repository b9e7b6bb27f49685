package dev.poolsweep.tuning.analysis;

import java.util.Arrays;
import java.util.List;
import java.util.function.IntToDoubleFunction;

/**
 * A run's requests bucketed by the second in which they STARTED (JMeter's timeStamp), counted from time zero
 * (the first sample's timeStamp floored to the second). Bucketing by start ties every request to the load that
 * was offered at that moment, which is what the schedule and the recovery rule are about; a slow request shows
 * up in the second it was sent, not when it finished. Seconds without requests have NaN response times.
 */
public final class PerSecondSeries {

   private final long zeroMs;
   private final long[][] elapsedBySecond;
   private final int[] successes;
   private final int[] errors;
   private final List<Long> goodputThresholdsMs;
   private final int[][] goodput;

   private PerSecondSeries(final long zeroMs, final long[][] elapsedBySecond, final int[] successes, final int[] errors,
                           final List<Long> goodputThresholdsMs, final int[][] goodput) {
      this.zeroMs = zeroMs;
      this.elapsedBySecond = elapsedBySecond;
      this.successes = successes;
      this.errors = errors;
      this.goodputThresholdsMs = List.copyOf(goodputThresholdsMs);
      this.goodput = goodput;
   }

   /** Time zero of a run: the first sample's start, floored to the whole second. */
   public static long timeZeroMs(final List<Sample> samples) {
      final long first = samples.stream().mapToLong(Sample::startMs).min().orElseThrow();
      return Math.floorDiv(first, 1000) * 1000;
   }

   /**
    * Buckets samples into {@code seconds} seconds from {@code zeroMs}; samples outside are left out.
    * A success is goodput for threshold T when its response time is at most T ms.
    */
   public static PerSecondSeries of(final List<Sample> samples, final long zeroMs, final int seconds,
                                    final List<Long> goodputThresholdsMs) {
      final int[] counts = new int[seconds];
      final int[] successes = new int[seconds];
      final int[][] goodput = new int[goodputThresholdsMs.size()][seconds];
      for (final Sample sample : samples) {
         final int s = secondOf(sample, zeroMs);
         if (s >= 0 && s < seconds) {
            counts[s]++;
            if (sample.success()) {
               successes[s]++;
               for (int t = 0; t < goodput.length; t++) {
                  goodput[t][s] += sample.elapsedMs() <= goodputThresholdsMs.get(t) ? 1 : 0;
               }
            }
         }
      }
      final long[][] elapsed = new long[seconds][];
      final int[] filled = new int[seconds];
      for (int s = 0; s < seconds; s++) {
         elapsed[s] = new long[counts[s]];
      }
      for (final Sample sample : samples) {
         final int s = secondOf(sample, zeroMs);
         if (s >= 0 && s < seconds) {
            elapsed[s][filled[s]++] = sample.elapsedMs();
         }
      }
      final int[] errors = new int[seconds];
      Arrays.setAll(errors, s -> counts[s] - successes[s]);
      return new PerSecondSeries(zeroMs, elapsed, successes, errors, goodputThresholdsMs, goodput);
   }

   static int secondOf(final Sample sample, final long zeroMs) {
      return (int) Math.floorDiv(sample.startMs() - zeroMs, 1000);
   }

   public long zeroMs() {
      return zeroMs;
   }

   public int seconds() {
      return elapsedBySecond.length;
   }

   public int[] successes() {
      return successes.clone();
   }

   public int[] errors() {
      return errors.clone();
   }

   /** Successes at most {@code thresholdMs} long, per second; the threshold must be one the series was built with. */
   public int[] goodput(final long thresholdMs) {
      final int index = goodputThresholdsMs.indexOf(thresholdMs);
      if (index < 0) {
         throw new IllegalArgumentException("no goodput series for " + thresholdMs + " ms; have " + goodputThresholdsMs);
      }
      return goodput[index].clone();
   }

   public double[] meanMs() {
      return perSecond(s -> LatencySummary.of(elapsedBySecond[s]).meanMs());
   }

   /** The nearest-rank percentile of each second's response times. */
   public double[] percentileMs(final double percentile) {
      return perSecond(s -> Percentiles.of(elapsedBySecond[s], percentile));
   }

   /** All response times of requests started in seconds [fromS, toS). */
   public long[] elapsedStartedIn(final long fromS, final long toS) {
      final int from = (int) Math.max(0, fromS);
      final int to = (int) Math.min(seconds(), toS);
      return Arrays.stream(elapsedBySecond, Math.min(from, to), to).flatMapToLong(Arrays::stream).toArray();
   }

   private double[] perSecond(final IntToDoubleFunction value) {
      final double[] series = new double[seconds()];
      Arrays.setAll(series, value);
      return series;
   }
}
