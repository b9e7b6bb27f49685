package dev.poolsweep.tuning.report;

import java.util.ArrayList;
import java.util.List;

import dev.poolsweep.tuning.analysis.Aggregate;
import dev.poolsweep.tuning.analysis.Figure;
import dev.poolsweep.tuning.text.Format;
import dev.poolsweep.tuning.analysis.PointAnalysis;
import dev.poolsweep.tuning.analysis.sweep.SweepAnalysis;
import dev.poolsweep.tuning.text.markup.Html;

/**
 * All points side by side: for each main figure the median over repetitions with min-max
 * beneath, and how many repetitions agree. The recommended point's row is highlighted.
 */
final class ComparisonTable {

	private record Column(String figure, String heading) {
	}

	private ComparisonTable() {
	}

	static String render(final SweepAnalysis sweep) {
		final List<Column> columns = columns(sweep);
		final StringBuilder html = new StringBuilder(
				"<div class=\"wide\"><table class=\"compare\"><thead><tr><th>point</th><th>runs</th>");
		columns.forEach(c -> html.append(Html.element("th", c.heading())));
		html.append("<th>agree p95 / recovery</th></tr></thead><tbody>");
		final PointAnalysis best = sweep.recommendation().best();
		for (final PointAnalysis point : sweep.points()) {
			html.append(point == best ? "<tr class=\"best\">" : "<tr>")
				.append("<td><a href=\"#")
				.append(Html.escape(point.settings().pointId()))
				.append("\">")
				.append(Html.escape(sweep.shortLabel(point)))
				.append("</a></td>")
				.append(Html.element("td", runs(point)));
			for (final Column column : columns) {
				html.append(cell(point, column.figure()));
			}
			html.append(
					Html.element("td",
							point.hasRuns()
									? point.agreement().p95Agreeing() + "/" + point.agreement().runs() + " \u00b7 "
											+ point.agreement().recoveryAgreeing() + "/" + point.agreement().runs()
									: ""));
			html.append("</tr>");
		}
		return html.append("</tbody></table></div>").toString();
	}

	private static String runs(final PointAnalysis point) {
		return point.runs().size() + (point.failed().isEmpty() ? "" : " (+" + point.failed().size() + " failed)");
	}

	private static List<Column> columns(final SweepAnalysis sweep) {
		final List<Column> columns = new ArrayList<>();
		for (final long threshold : sweep.options().goodputThresholdsMs()) {
			columns.add(new Column(Figure.goodputPerSColumn(threshold),
					"goodput " + Figure.thresholdName(threshold) + " /s"));
		}
		columns.addAll(List.of(new Column(Figure.THROUGHPUT, "ok /s"), new Column(Figure.ERRORS, "errors"),
				new Column(Figure.SLOW_CONNECTS, "slow connects"), new Column(Figure.MEAN_MS, "mean ms"),
				new Column(Figure.P95_MS, "p95 ms"), new Column(Figure.P99_MS, "p99 ms"),
				new Column(Figure.RECOVERED_AT_S, "recovered at s"), new Column(Figure.RECOVERY_S, "recovery s"),
				new Column(Figure.OK_RESPONSE_P95_MS, "success-only response time p95 ms"),
				new Column(Figure.NEVER_SENT, "never sent"), new Column(Figure.SENT_LATE, "sent late"),
				new Column(Figure.CPU_BOARD_BURST_PCT, "board CPU in burst, % of its CPUs"),
				new Column(Figure.CPU_SYSTEM_BURST_PCT, "machine CPU in burst %"),
				new Column(Figure.JMETER_CPU_PEAK_PCT, "JMeter CPU peak, % of its CPUs"),
				new Column(Figure.BUSY_THREADS_PEAK, "busy threads peak"),
				new Column(Figure.HIKARI_ACTIVE_PEAK, "Hikari active peak"),
				new Column(Figure.HIKARI_PENDING_PEAK, "Hikari pending peak"),
				new Column(Figure.CTX_SWITCHES_INVOL_PER_S, "invol. ctx switches /s"),
				new Column(Figure.GC_TIME_MS, "GC ms")));
		return columns;
	}

	/** A figure's median with min-max beneath, as a table cell. */
	static String cell(final PointAnalysis point, final String figure) {
		final Aggregate aggregate = point.aggregates().get(figure);
		if (aggregate == null) {
			return "<td></td>";
		}
		final String median = Double.isInfinite(aggregate.median()) ? point.never(figure)
				: Format.number(aggregate.median());
		final String range = aggregate.count() > 1 ? "<br><small>"
				+ Html.escape(Format.number(aggregate.min()) + "\u2013" + Format.number(aggregate.max())) + "</small>"
				: "";
		return "<td>" + Html.escape(median) + range + "</td>";
	}

}
