package dev.poolsweep.tuning.analysis.series;

import java.util.Arrays;
import java.util.List;
import java.util.function.IntToDoubleFunction;

/**
 * A run's requests bucketed by the second in which the schedule made them DUE
 * (intended_ms), counted from time zero (the first request's due instant floored to the
 * second, which is when the plans start their schedule). Bucketing by the due instant
 * ties every request to the load offered at that moment, which is what the schedule and
 * the recovery rule are about; a request sent late or answered slowly shows up in the
 * second it was due.
 *
 * <p>
 * Latency here is from the due instant to the end of the response
 * ({@link Sample#latencyMs()}), so a request the generator could not send on time is not
 * reported as fast; the success-only response times (from the actual send) are kept
 * beside it. Seconds without requests have NaN latencies.
 * </p>
 *
 * <p>
 * A request that was not served counts in the latencies as no faster than the client's
 * response time-out ({@code unservedMs}): a failure (a refused connection, a quick 503, a
 * read time-out) as its own latency or the time-out, whichever is longer, and a request
 * the schedule made due but the generator never sent as the time-out. So seconds of quick
 * failures raise the percentiles instead of lowering them, and a window where requests
 * fail is not "recovered" ({@link Sample#countedLatencyMs}). A client waits out its
 * time-out for an answer it never gets; that is what a failure costs it.
 * </p>
 */
public final class PerSecondSeries {

	private final long zeroMs;

	private final long[][] latencyBySecond;

	private final long[][] successResponseBySecond;

	private final int[] sent;

	private final long[][] successLatencyBySecond;

	private final int[] successes;

	private final int[] errors;

	private final int[] late;

	private final List<Long> goodputThresholdsMs;

	private final int[][] goodput;

	/**
	 * Failed requests per second, by {@link ErrorKind#ordinal()} (NONE's row stays 0).
	 */
	private final int[][] errorsByKind;

	private PerSecondSeries(final long zeroMs, final long[][] latencyBySecond, final long[][] successResponseBySecond,
			final int[] sent, final long[][] successLatencyBySecond, final int[] successes, final int[] errors,
			final int[] late, final List<Long> goodputThresholdsMs, final int[][] goodput, final int[][] errorsByKind) {
		this.zeroMs = zeroMs;
		this.latencyBySecond = latencyBySecond;
		this.successResponseBySecond = successResponseBySecond;
		this.sent = sent;
		this.successLatencyBySecond = successLatencyBySecond;
		this.successes = successes;
		this.errors = errors;
		this.late = late;
		this.goodputThresholdsMs = List.copyOf(goodputThresholdsMs);
		this.goodput = goodput;
		this.errorsByKind = errorsByKind;
	}

	/**
	 * Time zero of a run: the first request's due instant, the start of the schedule's
	 * first second with a rate (its first request is due at the start of that second:
	 * {@code ArrivalSchedule}), so that the seconds counted from it are the schedule's.
	 * The schedule starts once the application is ready, not on a whole second.
	 */
	public static long timeZeroMs(final List<Sample> samples) {
		return samples.stream().mapToLong(Sample::intendedMs).min().orElseThrow();
	}

	/**
	 * Buckets samples into {@code seconds} seconds from {@code zeroMs}; samples outside
	 * are left out. A success is goodput for threshold T when its latency is at most T
	 * ms; a request is late when it was sent more than {@code lateAfterMs} after it was
	 * due.
	 */
	public static PerSecondSeries of(final List<Sample> samples, final long zeroMs, final int seconds,
			final List<Long> goodputThresholdsMs, final long lateAfterMs) {
		return of(samples, zeroMs, seconds, goodputThresholdsMs, lateAfterMs, 0, new long[0]);
	}

	/**
	 * The same, with the requests that were not served in the latencies (see the class
	 * comment): failures as at least {@code unservedMs}, and the requests due in each
	 * second that were never sent ({@code neverSentPerSecond}) as {@code unservedMs}.
	 */
	public static PerSecondSeries of(final List<Sample> samples, final long zeroMs, final int seconds,
			final List<Long> goodputThresholdsMs, final long lateAfterMs, final long unservedMs,
			final long[] neverSentPerSecond) {
		final int[] counts = new int[seconds];
		final int[] successes = new int[seconds];
		final int[] late = new int[seconds];
		final int[][] goodput = new int[goodputThresholdsMs.size()][seconds];
		final int[][] byKind = new int[ErrorKind.values().length][seconds];
		for (final Sample sample : samples) {
			final int s = secondOf(sample, zeroMs);
			if (s >= 0 && s < seconds) {
				counts[s]++;
				byKind[sample.errorKind().ordinal()][s] += sample.success() ? 0 : 1;
				late[s] += sample.startDelayMs() > lateAfterMs ? 1 : 0;
				if (sample.success()) {
					successes[s]++;
					for (int t = 0; t < goodput.length; t++) {
						goodput[t][s] += sample.latencyMs() <= goodputThresholdsMs.get(t) ? 1 : 0;
					}
				}
			}
		}
		final long[][] latency = new long[seconds][];
		final long[][] response = new long[seconds][];
		final int[] filled = new int[seconds];
		final long[][] successLatency = new long[seconds][];
		final int[] filledOk = new int[seconds];
		for (int s = 0; s < seconds; s++) {
			successLatency[s] = new long[successes[s]];
			final long neverSent = s < neverSentPerSecond.length ? neverSentPerSecond[s] : 0;
			latency[s] = new long[counts[s] + (int) neverSent];
			Arrays.fill(latency[s], counts[s], latency[s].length, unservedMs);
			response[s] = new long[successes[s]];
		}
		for (final Sample sample : samples) {
			final int s = secondOf(sample, zeroMs);
			if (s >= 0 && s < seconds) {
				latency[s][filled[s]++] = sample.countedLatencyMs(unservedMs);
				if (sample.success()) {
					successLatency[s][filledOk[s]] = sample.latencyMs();
					response[s][filledOk[s]++] = sample.elapsedMs();
				}
			}
		}
		final int[] errors = new int[seconds];
		Arrays.setAll(errors, s -> counts[s] - successes[s]);
		return new PerSecondSeries(zeroMs, latency, response, counts, successLatency, successes, errors, late,
				goodputThresholdsMs, goodput, byKind);
	}

	/**
	 * The requests the schedule made due in each second ({@code scheduledPerSecond}) that
	 * the samples do not hold: never sent.
	 */
	public static long[] neverSent(final List<Sample> samples, final long zeroMs, final long[] scheduledPerSecond) {
		final long[] neverSent = scheduledPerSecond.clone();
		for (final Sample sample : samples) {
			final int s = secondOf(sample, zeroMs);
			if (s >= 0 && s < neverSent.length) {
				neverSent[s]--;
			}
		}
		Arrays.setAll(neverSent, s -> Math.max(0, neverSent[s]));
		return neverSent;
	}

	public static int secondOf(final Sample sample, final long zeroMs) {
		return (int) Math.floorDiv(sample.intendedMs() - zeroMs, 1000);
	}

	public long zeroMs() {
		return zeroMs;
	}

	public int seconds() {
		return latencyBySecond.length;
	}

	/** Requests sent, by the second they were due. */
	public int[] sent() {
		return sent.clone();
	}

	/** Requests sent more than the late limit after they were due. */
	public int[] late() {
		return late.clone();
	}

	public int[] successes() {
		return successes.clone();
	}

	public int[] errors() {
		return errors.clone();
	}

	/** Failed requests of one kind, by the second they were due. */
	public int[] errors(final ErrorKind kind) {
		return errorsByKind[kind.ordinal()].clone();
	}

	/**
	 * Successes whose latency was at most {@code thresholdMs}, per second; a threshold
	 * the series was built with.
	 */
	public int[] goodput(final long thresholdMs) {
		final int index = goodputThresholdsMs.indexOf(thresholdMs);
		if (index < 0) {
			throw new IllegalArgumentException(
					"no goodput series for " + thresholdMs + " ms; have " + goodputThresholdsMs);
		}
		return goodput[index].clone();
	}

	public double[] meanMs() {
		return perSecond(s -> LatencySummary.of(latencyBySecond[s]).meanMs());
	}

	/** The nearest-rank percentile of each second's latencies (from the due instant). */
	public double[] percentileMs(final double percentile) {
		return perSecond(s -> Percentiles.of(latencyBySecond[s], percentile));
	}

	/**
	 * The nearest-rank percentile of each second's success-only response times (from the
	 * actual send; failures left out).
	 */
	public double[] successResponsePercentileMs(final double percentile) {
		return perSecond(s -> Percentiles.of(successResponseBySecond[s], percentile));
	}

	/**
	 * All latencies (from the due instant) of requests due in seconds [fromS, toS), the
	 * unserved ones as the class comment says.
	 */
	public long[] latenciesDueIn(final long fromS, final long toS) {
		return flatten(latencyBySecond, fromS, toS);
	}

	/** The latencies of the successful requests due in seconds [fromS, toS). */
	public long[] successLatenciesDueIn(final long fromS, final long toS) {
		return flatten(successLatencyBySecond, fromS, toS);
	}

	/**
	 * The response times (from the actual send) of the successful requests due in seconds
	 * [fromS, toS), in the order of {@link #successLatenciesDueIn}.
	 */
	public long[] successResponsesDueIn(final long fromS, final long toS) {
		return flatten(successResponseBySecond, fromS, toS);
	}

	private long[] flatten(final long[][] bySecond, final long fromS, final long toS) {
		final int from = (int) Math.max(0, fromS);
		final int to = (int) Math.min(seconds(), toS);
		return Arrays.stream(bySecond, Math.min(from, to), to).flatMapToLong(Arrays::stream).toArray();
	}

	private double[] perSecond(final IntToDoubleFunction value) {
		final double[] series = new double[seconds()];
		Arrays.setAll(series, value);
		return series;
	}

}
