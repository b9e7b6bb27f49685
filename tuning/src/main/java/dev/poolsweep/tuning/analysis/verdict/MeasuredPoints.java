package dev.poolsweep.tuning.analysis.verdict;

import java.util.Comparator;
import java.util.Map;
import java.util.stream.Collectors;

import dev.poolsweep.tuning.analysis.Figure;
import dev.poolsweep.tuning.analysis.PointAnalysis;
import dev.poolsweep.tuning.analysis.PointSettings;
import dev.poolsweep.tuning.analysis.series.AnalysisOptions;

/**
 * Measured points as the {@link Ranking} reads them: their medians over the repetitions,
 * and the {@link MedianDifference} of two points from their per-run figures; one instance
 * serves one analysis.
 */
public final class MeasuredPoints implements Ranking.Points<PointAnalysis> {

	private final String goodputColumn;

	private final double cpuSaturationPct;

	private final Map<String, Figure> figures;

	/**
	 * Ranks on the goodput of the primary threshold, and counts a point as saturated from
	 * the options' CPU saturation limit (the board's CPU in the burst, in percent of its
	 * CPUs).
	 */
	public MeasuredPoints(final AnalysisOptions options) {
		this.goodputColumn = Figure.goodputPerSColumn(options.primaryGoodputThresholdMs());
		this.cpuSaturationPct = options.cpuSaturationPct();
		this.figures = Figure.all(options).stream().collect(Collectors.toMap(Figure::column, f -> f));
	}

	@Override
	public double figure(final PointAnalysis point, final Ranking.Criterion criterion) {
		return point.median(column(criterion));
	}

	@Override
	public MedianDifference difference(final PointAnalysis a, final PointAnalysis b,
			final Ranking.Criterion criterion) {
		return difference(a, b, column(criterion));
	}

	/** How far {@code a}'s runs lie above {@code b}'s on a figure, with its interval. */
	MedianDifference difference(final PointAnalysis a, final PointAnalysis b, final String column) {
		final Figure figure = figures.get(column);
		return MedianDifference.between(values(a, figure), values(b, figure));
	}

	/**
	 * A point's per-run values of a figure the ranking compares, as it compares them (a
	 * recovery not seen capped, see {@link #values}).
	 */
	public double[] perRun(final PointAnalysis point, final Ranking.Criterion criterion) {
		return values(point, figures.get(column(criterion)));
	}

	@Override
	public boolean saturated(final PointAnalysis point) {
		return Recommender.boardBurstCpuPct(point) >= cpuSaturationPct;
	}

	@Override
	public Comparator<PointAnalysis> settingsOrder() {
		return Comparator.comparing(PointAnalysis::settings, PointSettings.ORDER);
	}

	/**
	 * A point's per-run values of a figure. A recovery not seen (+Infinity) is censored
	 * at the last second the schedule could show it, so it is capped at that second + 1:
	 * later than every run that recovered (all the ranks need), and finite, so that two
	 * such runs differ by 0 rather than by ∞ − ∞. The delay it shows behind a run that
	 * recovered is then the least the true one can be.
	 */
	private static double[] values(final PointAnalysis point, final Figure figure) {
		return point.runs().stream().mapToDouble(run -> {
			final double value = figure.of(run);
			return Double.isInfinite(value) ? run.recovery().latestS() + 1 : value;
		}).toArray();
	}

	private String column(final Ranking.Criterion criterion) {
		return switch (criterion) {
			case GOODPUT -> goodputColumn;
			case RECOVERY -> Figure.RECOVERED_AT_S;
			case P95 -> Figure.P95_MS;
		};
	}

}
