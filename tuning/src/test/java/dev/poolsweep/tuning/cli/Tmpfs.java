package dev.poolsweep.tuning.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A small real disk for a test: a tmpfs mounted on a folder, which a test can fill to the
 * last byte. Mounting needs root (CI runs as root); elsewhere the test that asks for one
 * is skipped, and the build's last line says so.
 */
final class Tmpfs implements AutoCloseable {

	private final Path dir;

	private Tmpfs(final Path dir) {
		this.dir = dir;
	}

	static Tmpfs mount(final Path dir, final int megabytes) throws IOException, InterruptedException {
		assumeTrue("root".equals(System.getProperty("user.name")), "needs root: mounts a small disk");
		Files.createDirectories(dir);
		run("mount", "-t", "tmpfs", "-o", "size=" + megabytes + "m", "tmpfs", dir.toString());
		return new Tmpfs(dir);
	}

	Path dir() {
		return dir;
	}

	/** Writes a file until the disk has no byte left. */
	void fill() throws IOException {
		final byte[] block = new byte[1 << 16];
		try (OutputStream out = Files.newOutputStream(dir.resolve(".filler"))) {
			while (true) {
				out.write(block);
			}
		}
		catch (IOException full) {
			if (!String.valueOf(full.getMessage()).contains("No space left")) {
				throw full;
			}
		}
	}

	@Override
	public void close() throws IOException, InterruptedException {
		run("umount", "--lazy", dir.toString());
	}

	private static void run(final String... command) throws IOException, InterruptedException {
		final Process process = new ProcessBuilder(List.of(command)).redirectErrorStream(true).start();
		final String said = new String(process.getInputStream().readAllBytes()).strip();
		if (process.waitFor() != 0) {
			throw new IOException(String.join(" ", command) + " failed: " + said);
		}
	}

}
