package dev.poolsweep.tuning.sweep;

import java.io.IOException;
import java.nio.file.FileStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

import dev.poolsweep.tuning.errors.EnvironmentException;

/**
 * Whether the disk holding a results folder can take another run. A disk that fills
 * during a run truncates what JMeter and the sampler write, and the run would then be
 * recorded as failed for an unreadable file; so the sweep checks before each run, and
 * after a failed one, and stops with a reason naming the disk instead. The run it stops
 * at keeps no outcome, so that {@code --resume} redoes it once there is room.
 */
final class FreeSpace {

	/**
	 * The space a run needs: its files take a few MB (JMeter's log and samples, the
	 * sampler's series, the board's log), with room for a burst several times larger.
	 */
	public static final long RUN_BYTES = 64L << 20;

	private FreeSpace() {
	}

	/**
	 * Fails, with the disk named, when {@code dir}'s disk has less than a run's space.
	 */
	public static void requireRoomForARun(final Path dir) {
		whyNoRoom(dir).ifPresent((why) -> {
			throw new EnvironmentException(why);
		});
	}

	/** Why {@code dir}'s disk has no room for a run; empty when it has. */
	public static Optional<String> whyNoRoom(final Path dir) {
		try {
			final FileStore store = Files.getFileStore(dir);
			final long usable = store.getUsableSpace();
			if (usable >= RUN_BYTES) {
				return Optional.empty();
			}
			return Optional
				.of(String.format(Locale.ROOT,
						"the disk holding %s is full: %s free on %s (%s), a run needs %d MB; free some space, then "
								+ "--resume %s",
						dir, megabytes(usable), store.name(), store.type(), RUN_BYTES >> 20, dir));
		}
		catch (IOException e) {
			return Optional.empty(); // the disk cannot be asked: the run's own writes
										// will say what is wrong
		}
	}

	private static String megabytes(final long bytes) {
		return String.format(Locale.ROOT, "%.1f MB", bytes / (double) (1 << 20));
	}

}
