package dev.poolsweep.tuning.settings;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.results.PointId;

/**
 * One point of the grid: the settings one board run gets, a value per {@link Knob}. An
 * axis without a value is left at its default: the board is started without its property
 * (Tomcat's or the board's own), and the client keeps alive as the sweep says.
 */
public record Point(Map<Knob, Integer> values) implements BoardPools {

	public Point {
		final Map<Knob, Integer> copy = new EnumMap<>(Knob.class);
		values.forEach((axis, value) -> {
			if (value != null) {
				copy.put(axis, value);
			}
		});
		values = Collections.unmodifiableMap(copy);
	}

	/**
	 * A point of the first five axes; null leaves maxConnections or minSpareThreads
	 * unset.
	 */
	public Point(final int maxThreads, final int maxTotal, final int acceptCount, final Integer maxConnections,
			final Integer minSpareThreads) {
		this(first(maxThreads, maxTotal, acceptCount, maxConnections, minSpareThreads));
	}

	private static Map<Knob, Integer> first(final int maxThreads, final int maxTotal, final int acceptCount,
			final Integer maxConnections, final Integer minSpareThreads) {
		final Map<Knob, Integer> values = new EnumMap<>(Knob.class);
		values.put(Knob.MAX_THREADS, maxThreads);
		values.put(Knob.MAX_TOTAL, maxTotal);
		values.put(Knob.ACCEPT_COUNT, acceptCount);
		values.put(Knob.MAX_CONNECTIONS, maxConnections);
		values.put(Knob.MIN_SPARE_THREADS, minSpareThreads);
		return values;
	}

	/** The value of an axis; null when the point leaves it at its default. */
	public Integer value(final Knob axis) {
		return values.get(axis);
	}

	public int maxThreads() {
		return values.get(Knob.MAX_THREADS);
	}

	public int maxTotal() {
		return values.get(Knob.MAX_TOTAL);
	}

	public int acceptCount() {
		return values.get(Knob.ACCEPT_COUNT);
	}

	public Integer maxConnections() {
		return values.get(Knob.MAX_CONNECTIONS);
	}

	public Integer minSpareThreads() {
		return values.get(Knob.MIN_SPARE_THREADS);
	}

	/**
	 * Whether the client keeps connections alive at this point; {@code asSweep} when
	 * unset.
	 */
	public boolean keepAlive(final boolean asSweep) {
		final Integer value = values.get(Knob.KEEP_ALIVE);
		return value == null ? asSweep : value != 0;
	}

	/**
	 * The folder name of the point, as RESULTS.md defines it: {@code t10-p100-a100}, then
	 * {@code -c10}, {@code -s5} and the other axes that are set.
	 */
	public String id() {
		final Map<String, Integer> byKey = new LinkedHashMap<>();
		values.forEach((axis, value) -> byKey.put(axis.key(), value));
		return PointId.of(byKey);
	}

	/**
	 * The board's Spring properties for this point, as {@code --name=value} arguments.
	 */
	@Override
	public List<String> springArguments() {
		final List<String> arguments = new ArrayList<>();
		values.forEach((axis, value) -> {
			final String argument = axis.springArgument(value);
			if (argument != null) {
				arguments.add(argument);
			}
		});
		return arguments;
	}

	@Override
	public String toString() {
		final List<String> pairs = new ArrayList<>();
		values.forEach((axis, value) -> pairs.add(axis.key() + "=" + axis.text(value)));
		return String.join(" ", pairs);
	}
}
