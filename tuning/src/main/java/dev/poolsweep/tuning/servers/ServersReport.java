package dev.poolsweep.tuning.servers;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;

import dev.poolsweep.tuning.analysis.verdict.GeneratorHeadroom;
import dev.poolsweep.tuning.analysis.verdict.MedianDifference;
import dev.poolsweep.tuning.analysis.verdict.PaperFindings.Row;
import dev.poolsweep.tuning.analysis.verdict.Recommender;
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

	private static final List<String> COLUMNS = List.of("server", "file", "clients", "tool", "throughput/s",
			"Deviation ms", "mean ms", "p50 ms", "p95 ms", "p99 ms", "in flight", "errors", "tool CPU ms/request",
			"runs");

	/**
	 * The columns added where a second tool measured the cells: its figures over
	 * JMeter's.
	 */
	private static final List<String> RATIO_COLUMNS = List.of("throughput / JMeter", "p95 / JMeter");

	/** The first columns, left-aligned in the console: server, file. */
	private static final int TEXT_COLUMNS = 2;

	/** The tool's column, left-aligned too. */
	private static final int TOOL_COLUMN = 3;

	/** The columns that show the range over the repetitions in report.html. */
	private static final int THROUGHPUT_COLUMN = 4;

	private static final int DEVIATION_COLUMN = 5;

	/** What marks a cell where its tool was busy in a repetition. */
	static final String BUSY = " (busy)";

	private ServersReport() {
	}

	/** The table, one line a cell, columns aligned. */
	public static String table(final List<CellSummary> cells) {
		final List<String[]> rows = new ArrayList<>();
		rows.add(columns(cells).toArray(String[]::new));
		cells.forEach(cell -> rows.add(row(cell, cells)));
		final int[] widths = new int[rows.getFirst().length];
		rows.forEach(row -> {
			for (int i = 0; i < row.length; i++) {
				widths[i] = Math.max(widths[i], row[i].length());
			}
		});
		final StringBuilder table = new StringBuilder();
		for (final String[] row : rows) {
			for (int i = 0; i < row.length; i++) {
				final String format = i < TEXT_COLUMNS || i == TOOL_COLUMN ? "%-" + widths[i] + "s"
						: "%" + widths[i] + "s";
				table.append(String.format(Locale.ROOT, format, row[i])).append(i + 1 < row.length ? "  " : "\n");
			}
		}
		return table.toString();
	}

	/**
	 * Yoo et al.'s claims for the console: a line each, "claim: verdict (why)", all
	 * provisional where a cell of JMeter's has fewer repetitions than give an interval.
	 */
	public static String findings(final List<Row> rows, final List<CellSummary> cells) {
		final boolean provisional = cells.stream()
			.filter(cell -> cell.tool() == LoadTool.JMETER)
			.anyMatch(cell -> cell.runs().size() < MedianDifference.FEWEST_RUNS);
		final StringBuilder text = new StringBuilder("Yoo et al.'s claims, checked (JMeter's runs"
				+ (provisional ? "; provisional, with fewer than " + MedianDifference.FEWEST_RUNS + " repetitions" : "")
				+ "):\n");
		rows.forEach(row -> text.append("  ")
			.append(row.claim())
			.append(": ")
			.append(row.verdict().text())
			.append(row.why().isEmpty() ? "" : " (" + row.why() + ")")
			.append('\n'));
		return text.toString();
	}

	/**
	 * Checks Yoo et al.'s claims on the cells, adds the generator's note where a tool was
	 * busy, and writes OUT/summary.csv and OUT/report.html; returns the console's text:
	 * the table, the claims and the notes. The one sequence that
	 * {@code poolsweep servers} and {@code poolsweep report} share.
	 */
	public static String writeAll(final Path out, final List<CellSummary> cells,
			final Map<WebServer, Integer> threadLimits, final List<String> notes, final String settings)
			throws IOException {
		final List<String> allNotes = new ArrayList<>(notes);
		generatorNote(cells).ifPresent(allNotes::add);
		final List<Row> findings = ServerFindings.of(cells, threadLimits);
		write(out, cells, findings, allNotes, settings);
		return table(cells) + findings(findings, cells)
				+ allNotes.stream().map(note -> note + "\n").collect(Collectors.joining());
	}

	/** Writes OUT/summary.csv and OUT/report.html. */
	static void write(final Path out, final List<CellSummary> cells, final List<Row> findings, final List<String> notes,
			final String settings) throws IOException {
		final StringBuilder csv = new StringBuilder(
				"cell,tool,server,file,bytes,clients,loops,runs,failed,throughput_rps,deviation_ms,mean_ms,p50_ms,"
						+ "p95_ms,p99_ms,in_flight,error_share,throughput_min,throughput_max,deviation_min,deviation_max,"
						+ "generator_cpu_ms_per_request,generator_busy_runs,throughput_vs_jmeter,p95_vs_jmeter\n");
		for (final CellSummary summary : cells) {
			final Cell cell = summary.cell();
			csv.append(String.join(",", cell.id(), summary.tool().text(), cell.server().text(), cell.payload().file(),
					Long.toString(cell.payload().bytes()), Integer.toString(cell.clients()),
					Integer.toString(cell.loops()), Integer.toString(summary.runs().size()),
					Integer.toString(summary.failed()), ServersRunner.decimal(summary.throughputRps()),
					ServersRunner.decimal(summary.deviationMs()), ServersRunner.decimal(summary.meanMs()),
					ServersRunner.decimal(summary.p50Ms()), ServersRunner.decimal(summary.p95Ms()),
					ServersRunner.decimal(summary.p99Ms()), ServersRunner.decimal(summary.inFlight()),
					ServersRunner.decimal(summary.errorShare()),
					ServersRunner.decimal(summary.min(ClosedRunFigures::throughputRps)),
					ServersRunner.decimal(summary.max(ClosedRunFigures::throughputRps)),
					ServersRunner.decimal(summary.min(ClosedRunFigures::deviationMs)),
					ServersRunner.decimal(summary.max(ClosedRunFigures::deviationMs)),
					ServersRunner.decimal(summary.generatorCpuMsPerRequest()),
					Long.toString(summary.generatorBusyRuns()),
					ratioText(summary, cells, CellSummary::throughputRps, "%.3f"),
					ratioText(summary, cells, CellSummary::p95Ms, "%.3f")))
				.append('\n');
		}
		AtomicFiles.writeString(out.resolve(SUMMARY_CSV), csv.toString());
		AtomicFiles.writeString(out.resolve(REPORT_HTML), html(out, cells, findings, notes, settings));
	}

	private static String html(final Path out, final List<CellSummary> cells, final List<Row> findings,
			final List<String> notes, final String settings) {
		final StringBuilder html = new StringBuilder();
		html.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>")
			.append(Html.escape("poolsweep servers: " + out.getFileName()))
			.append("</title><style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}"
					+ "td,th{border:1px solid #ccc;padding:.2em .6em;text-align:right}td:nth-child(-n+2),"
					+ "th,tr.claim td{text-align:left}.note{color:#a00}</style></head><body>\n")
			.append(Html.element("h1", "Web servers serving files: " + out.getFileName()))
			.append("\n<p>A closed workload (jmeter-plans/closed.jmx): every client sends its requests one after "
					+ "the other, with no think time. Each figure is the mean over the repetitions that completed, "
					+ "the smallest and largest beneath. <b>Throughput</b>: requests over the time from the first "
					+ "request's start to the last one's end (JMeter's). <b>Deviation</b>: the standard deviation "
					+ "of every response time (JMeter's Std. Dev.), how steadily the server answers. Percentiles "
					+ "are nearest-rank, of every request of a run. <b>In flight</b>: the requests at the server on average, "
					+ "throughput \u00d7 mean response time (Little's law): a client the tool has not started yet, has "
					+ "finished, or has not yet given the CPU to send its next request is not there, so a tool that "
					+ "starts its clients slowly or is short of CPU keeps fewer of them at a fast server than the cell "
					+ "names. <b>Tool</b>: the load generator that sent the "
					+ "workload, JMeter, or vegeta, on the same CPUs, each run with a fresh server, its samples "
					+ "summarised by the same code; <b>/ JMeter</b>: vegeta's figure over JMeter's for the same "
					+ "cell. <b>Tool CPU ms/request</b>: the tool's CPU time from its first request to its end over "
					+ "the requests; <i>busy</i> where it used more than " + Format.number(GeneratorHeadroom.BUSY_PCT)
					+ " % of its CPUs over a run, so that the throughput there may be the tool's, not the "
					+ "server's.</p>\n");
		for (final String note : notes) {
			html.append("<p class=\"note\">").append(Html.escape(note)).append("</p>\n");
		}
		html.append("<table><tr>");
		for (final String column : columns(cells)) {
			html.append(Html.element("th", column));
		}
		html.append("</tr>\n");
		for (final CellSummary cell : cells) {
			final String[] row = row(cell, cells);
			html.append("<tr>");
			for (int i = 0; i < row.length; i++) {
				final String range = switch (i) {
					case THROUGHPUT_COLUMN ->
						range(cell.min(ClosedRunFigures::throughputRps), cell.max(ClosedRunFigures::throughputRps));
					case DEVIATION_COLUMN ->
						range(cell.min(ClosedRunFigures::deviationMs), cell.max(ClosedRunFigures::deviationMs));
					default -> "";
				};
				html.append("<td>")
					.append(Html.escape(row[i]))
					.append(range.isEmpty() ? "" : "<br><small>" + Html.escape(range) + "</small>")
					.append("</td>");
			}
			html.append("</tr>\n");
		}
		html.append("</table>\n");
		findingsHtml(html, findings);
		html.append(Html.element("h2", "Settings"))
			.append("\n<pre>")
			.append(Html.escape(settings))
			.append("</pre>\n<p>Every run's figures: ")
			.append(Html.escape(ServersRunner.RUNS_CSV))
			.append("; its files: rep-R/CELL/ (samples.jtl, jmeter.log, board.log or nginx.conf and nginx.log), "
					+ "vegeta's in rep-R/CELL-vegeta/ (vegeta.csv, vegeta.log).</p>\n</body></html>\n");
		return html.toString();
	}

	/**
	 * Yoo et al.'s claims in the form of a sweep's "The paper's findings, checked": a row
	 * each, with the figures that decide it and the verdict.
	 */
	private static void findingsHtml(final StringBuilder html, final List<Row> findings) {
		html.append(Html.element("h2", "Yoo et al.'s claims, checked"))
			.append("\n<p>JMeter's runs, their tool. A server is above another where the interval of the shift "
					+ "between their runs clears zero and the shift clears the tolerance, as a sweep ranks points: "
					+ Format.number(100 * Recommender.GOODPUT_TIE) + " % for throughput, "
					+ Format.number(100 * Recommender.P95_TIE) + " % for Deviation; with fewer than "
					+ MedianDifference.FEWEST_RUNS + " repetitions there is no interval, and every verdict is "
					+ "provisional. Degrading is read per repetition: the crowd's run over the same repetition's run "
					+ "of the small file.</p>\n<table><tr><th>claim</th><th>measured</th><th>verdict</th><th>why</th>"
					+ "</tr>\n");
		for (final Row row : findings) {
			html.append("<tr class=\"claim\">")
				.append(Html.element("td", row.claim()))
				.append(Html.element("td", row.measured()))
				.append(Html.element("td", row.verdict().text()))
				.append(Html.element("td", row.why()))
				.append("</tr>\n");
		}
		html.append("</table>\n");
	}

	/**
	 * The note for the cells where a tool was busy in a repetition (its CPU share over
	 * the run beyond the sweep's threshold); empty where none ever was.
	 */
	public static Optional<String> generatorNote(final List<CellSummary> cells) {
		final List<String> busy = cells.stream()
			.filter(cell -> cell.generatorBusyRuns() > 0)
			.map(cell -> cell.cell() + " (" + cell.tool().displayName() + ")")
			.toList();
		return busy.isEmpty() ? Optional.empty()
				: Optional.of("The load generator used more than " + Format.number(GeneratorHeadroom.BUSY_PCT)
						+ " % of its CPUs over a run at " + String.join("; ", busy)
						+ ": the throughput there may be the generator's, not the server's (marked busy).");
	}

	/**
	 * A figure of a cell as a tool measured it over the same figure as JMeter measured it
	 * (both the means of their repetitions); NaN for JMeter's own row, and where either
	 * has no figure.
	 */
	static double ratio(final CellSummary summary, final List<CellSummary> cells,
			final ToDoubleFunction<CellSummary> figure) {
		if (summary.tool() == LoadTool.JMETER) {
			return Double.NaN;
		}
		return cells.stream()
			.filter(other -> other.tool() == LoadTool.JMETER && other.cell().equals(summary.cell()))
			.findFirst()
			.map(jmeter -> figure.applyAsDouble(summary) / figure.applyAsDouble(jmeter))
			.orElse(Double.NaN);
	}

	private static String ratioText(final CellSummary summary, final List<CellSummary> cells,
			final ToDoubleFunction<CellSummary> figure, final String format) {
		final double ratio = ratio(summary, cells, figure);
		return Double.isNaN(ratio) || Double.isInfinite(ratio) ? "" : String.format(Locale.ROOT, format, ratio);
	}

	/** The columns: the ratio columns only where a second tool measured the cells. */
	private static List<String> columns(final List<CellSummary> cells) {
		final List<String> columns = new ArrayList<>(COLUMNS);
		if (severalTools(cells)) {
			columns.addAll(RATIO_COLUMNS);
		}
		return columns;
	}

	private static boolean severalTools(final List<CellSummary> cells) {
		return cells.stream().map(CellSummary::tool).distinct().count() > 1;
	}

	private static String[] row(final CellSummary summary, final List<CellSummary> cells) {
		final List<String> row = new ArrayList<>(List.of(figures(summary)));
		if (severalTools(cells)) {
			row.add(ratioText(summary, cells, CellSummary::throughputRps, "%.2f"));
			row.add(ratioText(summary, cells, CellSummary::p95Ms, "%.2f"));
		}
		return row.toArray(String[]::new);
	}

	private static String[] figures(final CellSummary summary) {
		final Cell cell = summary.cell();
		final boolean none = summary.runs().isEmpty();
		return new String[] { cell.server().displayName(), cell.payload().label(),
				String.format(Locale.ROOT, "%,d", cell.clients()), summary.tool().displayName(),
				none ? "-" : String.format(Locale.ROOT, "%,.0f", summary.throughputRps()),
				none ? "-" : String.format(Locale.ROOT, "%,.1f", summary.deviationMs()),
				none ? "-" : String.format(Locale.ROOT, "%,.1f", summary.meanMs()),
				none ? "-" : String.format(Locale.ROOT, "%,.0f", summary.p50Ms()),
				none ? "-" : String.format(Locale.ROOT, "%,.0f", summary.p95Ms()),
				none ? "-" : String.format(Locale.ROOT, "%,.0f", summary.p99Ms()),
				none ? "-" : String.format(Locale.ROOT, "%,.0f", summary.inFlight()),
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
