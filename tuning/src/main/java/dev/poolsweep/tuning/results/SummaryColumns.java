package dev.poolsweep.tuning.results;

import java.util.ArrayList;
import java.util.List;

import dev.poolsweep.tuning.knob.Knob;

/**
 * The columns of summary.csv (and the fields of summary.json's rows) before the figures:
 * what a row is, which run or point it describes, and its settings. The figures' columns
 * follow, named by the analysis (its Figure list, with the unit in the name), then the
 * model's ({@link #MODEL}).
 */
public final class SummaryColumns {

	/** run, failed, median, min or max. */
	public static final String ROW_KIND = "row_kind";

	public static final String POINT_ID = "point_id";

	public static final String REPETITION = PointKeys.REPETITION;

	public static final String STATUS = OutcomeKeys.STATUS;

	public static final String REASON = OutcomeKeys.REASON;

	public static final String RUNS = "runs";

	public static final String FAILED_RUNS = "failed_runs";

	public static final String RECOVERED_RUNS = "recovered_runs";

	public static final String AGREE_P95_RUNS = "agree_p95_runs";

	public static final String AGREE_RECOVERY_RUNS = "agree_recovery_runs";

	/**
	 * The model's prediction for the row's point (tuning/docs/model.md), made at report
	 * time from the sweep's low-load seconds, and its error against the row's measured
	 * figure: percent of it for throughput and p95, seconds for the recovery instant.
	 */
	public static final String MODEL_THROUGHPUT = "model_throughput_ok_per_s";

	public static final String MODEL_THROUGHPUT_ERROR_PCT = "model_throughput_error_pct";

	public static final String MODEL_P95_MS = "model_p95_ms";

	public static final String MODEL_P95_ERROR_PCT = "model_p95_error_pct";

	public static final String MODEL_RECOVERED_AT_S = "model_recovered_at_s";

	public static final String MODEL_RECOVERED_AT_ERROR_S = "model_recovered_at_error_s";

	/** The model's columns, after the figures, in file order. */
	public static final List<String> MODEL = List.of(MODEL_THROUGHPUT, MODEL_THROUGHPUT_ERROR_PCT, MODEL_P95_MS,
			MODEL_P95_ERROR_PCT, MODEL_RECOVERED_AT_S, MODEL_RECOVERED_AT_ERROR_S);

	/** In file order: the point, its settings (every axis), then the counts. */
	public static final List<String> ALL = all();

	private SummaryColumns() {
	}

	private static List<String> all() {
		final List<String> columns = new ArrayList<>(List.of(ROW_KIND, POINT_ID, REPETITION, STATUS, REASON));
		columns.addAll(Knob.keys());
		columns.addAll(List.of(SettingKeys.PLAN, SettingKeys.SCALE, RUNS, FAILED_RUNS, RECOVERED_RUNS, AGREE_P95_RUNS,
				AGREE_RECOVERY_RUNS));
		return List.copyOf(columns);
	}

}
