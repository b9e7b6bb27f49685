package dev.poolsweep.tuning.model;

import dev.poolsweep.tuning.settings.Point;

import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * What the model predicts for one point, in the analysis's terms: requests are counted by
 * the second they were due, latency runs from the due instant to the end of the sample,
 * rates are per second of the schedule, percentiles are nearest-rank, and the recovery
 * instant follows the analysis's rule: the analysis's own code computes them from the
 * simulated requests.
 *
 * @param throughputOkPerS successes per second of the schedule
 * @param goodputPerS successes within the goodput threshold per second of the schedule
 * @param meanMs mean latency of every request sent, failed ones included
 * @param p50Ms their median
 * @param p95Ms their p95
 * @param preBurstP95Ms p95 of the requests due in the step before the burst
 * @param burstP95Ms p95 of the requests due in the burst
 * @param recoveredAtS the second from which the moving p95 stays under the threshold;
 * null when it never does within the schedule
 * @param sent requests JMeter sent
 * @param readTimeouts responses not complete within JMeter's response time-out
 * @param http5xx requests that found no database connection within the pool's time-out
 * @param connectErrors requests that could not connect within the connect time-out
 * @param neverSent requests not sent within a response time-out: the requests in flight
 * were at their bound, or no client took them
 * @param busyThreadsPeak the most busy workers at a one-second sample, as the harness
 * samples them
 * @param connectionsPeak the most open Tomcat connections at a sample
 * @param poolWaitingPeak the most requests waiting for a database connection at a sample
 * @param boardCpuBurstPct the board's mean CPU during the burst, in percent of its CPUs
 * @param seconds the per-second series, from second 0 until the board is idle
 */
public record Prediction(Point point, double throughputOkPerS, double goodputPerS, double meanMs, double p50Ms,
		double p95Ms, double preBurstP95Ms, double burstP95Ms, Integer recoveredAtS, int sent, int successes,
		int readTimeouts, int http5xx, int connectErrors, int neverSent, double busyThreadsPeak, double connectionsPeak,
		double poolWaitingPeak, double boardCpuBurstPct, List<Second> seconds) {

	/**
	 * One second of the run.
	 *
	 * @param due requests due in it (sent or not)
	 * @param ok successes among them
	 * @param completedOk successes that ended in this second: the board's output rate
	 * @param p50Ms median latency of the requests due in it that were sent; NaN for none
	 * @param p95Ms their p95
	 * @param busyThreads busy workers when the second was sampled (once, at a random
	 * instant of it)
	 * @param waitingForWorker requests on the board waiting for a worker (workers' queue
	 * and listen backlog) then
	 * @param poolWaiting requests waiting for a database connection then
	 * @param connections open Tomcat connections then
	 * @param boardCpuPct the board's CPU use over the second, in percent of its CPUs
	 */
	public record Second(int second, int due, int ok, int completedOk, double p50Ms, double p95Ms, double busyThreads,
			double waitingForWorker, double poolWaiting, double connections, double boardCpuPct) {
	}

	public Prediction {
		seconds = List.copyOf(seconds);
	}

	/** One value per second of {@link #seconds()}, e.g. {@code series(Second::p95Ms)}. */
	public double[] series(final ToDoubleFunction<Second> value) {
		return seconds.stream().mapToDouble(value).toArray();
	}

	public boolean recovered() {
		return recoveredAtS != null;
	}

	/**
	 * The recovery instant, +Infinity for "never", which sorts after every number as the
	 * analysis's figures do.
	 */
	public double recoveredAtOrNever() {
		return recoveredAtS == null ? Double.POSITIVE_INFINITY : recoveredAtS;
	}

	public int errors() {
		return readTimeouts + http5xx + connectErrors;
	}

}
