package dev.poolsweep.tuning.model;

import dev.poolsweep.tuning.analysis.series.AnalysisOptions;
import dev.poolsweep.tuning.settings.Defaults;

/**
 * Everything a prediction depends on besides the point's settings: the board's costs, the
 * schedule, JMeter's time-outs and clients, the analysis's options (the predicted figures
 * follow the definitions the measured ones do), and the seed of what varies from request
 * to request (CPU time, latency noise) and of the instants the board is sampled. The same
 * seed gives every point the same requests, so points are compared on the same load.
 *
 * @param responseTimeoutMs JMeter's response time-out: a response not complete this long
 * after the request went out is an error, and the client closes the connection
 * @param connectTimeoutMs JMeter's connect time-out
 * @param maxInFlight JMeter's clients: requests in flight at most
 * @param poolTimeoutMs how long a request waits for a database connection before it fails
 * with a 5xx (HikariCP's connection-timeout): the board's, the same at every point
 */
public record ModelInputs(ServiceProfile service, LoadSchedule schedule, long responseTimeoutMs, long connectTimeoutMs,
		int maxInFlight, AnalysisOptions options, long seed, long poolTimeoutMs) {

	public ModelInputs {
		if (service == null || schedule == null || options == null) {
			throw new IllegalArgumentException("model inputs: service, schedule and options are required");
		}
		if (responseTimeoutMs <= 0 || connectTimeoutMs <= 0 || maxInFlight < 1 || poolTimeoutMs < 0) {
			throw new IllegalArgumentException(
					"model inputs: time-outs must be > 0 ms (the pool's >= 0) and maxInFlight >= 1");
		}
	}

	/** The inputs of a board at its own pool time-out ({@link Defaults#POOL_TIMEOUT}). */
	public ModelInputs(final ServiceProfile service, final LoadSchedule schedule, final long responseTimeoutMs,
			final long connectTimeoutMs, final int maxInFlight, final AnalysisOptions options, final long seed) {
		this(service, schedule, responseTimeoutMs, connectTimeoutMs, maxInFlight, options, seed,
				Defaults.POOL_TIMEOUT.toMillis());
	}

	/** The same inputs for a board whose requests wait this long for a connection. */
	public ModelInputs withPoolTimeoutMs(final long other) {
		return new ModelInputs(service, schedule, responseTimeoutMs, connectTimeoutMs, maxInFlight, options, seed,
				other);
	}

	/** The same inputs for a board of other costs. */
	public ModelInputs withService(final ServiceProfile other) {
		return new ModelInputs(other, schedule, responseTimeoutMs, connectTimeoutMs, maxInFlight, options, seed,
				poolTimeoutMs);
	}

}
