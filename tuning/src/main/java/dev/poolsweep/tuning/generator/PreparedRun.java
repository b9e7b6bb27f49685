package dev.poolsweep.tuning.generator;

import dev.poolsweep.tuning.errors.RunFailedException;

/**
 * A run of the load generator launched ahead of its start (see
 * {@link LoadGenerator#prepare}): its engines start up while the application does, and
 * its schedule waits for {@link #start}.
 */
public interface PreparedRun extends AutoCloseable {

	/**
	 * Starts the schedule and runs it to its end, as {@link LoadGenerator#run} does;
	 * once.
	 */
	GeneratorRun start(RunWatch watch) throws RunFailedException;

	/** Stops the engines of a run that was never started, or did not end. */
	@Override
	void close();

}
