import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes the board's static payloads, the three file sizes of Yoo et al.'s web-server comparison: index.html
 * (104 B), cat.jpg (6.8 KiB, 6,963 B) and 4k.jpg (4.9 MiB, 5,138,022 B), into the folder given as the only argument
 * (the build's target/classes/static/payload, so that Spring serves them as /payload/NAME). The same bytes on every
 * build and every machine: the page is fixed text, the images a JPEG's first and last markers around bytes of a
 * fixed-seed xorshift64* generator, which, like a JPEG's compressed data, do not compress. Generated rather than
 * committed, so that the repository holds no 5 MB binary. Run by the build with Java's source launcher
 * (app/pom.xml, app/jetty/pom.xml); the harness serves the same files from the board's jar with nginx.
 */
public final class Payloads {

	/** The page: 104 bytes of HTML, as the seed's index.html. */
	static final String PAGE = "<!DOCTYPE html><html><head><title>payload</title></head><body><p>104 bytes.</p></body></html>\n";

	public static void main(final String[] args) throws IOException {
		if (args.length != 1) {
			throw new IllegalArgumentException("usage: java Payloads.java OUTPUT_DIR");
		}
		final Path dir = Files.createDirectories(Path.of(args[0]));
		final byte[] page = (PAGE + " ".repeat(104 - PAGE.length())).getBytes(StandardCharsets.US_ASCII);
		if (page.length != 104) {
			throw new IllegalStateException("the page is " + page.length + " bytes, not 104");
		}
		Files.write(dir.resolve("index.html"), page);
		writeImage(dir.resolve("cat.jpg"), 6_963, 0x6361742E6A7067L);
		writeImage(dir.resolve("4k.jpg"), 5_138_022, 0x346B2E6A7067L);
	}

	/** {@code size} bytes: FF D8 FF (a JPEG's start), pseudo-random bytes from {@code seed}, FF D9 (its end). */
	static void writeImage(final Path file, final int size, final long seed) throws IOException {
		final byte[] bytes = new byte[size];
		long state = seed;
		for (int i = 0; i < size; i++) {
			state ^= state >>> 12;
			state ^= state << 25;
			state ^= state >>> 27;
			bytes[i] = (byte) ((state * 0x2545F4914F6CDD1DL) >>> 56);
		}
		bytes[0] = (byte) 0xFF;
		bytes[1] = (byte) 0xD8;
		bytes[2] = (byte) 0xFF;
		bytes[size - 2] = (byte) 0xFF;
		bytes[size - 1] = (byte) 0xD9;
		try (OutputStream out = Files.newOutputStream(file)) {
			out.write(bytes);
		}
	}

}
