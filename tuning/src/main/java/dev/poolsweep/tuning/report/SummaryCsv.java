package dev.poolsweep.tuning.report;

import java.util.List;
import java.util.Map;

import dev.poolsweep.tuning.text.Format;
import dev.poolsweep.tuning.analysis.sweep.SweepAnalysis;
import dev.poolsweep.tuning.model.calibration.SweepPredictions;

/**
 * summary.csv: the {@link SummaryTable} with a header line. Unknown values and "never"
 * (not recovered) are empty cells; recovered_runs tells the two apart for recovery.
 * Decimals are written with up to 3 places.
 */
final class SummaryCsv {

	private SummaryCsv() {
	}

	static String render(final SweepAnalysis sweep, final SweepPredictions model) {
		final List<String> columns = SummaryTable.columns(sweep);
		final StringBuilder csv = new StringBuilder();
		csv.append(String.join(",", columns)).append('\n');
		for (final Map<String, Object> row : SummaryTable.rows(sweep, model)) {
			csv.append(String.join(",", columns.stream().map(c -> cell(row.get(c))).toList())).append('\n');
		}
		return csv.toString();
	}

	private static String cell(final Object value) {
		if (value == null) {
			return "";
		}
		if (value instanceof Double number) {
			return Format.plain(number, 3);
		}
		return quoted(value.toString());
	}

	/**
	 * RFC 4180: a field holding a comma, a quote or a line break is quoted, quotes
	 * doubled.
	 */
	static String quoted(final String text) {
		final boolean needsQuotes = text.contains(",") || text.contains("\"") || text.contains("\n")
				|| text.contains("\r");
		return needsQuotes ? "\"" + text.replace("\"", "\"\"") + "\"" : text;
	}

}
