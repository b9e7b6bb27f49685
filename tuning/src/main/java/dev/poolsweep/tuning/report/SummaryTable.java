package dev.poolsweep.tuning.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.analysis.Aggregate;
import dev.poolsweep.tuning.analysis.FailedRun;
import dev.poolsweep.tuning.analysis.Figure;
import dev.poolsweep.tuning.analysis.PointAnalysis;
import dev.poolsweep.tuning.analysis.PointSettings;
import dev.poolsweep.tuning.analysis.RunAnalysis;
import dev.poolsweep.tuning.analysis.sweep.SweepAnalysis;
import dev.poolsweep.tuning.model.Prediction;
import dev.poolsweep.tuning.model.calibration.ModelFigure;
import dev.poolsweep.tuning.model.calibration.SweepPredictions;
import dev.poolsweep.tuning.results.OutcomeKeys;
import dev.poolsweep.tuning.results.SettingKeys;
import dev.poolsweep.tuning.results.SummaryColumns;

/**
 * The rows of summary.csv (and the "rows" of summary.json): per point, one row per
 * repetition (row_kind "run", or "failed" with the reason), then "median", "min" and
 * "max" over the runs with figures; on every row of a point the model's prediction for it
 * and its error against the row's figure ({@link ModelFigure}). A value is a String, an
 * Integer, a Double (NaN = unknown, +Infinity = never) or null (empty).
 */
final class SummaryTable {

	private SummaryTable() {
	}

	static List<String> columns(final SweepAnalysis sweep) {
		final List<String> columns = new ArrayList<>(SummaryColumns.ALL);
		Figure.all(sweep.options()).forEach(f -> columns.add(f.column()));
		columns.addAll(SummaryColumns.MODEL);
		return columns;
	}

	static List<Map<String, Object>> rows(final SweepAnalysis sweep, final SweepPredictions model) {
		final List<Figure> figures = Figure.all(sweep.options());
		final List<Map<String, Object>> rows = new ArrayList<>();
		for (final PointAnalysis point : sweep.points()) {
			final List<Map<String, Object>> pointRows = new ArrayList<>();
			for (final RunAnalysis run : point.runs()) {
				final Map<String, Object> row = keys("run", point, run.repetition(), OutcomeKeys.OK, null);
				row.put(SummaryColumns.RECOVERED_RUNS, run.recovery().recovered() ? 1 : 0);
				figures.forEach(f -> row.put(f.column(), f.of(run)));
				pointRows.add(row);
			}
			for (final FailedRun failed : point.failed()) {
				pointRows.add(keys("failed", point, failed.repetition(), OutcomeKeys.FAILED, failed.reason()));
			}
			if (point.hasRuns()) {
				pointRows.add(aggregateRow("median", point, figures, Aggregate::median));
				pointRows.add(aggregateRow("min", point, figures, Aggregate::min));
				pointRows.add(aggregateRow("max", point, figures, Aggregate::max));
			}
			model.of(point.settings()).ifPresent(prediction -> pointRows.forEach(row -> predicted(row, prediction)));
			rows.addAll(pointRows);
		}
		return rows;
	}

	/**
	 * The prediction beside the row's measured figures, and its error against each (none
	 * on a failed run's row).
	 */
	private static void predicted(final Map<String, Object> row, final Prediction prediction) {
		for (final ModelFigure figure : ModelFigure.ALL) {
			final double predicted = figure.of(prediction);
			row.put(figure.column(), predicted);
			if (row.get(figure.measuredColumn()) instanceof Double measured) {
				row.put(figure.errorColumn(), figure.error(predicted, measured));
			}
		}
	}

	private static Map<String, Object> aggregateRow(final String kind, final PointAnalysis point,
			final List<Figure> figures, final ToDoubleFunction<Aggregate> statistic) {
		final Map<String, Object> row = keys(kind, point, null, null, null);
		row.put(SummaryColumns.RUNS, point.runs().size());
		row.put(SummaryColumns.FAILED_RUNS, point.failed().size());
		row.put(SummaryColumns.RECOVERED_RUNS,
				(int) point.runs().stream().filter(r -> r.recovery().recovered()).count());
		row.put(SummaryColumns.AGREE_P95_RUNS, point.agreement().p95Agreeing());
		row.put(SummaryColumns.AGREE_RECOVERY_RUNS, point.agreement().recoveryAgreeing());
		figures.forEach(f -> row.put(f.column(), statistic.applyAsDouble(point.aggregates().get(f.column()))));
		return row;
	}

	private static Map<String, Object> keys(final String kind, final PointAnalysis point, final Integer repetition,
			final String status, final String reason) {
		final PointSettings settings = point.settings();
		final Map<String, Object> row = new LinkedHashMap<>();
		row.put(SummaryColumns.ROW_KIND, kind);
		row.put(SummaryColumns.POINT_ID, settings.pointId());
		row.put(SummaryColumns.REPETITION, repetition);
		row.put(SummaryColumns.STATUS, status);
		row.put(SummaryColumns.REASON, reason);
		for (final Knob knob : Knob.values()) {
			row.put(knob.key(), settings.cell(knob));
		}
		row.put(SettingKeys.PLAN, settings.plan());
		row.put(SettingKeys.SCALE, settings.scale());
		return row;
	}

}
