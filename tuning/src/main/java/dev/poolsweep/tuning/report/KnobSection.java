package dev.poolsweep.tuning.report;

import java.util.List;

import dev.poolsweep.tuning.analysis.Figure;
import dev.poolsweep.tuning.analysis.PointAnalysis;
import dev.poolsweep.tuning.analysis.sweep.SweepAnalysis;
import dev.poolsweep.tuning.analysis.verdict.KnobFindings;
import dev.poolsweep.tuning.text.markup.Html;

/**
 * report.html's "The knobs" section: for every setting the sweep varied, what it bounds,
 * what the papers claim, what this sweep showed, and the figures that show it per point.
 */
final class KnobSection {

	private KnobSection() {
	}

	static String render(final SweepAnalysis sweep) {
		final List<KnobFindings.Finding> findings = KnobFindings.of(sweep.points(), sweep.sweep());
		if (findings.isEmpty()) {
			return "";
		}
		final StringBuilder html = new StringBuilder("<h2>The knobs</h2><p class=\"sub\">What each setting the sweep "
				+ "varied bounds, what the papers say, and what this sweep showed (medians over the repetitions, "
				+ "min\u2013max beneath).</p>");
		for (final KnobFindings.Finding finding : findings) {
			html.append("<div class=\"knob\"><p><b>")
				.append(Html.escape(finding.knob().title()))
				.append("</b> ")
				.append(Html.escape(finding.knob().explanation()))
				.append("</p><ul>");
			finding.lines().forEach(line -> html.append(Html.element("li", line)));
			html.append("</ul>").append(table(sweep, finding.figures())).append("</div>");
		}
		return html.toString();
	}

	private static String table(final SweepAnalysis sweep, final List<String> figures) {
		final List<Figure> all = Figure.all(sweep.options());
		final StringBuilder html = new StringBuilder(
				"<div class=\"wide\"><table class=\"compare\"><thead><tr><th>point</th>");
		for (final String column : figures) {
			final String label = all.stream()
				.filter(f -> f.column().equals(column))
				.map(Figure::label)
				.findFirst()
				.orElse(column);
			html.append(Html.element("th", label));
		}
		html.append("</tr></thead><tbody>");
		for (final PointAnalysis point : sweep.points()) {
			html.append("<tr>").append(Html.element("td", sweep.shortLabel(point)));
			figures.forEach(column -> html.append(ComparisonTable.cell(point, column)));
			html.append("</tr>");
		}
		return html.append("</tbody></table></div>").toString();
	}

}
