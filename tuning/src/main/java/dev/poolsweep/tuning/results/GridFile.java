package dev.poolsweep.tuning.results;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.errors.EnvironmentException;

/**
 * A grid written down as a small properties file, one comma-separated list per axis:
 * <pre>
 * max_threads=1,10,100,300
 * max_total=100
 * accept_count=100
 * </pre> Keys: every knob's ({@link Knob#key()}), values as files hold them (ms for a
 * duration, true or false for a switch). A key left out takes the default of
 * {@link Grid}.
 */
public final class GridFile {

	private GridFile() {
	}

	/**
	 * The axes the file sets; throws BadInputException with a one-line message on any
	 * problem.
	 */
	public static Map<Knob, List<Integer>> read(final Path file) {
		if (!Files.isRegularFile(file)) {
			throw new BadInputException("grid file " + file + " does not exist");
		}
		final Properties properties;
		try {
			properties = PropertiesFiles.read(file);
		}
		catch (IOException e) {
			throw new EnvironmentException("grid file " + file + " cannot be read: " + e.getMessage(), e);
		}
		return axes(properties, "", "grid file " + file.getFileName());
	}

	/**
	 * The axes among {@code properties} whose keys are {@code prefix + axis key}; any
	 * other key with that prefix is an error.
	 */
	public static Map<Knob, List<Integer>> axes(final Properties properties, final String prefix, final String source) {
		final Map<Knob, List<Integer>> axes = new EnumMap<>(Knob.class);
		for (final String name : properties.stringPropertyNames()) {
			if (!name.startsWith(prefix)) {
				continue;
			}
			final Knob axis = Knob.forKey(name.substring(prefix.length()));
			if (axis == null) {
				throw new BadInputException(
						source + ": unknown key '" + name + "' (known: " + String.join(", ", Knob.keys()) + ")");
			}
			final String value = properties.getProperty(name);
			if (!value.isBlank() || axis == Knob.MAX_THREADS) {
				axes.put(axis, axis.parse(source + ": " + name, value));
			}
		}
		return axes;
	}

}
