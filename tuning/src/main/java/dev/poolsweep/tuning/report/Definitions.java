package dev.poolsweep.tuning.report;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.poolsweep.tuning.analysis.Agreement;
import dev.poolsweep.tuning.analysis.series.AnalysisOptions;
import dev.poolsweep.tuning.analysis.series.Sample;
import dev.poolsweep.tuning.analysis.Figure;
import dev.poolsweep.tuning.text.Format;
import dev.poolsweep.tuning.analysis.verdict.Recommendation;

/**
 * The definitions behind the numbers, written once for summary.json and report.html.
 */
final class Definitions {

	private Definitions() {
	}

	static Map<String, String> of(final AnalysisOptions options) {
		final Map<String, String> definitions = new LinkedHashMap<>();
		definitions
			.put("time", "Every request has an intended instant: when the schedule made it due (the plans record "
					+ "it as intended_ms). Time zero of a run is the first request's intended instant, floored to the second; the "
					+ "schedule's steps start there. Requests are counted in the second in which they were DUE, so a request sent "
					+ "late or answered slowly shows in the second the load asked for it.");
		definitions.put("open workload", "Scheduled: the requests the schedule made due. Sent late: sent more than "
				+ options.lateAfterMs()
				+ " ms after it was due (max_in_flight requests were in flight, or no client took it in time). "
				+ "Never sent: scheduled and not sent. A run is generator-limited when, in any step, more than "
				+ Format.number(options.generatorLimitPct()) + " % of the scheduled requests were never sent or "
				+ "sent late: it measured the load generator as much as the board, and its point is not ranked.");
		definitions
			.put("percentiles", "Latency is measured from the intended instant to the end of the response (start "
					+ "delay + response time), so a request the generator sent late is not reported as fast (coordinated "
					+ "omission); the success-only response time is shown beside it. "
					+ "Percentiles are exact, by the nearest-rank method: the p-th percentile of n sorted latencies is the one at "
					+ "rank ceil(p/100 \u00d7 n), of all requests due: a request that was not served counts as no faster than "
					+ "the client's response time-out (a failure as its own latency or the time-out, whichever is longer; "
					+ "a request never sent as the time-out), since a client waits out its time-out for an answer it "
					+ "never gets. So quick failures (a refused connection, a 503) make the percentiles worse, not "
					+ "better. The success-only response time beside it is the time of the successful requests "
					+ "alone, from their actual send: failed and never-sent ones are left out. Each run folder's "
					+ "latency.hlog holds the same latencies, per second, as an HdrHistogram log for other tools; "
					+ "HdrHistogram's percentiles of it agree with these within its precision (3 significant digits).");
		definitions.put("goodput",
				"Goodput (after Wang et al. 2011) counts successful responses whose latency is at most "
						+ "the threshold (" + thresholds(options.goodputThresholdsMs())
						+ "); goodput per second is that count over "
						+ "the schedule's duration, and the charts show it per second of the intended instant.");
		definitions.put("recovery",
				"Recovery is measured on latency from the intended instant, unserved requests counted as above. The pre-burst level is the p95 of the successful requests due in the step before the burst "
						+ "(the step with the highest rate; the last step if the burst is the first), taken as at least "
						+ Format.number(options.recoveryFloorMs())
						+ " ms. A run recovered at the first second s at or after the "
						+ "end of the burst from which on the p95 of every " + options.recoveryWindowS()
						+ "-second window " + "(requests due in s .. s+" + (options.recoveryWindowS() - 1)
						+ ") within the schedule stays at most " + Format.number(options.recoveryFactor())
						+ " \u00d7 the pre-burst level; a window without a successful request does not count "
						+ "as recovered. Recovery time = that second minus the end of the burst. Otherwise the run did not "
						+ "recover by the last second whose window fits in the schedule: 'not by N s', a censored value "
						+ "(the queue may drain a second later, where no window is left to see it), ranked after every run "
						+ "that recovered; the model's prediction is censored the same way. The schedule's last step, "
						+ "after the burst, decides how late a recovery can be seen: --tail lengthens it.");
		definitions.put("database fault",
				"With --db-fault, the harness paused (docker pause: connections stay open, nothing answers) or "
						+ "restarted (every connection dropped) the database at the same instant of every run, counted "
						+ "from when the load generator's schedule started; red on the time axis, from the second it began to "
						+ "the first whole second after the database answered again. Recovery from the fault follows the "
						+ "rule above with the burst's threshold, counted from the end of the fault; each of the two "
						+ "recoveries is judged up to where the other disturbance begins. Errors from the fault to its "
						+ "recovery count the failed requests due in that time.");
		definitions
			.put("errors", "Failed requests by kind, from JMeter's responseCode and failureMessage: connect = the "
					+ "connection was not accepted in time or refused (ConnectTimeoutException, connect timed out, "
					+ "ConnectException, Connection refused, HttpHostConnectException); read_timeout = SocketTimeoutException "
					+ "'Read timed out'; http_5xx = response code 500-599; other = everything else (Connection reset, "
					+ "NoHttpResponseException, 4xx, ...). Slow connects: requests whose connection took "
					+ Format.number(Sample.SYN_RETRY_MS / 1000.0) + " s or more (JMeter's Connect), failed ones "
					+ "included: the listen backlog (acceptCount) was full, the kernel dropped the SYN and the client "
					+ "sent it again; they count against the latency without failing.");
		definitions
			.put("server", "From jmx.csv rows within the run: board CPU and JMeter CPU are in % of the CPUs each "
					+ "process may use (from /proc: 100 % = every CPU it is pinned to busy); machine CPU and the JMX process CPU "
					+ "are in % of the whole machine; 'in burst' means the mean over the burst step. GC and context "
					+ "switches are increases of the cumulative counters; context switches per second divide by the seconds "
					+ "between the two readings.");
		definitions.put("repetitions", "Across repetitions, figures are the median (mean of the middle two for an even "
				+ "count) with min-max; a run that did not recover counts as later than any that did. Agreement: a "
				+ "repetition agrees when within \u00b1" + Format.number(100 * options.agreementTolerance())
				+ " % of the median (at least \u00b1" + Format.number(Agreement.MIN_RECOVERY_BAND_S)
				+ " s for recovery times). Failed runs are listed, not used.");
		definitions.put("recommendation",
				Recommendation.RULE + " Saturation limit: " + Format.number(options.cpuSaturationPct())
						+ " % of the board's CPUs. Goodput threshold used: "
						+ Figure.thresholdName(options.primaryGoodputThresholdMs()) + ".");
		return definitions;
	}

	private static String thresholds(final List<Long> thresholdsMs) {
		return String.join(", ", thresholdsMs.stream().map(Figure::thresholdName).toList());
	}

}
