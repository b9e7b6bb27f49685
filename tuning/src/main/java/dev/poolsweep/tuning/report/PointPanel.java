package dev.poolsweep.tuning.report;

import dev.poolsweep.tuning.analysis.Aggregate;
import dev.poolsweep.tuning.analysis.FailedRun;
import dev.poolsweep.tuning.analysis.Figure;
import dev.poolsweep.tuning.text.Format;
import dev.poolsweep.tuning.analysis.PointAnalysis;
import dev.poolsweep.tuning.analysis.RunAnalysis;
import dev.poolsweep.tuning.analysis.sweep.SweepAnalysis;
import dev.poolsweep.tuning.model.calibration.SweepPredictions;
import dev.poolsweep.tuning.report.chart.ChartScales;
import dev.poolsweep.tuning.text.markup.Html;

/**
 * One point's panel in report.html: headline figures (medians and ranges over the
 * repetitions), then {@link PointCharts} of one repetition, the one whose p95 is nearest
 * the point's median, with the model's prediction for the point dashed over it, then the
 * per-step table and the failed runs.
 */
final class PointPanel {

	private final SweepAnalysis sweep;

	private final PointCharts charts;

	private final SweepPredictions model;

	PointPanel(final SweepAnalysis sweep, final ChartScales scales, final SweepPredictions model) {
		this.sweep = sweep;
		this.charts = new PointCharts(sweep, scales);
		this.model = model;
	}

	String render(final PointAnalysis point) {
		final StringBuilder html = new StringBuilder("<section class=\"panel\" id=\"")
			.append(Html.escape(point.settings().pointId()))
			.append("\">");
		html.append(Html.element("h3", sweep.shortLabel(point)));
		if (!point.hasRuns()) {
			html.append("<p class=\"sub\">")
				.append(Html.escape(point.settings().pointId()))
				.append(": no complete run with figures.</p>");
			return html.append(failures(point)).append("</section>").toString();
		}
		final RunAnalysis run = point.representative();
		final String sub = point.settings().label() + " \u00b7 " + point.settings().pointId() + " \u00b7 charts: rep "
				+ run.repetition() + " of " + point.runs().size();
		html.append("<p class=\"sub one-line\" title=\"")
			.append(Html.escape(sub))
			.append("\">")
			.append(Html.escape(sub))
			.append("</p>");
		html.append(headline(point));
		html.append(charts.render(run, model.of(point.settings())));
		html.append(generator(run));
		return html.append(StepTable.render(run)).append(failures(point)).append("</section>").toString();
	}

	private String headline(final PointAnalysis point) {
		final String goodput = Figure.goodputPerSColumn(sweep.options().primaryGoodputThresholdMs());
		return "<div class=\"headline\">"
				+ figure("goodput " + Figure.thresholdName(sweep.options().primaryGoodputThresholdMs()), point, goodput,
						"/s")
				+ figure("p95", point, Figure.P95_MS, " ms")
				+ figure("recovered at", point, Figure.RECOVERED_AT_S, " s")
				+ figure("errors", point, Figure.ERRORS, "")
				+ figure("CPU in burst", point, Figure.CPU_SYSTEM_BURST_PCT, " %") + faultFigures(point) + "</div>";
	}

	private static String faultFigures(final PointAnalysis point) {
		if (point.runs().stream().noneMatch(run -> run.dbFault().isPresent())) {
			return "";
		}
		return figure("recovery from the database fault", point, Figure.DB_FAULT_RECOVERY_S, " s")
				+ figure("errors from the fault to recovery", point, Figure.DB_FAULT_ERRORS, "");
	}

	private static String figure(final String name, final PointAnalysis point, final String column, final String unit) {
		final Aggregate aggregate = point.aggregates().get(column);
		final String median = Double.isInfinite(aggregate.median()) ? point.never(column)
				: Format.number(aggregate.median()) + unit;
		final String range = point.runs().size() > 1 ? "<small>"
				+ Html.escape(Format.number(aggregate.min()) + "\u2013" + Format.number(aggregate.max())) + "</small>"
				: "<small>one run</small>";
		return "<div><span>" + Html.escape(name) + "</span><b>" + Html.escape(median) + "</b>" + range + "</div>";
	}

	/**
	 * What each process of the load generator used in the charted run, when it had more
	 * than one.
	 */
	private static String generator(final RunAnalysis run) {
		if (run.generatorProcesses().isEmpty()) {
			return "";
		}
		final StringBuilder html = new StringBuilder("<p class=\"sub\">Load generator, rep ").append(run.repetition())
			.append(":</p><ul class=\"generator\">");
		run.generatorProcesses().forEach(process -> html.append(Html.element("li", process.describe())));
		return html.append("</ul>").toString();
	}

	private static String failures(final PointAnalysis point) {
		if (point.failed().isEmpty()) {
			return "";
		}
		final StringBuilder html = new StringBuilder("<p class=\"bad\">Failed runs:</p><ul class=\"failed\">");
		for (final FailedRun failed : point.failed()) {
			html.append("<li>repetition ")
				.append(failed.repetition())
				.append(": ")
				.append(Html.escape(failed.reason()))
				.append("</li>");
		}
		return html.append("</ul>").toString();
	}

}
