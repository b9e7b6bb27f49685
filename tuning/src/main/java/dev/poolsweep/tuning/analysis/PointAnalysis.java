package dev.poolsweep.tuning.analysis;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import dev.poolsweep.tuning.analysis.series.AnalysisOptions;
import dev.poolsweep.tuning.analysis.series.Recovery;

/**
 * One point of the sweep over its repetitions: the runs with figures, the failed ones,
 * the median/min/max of every {@link Figure} and how well the repetitions agree.
 *
 * @param aggregates by figure column, in {@link Figure#all} order; empty when no run has
 * figures
 */
public record PointAnalysis(PointSettings settings, List<RunAnalysis> runs, List<FailedRun> failed,
		Map<String, Aggregate> aggregates, Agreement agreement) {

	public static PointAnalysis of(final PointSettings settings, final List<RunAnalysis> runs,
			final List<FailedRun> failed, final AnalysisOptions options) {
		final List<RunAnalysis> ordered = runs.stream()
			.sorted(Comparator.comparingInt(RunAnalysis::repetition))
			.toList();
		final Map<String, Aggregate> aggregates = new LinkedHashMap<>();
		if (!ordered.isEmpty()) {
			for (final Figure figure : Figure.all(options)) {
				aggregates.put(figure.column(), Aggregate.of(ordered.stream().mapToDouble(figure::of).toArray()));
			}
		}
		final Agreement agreement = Agreement.of(valuesOf(ordered, r -> r.overall().p95Ms()),
				valuesOf(ordered,
						r -> r.recovery().recoveryS() == null ? Double.POSITIVE_INFINITY : r.recovery().recoveryS()),
				options.agreementTolerance());
		final List<FailedRun> failedInOrder = failed.stream()
			.sorted(Comparator.comparingInt(FailedRun::repetition))
			.toList();
		return new PointAnalysis(settings, ordered, failedInOrder, aggregates, agreement);
	}

	private static double[] valuesOf(final List<RunAnalysis> runs, final ToDoubleFunction<RunAnalysis> value) {
		return runs.stream().mapToDouble(value).toArray();
	}

	public boolean hasRuns() {
		return !runs.isEmpty();
	}

	/** The median over repetitions of a figure; NaN when unknown. */
	public double median(final String column) {
		final Aggregate aggregate = aggregates.get(column);
		return aggregate == null ? Double.NaN : aggregate.median();
	}

	/**
	 * What a median of "never" ({@code +Infinity}) says for a recovery figure: "not by 47
	 * s" (the last second a recovery could be seen in the schedule) for the instant, "not
	 * within 17 s" for the time after the burst; "not recovered" for the others.
	 */
	public String never(final String column) {
		final Recovery recovery = runs.getFirst().recovery();
		return switch (column) {
			case Figure.RECOVERED_AT_S -> "not by " + recovery.latestS() + " s";
			case Figure.RECOVERY_S -> "not within " + (recovery.latestS() - recovery.burstEndS()) + " s";
			default -> "not recovered";
		};
	}

	/**
	 * The repetition the charts show: the one whose overall p95 is nearest the median
	 * (the first on a tie).
	 */
	public RunAnalysis representative() {
		final double median = median(Figure.P95_MS);
		return runs.stream()
			.min(Comparator.comparingDouble(r -> Math.abs(r.overall().p95Ms() - median)))
			.orElseThrow(() -> new IllegalStateException("point " + settings.pointId() + " has no runs with figures"));
	}
}
