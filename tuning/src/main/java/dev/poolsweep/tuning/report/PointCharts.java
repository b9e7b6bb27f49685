package dev.poolsweep.tuning.report;

import java.util.Arrays;
import java.util.Optional;
import java.util.function.ToDoubleFunction;

import dev.poolsweep.tuning.analysis.Figure;
import dev.poolsweep.tuning.text.Format;
import dev.poolsweep.tuning.analysis.RunAnalysis;
import dev.poolsweep.tuning.analysis.sweep.SweepAnalysis;
import dev.poolsweep.tuning.analysis.series.ErrorKind;
import dev.poolsweep.tuning.analysis.series.Recovery;
import dev.poolsweep.tuning.analysis.series.ServerSeries;
import dev.poolsweep.tuning.model.Prediction;
import dev.poolsweep.tuning.plan.LoadProfile;
import dev.poolsweep.tuning.report.chart.ChartScales;
import dev.poolsweep.tuning.report.chart.TimeChart;
import dev.poolsweep.tuning.report.chart.YAxis;
import dev.poolsweep.tuning.text.markup.Html;

/**
 * One run's charts in a point's panel, on one time axis with the sweep's scales:
 * throughput, response time, server, failures and connection wait (when the sweep has
 * any), CPU, the schedule; the burst shaded, the model's prediction dashed over them.
 */
final class PointCharts {

	private final SweepAnalysis sweep;

	private final ChartScales scales;

	PointCharts(final SweepAnalysis sweep, final ChartScales scales) {
		this.sweep = sweep;
		this.scales = scales;
	}

	String render(final RunAnalysis run, final Optional<Prediction> predicted) {
		return throughputChart(run, predicted) + responseTimeChart(run, predicted) + serverChart(run, predicted)
				+ failuresChart(run) + waitChart(run) + cpuChart(run) + scheduleChart(run);
	}

	private String throughputChart(final RunAnalysis run, final Optional<Prediction> predicted) {
		final long threshold = sweep.options().primaryGoodputThresholdMs();
		final TimeChart chart = base(run, 150, scales.throughput()).schedule(run.profile(), "s-target")
			.series(run.series().goodput(threshold), "s-goodput")
			.series(run.series().successes(), "s-ok")
			.series(run.series().errors(), "s-errors");
		return head("Throughput", "requests/s by the second they were due",
				key("s-ok", "ok") + predicted(chart, predicted, Prediction.Second::ok, "s-ok", "ok")
						+ key("s-goodput", "goodput \u2264 " + Figure.thresholdName(threshold))
						+ key("s-errors", "errors") + key("s-target", "target"))
				+ chart.svg("throughput per second");
	}

	/**
	 * Draws the model's series dashed over the measured ones; returns its key (nothing
	 * without a prediction).
	 */
	private static String predicted(final TimeChart chart, final Optional<Prediction> prediction,
			final ToDoubleFunction<Prediction.Second> value, final String cssClass, final String name) {
		prediction.ifPresent(p -> chart.series(p.series(value), cssClass + " model"));
		return prediction.isPresent() ? key(cssClass + " model", name + " predicted") : "";
	}

	private String responseTimeChart(final RunAnalysis run, final Optional<Prediction> predicted) {
		final Recovery recovery = run.recovery();
		final TimeChart chart = base(run, 180, scales.responseTime())
			.level(recovery.thresholdMs(), "recovery threshold " + Format.millis(recovery.thresholdMs()), "threshold")
			.series(run.series().percentileMs(50), "s-p50")
			.series(run.series().percentileMs(95), "s-p95")
			.series(run.series().percentileMs(99), "s-p99");
		final String predictedKey = predicted(chart, predicted, Prediction.Second::p95Ms, "s-p95", "p95");
		final String recovered;
		if (recovery.recovered()) {
			final String label = "recovered at " + recovery.recoveredAtS() + " s (+" + recovery.recoveryS() + " s)";
			chart.marker(recovery.recoveredAtS(), label, "recovered");
			recovered = "";
		}
		else {
			recovered = "<span class=\"bad\">not recovered by " + recovery.latestS() + " s</span>";
		}
		run.dbFault()
			.filter(fault -> fault.recovery().recovered()
					&& !fault.recovery().recoveredAtS().equals(recovery.recoveredAtS()))
			.ifPresent(fault -> chart.marker(fault.recovery().recoveredAtS(),
					"from the fault: +" + fault.recovery().recoveryS() + " s", "recovered"));
		return head("Response time", "latency from the due instant, ms, log scale, by the second they were due",
				key("s-p50", "p50") + key("s-p95", "p95") + predictedKey + key("s-p99", "p99") + recovered)
				+ chart.svg("response time percentiles per second");
	}

	private String serverChart(final RunAnalysis run, final Optional<Prediction> predicted) {
		final ServerSeries series = run.server().series();
		final TimeChart chart = base(run, 140, scales.server()).series(series.connections(), "s-conn")
			.series(series.busyThreads(), "s-busy")
			.series(series.hikariActive(), "s-active")
			.series(series.hikariPending(), "s-pending");
		return head("Server", "count, log scale, sampled each second",
				key("s-busy", "busy threads")
						+ predicted(chart, predicted, Prediction.Second::busyThreads, "s-busy", "busy")
						+ key("s-conn", run.settings().point().server().displayName() + " connections")
						+ key("s-active", "Hikari active") + key("s-pending", "Hikari pending"))
				+ chart.svg("busy threads, connections, active connections and pending connection requests per second");
	}

	/**
	 * Failed requests by kind: what the client met (connect, read time-out) and the
	 * pool's time-outs.
	 */
	private String failuresChart(final RunAnalysis run) {
		if (scales.failures() == null) {
			return "";
		}
		final TimeChart chart = base(run, 110, scales.failures())
			.series(run.series().errors(ErrorKind.CONNECT), "s-connect")
			.series(run.series().errors(ErrorKind.READ_TIMEOUT), "s-readto")
			.series(run.series().errors(ErrorKind.HTTP_5XX), "s-5xx")
			.series(run.series().errors(ErrorKind.OTHER), "s-other")
			.series(run.server().series().acquireTimeoutsPerS(), "s-hikarito");
		return head("Failures", "per second, requests by the second they were due; pool time-outs as sampled",
				key("s-connect", "connect") + key("s-readto", "read time-out") + key("s-5xx", "HTTP 5xx")
						+ key("s-other", "other") + key("s-hikarito", "pool time-outs"))
				+ chart.svg("failed requests by kind per second");
	}

	/**
	 * The wait for a database connection, estimated each second from the pool's MBeans.
	 */
	private String waitChart(final RunAnalysis run) {
		if (scales.connectionWait() == null) {
			return "";
		}
		final TimeChart chart = base(run, 100, scales.connectionWait()).series(run.server().series().acquireWaitMs(),
				"s-wait");
		return head("Connection wait",
				"ms, log scale: threads awaiting a connection \u00f7 connection requests per "
						+ "second (Little's law)",
				key("s-wait", "mean wait, estimated"))
				+ chart.svg("estimated wait for a database connection per second");
	}

	private String cpuChart(final RunAnalysis run) {
		final ServerSeries series = run.server().series();
		// Older results have no per-process CPU relative to the process's own CPUs: show
		// the JMX figure instead.
		final boolean ownCpus = Arrays.stream(series.boardCpuPct()).anyMatch(v -> !Double.isNaN(v));
		final TimeChart chart = base(run, 110, scales.cpu()).series(series.systemCpuPct(), "s-syscpu")
			.series(series.jmeterCpuPct(), "s-p99")
			.series(ownCpus ? series.boardCpuPct() : series.processCpuPct(), "s-cpu");
		return head("CPU",
				ownCpus ? "board, JMeter: % of the CPUs each may use; machine: % of all" : "% of the whole machine",
				key("s-cpu", "board") + key("s-p99", "JMeter") + key("s-syscpu", "machine"))
				+ chart.svg("CPU per second");
	}

	private String scheduleChart(final RunAnalysis run) {
		final LoadProfile profile = run.profile();
		final TimeChart chart = base(run, 84, scales.schedule()).schedule(profile, "s-schedule").stepLabels(profile);
		final String shaded = run.dbFault().isPresent() ? "shaded: the burst, red: the database fault"
				: "shaded: the burst";
		return head("Schedule", "target requests/s; " + shaded + "; time in s since time zero", "")
				+ chart.svg("the load schedule");
	}

	private TimeChart base(final RunAnalysis run, final int height, final YAxis y) {
		final LoadProfile.Step burst = run.profile().peakStep();
		final TimeChart chart = new TimeChart(height, scales.seconds(), y).shade(burst.startS(), burst.endS(), "burst");
		run.dbFault().ifPresent(fault -> chart.shade(fault.startS(), fault.endS(), "db-fault"));
		return chart;
	}

	private static String head(final String title, final String unit, final String keys) {
		return "<div class=\"chart-head\"><b>" + Html.escape(title) + "</b> <span class=\"unit\">" + Html.escape(unit)
				+ "</span><span class=\"keys\">" + keys + "</span></div>";
	}

	private static String key(final String cssClass, final String text) {
		return "<span class=\"key\"><i class=\"" + cssClass + "\"></i>" + Html.escape(text) + "</span>";
	}

}
