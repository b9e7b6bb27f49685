package dev.poolsweep.tuning.generator;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import dev.poolsweep.tuning.errors.RunFailedException;
import dev.poolsweep.tuning.plan.LoadSettings;

/**
 * The load generator as the harness sees it: run this workload against this application,
 * with the samples in the JTL contract of tuning/RESULTS.md, and say what each engine
 * used. The sweep, the calibration, the warm-up and the servers' closed matrix reach the
 * generator only through this; the analysis, the report and the model read the results,
 * never the generator.
 */
public interface LoadGenerator {

	/**
	 * Runs the workload to its end: the samples go to {@code jtl}, the generator's log to
	 * {@code log}, the per-second arrival counts to the arrivals file beside the JTL
	 * (RESULTS.md); {@code watch} learns each engine's process as it starts, and when the
	 * schedule starts. Fails when it runs past its time-out, fails, or writes no sample.
	 */
	GeneratorRun run(Workload workload, Path jtl, Path log, RunWatch watch) throws RunFailedException;

	/**
	 * Runs a closed workload to its end, launched as a schedule is (the same JVM, pinning
	 * and time-out handling): the samples go to {@code jtl}, the generator's log to
	 * {@code log}; {@code watch} learns each engine's process as it starts. Fails as
	 * {@link #run(Workload, Path, Path, RunWatch)} does, and in one line where the
	 * generator cannot send one ({@link GeneratorSetup#checkClosed}).
	 */
	GeneratorRun run(ClosedWorkload workload, Path jtl, Path log, RunWatch watch) throws RunFailedException;

	/**
	 * Launches a run of the workload whose schedule waits for {@link PreparedRun#start},
	 * so that the generator's start-up overlaps the application's; the application need
	 * not be up yet. A generator that cannot wait so launches at the start.
	 */
	default PreparedRun prepare(final Workload workload, final Path jtl, final Path log) throws RunFailedException {
		return new PreparedRun() {
			@Override
			public GeneratorRun start(final RunWatch watch) throws RunFailedException {
				return run(workload, jtl, log, watch);
			}

			@Override
			public void close() {
			}
		};
	}

	/** The engines that send the requests, in order. */
	List<Engine> engines();

	/** What sweep.properties records about the generator for this load, by key. */
	Map<String, String> facts(LoadSettings load);

}
