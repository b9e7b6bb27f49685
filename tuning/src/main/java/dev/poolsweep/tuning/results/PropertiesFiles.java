package dev.poolsweep.tuning.results;

import java.io.IOException;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/**
 * Reads and writes the .properties files of the results folder, in UTF-8 and with sorted
 * keys. Writes are atomic (temporary file, then rename), so a reader, or a resumed sweep,
 * sees the whole file or none of it.
 */
public final class PropertiesFiles {

	private PropertiesFiles() {
	}

	public static Properties read(final Path file) throws IOException {
		final Properties properties = new Properties();
		try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
			properties.load(reader);
		}
		return properties;
	}

	public static void write(final Path file, final Properties properties) throws IOException {
		final StringWriter text = new StringWriter();
		// Since JDK 18 store() sorts the keys; its first line is a time stamp comment,
		// which is dropped so that
		// equal properties give equal files.
		properties.store(text, null);
		final String content = text.toString();
		AtomicFiles.writeString(file, content.substring(content.indexOf('\n') + 1));
	}

}
