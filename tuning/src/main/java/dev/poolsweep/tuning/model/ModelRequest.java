package dev.poolsweep.tuning.model;

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

	Board.Connection connection;

	ModelRequest(final double dueMs, final double cpuFactor, final double noiseMs) {
		this.dueMs = dueMs;
		this.cpuFactor = cpuFactor;
		this.noiseMs = noiseMs;
	}

	boolean sent() {
		return outcome != Outcome.NEVER_SENT;
	}

	/**
	 * From the instant it was due to the end of its sample, as the analysis counts it.
	 */
	double latencyMs() {
		return endMs - dueMs;
	}

}
