package dev.poolsweep.tuning.analysis;

import java.util.List;

/**
 * The point the sweep recommends, and for every point why it ranks where it does.
 *
 * @param best     the winner, or null when no point has a run with figures
 * @param verdicts every point with figures, best first
 * @param notes    caveats about the ranking as a whole (e.g. every point saturated the CPU)
 */
public record Recommendation(PointAnalysis best, List<Verdict> verdicts, List<String> notes) {

   public static final String RULE = "Points are ranked only on complete runs, by their medians over repetitions. "
      + "A point saturates the CPU when the machine's mean CPU during the burst (system CPU; the board process's CPU "
      + "when that is unknown) reaches the saturation limit; saturated points rank after all others, unless every "
      + "point saturates. Among the rest, the points whose goodput at the first threshold is within 5 % of the best "
      + "goodput are contenders; the contender that recovered earliest wins (not recovered counts as latest), then the "
      + "lowest p95, then the smaller settings. The other points follow by goodput.";

   /**
    * @param rank      1 for the best
    * @param saturated whether the point saturated the CPU during the burst
    * @param summary   one line: what the point achieved, or why it lost against the best
    */
   public record Verdict(PointAnalysis point, int rank, boolean saturated, boolean contender, String summary) {
   }
}
