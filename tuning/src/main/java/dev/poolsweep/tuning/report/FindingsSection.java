package dev.poolsweep.tuning.report;

import java.util.List;
import java.util.OptionalDouble;

import dev.poolsweep.tuning.analysis.sweep.SweepAnalysis;
import dev.poolsweep.tuning.analysis.verdict.MedianDifference;
import dev.poolsweep.tuning.analysis.verdict.PaperFindings;
import dev.poolsweep.tuning.text.Format;
import dev.poolsweep.tuning.text.markup.Html;
import dev.poolsweep.tuning.results.SweepRecord;

/**
 * report.html's "The paper's findings, checked": one row per claim of the paper, with the
 * figures that decide it and the verdict; nothing for a sweep without maxThreads 1, 10,
 * 100 and 300.
 */
final class FindingsSection {

	private FindingsSection() {
	}

	static String render(final SweepAnalysis sweep) {
		final List<PaperFindings.Row> rows = PaperFindings.of(sweep.points(), sweep.recommendation(), sweep.options());
		if (rows.isEmpty()) {
			return "";
		}
		final StringBuilder html = new StringBuilder("<h2>The paper's findings, checked</h2><p class=\"sub\">")
			.append("Medians over the repetitions, min\u2013max in brackets; a point is above another by the "
					+ "recommendation's rule (see the definitions): only where the interval of the shift between their "
					+ "runs clears zero and the shift clears the tolerance; with fewer than "
					+ MedianDifference.FEWEST_RUNS + " repetitions there is no interval and every verdict is "
					+ "provisional. The paper's instants are met within 3 s.</p>")
			.append("<table class=\"compare\"><thead><tr><th>claim</th><th>measured</th><th>verdict</th>"
					+ "<th>why</th></tr></thead><tbody>");
		for (final PaperFindings.Row row : rows) {
			html.append("<tr>")
				.append(Html.element("td", row.claim()))
				.append(Html.element("td", row.measured()))
				.append("<td class=\"")
				.append(row.verdict() == PaperFindings.Verdict.HOLDS ? "good" : "bad")
				.append("\">")
				.append(Html.escape(row.verdict().text()))
				.append("</td>")
				.append(Html.element("td", row.why()))
				.append("</tr>");
		}
		return html.append("</tbody></table>").toString();
	}

	/**
	 * Which server was measured: the paper's emulated on the board, the board with the
	 * experiment knobs as given, or the board as built (its burst scaled or not); empty
	 * for another application, or without sweep.properties.
	 */
	static String mode(final SweepAnalysis sweep) {
		final SweepRecord p = sweep.sweep();
		if (p.isEmpty() || p.appJar().isPresent()) {
			return "";
		}
		final String cpuWork = SweepRecord.millisText(p.cpuWork());
		final String dbHold = SweepRecord.millisText(p.dbHold());
		if (p.emulationTenWorkersOkPerS().isPresent()) {
			return "The board emulated the paper's server (about " + rate(p.emulationOneWorkerOkPerS())
					+ " requests/s with one saturated worker and " + rate(p.emulationTenWorkersOkPerS())
					+ " with ten, from the paper's recovery instants): " + cpuWork + " ms of CPU work and " + dbHold
					+ " ms of database hold per list request, set by "
					+ p.emulationReusedFrom()
						.map(cache -> "the saturation probes of an earlier run on this machine, kept in " + cache)
						.orElse("this run's saturation probes")
					+ (p.saturatedFittedFromProbes() > 0
							? " (fitted from " + p.saturatedFittedFromProbes()
									+ " probes, none within the tolerance); they are expected to serve one worker "
							: "; they served one worker ")
					+ rate(p.saturatedOneWorkerOkPerS()) + "/s and ten " + rate(p.saturatedTenWorkersOkPerS()) + "/s.";
		}
		if (p.calibrationScale().isPresent()) {
			return "The board ran as built, the burst scaled to its capacity (--calibrate: scale "
					+ written(p.calibrationScale()) + ").";
		}
		if (!"0".equals(cpuWork) || !"0".equals(dbHold)) {
			return "The board ran with the experiment knobs as given: " + cpuWork + " ms of CPU work and " + dbHold
					+ " ms of database hold per list request.";
		}
		return "The board ran as built, at the paper's rates: on a machine much faster than the paper's the burst "
				+ "builds no queue, and the paper's differences cannot show.";
	}

	/** A recorded number to a few digits ("0.457"); "?" when absent. */
	private static String written(final OptionalDouble value) {
		return value.isPresent() ? Format.number(value.getAsDouble()) : "?";
	}

	/** A rate as the probes' lines give it, to a tenth: "173.9", "211". */
	private static String rate(final OptionalDouble value) {
		return value.isPresent() ? Format.plain(value.getAsDouble(), 1) : "?";
	}

}
