package dev.poolsweep.tuning.servers;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import dev.poolsweep.tuning.analysis.verdict.GeneratorHeadroom;
import dev.poolsweep.tuning.results.AtomicFiles;
import dev.poolsweep.tuning.text.Format;
import dev.poolsweep.tuning.text.markup.Html;

/**
 * The matrix's figures as Yoo et al. give them, throughput and Deviation, with the mean
 * response time and percentiles, each the mean over the repetitions: a table for the
 * console, summary.csv, and report.html.
 */
public final class ServersReport {

	public static final String SUMMARY_CSV = "summary.csv";

	public static final String REPORT_HTML = "report.html";

	private static final String[] COLUMNS = { "server", "file", "clients", "throughput/s", "Deviation ms", "mean ms",
			"p50 ms", "p95 ms", "p99 ms", "errors", "JMeter CPU ms/request", "runs" };

	/** What marks a cell where JMeter was busy in a repetition. */
	static final String BUSY = " (busy)";

	private ServersReport() {
	}

	/** The table, one line a cell, columns aligned. */
	public static String table(final List<CellSummary> cells) {
		final List<String[]> rows = new ArrayList<>();
		rows.add(COLUMNS);
		cells.forEach(cell -> rows.add(row(cell)));
		final int[] widths = new int[COLUMNS.length];
		rows.forEach(row -> {
			for (int i = 0; i < row.length; i++) {
				widths[i] = Math.max(widths[i], row[i].length());
			}
		});
		final StringBuilder table = new StringBuilder();
		for (final String[] row : rows) {
			for (int i = 0; i < row.length; i++) {
				final String format = i < 2 ? "%-" + widths[i] + "s" : "%" + widths[i] + "s";
				table.append(String.format(Locale.ROOT, format, row[i])).append(i + 1 < row.length ? "  " : "\n");
			}
		}
		return table.toString();
	}

	/** Writes OUT/summary.csv and OUT/report.html. */
	public static void write(final Path out, final List<CellSummary> cells, final List<String> notes,
			final String settings) throws IOException {
		final StringBuilder csv = new StringBuilder(
				"cell,server,file,bytes,clients,loops,runs,failed,throughput_rps,deviation_ms,mean_ms,p50_ms,"
						+ "p95_ms,p99_ms,error_share,throughput_min,throughput_max,deviation_min,deviation_max,"
						+ "jmeter_cpu_ms_per_request,jmeter_busy_runs\n");
		for (final CellSummary summary : cells) {
			final Cell cell = summary.cell();
			csv.append(String.join(",", cell.id(), cell.server().text(), cell.payload().file(),
					Long.toString(cell.payload().bytes()), Integer.toString(cell.clients()),
					Integer.toString(cell.loops()), Integer.toString(summary.runs().size()),
					Integer.toString(summary.failed()), ServersRunner.decimal(summary.throughputRps()),
					ServersRunner.decimal(summary.deviationMs()), ServersRunner.decimal(summary.meanMs()),
					ServersRunner.decimal(summary.p50Ms()), ServersRunner.decimal(summary.p95Ms()),
					ServersRunner.decimal(summary.p99Ms()), ServersRunner.decimal(summary.errorShare()),
					ServersRunner.decimal(summary.min(ClosedRunFigures::throughputRps)),
					ServersRunner.decimal(summary.max(ClosedRunFigures::throughputRps)),
					ServersRunner.decimal(summary.min(ClosedRunFigures::deviationMs)),
					ServersRunner.decimal(summary.max(ClosedRunFigures::deviationMs)),
					ServersRunner.decimal(summary.generatorCpuMsPerRequest()),
					Long.toString(summary.generatorBusyRuns())))
				.append('\n');
		}
		AtomicFiles.writeString(out.resolve(SUMMARY_CSV), csv.toString());
		AtomicFiles.writeString(out.resolve(REPORT_HTML), html(out, cells, notes, settings));
	}

	private static String html(final Path out, final List<CellSummary> cells, final List<String> notes,
			final String settings) {
		final StringBuilder html = new StringBuilder();
		html.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>")
			.append(Html.escape("poolsweep servers: " + out.getFileName()))
			.append("</title><style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}"
					+ "td,th{border:1px solid #ccc;padding:.2em .6em;text-align:right}td:nth-child(-n+2),"
					+ "th{text-align:left}.note{color:#a00}</style></head><body>\n")
			.append(Html.element("h1", "Web servers serving files: " + out.getFileName()))
			.append("\n<p>A closed workload (jmeter-plans/closed.jmx): every client sends its requests one after "
					+ "the other, with no think time. Each figure is the mean over the repetitions that completed, "
					+ "the smallest and largest beneath. <b>Throughput</b>: requests over the time from the first "
					+ "request's start to the last one's end (JMeter's). <b>Deviation</b>: the standard deviation "
					+ "of every response time (JMeter's Std. Dev.), how steadily the server answers. Percentiles "
					+ "are nearest-rank, of every request of a run. <b>JMeter CPU ms/request</b>: JMeter's CPU time "
					+ "from its first request to its end over the requests; <i>busy</i> where it used more than "
					+ Format.number(GeneratorHeadroom.BUSY_PCT) + " % of its CPUs over a run, so that the "
					+ "throughput there may be JMeter's, not the server's.</p>\n");
		for (final String note : notes) {
			html.append("<p class=\"note\">").append(Html.escape(note)).append("</p>\n");
		}
		html.append("<table><tr>");
		for (final String column : COLUMNS) {
			html.append(Html.element("th", column));
		}
		html.append("</tr>\n");
		for (final CellSummary cell : cells) {
			final String[] row = row(cell);
			html.append("<tr>");
			for (int i = 0; i < row.length; i++) {
				final String range = switch (i) {
					case 3 ->
						range(cell.min(ClosedRunFigures::throughputRps), cell.max(ClosedRunFigures::throughputRps));
					case 4 -> range(cell.min(ClosedRunFigures::deviationMs), cell.max(ClosedRunFigures::deviationMs));
					default -> "";
				};
				html.append("<td>")
					.append(Html.escape(row[i]))
					.append(range.isEmpty() ? "" : "<br><small>" + Html.escape(range) + "</small>")
					.append("</td>");
			}
			html.append("</tr>\n");
		}
		html.append("</table>\n")
			.append(Html.element("h2", "Settings"))
			.append("\n<pre>")
			.append(Html.escape(settings))
			.append("</pre>\n<p>Every run's figures: ")
			.append(Html.escape(ServersRunner.RUNS_CSV))
			.append("; its files: rep-R/CELL/ (samples.jtl, jmeter.log, board.log or nginx.conf and nginx.log)."
					+ "</p>\n</body></html>\n");
		return html.toString();
	}

	/**
	 * The note for the cells where JMeter was busy in a repetition (its CPU share over
	 * the run beyond the sweep's threshold); empty where it never was.
	 */
	public static Optional<String> generatorNote(final List<CellSummary> cells) {
		final List<String> busy = cells.stream()
			.filter(cell -> cell.generatorBusyRuns() > 0)
			.map(cell -> cell.cell().toString())
			.toList();
		return busy.isEmpty() ? Optional.empty()
				: Optional.of("JMeter used more than " + Format.number(GeneratorHeadroom.BUSY_PCT)
						+ " % of its CPUs over a run at " + String.join("; ", busy)
						+ ": the throughput there may be JMeter's, not the server's (marked busy).");
	}

	private static String[] row(final CellSummary summary) {
		final Cell cell = summary.cell();
		final boolean none = summary.runs().isEmpty();
		return new String[] { cell.server().displayName(), cell.payload().label(),
				String.format(Locale.ROOT, "%,d", cell.clients()),
				none ? "-" : String.format(Locale.ROOT, "%,.0f", summary.throughputRps()),
				none ? "-" : String.format(Locale.ROOT, "%,.1f", summary.deviationMs()),
				none ? "-" : String.format(Locale.ROOT, "%,.1f", summary.meanMs()),
				none ? "-" : String.format(Locale.ROOT, "%,.0f", summary.p50Ms()),
				none ? "-" : String.format(Locale.ROOT, "%,.0f", summary.p95Ms()),
				none ? "-" : String.format(Locale.ROOT, "%,.0f", summary.p99Ms()),
				none ? "-" : String.format(Locale.ROOT, "%.2f %%", 100 * summary.errorShare()),
				none || Double.isNaN(summary.generatorCpuMsPerRequest()) ? "-"
						: String.format(Locale.ROOT, "%.2f", summary.generatorCpuMsPerRequest())
								+ (summary.generatorBusyRuns() > 0 ? BUSY : ""),
				summary.runs().size() + (summary.failed() > 0 ? " (" + summary.failed() + " failed)" : "") };
	}

	private static String range(final double min, final double max) {
		return Double.isNaN(min) ? "" : String.format(Locale.ROOT, "%,.0f–%,.0f", min, max);
	}

}
