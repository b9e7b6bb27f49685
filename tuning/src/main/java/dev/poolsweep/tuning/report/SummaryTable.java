package dev.poolsweep.tuning.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

import dev.poolsweep.tuning.analysis.Aggregate;
import dev.poolsweep.tuning.analysis.FailedRun;
import dev.poolsweep.tuning.analysis.Figure;
import dev.poolsweep.tuning.analysis.PointAnalysis;
import dev.poolsweep.tuning.analysis.PointSettings;
import dev.poolsweep.tuning.analysis.RunAnalysis;
import dev.poolsweep.tuning.analysis.SweepAnalysis;

/**
 * The rows of summary.csv (and the "rows" of summary.json): per point, one row per
 * repetition (row_kind "run", or "failed" with the reason), then "median", "min" and
 * "max" over the runs with figures. A value is a String, an Integer, a Double (NaN =
 * unknown, +Infinity = never) or null (empty).
 */
final class SummaryTable {

	static final List<String> KEY_COLUMNS = List.of("row_kind", "point_id", "repetition", "status", "reason",
			"max_threads", "max_total", "accept_count", "max_connections", "min_spare_threads", "plan", "scale", "runs",
			"failed_runs", "recovered_runs", "agree_p95_runs", "agree_recovery_runs");

	private SummaryTable() {
	}

	static List<String> columns(final SweepAnalysis sweep) {
		final List<String> columns = new ArrayList<>(KEY_COLUMNS);
		Figure.all(sweep.options()).forEach(f -> columns.add(f.column()));
		return columns;
	}

	static List<Map<String, Object>> rows(final SweepAnalysis sweep) {
		final List<Figure> figures = Figure.all(sweep.options());
		final List<Map<String, Object>> rows = new ArrayList<>();
		for (final PointAnalysis point : sweep.points()) {
			for (final RunAnalysis run : point.runs()) {
				final Map<String, Object> row = keys("run", point, run.repetition(), "ok", null);
				row.put("recovered_runs", run.recovery().recovered() ? 1 : 0);
				figures.forEach(f -> row.put(f.column(), f.of(run)));
				rows.add(row);
			}
			for (final FailedRun failed : point.failed()) {
				rows.add(keys("failed", point, failed.repetition(), "failed", failed.reason()));
			}
			if (point.hasRuns()) {
				rows.add(aggregateRow("median", point, figures, Aggregate::median));
				rows.add(aggregateRow("min", point, figures, Aggregate::min));
				rows.add(aggregateRow("max", point, figures, Aggregate::max));
			}
		}
		return rows;
	}

	private static Map<String, Object> aggregateRow(final String kind, final PointAnalysis point,
			final List<Figure> figures, final ToDoubleFunction<Aggregate> statistic) {
		final Map<String, Object> row = keys(kind, point, null, null, null);
		row.put("runs", point.runs().size());
		row.put("failed_runs", point.failed().size());
		row.put("recovered_runs", (int) point.runs().stream().filter(r -> r.recovery().recovered()).count());
		row.put("agree_p95_runs", point.agreement().p95Agreeing());
		row.put("agree_recovery_runs", point.agreement().recoveryAgreeing());
		figures.forEach(f -> row.put(f.column(), statistic.applyAsDouble(point.aggregates().get(f.column()))));
		return row;
	}

	private static Map<String, Object> keys(final String kind, final PointAnalysis point, final Integer repetition,
			final String status, final String reason) {
		final PointSettings settings = point.settings();
		final Map<String, Object> row = new LinkedHashMap<>();
		row.put("row_kind", kind);
		row.put("point_id", settings.pointId());
		row.put("repetition", repetition);
		row.put("status", status);
		row.put("reason", reason);
		row.put("max_threads", settings.maxThreads());
		row.put("max_total", settings.maxTotal());
		row.put("accept_count", settings.acceptCount());
		row.put("max_connections", settings.maxConnections());
		row.put("min_spare_threads", settings.minSpareThreads());
		row.put("plan", settings.plan());
		row.put("scale", settings.scale());
		return row;
	}

}
