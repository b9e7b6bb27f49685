package dev.poolsweep.tuning.analysis.series;

/**
 * One request from samples.jtl.
 *
 * @param startMs JMeter's timeStamp: epoch ms when the request started
 * @param elapsedMs the response time: from just before sending to just after the last
 * byte (or the failure)
 * @param message what JMeter said beside the code: its responseMessage and
 * failureMessage, joined
 * @param intendedMs epoch ms when the schedule made the request due (the plans'
 * intended_ms); the start when the results do not say, as in results written before the
 * plans recorded it
 * @param connectMs JMeter's Connect: how long opening the request's connection took (0 on
 * a kept-alive one, and when the results do not say)
 */
public record Sample(long startMs, long elapsedMs, boolean success, String responseCode, String message,
		long intendedMs, long connectMs) {

	/**
	 * The kernel sends a SYN nobody answered again after 1 s (then 3 s, 7 s ...): a
	 * listen backlog that was full dropped it.
	 */
	public static final long SYN_RETRY_MS = 1000;

	public Sample(final long startMs, final long elapsedMs, final boolean success, final String responseCode,
			final String message) {
		this(startMs, elapsedMs, success, responseCode, message, startMs);
	}

	public Sample(final long startMs, final long elapsedMs, final boolean success, final String responseCode,
			final String message, final long intendedMs) {
		this(startMs, elapsedMs, success, responseCode, message, intendedMs, 0);
	}

	/**
	 * Whether connecting took at least {@link #SYN_RETRY_MS}: the server's listen backlog
	 * was full and the request waited for its SYN to be sent again (or failed to
	 * connect).
	 */
	public boolean waitedForSynRetry() {
		return connectMs >= SYN_RETRY_MS;
	}

	public ErrorKind errorKind() {
		return ErrorKind.classify(success, responseCode, message);
	}

	/** How long after it was due the request was sent. */
	public long startDelayMs() {
		return startMs - intendedMs;
	}

	/**
	 * The latency a user of an open workload sees: from the instant the request was due
	 * to its end. Unlike the response time it does not hide a request the generator sent
	 * late (coordinated omission).
	 */
	public long latencyMs() {
		return startDelayMs() + elapsedMs;
	}

	/**
	 * The latency the analysis counts for this request, in the report's percentiles and
	 * in latency.hlog alike: {@link #latencyMs()} for a success; for a failure, that or
	 * the client's response time-out {@code unservedMs}, whichever is longer, as a client
	 * waits out its time-out for an answer it never gets.
	 */
	public long countedLatencyMs(final long unservedMs) {
		return success ? latencyMs() : Math.max(latencyMs(), unservedMs);
	}
}
