package dev.poolsweep.tuning.generator;

import dev.poolsweep.tuning.plan.LoadSettings;

/**
 * A load generator as the command line chose it, before the sweep knows its CPUs.
 */
public interface GeneratorSetup {

	/**
	 * Fails at once, not in every run, when something the sweep's workloads need is
	 * missing: {@code steadyToo} when it also runs steady loads (a warm-up or a
	 * calibration).
	 */
	void check(LoadSettings load, boolean steadyToo);

	/**
	 * Fails at once, not in every run, when the generator cannot send a
	 * {@link ClosedWorkload}: its plan is missing, or its engines are remote (each would
	 * run every client).
	 */
	void checkClosed();

	/**
	 * The generator, its processes on this machine pinned to {@code cpus} (empty: not
	 * pinned).
	 */
	LoadGenerator on(String cpus);

}
