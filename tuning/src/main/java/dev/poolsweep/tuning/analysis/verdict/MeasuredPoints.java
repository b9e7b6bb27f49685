package dev.poolsweep.tuning.analysis.verdict;

import java.util.Comparator;

import dev.poolsweep.tuning.analysis.Aggregate;
import dev.poolsweep.tuning.analysis.Figure;
import dev.poolsweep.tuning.analysis.PointAnalysis;
import dev.poolsweep.tuning.analysis.PointSettings;

/**
 * Measured points as the {@link Ranking} reads them: their medians over the repetitions,
 * told apart where their ranges do not overlap.
 */
final class MeasuredPoints implements Ranking.Points<PointAnalysis> {

	private final String goodputColumn;

	private final double cpuSaturationPct;

	/**
	 * @param goodputColumn the goodput figure ranked on (the primary threshold's)
	 * @param cpuSaturationPct the board's CPU in the burst, in percent of its CPUs, from
	 * which a point counts as saturated
	 */
	MeasuredPoints(final String goodputColumn, final double cpuSaturationPct) {
		this.goodputColumn = goodputColumn;
		this.cpuSaturationPct = cpuSaturationPct;
	}

	@Override
	public double figure(final PointAnalysis point, final Ranking.Criterion criterion) {
		return point.median(column(criterion));
	}

	@Override
	public boolean apart(final PointAnalysis a, final PointAnalysis b, final Ranking.Criterion criterion,
			final double tie) {
		return apart(a, b, column(criterion), tie);
	}

	@Override
	public boolean saturated(final PointAnalysis point) {
		return Recommender.boardBurstCpuPct(point) >= cpuSaturationPct;
	}

	@Override
	public Comparator<PointAnalysis> settingsOrder() {
		return Comparator.comparing(PointAnalysis::settings, PointSettings.ORDER);
	}

	private String column(final Ranking.Criterion criterion) {
		return switch (criterion) {
			case GOODPUT -> goodputColumn;
			case RECOVERY -> Figure.RECOVERED_AT_S;
			case P95 -> Figure.P95_MS;
		};
	}

	/**
	 * Two points can be told apart on a figure when their ranges over the repetitions do
	 * not overlap and their medians differ by more than {@code tie}. "Never" (+Infinity)
	 * is apart from every number.
	 */
	private static boolean apart(final PointAnalysis a, final PointAnalysis b, final String column, final double tie) {
		final Aggregate x = a.aggregates().get(column);
		final Aggregate y = b.aggregates().get(column);
		if (x == null || y == null || Double.isNaN(x.median()) || Double.isNaN(y.median())) {
			return false;
		}
		if (Double.isInfinite(x.median()) || Double.isInfinite(y.median())) {
			return x.median() != y.median() && (x.max() < y.min() || y.max() < x.min());
		}
		final boolean overlap = x.min() <= y.max() && y.min() <= x.max();
		return !overlap && Math.abs(x.median() - y.median()) > tie;
	}

}
