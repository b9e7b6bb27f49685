package dev.poolsweep.tuning.settings;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import dev.poolsweep.tuning.errors.BadInputException;

/**
 * The points a sweep visits: every combination of the values of each {@link Axis}, in the
 * order given (maxThreads varies slowest, the axes after it in {@link Axis} order). An
 * axis without values is left at its {@link Defaults default}: maxTotal and acceptCount
 * at the board's 100, the others unset (Tomcat's or the board's own, and the client's
 * keep-alive as the sweep says).
 *
 * <p>
 * With {@code boundConnections} (the paper's semantics) every point gets maxConnections =
 * maxThreads. Tomcat's NIO connector otherwise accepts up to 8192 connections whatever
 * the number of busy threads, so waiting requests queue inside Tomcat and acceptCount,
 * the size of the kernel's listen backlog, changes nothing. Bounding the connections by
 * the threads moves the queue into the backlog, as in the paper's (BIO-era) Tomcat.
 *
 * <p>
 * Tomcat never keeps more spare threads than maxThreads (it takes the smaller of the
 * two), so neither does the grid: minSpareThreads above maxThreads becomes maxThreads,
 * and a point that then repeats another is visited once. {@code --min-spare-threads
 * 10,300} with maxThreads 100 and 300 thus compares 10 spare threads with all of them.
 */
public record Grid(Map<Axis, List<Integer>> axes, boolean boundConnections) {

	public Grid {
		final Map<Axis, List<Integer>> copy = new EnumMap<>(Axis.class);
		axes.forEach((axis, values) -> copy.put(axis, List.copyOf(values)));
		if (copy.getOrDefault(Axis.MAX_THREADS, List.of()).isEmpty()) {
			throw new BadInputException("empty grid: give --max-threads LIST (or --grid FILE with max_threads=LIST)");
		}
		if (boundConnections && !copy.getOrDefault(Axis.MAX_CONNECTIONS, List.of()).isEmpty()) {
			throw new BadInputException("--paper-semantics sets maxConnections = maxThreads: drop --max-connections");
		}
		copy.putIfAbsent(Axis.MAX_TOTAL, List.of(Defaults.MAX_TOTAL));
		copy.putIfAbsent(Axis.ACCEPT_COUNT, List.of(Defaults.ACCEPT_COUNT));
		for (final Axis axis : Axis.values()) {
			copy.putIfAbsent(axis, List.of());
		}
		axes = Map.copyOf(copy);
	}

	public List<Integer> values(final Axis axis) {
		return axes.get(axis);
	}

	/**
	 * The client's keep-alive for what the grid does not decide per point (the
	 * calibration, sweep.properties): the axis's first value, else the default.
	 */
	public boolean firstKeepAlive() {
		final List<Integer> values = values(Axis.KEEP_ALIVE);
		return values.isEmpty() ? Boolean.parseBoolean(Defaults.KEEP_ALIVE) : values.getFirst() != 0;
	}

	/** Every combination, maxThreads varying slowest, each point once. */
	public List<Point> points() {
		List<Map<Axis, Integer>> combinations = List.of(new EnumMap<>(Axis.class));
		for (final Axis axis : Axis.values()) {
			final List<Map<Axis, Integer>> longer = new ArrayList<>();
			for (final Map<Axis, Integer> combination : combinations) {
				for (final Integer value : optional(axis)) {
					final Map<Axis, Integer> next = new EnumMap<>(combination);
					next.put(axis, value);
					longer.add(next);
				}
			}
			combinations = longer;
		}
		final Set<Point> points = new LinkedHashSet<>();
		for (final Map<Axis, Integer> combination : combinations) {
			final int maxThreads = combination.get(Axis.MAX_THREADS);
			if (boundConnections) {
				combination.put(Axis.MAX_CONNECTIONS, maxThreads);
			}
			combination.computeIfPresent(Axis.MIN_SPARE_THREADS, (axis, spare) -> Math.min(spare, maxThreads));
			points.add(new Point(combination));
		}
		return List.copyOf(points);
	}

	/**
	 * The values of an axis that may be unset; one {@code null} (= the default) when it
	 * has none.
	 */
	private List<Integer> optional(final Axis axis) {
		final List<Integer> values = values(axis);
		if (values.isEmpty()) {
			final List<Integer> unset = new ArrayList<>();
			unset.add(null);
			return unset;
		}
		return values;
	}
}
