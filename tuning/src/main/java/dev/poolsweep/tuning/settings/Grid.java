package dev.poolsweep.tuning.settings;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import dev.poolsweep.tuning.errors.BadInputException;

/**
 * The points a sweep visits: every combination of the values of each {@link Axis}, in the
 * order given (maxThreads varies slowest, minSpareThreads fastest). An axis without
 * values is left at its {@link Defaults default}: maxTotal and acceptCount at the board's
 * 100, maxConnections and minSpareThreads unset.
 *
 * <p>
 * With {@code boundConnections} (the paper's semantics) every point gets maxConnections =
 * maxThreads. Tomcat's NIO connector otherwise accepts up to 8192 connections whatever
 * the number of busy threads, so waiting requests queue inside Tomcat and acceptCount,
 * the size of the kernel's listen backlog, changes nothing. Bounding the connections by
 * the threads moves the queue into the backlog, as in the paper's (BIO-era) Tomcat.
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
		copy.putIfAbsent(Axis.MAX_CONNECTIONS, List.of());
		copy.putIfAbsent(Axis.MIN_SPARE_THREADS, List.of());
		axes = Map.copyOf(copy);
	}

	public List<Integer> values(final Axis axis) {
		return axes.get(axis);
	}

	/** Every combination, maxThreads varying slowest. */
	public List<Point> points() {
		final List<Point> points = new ArrayList<>();
		for (final int maxThreads : values(Axis.MAX_THREADS)) {
			for (final int maxTotal : values(Axis.MAX_TOTAL)) {
				for (final int acceptCount : values(Axis.ACCEPT_COUNT)) {
					for (final Integer maxConnections : optional(Axis.MAX_CONNECTIONS)) {
						for (final Integer minSpare : optional(Axis.MIN_SPARE_THREADS)) {
							final Integer connections = boundConnections ? Integer.valueOf(maxThreads) : maxConnections;
							points.add(new Point(maxThreads, maxTotal, acceptCount, connections, minSpare));
						}
					}
				}
			}
		}
		return List.copyOf(points);
	}

	/**
	 * The values of an axis that may be unset; one {@code null} (= Tomcat's default) when
	 * it has none.
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
