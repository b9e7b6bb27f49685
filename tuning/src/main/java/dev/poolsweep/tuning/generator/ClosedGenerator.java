package dev.poolsweep.tuning.generator;

import java.nio.file.Path;

import dev.poolsweep.tuning.errors.RunFailedException;

/**
 * A load generator that sends closed workloads: JMeter (every {@link LoadGenerator}), and
 * vegeta, the second tool {@code poolsweep servers} checks JMeter's figures with.
 */
public interface ClosedGenerator {

	/**
	 * Runs a closed workload to its end: the samples go to {@code samples} (in the
	 * generator's own format), its log to {@code log}; {@code watch} learns each engine's
	 * process as it starts. The run's samples are read back as {@link GeneratorRun}'s, so
	 * that every generator's are summarised by the same code. Fails when it runs past the
	 * workload's time-out, fails, or writes no sample, and in one line where the
	 * generator cannot send one ({@link GeneratorSetup#checkClosed}).
	 */
	GeneratorRun run(ClosedWorkload workload, Path samples, Path log, RunWatch watch) throws RunFailedException;

}
