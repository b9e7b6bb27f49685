package dev.poolsweep.tuning.results;

import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.function.Function;
import java.util.function.UnaryOperator;

import dev.poolsweep.tuning.errors.BadInputException;

/**
 * Typed values of one of the results folder's .properties files, read back by the
 * analysis, the model and {@code --resume}. A value that is not what its key holds is bad
 * input, in one line naming the file, the key and the value.
 */
public final class PropertyValues {

	private static final String WHOLE = "a whole number";

	private static final String NUMBER = "a number";

	private final String file;

	private final UnaryOperator<String> lookup;

	/**
	 * @param file the file's name, for the errors
	 * @param lookup a key's value as written, null when absent (e.g.
	 * {@link SweepKeys#get}, which reads older names too)
	 */
	public PropertyValues(final String file, final UnaryOperator<String> lookup) {
		this.file = file;
		this.lookup = lookup;
	}

	/** sweep.properties, older key names read too ({@link SweepKeys#get}). */
	public static PropertyValues ofSweep(final Properties sweep) {
		return new PropertyValues(ResultsFolder.SWEEP_PROPERTIES, key -> SweepKeys.get(sweep, key));
	}

	/** A run's point.properties. */
	public static PropertyValues ofPoint(final Properties point) {
		return new PropertyValues(RunFolder.POINT_PROPERTIES, point::getProperty);
	}

	/** The value, stripped; "" when the key is absent or blank. */
	public String text(final String key) {
		final String value = lookup.apply(key);
		return value == null ? "" : value.strip();
	}

	/**
	 * A key files written before it existed lack: its value as written (not stripped),
	 * else {@code absent}.
	 */
	public String asWritten(final String key, final String absent) {
		final String value = lookup.apply(key);
		return value == null ? absent : value;
	}

	/** A list written one item a line; empty when the key is absent or empty. */
	public List<String> lines(final String key) {
		final String value = asWritten(key, "");
		return value.isEmpty() ? List.of() : Arrays.asList(value.split("\n"));
	}

	/** The value, stripped; bad input when the key is absent. */
	public String required(final String key) {
		final String value = lookup.apply(key);
		if (value == null) {
			throw new BadInputException(file + " has no " + key);
		}
		return value.strip();
	}

	public boolean requiredBoolean(final String key) {
		return Boolean.parseBoolean(required(key));
	}

	public long requiredWhole(final String key) {
		return parse(key, required(key), Long::valueOf, WHOLE);
	}

	public double requiredDecimal(final String key) {
		return parse(key, required(key), Double::valueOf, NUMBER);
	}

	/**
	 * The value as {@code parser} reads it; bad input, in one line naming the key, when
	 * the key is absent or the parser refuses the value.
	 * @param what what the value should be, e.g. "a duration"
	 */
	public <T> T required(final String key, final Function<String, T> parser, final String what) {
		return parse(key, required(key), parser, what);
	}

	/** The whole number, null when the key is absent or blank. */
	public Integer integer(final String key) {
		final String value = text(key);
		return value.isEmpty() ? null : parse(key, value, Integer::valueOf, WHOLE);
	}

	/** The number, {@code absent} when the key is absent or blank. */
	public double decimal(final String key, final double absent) {
		final String value = text(key);
		return value.isEmpty() ? absent : parse(key, value, Double::valueOf, NUMBER);
	}

	private <T> T parse(final String key, final String value, final Function<String, T> parser, final String what) {
		try {
			return parser.apply(value);
		}
		catch (IllegalArgumentException e) {
			// a NumberFormatException, or a parser's own bad input naming an option
			throw new BadInputException(file + ": " + key + " '" + value + "' is not " + what);
		}
	}

}
