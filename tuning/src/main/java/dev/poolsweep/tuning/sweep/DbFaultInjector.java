package dev.poolsweep.tuning.sweep;

import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import dev.poolsweep.db.MySqlServer;
import dev.poolsweep.tuning.errors.OneLine;
import dev.poolsweep.tuning.errors.RunFailedException;
import dev.poolsweep.tuning.settings.DbFault;

/**
 * Puts the sweep's database fault into one measured run, on a thread of its own while the
 * harness watches JMeter.
 *
 * <p>
 * The fault's instant counts from the start of the schedule, which only the load
 * generator knows: it tells the injector ({@link #scheduleStarts}) as the run goes. The
 * injector waits for that, then for the fault's instant, and records when the database
 * stopped answering and when it answered again. {@link #close()} ends a pause still
 * standing, so an interrupted run never leaves the database frozen for the next one.
 */
final class DbFaultInjector implements AutoCloseable {

	private static final Duration START_PATIENCE = Duration.ofMinutes(3);

	private final DbFault fault;

	private final MySqlServer database;

	private final CompletableFuture<Long> scheduleStart = new CompletableFuture<>();

	private final Thread thread;

	private volatile boolean paused;

	private volatile long faultStartedMs;

	private volatile long faultEndedMs;

	private volatile String error;

	private DbFaultInjector(final DbFault fault, final MySqlServer database) {
		this.fault = fault;
		this.database = database;
		this.thread = Thread.ofPlatform().name("db-fault").daemon().unstarted(this::inject);
	}

	/** Starts waiting for the schedule of the next run. */
	static DbFaultInjector start(final DbFault fault, final MySqlServer database) {
		final DbFaultInjector injector = new DbFaultInjector(fault, database);
		injector.thread.start();
		return injector;
	}

	/** The epoch ms the run's schedule starts at, from the load generator. */
	void scheduleStarts(final long epochMs) {
		scheduleStart.complete(epochMs);
	}

	/**
	 * Writes when the fault began and ended into the run's outcome; fails the run when
	 * the fault was not put in as asked, since its figures would not measure it.
	 */
	void recordIn(final Outcome outcome) throws RunFailedException {
		close();
		if (error != null || faultEndedMs == 0) {
			throw new RunFailedException("database fault " + fault + " not done: "
					+ (error != null ? error : "the schedule ended before it"));
		}
		outcome.dbFault(faultStartedMs, faultEndedMs);
	}

	private void inject() {
		try {
			final long scheduleStartMs = awaitScheduleStart();
			sleepUntil(scheduleStartMs + fault.at().toMillis());
			faultStartedMs = System.currentTimeMillis();
			switch (fault.kind()) {
				case PAUSE -> pause();
				case RESTART -> database.restart(fault.length());
				case NONE -> {
				}
			}
			faultEndedMs = System.currentTimeMillis();
		}
		catch (InterruptedException e) {
			error = "the run ended before the fault was over";
		}
		catch (IOException | RuntimeException e) {
			error = OneLine.of(e.getMessage());
		}
	}

	private void pause() throws InterruptedException {
		database.pause();
		paused = true;
		try {
			Thread.sleep(fault.length());
		}
		finally {
			resume();
		}
	}

	private synchronized void resume() {
		if (paused) {
			database.resume();
			paused = false;
		}
	}

	private long awaitScheduleStart() throws IOException, InterruptedException {
		try {
			return scheduleStart.get(START_PATIENCE.toMillis(), TimeUnit.MILLISECONDS);
		}
		catch (TimeoutException | ExecutionException e) {
			throw new IOException("the load generator never said when its schedule started");
		}
	}

	private static void sleepUntil(final long epochMs) throws InterruptedException {
		final long wait = epochMs - System.currentTimeMillis();
		if (wait > 0) {
			Thread.sleep(wait);
		}
	}

	@Override
	public void close() {
		thread.interrupt();
		try {
			thread.join(Duration.ofSeconds(30));
		}
		catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
		resume();
	}

}
