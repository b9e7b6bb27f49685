package dev.poolsweep.tuning.process;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * Starts the board and JMeter, and makes sure they do not outlive the harness: when the
 * harness is stopped (Ctrl-C, SIGTERM) a shutdown hook stops every child still running,
 * so an interrupted sweep leaves no board holding ports and no JMeter still sending load,
 * and can be resumed at once. The hook then says what was registered with
 * {@link #whenStopped}: the JVM halts once its hooks end, so a line printed there is the
 * one line sure to be seen, where the main thread races the halt.
 */
public final class ChildProcesses {

	private static final Set<Process> RUNNING = ConcurrentHashMap.newKeySet();

	private static volatile boolean stopping;

	private static volatile Runnable notice;

	static {
		Runtime.getRuntime().addShutdownHook(new Thread(ChildProcesses::stopAll, "stop-children"));
	}

	private ChildProcesses() {
	}

	/** Starts {@code command} with stdout and stderr appended to {@code log}. */
	public static Process start(final List<String> command, final Map<String, String> environment, final Path log)
			throws IOException {
		final ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
			.redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
			.redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
		builder.environment().putAll(environment);
		final Process process = builder.start();
		RUNNING.add(process);
		return process;
	}

	/**
	 * Asks the process to stop (SIGTERM; the board shuts down gracefully), waits up to
	 * {@code graceSeconds}, then kills it. Returns the exit code.
	 */
	public static int stop(final Process process, final long graceSeconds) {
		process.destroy();
		try {
			if (!process.waitFor(graceSeconds, TimeUnit.SECONDS)) {
				process.destroyForcibly();
			}
			return process.waitFor();
		}
		catch (InterruptedException e) {
			process.destroyForcibly();
			Thread.currentThread().interrupt();
			return -1;
		}
		finally {
			RUNNING.remove(process);
		}
	}

	/** Forgets a process that has ended by itself. */
	public static void ended(final Process process) {
		RUNNING.remove(process);
	}

	/**
	 * Whether the harness is being stopped. A run cut short then is left without
	 * outcome.properties, so that a resume redoes it: it did not fail, it was
	 * interrupted.
	 */
	public static boolean stopping() {
		return stopping;
	}

	/**
	 * What the shutdown hook does once the children are stopped, such as saying how to
	 * resume; {@code null} for nothing.
	 */
	public static void whenStopped(final Runnable notice) {
		ChildProcesses.notice = notice;
	}

	private static void stopAll() {
		stopping = true;
		RUNNING.forEach(Process::destroy);
		for (final Process process : RUNNING) {
			try {
				if (!process.waitFor(10, TimeUnit.SECONDS)) {
					process.destroyForcibly();
				}
			}
			catch (InterruptedException e) {
				process.destroyForcibly();
			}
		}
		final Runnable then = notice;
		if (then != null) {
			then.run();
		}
	}

}
