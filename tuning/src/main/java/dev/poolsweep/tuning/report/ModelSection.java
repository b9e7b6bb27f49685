package dev.poolsweep.tuning.report;

import java.util.Optional;

import dev.poolsweep.tuning.analysis.Figure;
import dev.poolsweep.tuning.text.Format;
import dev.poolsweep.tuning.analysis.PointAnalysis;
import dev.poolsweep.tuning.analysis.sweep.SweepAnalysis;
import dev.poolsweep.tuning.model.ModelInputs;
import dev.poolsweep.tuning.model.Prediction;
import dev.poolsweep.tuning.model.PredictionSpread;
import dev.poolsweep.tuning.model.ServiceProfile;
import dev.poolsweep.tuning.model.calibration.ModelFigure;
import dev.poolsweep.tuning.model.calibration.SweepCalibration;
import dev.poolsweep.tuning.model.calibration.SweepPredictions;
import dev.poolsweep.tuning.results.SummaryColumns;
import dev.poolsweep.tuning.text.markup.Html;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The model's part of the report: report.html's table of predicted against measured
 * figures per point, and summary.json's "model" object (the calibrated inputs, and per
 * point the predicted figures and per-second series). The dashed curves are the panels'.
 */
final class ModelSection {

	private ModelSection() {
	}

	static String html(final SweepAnalysis sweep, final SweepPredictions model) {
		final Optional<SweepCalibration> calibration = model.calibration();
		if (calibration.isEmpty()) {
			return "<p>No predictions: " + Html.escape(model.unavailable().orElse("")) + ".</p>";
		}
		final StringBuilder html = new StringBuilder("<p class=\"sub\">The model (tuning/docs/model.md) predicts every "
				+ "point from the seconds before the burst of these runs (and the saturation probe's fresh "
				+ "applications, when the sweep has it), never from these runs' burst or after it: "
				+ Html.escape(calibration.get().describe())
				+ ". Measured: the median over repetitions. Error: predicted / measured \u2212 1; recovery: predicted "
				+ "\u2212 measured. Beneath a prediction: the same point predicted for a board "
				+ PredictionSpread.PERCENT + " slower and faster, " + PredictionSpread.MEANING + "; a range that "
				+ "reaches \"never\" marks an edge no single prediction or run settles. Predicted curves are drawn "
				+ "dashed in the panels.</p>");
		html.append("<div class=\"wide\"><table class=\"compare\"><thead><tr><th>point</th>");
		for (final ModelFigure figure : ModelFigure.ALL) {
			html.append(Html.element("th", figure.label() + " measured"))
				.append(Html.element("th", "predicted (\u00b1" + PredictionSpread.PERCENT + ")"))
				.append(Html.element("th", "error"));
		}
		html.append(Html.element("th", goodputLabel(sweep) + " measured"))
			.append("<th>predicted</th><th>busy threads peak measured</th><th>predicted</th></tr></thead><tbody>");
		for (final PointAnalysis point : sweep.points()) {
			model.of(point.settings())
				.ifPresent(prediction -> html
					.append(row(sweep, point, prediction, model.spreadOf(point.settings()).orElseThrow())));
		}
		return html.append("</tbody></table></div>").toString();
	}

	private static String row(final SweepAnalysis sweep, final PointAnalysis point, final Prediction prediction,
			final PredictionSpread spread) {
		final StringBuilder html = new StringBuilder("<tr>").append(Html.element("td", sweep.shortLabel(point)));
		for (final ModelFigure figure : ModelFigure.ALL) {
			final double measured = point.median(figure.measuredColumn());
			final double predicted = figure.of(prediction);
			html.append(Html.element("td", Format.number(measured)))
				.append(withRange(predicted, spread.range(figure::of, Format::number)))
				.append(Html.element("td", error(figure, predicted, measured)));
		}
		final String goodput = Figure.goodputPerSColumn(sweep.options().primaryGoodputThresholdMs());
		return html.append(Html.element("td", Format.number(point.median(goodput))))
			.append(Html.element("td", Format.number(prediction.goodputPerS())))
			.append(Html.element("td", Format.number(point.median(Figure.BUSY_THREADS_PEAK))))
			.append(Html.element("td", Format.number(prediction.busyThreadsPeak())))
			.append("</tr>")
			.toString();
	}

	/**
	 * A prediction with the board's spread beneath, as the comparison table has min-max;
	 * the value alone where the spread does not move it.
	 */
	private static String withRange(final double predicted, final String range) {
		final String value = Format.number(predicted);
		final String beneath = range.equals(value) ? "" : "<br><small>" + Html.escape(range) + "</small>";
		return "<td>" + Html.escape(value) + beneath + "</td>";
	}

	private static String goodputLabel(final SweepAnalysis sweep) {
		return "goodput \u2264 " + Figure.thresholdName(sweep.options().primaryGoodputThresholdMs()) + " (/s)";
	}

	private static String error(final ModelFigure figure, final double predicted, final double measured) {
		final double error = figure.error(predicted, measured);
		if (Double.isInfinite(error)) {
			return error > 0 ? "predicted never" : "measured never";
		}
		if (Double.isNaN(error)) {
			return Format.number(error);
		}
		final String sign = error > 0 ? "+" : error < 0 ? "\u2212" : "";
		return sign + Format.number(Math.abs(error)) + (figure.relative() ? "\u00a0%" : "\u00a0s");
	}

	static void json(final ObjectNode node, final SweepAnalysis sweep, final SweepPredictions model) {
		node.put("definition", "predicted from the seconds before the burst of these runs (tuning/docs/model.md)");
		model.unavailable().ifPresent(why -> node.put("unavailable", why));
		model.calibration().ifPresent(calibration -> inputs(node.putObject("calibration"), calibration));
		final ArrayNode points = node.putArray("points");
		for (final PointAnalysis point : sweep.points()) {
			model.of(point.settings())
				.ifPresent(prediction -> point(points.addObject(), point, prediction,
						model.spreadOf(point.settings()).orElseThrow()));
		}
	}

	private static void inputs(final ObjectNode node, final SweepCalibration calibration) {
		final ModelInputs inputs = calibration.inputs();
		final ServiceProfile service = inputs.service();
		node.put("summary", calibration.describe());
		SummaryJson.put(node, "cores", service.cores());
		SummaryJson.put(node, "cpu_ms", service.cpuMs());
		SummaryJson.put(node, "background_cores", service.backgroundCores());
		SummaryJson.put(node, "alone_ms", service.aloneMs());
		SummaryJson.put(node, "db_ms", service.dbMs());
		node.put("low_load_seconds", calibration.lowLoad().okPerS().length);
		node.put("response_times", calibration.lowLoad().responseMs().length);
		node.put("response_timeout_ms", inputs.responseTimeoutMs());
		node.put("max_in_flight", inputs.maxInFlight());
		node.put("seed", inputs.seed());
	}

	private static void point(final ObjectNode node, final PointAnalysis point, final Prediction prediction,
			final PredictionSpread spread) {
		node.put(SummaryColumns.POINT_ID, point.settings().pointId());
		final ObjectNode figures = node.putObject("figures");
		ModelFigure.ALL.forEach(figure -> SummaryJson.put(figures, figure.column(), figure.of(prediction)));
		final ObjectNode spreadNode = node.putObject("spread");
		spreadNode.put("rate_fraction", PredictionSpread.RATE_SPREAD);
		final ObjectNode slower = spreadNode.putObject("slower");
		final ObjectNode faster = spreadNode.putObject("faster");
		ModelFigure.ALL.forEach(figure -> {
			SummaryJson.put(slower, figure.column(), figure.of(spread.slower()));
			SummaryJson.put(faster, figure.column(), figure.of(spread.faster()));
		});
		SummaryJson.put(figures, "goodput_per_s", prediction.goodputPerS());
		SummaryJson.put(figures, "p50_ms", prediction.p50Ms());
		SummaryJson.put(figures, "pre_burst_p95_ms", prediction.preBurstP95Ms());
		SummaryJson.put(figures, "burst_p95_ms", prediction.burstP95Ms());
		figures.put("errors", prediction.errors());
		figures.put("never_sent", prediction.neverSent());
		SummaryJson.put(figures, "busy_threads_peak", prediction.busyThreadsPeak());
		SummaryJson.put(figures, "cpu_board_burst_mean_pct", prediction.boardCpuBurstPct());
		final ObjectNode perSecond = node.putObject("per_second");
		RunJson.ints(perSecond.putArray("successes"),
				prediction.seconds().stream().mapToInt(Prediction.Second::ok).toArray());
		RunJson.doubles(perSecond.putArray("p50_ms"), prediction.series(Prediction.Second::p50Ms));
		RunJson.doubles(perSecond.putArray("p95_ms"), prediction.series(Prediction.Second::p95Ms));
		RunJson.doubles(perSecond.putArray("busy_threads"), prediction.series(Prediction.Second::busyThreads));
		RunJson.doubles(perSecond.putArray("waiting_for_worker"),
				prediction.series(Prediction.Second::waitingForWorker));
		RunJson.doubles(perSecond.putArray("pool_waiting"), prediction.series(Prediction.Second::poolWaiting));
		RunJson.doubles(perSecond.putArray("tomcat_connections"), prediction.series(Prediction.Second::connections));
		RunJson.doubles(perSecond.putArray("cpu_board_pct"), prediction.series(Prediction.Second::boardCpuPct));
	}

}
