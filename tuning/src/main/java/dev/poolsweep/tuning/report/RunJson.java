package dev.poolsweep.tuning.report;

import dev.poolsweep.tuning.analysis.series.AnalysisOptions;
import dev.poolsweep.tuning.analysis.Figure;
import dev.poolsweep.tuning.analysis.RunAnalysis;
import dev.poolsweep.tuning.analysis.series.PerSecondSeries;
import dev.poolsweep.tuning.analysis.series.Recovery;
import dev.poolsweep.tuning.analysis.series.ServerSeries;
import dev.poolsweep.tuning.analysis.series.StepStats;
import dev.poolsweep.tuning.results.SummaryColumns;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * One run's details in summary.json: figures, steps, recovery and the per-second series
 * (index = second from time zero; requests counted by start second).
 */
final class RunJson {

	private RunJson() {
	}

	static ObjectNode of(final JsonMapper mapper, final RunAnalysis run, final AnalysisOptions options) {
		final ObjectNode node = mapper.createObjectNode();
		node.put(SummaryColumns.REPETITION, run.repetition());
		node.put("load_profile", run.profile().toString());
		node.put("time_zero_ms", run.series().zeroMs());
		final ObjectNode figures = node.putObject("figures");
		Figure.all(options).forEach(f -> SummaryJson.put(figures, f.column(), f.of(run)));
		final ArrayNode steps = node.putArray("steps");
		run.steps().forEach(step -> steps.add(step(mapper, step)));
		recovery(node.putObject("recovery"), run.recovery());
		series(node.putObject("per_second"), run, options);
		return node;
	}

	private static ObjectNode step(final JsonMapper mapper, final StepStats step) {
		final ObjectNode node = mapper.createObjectNode();
		node.put("start_s", step.step().startS());
		node.put("end_s", step.step().endS());
		node.put("target_rps", step.targetRps());
		node.put("scheduled", step.scheduled());
		node.put("requests", step.requests());
		node.put("sent_late", step.late());
		node.put("never_sent", step.neverSent());
		node.put("successes", step.successes());
		SummaryJson.put(node, "sent_per_s", step.sentPerS());
		SummaryJson.put(node, "ok_per_s", step.okPerS());
		SummaryJson.put(node, "mean_ms", step.latency().meanMs());
		SummaryJson.put(node, "p50_ms", step.latency().p50Ms());
		SummaryJson.put(node, "p95_ms", step.latency().p95Ms());
		SummaryJson.put(node, "p99_ms", step.latency().p99Ms());
		SummaryJson.put(node, "max_ms", step.latency().maxMs());
		SummaryJson.put(node, "ok_response_p50_ms", step.successResponse().p50Ms());
		SummaryJson.put(node, "ok_response_p95_ms", step.successResponse().p95Ms());
		SummaryJson.put(node, "ok_response_p99_ms", step.successResponse().p99Ms());
		return node;
	}

	private static void recovery(final ObjectNode node, final Recovery recovery) {
		node.put("burst_start_s", recovery.burstStartS());
		node.put("burst_end_s", recovery.burstEndS());
		SummaryJson.put(node, "pre_burst_p95_ms", recovery.preBurstP95Ms());
		SummaryJson.put(node, "threshold_ms", recovery.thresholdMs());
		node.put("recovered_at_s", recovery.recoveredAtS());
		node.put("recovery_s", recovery.recoveryS());
	}

	private static void series(final ObjectNode node, final RunAnalysis run, final AnalysisOptions options) {
		final PerSecondSeries series = run.series();
		ints(node.putArray("sent"), series.sent());
		ints(node.putArray("sent_late"), series.late());
		ints(node.putArray("successes"), series.successes());
		ints(node.putArray("errors"), series.errors());
		for (final long threshold : options.goodputThresholdsMs()) {
			ints(node.putArray("goodput_" + Figure.thresholdName(threshold)), series.goodput(threshold));
		}
		doubles(node.putArray("mean_ms"), series.meanMs());
		doubles(node.putArray("p50_ms"), series.percentileMs(50));
		doubles(node.putArray("p95_ms"), series.percentileMs(95));
		doubles(node.putArray("p99_ms"), series.percentileMs(99));
		doubles(node.putArray("ok_response_p95_ms"), series.successResponsePercentileMs(95));
		final ServerSeries server = run.server().series();
		doubles(node.putArray("busy_threads"), server.busyThreads());
		doubles(node.putArray("tomcat_connections"), server.connections());
		doubles(node.putArray("hikari_pending"), server.hikariPending());
		doubles(node.putArray("cpu_process_pct"), server.processCpuPct());
		doubles(node.putArray("cpu_system_pct"), server.systemCpuPct());
	}

	static void ints(final ArrayNode array, final int[] values) {
		for (final int value : values) {
			array.add(value);
		}
	}

	static void doubles(final ArrayNode array, final double[] values) {
		for (final double value : values) {
			if (Double.isFinite(value)) {
				array.add(Math.round(value * 100) / 100.0);
			}
			else {
				array.addNull();
			}
		}
	}

}
