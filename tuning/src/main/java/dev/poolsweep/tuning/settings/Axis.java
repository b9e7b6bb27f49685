package dev.poolsweep.tuning.settings;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.results.SettingKeys;

/**
 * One setting the grid can vary, with its key (in a grid file, sweep.properties and
 * point.properties; {@link SettingKeys#AXES} lists them in the same order), its
 * command-line option, the smallest value that makes sense for it, and the board's Spring
 * property it sets. The values are whole numbers; a switch's are true and false, held as
 * 1 and 0.
 */
public enum Axis {

	MAX_THREADS(SettingKeys.MAX_THREADS, "--max-threads", 1, "server.tomcat.threads.max"),
	MAX_TOTAL(SettingKeys.MAX_TOTAL, "--max-total", 1, "spring.datasource.hikari.maximum-pool-size"),
	ACCEPT_COUNT(SettingKeys.ACCEPT_COUNT, "--accept-count", 1, "server.tomcat.accept-count"),
	MAX_CONNECTIONS(SettingKeys.MAX_CONNECTIONS, "--max-connections", 1, "server.tomcat.max-connections"),
	MIN_SPARE_THREADS(SettingKeys.MIN_SPARE_THREADS, "--min-spare-threads", 0, "server.tomcat.threads.min-spare"),
	/** The client's, not the board's: JMeter sends Connection: close when false. */
	KEEP_ALIVE(SettingKeys.KEEP_ALIVE, "--keep-alive", null),
	/** In ms; the board gets it as a Duration ("5000ms"). */
	KEEP_ALIVE_TIMEOUT(SettingKeys.KEEP_ALIVE_TIMEOUT_MS, "--keep-alive-timeout", 1,
			"server.tomcat.keep-alive-timeout"),
	/**
	 * 1 closes every connection after one request; Tomcat's -1 (no limit) is not offered.
	 */
	MAX_KEEP_ALIVE_REQUESTS(SettingKeys.MAX_KEEP_ALIVE_REQUESTS, "--max-keep-alive-requests", 1,
			"server.tomcat.max-keep-alive-requests"),
	VIRTUAL_THREADS(SettingKeys.VIRTUAL_THREADS, "--virtual-threads", "spring.threads.virtual.enabled");

	/**
	 * The minimum that marks a switch: its values are true and false, held as 1 and 0.
	 */
	private static final int SWITCH = -1;

	private final String key;

	private final String option;

	private final int minimum;

	private final String springProperty;

	Axis(final String key, final String option, final int minimum, final String springProperty) {
		this.key = key;
		this.option = option;
		this.minimum = minimum;
		this.springProperty = springProperty;
	}

	/** A switch. */
	Axis(final String key, final String option, final String springProperty) {
		this(key, option, SWITCH, springProperty);
	}

	public String key() {
		return key;
	}

	public String option() {
		return option;
	}

	/** Whether the values are true and false (held as 1 and 0). */
	public boolean isSwitch() {
		return minimum == SWITCH;
	}

	/**
	 * The board's command-line argument for a value, e.g.
	 * {@code --server.tomcat.threads.max=10}; null for the client's setting.
	 */
	public String springArgument(final int value) {
		if (springProperty == null) {
			return null;
		}
		return "--" + springProperty + "=" + (this == KEEP_ALIVE_TIMEOUT ? value + "ms" : text(value));
	}

	/** A value as files and people read it: the number, or true/false for a switch. */
	public String text(final int value) {
		return isSwitch() ? Boolean.toString(value != 0) : Integer.toString(value);
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
		if (isSwitch()) {
			return switch (text.toLowerCase(Locale.ROOT)) {
				case "true", "on" -> 1;
				case "false", "off" -> 0;
				default -> throw new BadInputException(source + ": '" + text + "' is not true or false");
			};
		}
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
	public String format(final List<Integer> values) {
		return String.join(",", values.stream().map(this::text).toList());
	}

}
