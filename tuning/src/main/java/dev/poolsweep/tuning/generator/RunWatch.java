package dev.poolsweep.tuning.generator;

/**
 * Learns what the load generator does as a run goes: each of its processes as it starts
 * (so that it can be sampled while the load runs), and the instant its schedule starts
 * (so that a fault can be put in at an instant of the schedule).
 */
public interface RunWatch {

	/** Watches nothing. */
	RunWatch NONE = (engine, pid) -> {
	};

	void engineStarted(Engine engine, long pid);

	/** The epoch ms the schedule starts at; told once, before or at that instant. */
	default void scheduleStarts(final long epochMs) {
	}

}
