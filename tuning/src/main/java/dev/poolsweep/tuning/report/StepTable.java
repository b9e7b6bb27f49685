package dev.poolsweep.tuning.report;

import dev.poolsweep.tuning.analysis.Format;
import dev.poolsweep.tuning.analysis.RunAnalysis;
import dev.poolsweep.tuning.analysis.StepStats;

/**
 * The per-step table under a point's charts: target rate, what JMeter sent, what succeeded, and the response times
 * of the requests started in each step. The burst's row is highlighted.
 */
final class StepTable {

   private StepTable() {
   }

   static String render(final RunAnalysis run) {
      final StringBuilder html = new StringBuilder("<table class=\"steps\"><thead><tr><th>step</th><th>target/s</th>"
         + "<th>sent/s</th><th>ok/s</th><th>mean</th><th>p50</th><th>p95</th><th>p99</th><th>max</th></tr></thead><tbody>");
      for (final StepStats step : run.steps()) {
         final boolean burst = step.step().index() == run.profile().peakStep().index();
         html.append(burst ? "<tr class=\"burst-row\">" : "<tr>")
            .append(Html.element("td", step.step().startS() + "\u2013" + step.step().endS() + " s"))
            .append(Html.element("td", Format.number(step.targetRps())))
            .append(Html.element("td", Format.number(step.sentPerS())))
            .append(Html.element("td", Format.number(step.okPerS())))
            .append(Html.element("td", Format.millis(step.latency().meanMs())))
            .append(Html.element("td", Format.millis(step.latency().p50Ms())))
            .append(Html.element("td", Format.millis(step.latency().p95Ms())))
            .append(Html.element("td", Format.millis(step.latency().p99Ms())))
            .append(Html.element("td", Format.millis(step.latency().maxMs())))
            .append("</tr>");
      }
      return html.append("</tbody></table>").toString();
   }
}
