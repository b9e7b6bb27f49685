package dev.poolsweep.tuning.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;

import dev.poolsweep.tuning.analysis.series.AnalysisOptions;
import dev.poolsweep.tuning.analysis.series.ErrorKind;

/**
 * One number reported per run: its column name (with the unit, as in summary.csv and
 * summary.json), a label for people, and how to get it. The list below is the single
 * definition used by the CSV, the JSON, the aggregation across repetitions and the HTML
 * tables. NaN means "unknown"; +Infinity means "never" (a run that did not recover),
 * which sorts after every number, so a median over repetitions stays meaningful.
 */
public record Figure(String column, String label, ToDoubleFunction<RunAnalysis> value) {

	public static final String ERRORS = "errors";

	public static final String THROUGHPUT = "throughput_ok_per_s";

	public static final String MEAN_MS = "mean_ms";

	public static final String P95_MS = "p95_ms";

	public static final String P99_MS = "p99_ms";

	public static final String RECOVERED_AT_S = "recovered_at_s";

	public static final String RECOVERY_S = "recovery_s";

	public static final String CPU_PROCESS_MEAN_PCT = "cpu_process_mean_pct";

	public static final String CPU_PROCESS_BURST_PCT = "cpu_process_burst_mean_pct";

	public static final String CPU_SYSTEM_BURST_PCT = "cpu_system_burst_mean_pct";

	public static final String CPU_BOARD_BURST_PCT = "cpu_board_burst_mean_pct";

	public static final String GENERATOR_LIMITED = "generator_limited";

	public static final String BURST_P95_MS = "burst_p95_ms";

	public static final String PRE_BURST_P95_MS = "pre_burst_p95_ms";

	public static final String BUSY_THREADS_PEAK = "busy_threads_peak";

	public static final String OK_RESPONSE_P95_MS = "ok_response_p95_ms";

	public static final String NEVER_SENT = "never_sent";

	public static final String SENT_LATE = "sent_late";

	public static final String JMETER_CPU_PEAK_PCT = "jmeter_cpu_peak_pct";

	public static final String HIKARI_PENDING_PEAK = "hikari_pending_peak";

	public static final String HIKARI_ACTIVE_PEAK = "hikari_active_peak";

	public static final String CTX_SWITCHES_INVOL_PER_S = "ctx_switches_invol_per_s";

	public static final String GC_TIME_MS = "gc_time_ms";

	public static final String TOMCAT_CONNECTIONS_PEAK = "tomcat_connections_peak";

	public static final String LIVE_THREADS_PEAK = "live_threads_peak";

	public static final String HIKARI_TIMEOUTS = "hikari_timeouts";

	public static final String HIKARI_WAIT_PEAK_MS = "hikari_wait_peak_ms";

	public static final String ERRORS_CONNECT = errorsColumn(ErrorKind.CONNECT);

	public static final String ERRORS_READ_TIMEOUT = errorsColumn(ErrorKind.READ_TIMEOUT);

	public static final String ERRORS_HTTP_5XX = errorsColumn(ErrorKind.HTTP_5XX);

	public static final String ERRORS_OTHER = errorsColumn(ErrorKind.OTHER);

	public static final String SLOW_CONNECTS = "slow_connects";

	public static final String DB_FAULT_RECOVERY_S = "db_fault_recovery_s";

	public static final String DB_FAULT_ERRORS = "db_fault_errors";

	public double of(final RunAnalysis run) {
		return value.applyAsDouble(run);
	}

	public static List<Figure> all(final AnalysisOptions options) {
		final List<Figure> figures = new ArrayList<>(List.of(
				new Figure(GENERATOR_LIMITED, "generator-limited (1 = yes)", r -> r.generator().limited() ? 1 : 0),
				new Figure("scheduled", "scheduled", r -> r.generator().scheduled()),
				new Figure(NEVER_SENT, "never sent", r -> r.generator().neverSent()),
				new Figure(SENT_LATE, "sent late", r -> r.generator().late()),
				new Figure("requests", "requests sent", r -> r.requests()),
				new Figure("successes", "successes", r -> r.successes()),
				new Figure(ERRORS, "errors", r -> r.failures()),
				new Figure("error_rate_pct", "error rate %", r -> 100.0 * r.failures() / r.requests())));
		for (final ErrorKind kind : ErrorKind.values()) {
			if (kind != ErrorKind.NONE) {
				figures.add(new Figure(errorsColumn(kind), "errors: " + kind.key(), r -> r.errors().get(kind)));
			}
		}
		figures
			.add(new Figure(SLOW_CONNECTS, "connections that waited for a SYN sent again", RunAnalysis::slowConnects));
		figures.add(new Figure(THROUGHPUT, "throughput (ok/s)", RunAnalysis::throughputPerS));
		for (final long threshold : options.goodputThresholdsMs()) {
			final String name = thresholdName(threshold);
			figures.add(new Figure(goodputPerSColumn(threshold), "goodput " + name + " (/s)",
					r -> r.goodputPerS(threshold)));
			figures.add(new Figure("goodput_" + name + "_total", "goodput " + name + " (total)",
					r -> r.goodputTotal().get(threshold)));
		}
		figures.addAll(List.of(new Figure(MEAN_MS, "mean response time (ms)", r -> r.overall().meanMs()),
				new Figure("p50_ms", "p50 (ms)", r -> r.overall().p50Ms()),
				new Figure(P95_MS, "p95 (ms)", r -> r.overall().p95Ms()),
				new Figure(P99_MS, "p99 (ms)", r -> r.overall().p99Ms()),
				new Figure("max_ms", "max (ms)", r -> r.overall().maxMs()),
				new Figure("ok_response_p50_ms", "success-only response time p50 (ms)",
						r -> r.successResponse().p50Ms()),
				new Figure(OK_RESPONSE_P95_MS, "success-only response time p95 (ms)", r -> r.successResponse().p95Ms()),
				new Figure("ok_response_p99_ms", "success-only response time p99 (ms)",
						r -> r.successResponse().p99Ms()),
				new Figure(BURST_P95_MS, "p95 in the burst (ms)", r -> r.burstStep().latency().p95Ms()),
				new Figure(PRE_BURST_P95_MS, "pre-burst p95 (ms)", r -> r.recovery().preBurstP95Ms()),
				new Figure(RECOVERED_AT_S, "recovered at (s)", r -> never(r.recovery().recoveredAtS())),
				new Figure(RECOVERY_S, "recovery time (s)", r -> never(r.recovery().recoveryS())),
				new Figure("db_fault_start_s", "database fault from (s)",
						r -> r.dbFault().map(f -> (double) f.startS()).orElse(Double.NaN)),
				new Figure("db_fault_end_s", "database fault to (s)",
						r -> r.dbFault().map(f -> (double) f.endS()).orElse(Double.NaN)),
				new Figure("db_fault_recovered_at_s", "recovered from the fault at (s)",
						r -> r.dbFault().map(f -> never(f.recovery().recoveredAtS())).orElse(Double.NaN)),
				new Figure(DB_FAULT_RECOVERY_S, "recovery from the fault (s)",
						r -> r.dbFault().map(f -> never(f.recovery().recoveryS())).orElse(Double.NaN)),
				new Figure(DB_FAULT_ERRORS, "errors from the fault to its recovery",
						r -> r.dbFault().map(f -> (double) f.errors()).orElse(Double.NaN)),
				new Figure(CPU_PROCESS_MEAN_PCT, "process CPU mean %", r -> r.server().processCpuMeanPct()),
				new Figure("cpu_process_peak_pct", "process CPU peak %", r -> r.server().processCpuPeakPct()),
				new Figure(CPU_PROCESS_BURST_PCT, "process CPU in burst %", r -> r.server().processCpuBurstMeanPct()),
				new Figure("cpu_system_mean_pct", "system CPU mean %", r -> r.server().systemCpuMeanPct()),
				new Figure("cpu_system_peak_pct", "system CPU peak %", r -> r.server().systemCpuPeakPct()),
				new Figure(CPU_SYSTEM_BURST_PCT, "system CPU in burst %", r -> r.server().systemCpuBurstMeanPct()),
				new Figure(CPU_BOARD_BURST_PCT, "board CPU in burst, % of its CPUs",
						r -> r.server().boardCpuBurstMeanPct()),
				new Figure(BUSY_THREADS_PEAK, "busy threads peak", r -> r.server().busyThreadsPeak()),
				new Figure(TOMCAT_CONNECTIONS_PEAK, "server connections peak", r -> r.server().connectionsPeak()),
				new Figure(HIKARI_PENDING_PEAK, "Hikari pending peak", r -> r.server().pendingPeak()),
				new Figure("hikari_pending_mean", "Hikari pending mean", r -> r.server().pendingMean()),
				new Figure(HIKARI_ACTIVE_PEAK, "Hikari active peak", r -> r.server().activePeak()),
				new Figure(HIKARI_TIMEOUTS, "Hikari connection time-outs", r -> r.server().acquireTimeouts()),
				new Figure(HIKARI_WAIT_PEAK_MS, "Hikari wait for a connection, peak of the per-second estimate (ms)",
						r -> r.server().acquireWaitPeakMs()),
				new Figure("heap_peak_mb", "heap peak (MB)", r -> r.server().heapPeakMb()),
				new Figure("gc_count", "GC count", r -> r.server().gcCount()),
				new Figure(GC_TIME_MS, "GC time (ms)", r -> r.server().gcTimeMs()),
				new Figure(LIVE_THREADS_PEAK, "live threads peak", r -> r.server().liveThreadsPeak()),
				new Figure("ctx_switches_vol_per_s", "voluntary context switches/s",
						r -> r.server().ctxSwitchesVoluntaryPerS()),
				new Figure(CTX_SWITCHES_INVOL_PER_S, "involuntary context switches/s",
						r -> r.server().ctxSwitchesInvoluntaryPerS()),
				new Figure("jmeter_cpu_s", "JMeter CPU (s)", RunAnalysis::jmeterCpuS),
				new Figure(JMETER_CPU_PEAK_PCT, "JMeter CPU peak, % of its CPUs", r -> r.server().jmeterCpuPeakPct()),
				new Figure("jmeter_rss_peak_mb", "JMeter memory peak (MB)", r -> r.server().jmeterRssPeakMb())));
		return List.copyOf(figures);
	}

	/** The column of failed requests of one kind, e.g. errors_connect. */
	public static String errorsColumn(final ErrorKind kind) {
		return "errors_" + kind.key();
	}

	/** "1s" for 1000 ms, "1500ms" for 1500 ms. */
	public static String thresholdName(final long thresholdMs) {
		return thresholdMs % 1000 == 0 ? thresholdMs / 1000 + "s" : thresholdMs + "ms";
	}

	public static String goodputPerSColumn(final long thresholdMs) {
		return "goodput_" + thresholdName(thresholdMs) + "_per_s";
	}

	private static double never(final Integer seconds) {
		return seconds == null ? Double.POSITIVE_INFINITY : seconds;
	}
}
