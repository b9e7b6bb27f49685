package dev.poolsweep.tuning.settings;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.results.SettingKeys;

/**
 * One setting the grid can vary, with its key (in a grid file, sweep.properties and
 * point.properties), its command-line option and the smallest value that makes sense for
 * it.
 */
public enum Axis {

	MAX_THREADS(SettingKeys.MAX_THREADS, "--max-threads", 1), MAX_TOTAL(SettingKeys.MAX_TOTAL, "--max-total", 1),
	ACCEPT_COUNT(SettingKeys.ACCEPT_COUNT, "--accept-count", 1),
	MAX_CONNECTIONS(SettingKeys.MAX_CONNECTIONS, "--max-connections", 1),
	MIN_SPARE_THREADS(SettingKeys.MIN_SPARE_THREADS, "--min-spare-threads", 0);

	private final String key;

	private final String option;

	private final int minimum;

	Axis(final String key, final String option, final int minimum) {
		this.key = key;
		this.option = option;
		this.minimum = minimum;
	}

	public String key() {
		return key;
	}

	public String option() {
		return option;
	}

	public static Axis forKey(final String key) {
		for (final Axis axis : values()) {
			if (axis.key.equals(key)) {
				return axis;
			}
		}
		return null;
	}

	/**
	 * Parses a comma-separated list such as {@code 1,10,100,300}, keeping the order
	 * given.
	 * @param source names where the text came from in error messages, e.g.
	 * "--max-threads" or "grid.properties: max_threads"
	 * @throws BadInputException with a one-line message on an empty list, a non-number, a
	 * value below the minimum or a value given twice
	 */
	public List<Integer> parse(final String source, final String text) {
		if (text == null || text.isBlank()) {
			throw new BadInputException(source + " is empty: give one or more values like 1,10,100");
		}
		final Set<Integer> values = new LinkedHashSet<>();
		for (final String part : text.split(",", -1)) {
			final int value = parseValue(source, part.strip());
			if (!values.add(value)) {
				throw new BadInputException(source + " lists " + value + " twice");
			}
		}
		return List.copyOf(new ArrayList<>(values));
	}

	private int parseValue(final String source, final String text) {
		final int value;
		try {
			value = Integer.parseInt(text);
		}
		catch (NumberFormatException e) {
			throw new BadInputException(source + ": '" + text + "' is not a whole number");
		}
		if (value < minimum) {
			throw new BadInputException(source + ": " + key + " must be at least " + minimum + ", was " + value);
		}
		return value;
	}

	/** Every axis's key, e.g. for an error message: "max_threads, max_total, ...". */
	public static String keys() {
		return String.join(", ", Arrays.stream(values()).map(Axis::key).toList());
	}

	/** The list as the grid file and sweep.properties write it. */
	public static String format(final List<Integer> values) {
		return String.join(",", values.stream().map(String::valueOf).toList());
	}

}
