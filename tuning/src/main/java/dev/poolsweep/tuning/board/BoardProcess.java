package dev.poolsweep.tuning.board;

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

/** A running board JVM: started, waited for until ready, stopped gracefully. */
public final class BoardProcess implements AutoCloseable {

	/**
	 * The board drains for up to 20 s (its application.yaml; Spring Boot's default is 30
	 * s): more than either before a kill.
	 */
	private static final long STOP_GRACE_SECONDS = 40;

	private static final long POLL_MS = 250;

	private final BoardLaunch launch;

	private final Process process;

	private final Path log;

	private BoardProcess(final BoardLaunch launch, final Process process, final Path log) {
		this.launch = launch;
		this.process = process;
		this.log = log;
	}

	/** Starts the board; its stdout and stderr go to {@code log}. */
	public static BoardProcess start(final BoardLaunch launch, final Path log) throws RunFailedException {
		try {
			return new BoardProcess(launch, ChildProcesses.start(launch.command(), launch.environment(), log), log);
		}
		catch (IOException e) {
			throw new RunFailedException("board did not start: " + OneLine.of(e.getMessage()), e);
		}
	}

	/**
	 * Polls the readiness probe until it answers 200; fails when the board exits or the
	 * time-out passes.
	 */
	public void awaitReady(final Duration timeout) throws RunFailedException {
		final URI readiness = URI
			.create("http://127.0.0.1:" + launch.ports().management() + "/actuator/health/readiness");
		final long deadline = System.nanoTime() + timeout.toNanos();
		try (HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build()) {
			while (System.nanoTime() < deadline) {
				if (!process.isAlive()) {
					ChildProcesses.ended(process);
					throw new RunFailedException(
							"board exited with code " + process.exitValue() + " before it was ready (see " + log + ")");
				}
				if (answers200(client, readiness)) {
					return;
				}
				sleep(POLL_MS);
			}
		}
		throw new RunFailedException("board not ready within " + Durations.format(timeout) + ": " + readiness
				+ " never answered 200 (see " + log + ")");
	}

	private static boolean answers200(final HttpClient client, final URI uri) {
		try {
			final HttpRequest request = HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(2)).GET().build();
			return client.send(request, HttpResponse.BodyHandlers.discarding()).statusCode() == 200;
		}
		catch (IOException e) {
			return false;
		}
		catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return false;
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

	public boolean isAlive() {
		return process.isAlive();
	}

	/**
	 * SIGTERM, so the board shuts down gracefully; killed if it has not stopped after the
	 * grace period.
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
			throw new RunFailedException("interrupted while waiting for the board", e);
		}
	}

}
