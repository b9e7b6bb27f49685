package dev.poolsweep.tuning.report;

import java.util.Map;

import dev.poolsweep.tuning.analysis.series.AnalysisOptions;
import dev.poolsweep.tuning.analysis.FailedRun;
import dev.poolsweep.tuning.analysis.PointAnalysis;
import dev.poolsweep.tuning.analysis.sweep.SweepAnalysis;
import dev.poolsweep.tuning.analysis.verdict.Recommendation;
import dev.poolsweep.tuning.model.calibration.SweepPredictions;
import dev.poolsweep.tuning.results.SummaryColumns;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * summary.json: the sweep's settings, the definitions, the summary.csv rows, per point
 * the aggregates and each run's details (steps, recovery, per-second series), the failed
 * and incomplete runs, the recommendation, and the model's predictions
 * ({@link ModelSection}). Unknown numbers and "never" (not recovered) are null.
 */
final class SummaryJson {

	private static final JsonMapper MAPPER = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

	private SummaryJson() {
	}

	static String render(final SweepAnalysis sweep, final SweepPredictions model) {
		final ObjectNode root = MAPPER.createObjectNode();
		root.put("generated_by", "poolsweep report");
		final ObjectNode settings = root.putObject("sweep");
		sweep.sweep().asWritten().forEach(settings::put);
		options(root.putObject("options"), sweep.options());
		Definitions.of(sweep.options()).forEach(root.putObject("definitions")::put);
		final ArrayNode rows = root.putArray("rows");
		SummaryTable.rows(sweep, model).forEach(row -> rows.add(object(row)));
		final ArrayNode points = root.putArray("points");
		sweep.points().forEach(point -> points.add(point(point, sweep)));
		final ArrayNode failed = root.putArray("failed_runs");
		sweep.failedRuns().forEach(run -> failed.add(failed(run)));
		final ArrayNode incomplete = root.putArray("incomplete_runs");
		sweep.incompleteRuns().forEach(incomplete::add);
		recommendation(root.putObject("recommendation"), sweep);
		ModelSection.json(root.putObject("model"), sweep, model);
		return MAPPER.writeValueAsString(root) + "\n";
	}

	private static void options(final ObjectNode node, final AnalysisOptions options) {
		final ArrayNode thresholds = node.putArray("goodput_thresholds_ms");
		options.goodputThresholdsMs().forEach(thresholds::add);
		node.put("recovery_factor", options.recoveryFactor());
		node.put("recovery_floor_ms", options.recoveryFloorMs());
		node.put("recovery_window_s", options.recoveryWindowS());
		node.put("agreement_tolerance_pct", 100 * options.agreementTolerance());
		node.put("cpu_saturation_pct", options.cpuSaturationPct());
	}

	private static ObjectNode point(final PointAnalysis point, final SweepAnalysis sweep) {
		final ObjectNode node = MAPPER.createObjectNode();
		node.put(SummaryColumns.POINT_ID, point.settings().pointId());
		node.put("label", point.settings().label());
		node.put("short_label", sweep.shortLabel(point));
		node.put(SummaryColumns.RUNS, point.runs().size());
		node.put(SummaryColumns.FAILED_RUNS, point.failed().size());
		final ObjectNode aggregates = node.putObject("aggregates");
		point.aggregates().forEach((column, aggregate) -> {
			final ObjectNode figure = aggregates.putObject(column);
			put(figure, "median", aggregate.median());
			put(figure, "min", aggregate.min());
			put(figure, "max", aggregate.max());
		});
		final ObjectNode agreement = node.putObject("agreement");
		agreement.put("runs", point.agreement().runs());
		agreement.put("p95_within_tolerance", point.agreement().p95Agreeing());
		agreement.put("recovery_within_tolerance", point.agreement().recoveryAgreeing());
		if (point.hasRuns()) {
			node.put("charted_repetition", point.representative().repetition());
		}
		final ArrayNode runs = node.putArray("run_details");
		point.runs().forEach(run -> runs.add(RunJson.of(MAPPER, run, sweep.options())));
		final ArrayNode failed = node.putArray("failed");
		point.failed().forEach(run -> failed.add(failed(run)));
		return node;
	}

	private static ObjectNode failed(final FailedRun run) {
		final ObjectNode node = MAPPER.createObjectNode();
		node.put(SummaryColumns.POINT_ID, run.pointId());
		node.put(SummaryColumns.REPETITION, run.repetition());
		node.put(SummaryColumns.REASON, run.reason());
		return node;
	}

	private static void recommendation(final ObjectNode node, final SweepAnalysis sweep) {
		final Recommendation recommendation = sweep.recommendation();
		if (recommendation.best() == null) {
			node.putNull("best_point_id");
		}
		else {
			node.put("best_point_id", recommendation.best().settings().pointId());
			node.put("best_label", recommendation.best().settings().label());
		}
		node.put("confidence", recommendation.confidence().name().toLowerCase(java.util.Locale.ROOT));
		final ArrayNode leaders = node.putArray("leaders");
		recommendation.leaders().forEach(p -> leaders.add(p.settings().pointId()));
		node.put("rule", Recommendation.RULE);
		final ArrayNode notes = node.putArray("notes");
		recommendation.notes().forEach(notes::add);
		final ArrayNode ranking = node.putArray("ranking");
		for (final Recommendation.Verdict verdict : recommendation.verdicts()) {
			final ObjectNode entry = ranking.addObject();
			entry.put("rank", verdict.rank());
			entry.put(SummaryColumns.POINT_ID, verdict.point().settings().pointId());
			entry.put("leader", verdict.leader());
			entry.put("dominated", verdict.dominated());
			entry.put("generator_limited", verdict.generatorLimited());
			entry.put("saturated", verdict.saturated());
			entry.put("summary", verdict.summary());
		}
	}

	private static ObjectNode object(final Map<String, Object> row) {
		final ObjectNode node = MAPPER.createObjectNode();
		row.forEach((key, value) -> {
			switch (value) {
				case null -> node.putNull(key);
				case Double number -> put(node, key, number);
				case Integer number -> node.put(key, number);
				default -> node.put(key, value.toString());
			}
		});
		return node;
	}

	/** JSON has no NaN or Infinity: unknown and "never" become null. */
	static void put(final ObjectNode node, final String key, final double value) {
		if (Double.isFinite(value)) {
			node.put(key, value);
		}
		else {
			node.putNull(key);
		}
	}

}
