package dev.poolsweep.tuning.model;

import dev.poolsweep.tuning.analysis.series.Sample;

/**
 * One request of the simulation: when it was due, what became of it on JMeter's side
 * ({@link Outcome}), and where it is on the board ({@link Phase}). The two sides are
 * separate because they part: a request JMeter gave up on stays on the board until a
 * worker has served it.
 */
final class ModelRequest {

	enum Outcome {

		PENDING, OK, HTTP_5XX, READ_TIMEOUT, CONNECT_FAILED, NEVER_SENT

	}

	enum Phase {

		NOT_ARRIVED, BACKLOG, QUEUED, CPU_BEFORE, POOL_WAIT, DB, CPU_HOLDING, CPU_AFTER, DONE

	}

	final double dueMs;

	/**
	 * Multiplies every CPU time of this request (1 when the CPU times do not vary).
	 */
	final double cpuFactor;

	/** Time from the board's last byte to the end of the sample. */
	final double noiseMs;

	double sentMs = Double.NaN;

	double endMs = Double.NaN;

	Outcome outcome = Outcome.PENDING;

	Phase phase = Phase.NOT_ARRIVED;

	/** The first request on a new connection pays for accepting it. */
	boolean newConnection;

	Generator.Client client;

	SimulatedBoard.Connection connection;

	ModelRequest(final double dueMs, final double cpuFactor, final double noiseMs) {
		this.dueMs = dueMs;
		this.cpuFactor = cpuFactor;
		this.noiseMs = noiseMs;
	}

	boolean sent() {
		return outcome != Outcome.NEVER_SENT;
	}

	/**
	 * A request JMeter sent, as samples.jtl records it: whole milliseconds (the due
	 * instant, the start, the elapsed time), and a failure as JMeter words it, so the
	 * analysis reads it as it reads a measured one.
	 */
	Sample toSample() {
		final long start = Math.round(sentMs);
		final long elapsed = Math.round(endMs) - start;
		final long due = Math.round(dueMs);
		return switch (outcome) {
			case OK -> new Sample(start, elapsed, true, "200", "OK", due);
			case HTTP_5XX -> new Sample(start, elapsed, false, "503", "Service Unavailable", due);
			case READ_TIMEOUT ->
				new Sample(start, elapsed, false, "Non HTTP response code: java.net.SocketTimeoutException",
						"Non HTTP response message: Read timed out", due);
			case CONNECT_FAILED -> new Sample(start, elapsed, false,
					"Non HTTP response code: org.apache.http.conn.ConnectTimeoutException",
					"Non HTTP response message: Connect to 127.0.0.1 failed: connect timed out", due);
			case PENDING, NEVER_SENT -> throw new IllegalStateException("a request never sent has no sample");
		};
	}

}
