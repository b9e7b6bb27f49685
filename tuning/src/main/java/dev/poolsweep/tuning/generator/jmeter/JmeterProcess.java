package dev.poolsweep.tuning.generator.jmeter;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.LongConsumer;

import dev.poolsweep.tuning.analysis.series.JtlFile;
import dev.poolsweep.tuning.analysis.series.Sample;
import dev.poolsweep.tuning.errors.OneLine;
import dev.poolsweep.tuning.errors.RunFailedException;
import dev.poolsweep.tuning.process.ChildProcesses;
import dev.poolsweep.tuning.process.ProcStats;

/**
 * Runs JMeter headless as a child process, watches it, and measures its CPU time.
 *
 * <p>
 * JMeter prints "... end of run" once the test has ended and its result files are closed.
 * It then still takes a second or more to exit (its idle threads end, its JVM shuts down;
 * with the Concurrency Thread Group ten seconds and more), which costs every run time and
 * measures nothing, so it is stopped as soon as that line is seen.
 *
 * <p>
 * It may be launched ahead of its run ({@link #launch}), so that it starts up while the
 * application does; its plan then waits for a start file (see {@link LocalJmeter}).
 *
 * <p>
 * JMeter's CPU time in all is the growth of this process's reaped-children CPU time from
 * {@link #finish} to its end (see {@link ProcStats#reapedChildrenCpuSeconds()}): exact,
 * as no other child of the harness ends meanwhile (the board is stopped after JMeter; a
 * warm-up's JMeter ends before the measured one is finished). Its CPU time while it sent
 * load is that total less what it had used when the first request started (polled from
 * /proc/PID/stat): JMeter's start-up, which overlaps no load, is left out.
 */
final class JmeterProcess {

	static final String END_OF_RUN = "... end of run";

	private static final long POLL_MS = 200;

	private static final long STOP_GRACE_SECONDS = 10;

	/**
	 * What one JMeter run did.
	 *
	 * @param startedMs epoch ms when JMeter was launched
	 * @param samples the samples it wrote
	 * @param cpuSeconds CPU seconds from its first request to its end; -1 when unknown
	 * @param cpuSecondsTotal CPU seconds in all, start-up included; -1 when unknown
	 */
	record Result(long startedMs, List<Sample> samples, double cpuSeconds, double cpuSecondsTotal) {
	}

	private final JmeterLaunch launch;

	private final CpuTrace trace = new CpuTrace();

	private final long startedMs;

	private final Process process;

	private JmeterProcess(final JmeterLaunch launch) throws RunFailedException {
		this.launch = launch;
		this.startedMs = System.currentTimeMillis();
		try {
			this.process = ChildProcesses.start(launch.command(), Map.of(), launch.consoleLog());
		}
		catch (IOException e) {
			throw new RunFailedException("JMeter did not start: " + OneLine.of(e.getMessage()), e);
		}
	}

	/**
	 * Runs JMeter to its end, calling {@code onPoll} each time it looks at it; see
	 * {@link #finish}.
	 */
	static Result run(final JmeterLaunch launch, final Duration timeout, final LongConsumer started,
			final Runnable onPoll) throws RunFailedException {
		return launch(launch).finish(timeout, started, onPoll);
	}

	/**
	 * Launches JMeter, which starts up meanwhile; {@link #finish} watches it to its end,
	 * {@link #stop} stops it.
	 */
	static JmeterProcess launch(final JmeterLaunch launch) throws RunFailedException {
		return new JmeterProcess(launch);
	}

	/**
	 * Watches JMeter to its end, for at most {@code timeout} from now, calling
	 * {@code onPoll} each time it looks; {@code started} gets its process id first. Fails
	 * when it runs past the time-out, exits non-zero, or writes no sample.
	 */
	Result finish(final Duration timeout, final LongConsumer started, final Runnable onPoll) throws RunFailedException {
		final double reapedBefore = ProcStats.reapedChildrenCpuSeconds();
		trace.poll(process.pid());
		started.accept(process.pid());
		final boolean stoppedAfterEnd = watch(System.currentTimeMillis() + timeout.toMillis(), onPoll);
		final double reapedAfter = ProcStats.reapedChildrenCpuSeconds();
		if (!stoppedAfterEnd && process.exitValue() != 0) {
			throw new RunFailedException(
					"JMeter exited with code " + process.exitValue() + " (see " + launch.log() + ")");
		}
		final List<Sample> samples = samples();
		final double total = reapedBefore < 0 || reapedAfter < 0 ? -1 : reapedAfter - reapedBefore;
		final double beforeLoad = trace.cpuAt(samples.getFirst().startMs());
		return new Result(startedMs, samples, total < 0 ? -1 : total - beforeLoad, total);
	}

	/** Stops JMeter if it still runs (a run that was launched but never finished). */
	void stop() {
		if (process.isAlive()) {
			ChildProcesses.stop(process, STOP_GRACE_SECONDS);
		}
	}

	/** Waits for JMeter's end; returns whether it was stopped after its end of run. */
	private boolean watch(final long deadlineMs, final Runnable onPoll) throws RunFailedException {
		try {
			while (process.isAlive()) {
				final long now = System.currentTimeMillis();
				trace.add(now, ProcStats.cpuSeconds(process.pid()));
				onPoll.run();
				if (consoleSays(launch.consoleLog(), END_OF_RUN)) {
					ChildProcesses.stop(process, STOP_GRACE_SECONDS);
					return true;
				}
				if (now > deadlineMs) {
					ChildProcesses.stop(process, STOP_GRACE_SECONDS);
					throw new RunFailedException(
							"JMeter still running after its time-out, stopped (see " + launch.log() + ")");
				}
				Thread.sleep(POLL_MS);
			}
			ChildProcesses.ended(process);
			process.waitFor();
			return false;
		}
		catch (InterruptedException e) {
			ChildProcesses.stop(process, 5);
			Thread.currentThread().interrupt();
			throw new RunFailedException("interrupted while JMeter was running", e);
		}
	}

	/** Whether a JMeter's console output says {@code text} yet. */
	static boolean consoleSays(final Path console, final String text) {
		try {
			return Files.readString(console, StandardCharsets.UTF_8).contains(text);
		}
		catch (IOException e) {
			return false;
		}
	}

	private List<Sample> samples() throws RunFailedException {
		final Path jtl = launch.jtl();
		try {
			final List<Sample> samples = Files.isRegularFile(jtl) ? JtlFile.read(jtl) : List.of();
			if (samples.isEmpty()) {
				throw new RunFailedException(
						"JMeter wrote no sample to " + jtl.getFileName() + " (see " + launch.log() + ")");
			}
			return samples;
		}
		catch (IOException e) {
			throw new RunFailedException(
					"JMeter's " + jtl.getFileName() + " cannot be read: " + OneLine.of(e.getMessage()), e);
		}
	}

}
