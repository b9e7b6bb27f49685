package dev.poolsweep.tuning.results;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * Writes a file so that readers see the old content or the whole new content, never half
 * of it: write a temporary file next to the target, then rename it over the target.
 */
public final class AtomicFiles {

	private AtomicFiles() {
	}

	public static void writeString(final Path target, final String content) throws IOException {
		final Path dir = target.toAbsolutePath().getParent();
		Files.createDirectories(dir);
		// Not Files.createTempFile: that makes the file owner-only, and a report should
		// be as readable as any file.
		final String unique = ProcessHandle.current().pid() + "-" + System.nanoTime();
		final Path tmp = dir.resolve("." + target.getFileName() + "." + unique + ".tmp");
		try {
			Files.writeString(tmp, content, StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW,
					StandardOpenOption.WRITE);
			move(tmp, target);
		}
		finally {
			Files.deleteIfExists(tmp);
		}
	}

	private static void move(final Path tmp, final Path target) throws IOException {
		try {
			Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
		}
		catch (AtomicMoveNotSupportedException e) {
			// Some file systems cannot rename atomically; a plain replace is the best
			// they offer.
			Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
		}
	}

}
