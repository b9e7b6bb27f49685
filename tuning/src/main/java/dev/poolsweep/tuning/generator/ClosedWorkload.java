package dev.poolsweep.tuning.generator;

import java.time.Duration;

/**
 * A closed workload: {@code clients} clients started at once, each sending {@code loops}
 * GETs of {@code path} to the application on 127.0.0.1:{@code port}, the next as soon as
 * the last is answered, with no think time (Yoo et al.'s load). Unlike a {@link Workload}
 * it has no schedule: it lasts as long as the server takes to answer, so its time-out
 * comes from the requests' own.
 *
 * @param connectTimeout each request's time-out to connect
 * @param responseTimeout each request's time-out for its response
 */
public record ClosedWorkload(int port, String path, int clients, int loops, Duration connectTimeout,
		Duration responseTimeout) {

	/** Seconds the generator may take beyond its requests' time-outs to start and end. */
	static final long SLACK_SECONDS = 120;

	/**
	 * How long a run may take before it is stopped as hung: every request of a client at
	 * its time-outs, one after the other, and the slack.
	 */
	public Duration timeout() {
		return Duration.ofSeconds(loops * (connectTimeout.toSeconds() + responseTimeout.toSeconds()) + SLACK_SECONDS);
	}

}
