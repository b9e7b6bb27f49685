package dev.poolsweep.tuning.app;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;

import dev.poolsweep.tuning.errors.OneLine;
import dev.poolsweep.tuning.errors.RunFailedException;
import dev.poolsweep.tuning.plan.Durations;
import dev.poolsweep.tuning.process.ChildProcesses;
import dev.poolsweep.tuning.process.CpuPinning;

/** A running JVM under test: started, waited for until ready, stopped gracefully. */
public final class AppProcess implements AutoCloseable {

	/**
	 * The board drains for up to 20 s (its application.yaml), Spring Boot's default is 30
	 * s: more than either before a kill.
	 */
	private static final long STOP_GRACE_SECONDS = 40;

	/**
	 * How often readiness is asked while the application starts: often, as every run
	 * waits for it (a refused connection or a 503 costs the starting application little).
	 */
	private static final long POLL_MS = 50;

	private final AppLaunch launch;

	private final Process process;

	private final Path log;

	private AppProcess(final AppLaunch launch, final Process process, final Path log) {
		this.launch = launch;
		this.process = process;
		this.log = log;
	}

	/** Starts it; its stdout and stderr go to {@code log}. */
	public static AppProcess start(final AppLaunch launch, final Path log) throws RunFailedException {
		try {
			return new AppProcess(launch, ChildProcesses.start(launch.command(), launch.environment(), log), log);
		}
		catch (IOException e) {
			throw new RunFailedException(launch.app().name() + " did not start: " + OneLine.of(e.getMessage()), e);
		}
	}

	/**
	 * Polls {@code readiness} until its answer counts, then pins the application to the
	 * board's CPUs ({@link CpuPinning#pinToBoard}); fails when the process exits, the
	 * time-out passes or it cannot be pinned.
	 */
	public void awaitReady(final Readiness readiness, final Duration timeout) throws RunFailedException {
		final String name = launch.app().name();
		final long deadline = System.nanoTime() + timeout.toNanos();
		int last = 0;
		try (HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build()) {
			while (System.nanoTime() < deadline) {
				if (!process.isAlive()) {
					ChildProcesses.ended(process);
					throw new RunFailedException(name + " exited with code " + process.exitValue()
							+ " before it was ready (see " + log + ")");
				}
				last = status(client, readiness.uri(launch.ports()));
				if (readiness.ready(last)) {
					pinToBoard();
					return;
				}
				sleep(POLL_MS);
			}
		}
		throw new RunFailedException(
				name + " not ready within " + Durations.format(timeout) + ": no " + readiness.describe(launch.ports())
						+ (last > 0 ? " (the last answer: " + last + ")" : " (no answer)") + " (see " + log + ")");
	}

	private void pinToBoard() throws RunFailedException {
		final String failed = launch.pinning().pinToBoard(process.pid());
		if (!failed.isEmpty()) {
			throw new RunFailedException(launch.app().name() + " could not be pinned to "
					+ CpuPinning.label(launch.pinning().boardCpus()) + " once ready: " + OneLine.of(failed));
		}
	}

	/** The status of a GET, 0 for none. */
	private static int status(final HttpClient client, final URI uri) {
		try {
			final HttpRequest request = HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(2)).GET().build();
			return client.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
		}
		catch (IOException e) {
			return 0;
		}
		catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return 0;
		}
	}

	public long pid() {
		return process.pid();
	}

	public int port() {
		return launch.ports().server();
	}

	public String jmxUrl() {
		return launch.ports().jmxUrl();
	}

	/** The name its HikariCP pool was given, for the sampler. */
	public String poolName() {
		return AppLaunch.POOL_NAME;
	}

	/** For messages: "board" or "application". */
	public String name() {
		return launch.app().name();
	}

	public boolean isAlive() {
		return process.isAlive();
	}

	/**
	 * SIGTERM, so it shuts down gracefully; killed if it has not stopped after the grace
	 * period.
	 */
	@Override
	public void close() {
		ChildProcesses.stop(process, STOP_GRACE_SECONDS);
	}

	private static void sleep(final long millis) throws RunFailedException {
		try {
			Thread.sleep(millis);
		}
		catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new RunFailedException("interrupted while waiting for the application to start", e);
		}
	}

}
