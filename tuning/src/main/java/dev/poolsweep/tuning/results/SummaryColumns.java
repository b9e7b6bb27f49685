package dev.poolsweep.tuning.results;

import java.util.ArrayList;
import java.util.List;

/**
 * The columns of summary.csv (and the fields of summary.json's rows) before the figures:
 * what a row is, which run or point it describes, and its settings. The figures' columns
 * follow, named by the analysis (its Figure list, with the unit in the name).
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

	/** In file order: the point, its settings (every axis), then the counts. */
	public static final List<String> ALL = all();

	private SummaryColumns() {
	}

	private static List<String> all() {
		final List<String> columns = new ArrayList<>(List.of(ROW_KIND, POINT_ID, REPETITION, STATUS, REASON));
		columns.addAll(SettingKeys.AXES);
		columns.addAll(List.of(SettingKeys.PLAN, SettingKeys.SCALE, RUNS, FAILED_RUNS, RECOVERED_RUNS, AGREE_P95_RUNS,
				AGREE_RECOVERY_RUNS));
		return List.copyOf(columns);
	}

}
