package dev.poolsweep.tuning.analysis;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Applies {@link Recommendation#RULE}: goodput first, then recovery, without saturating the CPU.
 */
public final class Recommender {

   /** Goodputs this close to the best count as a tie, so recovery time decides between them. */
   static final double GOODPUT_TIE = 0.05;

   private final AnalysisOptions options;
   private final String goodputColumn;

   public Recommender(final AnalysisOptions options) {
      this.options = options;
      this.goodputColumn = Figure.goodputPerSColumn(options.primaryGoodputThresholdMs());
   }

   public Recommendation recommend(final List<PointAnalysis> points) {
      final List<PointAnalysis> withRuns = points.stream().filter(PointAnalysis::hasRuns).toList();
      if (withRuns.isEmpty()) {
         return new Recommendation(null, List.of(), List.of("No point has a complete run with figures: nothing to recommend."));
      }
      final List<String> notes = new ArrayList<>();
      final List<PointSettings> sweep = points.stream().map(PointAnalysis::settings).toList();
      points.stream().filter(p -> !p.hasRuns()).forEach(p -> notes.add("Not ranked, no complete run with figures: "
         + p.settings().shortLabel(sweep) + " (" + p.failed().size() + " failed)."));
      List<PointAnalysis> eligible = withRuns.stream().filter(p -> !saturated(p)).toList();
      if (eligible.isEmpty()) {
         notes.add("Every point saturated the CPU during the burst, so the ranking ignores saturation; "
            + "a smaller --scale would tell the settings apart better.");
         eligible = withRuns;
      }
      final double bestGoodput = eligible.stream().mapToDouble(this::goodput).max().orElse(Double.NaN);
      final List<PointAnalysis> contenders = eligible.stream()
         .filter(p -> goodput(p) >= (1 - GOODPUT_TIE) * bestGoodput).sorted(byRecoveryThenP95()).toList();
      final List<PointAnalysis> ranked = new ArrayList<>(contenders);
      eligible.stream().filter(p -> !contenders.contains(p)).sorted(byGoodput()).forEach(ranked::add);
      withRuns.stream().filter(p -> !ranked.contains(p)).sorted(byGoodput()).forEach(ranked::add);
      return new Recommendation(ranked.getFirst(), verdicts(ranked, contenders, withRuns), notes);
   }

   private List<Recommendation.Verdict> verdicts(final List<PointAnalysis> ranked, final List<PointAnalysis> contenders,
                                                 final List<PointAnalysis> all) {
      final List<PointSettings> sweep = all.stream().map(PointAnalysis::settings).toList();
      final VerdictText text = new VerdictText(ranked.getFirst(), goodputColumn, sweep, options.cpuSaturationPct());
      final List<Recommendation.Verdict> verdicts = new ArrayList<>();
      for (int i = 0; i < ranked.size(); i++) {
         final PointAnalysis point = ranked.get(i);
         verdicts.add(new Recommendation.Verdict(point, i + 1, saturated(point), contenders.contains(point),
            i == 0 ? text.forBest(saturated(point)) : text.against(point, saturated(point))));
      }
      return verdicts;
   }

   boolean saturated(final PointAnalysis point) {
      return burstCpuPct(point) >= options.cpuSaturationPct();
   }

   /** The machine's CPU during the burst; the board process's when the machine's is unknown. */
   static double burstCpuPct(final PointAnalysis point) {
      final double system = point.median(Figure.CPU_SYSTEM_BURST_PCT);
      return Double.isNaN(system) ? point.median(Figure.CPU_PROCESS_BURST_PCT) : system;
   }

   private double goodput(final PointAnalysis point) {
      return point.median(goodputColumn);
   }

   private Comparator<PointAnalysis> byRecoveryThenP95() {
      return Comparator.comparingDouble((PointAnalysis p) -> p.median(Figure.RECOVERED_AT_S))
         .thenComparingDouble(p -> p.median(Figure.P95_MS))
         .thenComparing(PointAnalysis::settings, PointSettings.ORDER);
   }

   private Comparator<PointAnalysis> byGoodput() {
      return Comparator.comparingDouble((PointAnalysis p) -> -goodput(p))
         .thenComparing(PointAnalysis::settings, PointSettings.ORDER);
   }
}
