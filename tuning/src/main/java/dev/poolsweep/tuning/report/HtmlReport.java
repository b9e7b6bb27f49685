package dev.poolsweep.tuning.report;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import dev.poolsweep.tuning.analysis.FailedRun;
import dev.poolsweep.tuning.analysis.PointAnalysis;
import dev.poolsweep.tuning.analysis.sweep.SweepAnalysis;
import dev.poolsweep.tuning.analysis.verdict.Recommendation;
import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.knob.Server;
import dev.poolsweep.tuning.model.calibration.SweepPredictions;
import dev.poolsweep.tuning.report.chart.ChartScales;
import dev.poolsweep.tuning.results.ResultsFolder;
import dev.poolsweep.tuning.text.markup.Html;
import dev.poolsweep.tuning.results.SweepRecord;

/**
 * report.html: one self-contained page (inline CSS and SVG, no script, no network) that
 * opens in any browser.
 */
final class HtmlReport {

	private static final String CSS = resource("/report/report.css");

	/**
	 * What each swept setting means, kept next to the CSS; its {key}s name the knobs'
	 * properties ({@link #parameters}).
	 */
	private static final String PARAMETERS = resource("/report/parameters.html");

	private HtmlReport() {
	}

	/**
	 * A tune's answer and race (OUT/race.html, written by {@code poolsweep tune}), which
	 * the report opens with; "" for a sweep.
	 */
	private static String tuneOpening(final Path out) {
		final Path opening = out.resolve(ResultsFolder.RACE_HTML);
		try {
			return Files.isRegularFile(opening) ? Files.readString(opening) : "";
		}
		catch (IOException e) {
			return "<p class=\"bad\">" + Html.escape("The tune's answer could not be read: " + e.getMessage()) + "</p>";
		}
	}

	static String render(final SweepAnalysis sweep, final SweepPredictions model) {
		final ChartScales scales = ChartScales.of(sweep, model);
		final PointPanel panel = new PointPanel(sweep, scales, model);
		final StringBuilder html = new StringBuilder();
		html.append(
				"<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>poolsweep report</title><style>")
			.append(CSS)
			.append("</style></head><body>");
		html.append("<h1>poolsweep report</h1>");
		final String tuneOpening = tuneOpening(sweep.outDir());
		html.append(tuneOpening);
		html.append("<p class=\"sub\">")
			.append(Html
				.escape(sweep.outDir().toAbsolutePath().normalize().toString() + measuredBy(sweep.sweep().build())))
			.append("</p>")
			.append(command(sweep.sweep().command()))
			.append(measured(sweep.sweep()));
		final String server = FindingsSection.mode(sweep);
		if (!server.isEmpty()) {
			html.append(Html.element("p", server));
		}
		if (!sweep.jmxMissing().isEmpty()) {
			html.append("<p class=\"bad\">")
				.append(Html.escape("Not exposed by the application, so the figures that need them are left empty: "
						+ String.join("; ", sweep.jmxMissing()) + "."))
				.append("</p>");
		}
		html.append(tuneOpening.isEmpty() ? "<h2>Recommendation</h2>"
				: "<h2>The runs ranked as a sweep ranks them</h2><p class=\"sub\">" + Html.escape(
						"Not the tune's answer, which opens the report: every point measured, ranked on its runs alone, "
								+ "as the report ranks a sweep's, without the tune's objective or its race.")
						+ "</p>")
			.append(recommendation(sweep));
		html.append(FindingsSection.render(sweep));
		html.append(KnobSection.render(sweep));
		html.append("<h2>Comparison</h2><p class=\"sub\">Median over repetitions, min\u2013max beneath. "
				+ "Agreement: repetitions within the tolerance of the median (see Definitions).</p>")
			.append(ComparisonTable.render(sweep));
		html.append("<h2>Predicted vs measured</h2>").append(ModelSection.html(sweep, model));
		html.append("<h2>Points</h2><p class=\"sub\">Same time axis and same scale per chart kind in every panel; "
				+ "shaded: the burst step. Each panel charts one repetition: the one whose p95 is nearest the point's median; "
				+ "dashed: the model's prediction.</p>" + "<div class=\"panels\">");
		for (final PointAnalysis point : sweep.points()) {
			html.append(panel.render(point));
		}
		html.append("</div><h2>Definitions</h2>").append(definitions(sweep));
		html.append("<h2>Failed and incomplete runs</h2>").append(failedRuns(sweep));
		html.append("<h2>Sweep settings</h2>")
			.append(settings(sweep))
			.append(parameters(sweep.points().stream().map(point -> point.settings().point().server()).toList()));
		return html.append("</body></html>\n").toString();
	}

	/**
	 * The command line that made the folder, to run it again; nothing when not recorded.
	 */
	private static String command(final String typed) {
		return typed.isEmpty() ? "" : "<p class=\"sub\">" + Html.element("code", typed) + "</p>";
	}

	/** ", measured by poolsweep 0.1.0, commit 9f82092", or nothing when not recorded. */
	private static String measuredBy(final String build) {
		return build.isEmpty() ? "" : ", measured by " + build;
	}

	/**
	 * What was measured, when it is not the board's list page: the application's jar and
	 * arguments, the requests.
	 */
	private static String measured(final SweepRecord sweep) {
		final Optional<Path> jar = sweep.appJar();
		final String paths = sweep.requestPaths();
		if (jar.isEmpty() && paths.isEmpty()) {
			return "";
		}
		final List<String> parts = new ArrayList<>();
		jar.ifPresent(app -> {
			final String args = String.join(" ", sweep.appArgs()).strip();
			parts.add("application " + app.getFileName() + (args.isEmpty() ? "" : " " + args));
		});
		if (!paths.isEmpty()) {
			parts.add(sweep.requestMethod() + " " + paths);
		}
		return Html.element("p", String.join(" \u00b7 ", parts));
	}

	private static String settings(final SweepAnalysis sweep) {
		if (sweep.sweep().isEmpty()) {
			return "<p>No sweep.properties in this folder; the settings below come from each run's point.properties.</p>";
		}
		final StringBuilder html = new StringBuilder("<table class=\"kv\"><tbody>");
		for (final Map.Entry<String, String> entry : sweep.sweep().asWritten().entrySet()) {
			html.append("<tr>")
				.append(Html.element("th", entry.getKey()))
				.append(Html.element("td", entry.getValue()))
				.append("</tr>");
		}
		return html.append("</tbody></table>").toString();
	}

	private static String recommendation(final SweepAnalysis sweep) {
		final Recommendation recommendation = sweep.recommendation();
		final StringBuilder html = new StringBuilder("<div class=\"recommend\">");
		html.append("<p class=\"winner\">")
			.append(Html.escape(recommendation.headline(sweep.pointSettings())))
			.append("</p>");
		html.append("<ol>");
		for (final Recommendation.Verdict verdict : recommendation.verdicts()) {
			html.append(verdict.rank() == 1 ? "<li class=\"best\">" : "<li>")
				.append(Html.escape(verdict.summary()))
				.append(verdict.leader() && verdict.rank() > 1
						? " <em>(tied with the best: the difference is within the noise)</em>" : "")
				.append(verdict.dominated() ? " <em>(dominated)</em>" : "")
				.append("</li>");
		}
		html.append("</ol>");
		for (final String note : recommendation.notes()) {
			html.append("<p class=\"bad\">").append(Html.escape(note)).append("</p>");
		}
		return html.append("<p class=\"rule\">")
			.append(Html.escape(Recommendation.RULE))
			.append("</p></div>")
			.toString();
	}

	private static String definitions(final SweepAnalysis sweep) {
		final StringBuilder html = new StringBuilder("<dl class=\"defs\">");
		Definitions.of(sweep.options())
			.forEach((name, text) -> html.append(Html.element("dt", name)).append(Html.element("dd", text)));
		return html.append("</dl>").toString();
	}

	private static String failedRuns(final SweepAnalysis sweep) {
		if (sweep.failedRuns().isEmpty() && sweep.incompleteRuns().isEmpty()) {
			return "<p>None.</p>";
		}
		final StringBuilder html = new StringBuilder("<ul class=\"failed\">");
		for (final FailedRun run : sweep.failedRuns()) {
			html.append("<li><b>")
				.append(Html.escape(run.pointId()))
				.append(" rep ")
				.append(run.repetition())
				.append("</b> failed: ")
				.append(Html.escape(run.reason()))
				.append("</li>");
		}
		for (final String folder : sweep.incompleteRuns()) {
			html.append("<li><b>")
				.append(Html.escape(folder))
				.append("</b> incomplete (no outcome.properties: interrupted or still running), ignored</li>");
		}
		return html.append("</ul>").toString();
	}

	/**
	 * What each swept setting means, with each knob's Spring property on the servers that
	 * ran (in order, each once), or, where a server has none, that it has none.
	 */
	static String parameters(final List<Server> ran) {
		final List<Server> servers = ran.isEmpty() ? List.of(Server.TOMCAT) : ran.stream().distinct().toList();
		String text = PARAMETERS;
		for (final Knob knob : Knob.values()) {
			final List<String> properties = servers.stream()
				.map(server -> knob.springProperty(server) != null ? Html.element("code", knob.springProperty(server))
						: Html.escape("none on " + server.displayName()))
				.toList();
			text = text.replace("{" + knob.key() + "}", String.join(", ", properties));
		}
		return text;
	}

	private static String resource(final String name) {
		try (InputStream in = HtmlReport.class.getResourceAsStream(name)) {
			if (in == null) {
				throw new IllegalStateException("missing resource " + name);
			}
			return new String(in.readAllBytes(), StandardCharsets.UTF_8);
		}
		catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

}
