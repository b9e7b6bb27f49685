package dev.poolsweep.tuning.results;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/**
 * One OUT/points/&lt;point-id&gt;/rep-&lt;k&gt;/ folder. It is complete iff
 * outcome.properties exists (the runner writes that file last, atomically).
 */
public record RunFolder(Path dir, String pointId, int repetition) {

	public static final String POINT = "point.properties";

	public static final String OUTCOME = "outcome.properties";

	public static final String SAMPLES = "samples.jtl";

	public static final String JMX = "jmx.csv";

	/**
	 * The folder's point id is its parent's name; the repetition is the number after
	 * "rep-" (0 if none).
	 */
	public static RunFolder of(final Path dir) {
		final String name = dir.getFileName().toString();
		int repetition = 0;
		try {
			repetition = Integer.parseInt(name.substring(name.indexOf('-') + 1));
		}
		catch (NumberFormatException e) {
			// a folder named oddly still gets analysed, with repetition 0
		}
		return new RunFolder(dir, dir.getParent().getFileName().toString(), repetition);
	}

	public boolean complete() {
		return Files.isRegularFile(dir.resolve(OUTCOME));
	}

	public Properties outcome() throws IOException {
		return load(dir.resolve(OUTCOME));
	}

	public Properties point() throws IOException {
		return load(dir.resolve(POINT));
	}

	public Path samples() {
		return dir.resolve(SAMPLES);
	}

	public Path jmx() {
		return dir.resolve(JMX);
	}

	public static Properties load(final Path file) throws IOException {
		final Properties properties = new Properties();
		try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
			properties.load(reader);
		}
		return properties;
	}
}
