package dev.poolsweep.tuning.report;

import dev.poolsweep.tuning.text.Format;
import dev.poolsweep.tuning.analysis.RunAnalysis;
import dev.poolsweep.tuning.analysis.series.StepStats;
import dev.poolsweep.tuning.text.markup.Html;

/**
 * The per-step table under a point's charts: what the schedule asked, what JMeter sent
 * (late: more than the late limit after it was due), what succeeded, the latencies from
 * the due instant of the requests due in each step and, beside them, the success-only
 * response time p95. The burst's row is highlighted.
 */
final class StepTable {

	private StepTable() {
	}

	static String render(final RunAnalysis run) {
		final StringBuilder html = new StringBuilder("<table class=\"steps\"><thead><tr><th>step</th><th>target/s</th>"
				+ "<th>scheduled</th><th>sent</th><th>late</th><th>never sent</th><th>ok/s</th><th>mean</th><th>p50</th><th>p95</th>"
				+ "<th>p99</th><th>max</th><th>success-only response p95</th></tr></thead><tbody>");
		for (final StepStats step : run.steps()) {
			final boolean burst = step.step().index() == run.profile().peakStep().index();
			html.append(burst ? "<tr class=\"burst-row\">" : "<tr>")
				.append(Html.element("td", step.step().startS() + "\u2013" + step.step().endS() + " s"))
				.append(Html.element("td", Format.number(step.targetRps())))
				.append(Html.element("td", Long.toString(step.scheduled())))
				.append(Html.element("td", Integer.toString(step.requests())))
				.append(Html.element("td", Integer.toString(step.late())))
				.append(Html.element("td", Long.toString(step.neverSent())))
				.append(Html.element("td", Format.number(step.okPerS())))
				.append(Html.element("td", Format.millis(step.latency().meanMs())))
				.append(Html.element("td", Format.millis(step.latency().p50Ms())))
				.append(Html.element("td", Format.millis(step.latency().p95Ms())))
				.append(Html.element("td", Format.millis(step.latency().p99Ms())))
				.append(Html.element("td", Format.millis(step.latency().maxMs())))
				.append(Html.element("td", Format.millis(step.successResponse().p95Ms())))
				.append("</tr>");
		}
		return html.append("</tbody></table>").toString();
	}

}
