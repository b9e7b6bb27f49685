package dev.poolsweep.jmeter.arrivals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.LongSupplier;

/**
 * When a schedule starts once its clients are ready: at a given instant (engines that
 * share a schedule keep one clock), else at once (the results count seconds from the
 * first request due, which is due at the start). A start file, when given, is waited for
 * first: a harness that launched JMeter while the application was still starting creates
 * it once the application is ready, so that neither JMeter's own start-up nor a wait for
 * a whole second costs the run anything.
 *
 * @param startAtMs the epoch ms to start at; 0 for none
 * @param startFile the file to wait for; null for none
 * @param timeoutMs how long to wait for the file
 */
public record StartSignal(long startAtMs, Path startFile, long timeoutMs) {

	/** As soon as the clients are ready. */
	public static final StartSignal AT_ONCE = new StartSignal(0, null, 0);

	/** How often the file is looked for. */
	static final long POLL_MS = 5;

	/**
	 * The signal the timer's properties give: an instant ({@code startAt}, epoch ms) and
	 * a file ({@code startFile}), each empty for none.
	 */
	public static StartSignal of(final String startAt, final String startFile, final long timeoutMs) {
		return new StartSignal(startAt.isBlank() ? 0 : Long.parseLong(startAt.trim()),
				startFile.isBlank() ? null : Path.of(startFile.trim()), timeoutMs);
	}

	/**
	 * Waits for the file, if any, and returns the instant the schedule starts at (see
	 * {@link #startOf}).
	 * @throws IllegalStateException when the file did not appear within the time-out
	 */
	public long await(final LongSupplier clock) throws InterruptedException {
		if (startFile != null) {
			final long deadline = clock.getAsLong() + timeoutMs;
			while (!Files.exists(startFile)) {
				if (clock.getAsLong() > deadline) {
					throw new IllegalStateException(
							"the start file " + startFile + " did not appear within " + timeoutMs + " ms");
				}
				Thread.sleep(POLL_MS);
			}
		}
		return startOf(clock.getAsLong(), startAtMs);
	}

	/**
	 * When the schedule starts once the clients are ready at {@code nowMs}: at
	 * {@code startAtMs} when one is given, even when it has passed (engines that share a
	 * schedule keep one clock: an engine ready late sends its first arrivals late, and
	 * they are recorded as late, rather than its whole share a second after the others'),
	 * else at once.
	 */
	static long startOf(final long nowMs, final long startAtMs) {
		return startAtMs > 0 ? startAtMs : nowMs;
	}

}
