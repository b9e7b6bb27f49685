package dev.poolsweep.tuning.settings;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.knob.Server;
import dev.poolsweep.tuning.errors.BadInputException;

/**
 * The points a sweep visits: every combination of the values of each {@link Knob}, in the
 * order given (maxThreads varies slowest, the axes after it in {@link Knob} order). An
 * axis without values is left at its {@link Knob#defaultValue() default}: maxTotal and
 * acceptCount at the board's 100, the others unset (Tomcat's or the board's own, and the
 * client's keep-alive as the sweep says).
 *
 * <p>
 * With {@code boundConnections} (the paper's semantics) every point gets maxConnections =
 * maxThreads. Tomcat's NIO connector otherwise accepts up to 8192 connections whatever
 * the number of busy threads, so waiting requests queue inside Tomcat and acceptCount,
 * the size of the kernel's listen backlog, changes nothing. Bounding the connections by
 * the threads moves the queue into the backlog, as in the paper's (BIO-era) Tomcat.
 *
 * <p>
 * A value the server would bound by another knob's is bounded here too
 * ({@link Knob#clamped}): Tomcat never keeps more spare threads than maxThreads (it takes
 * the smaller of the two), so minSpareThreads above maxThreads becomes maxThreads, and a
 * point that then repeats another is visited once. {@code --min-spare-threads 10,300}
 * with maxThreads 100 and 300 thus compares 10 spare threads with all of them.
 *
 * <p>
 * The server is an axis too ({@link Knob#SERVER}). On Jetty every knob goes to Jetty's
 * own property where one means the same, and a grid that sets a knob Jetty has no
 * equivalent of ({@link Knob#missingOn}) is refused, in one line, rather than its values
 * going nowhere or to a setting that means something else; a knob that every point names
 * by default (acceptCount) is then named by none, and each server keeps its own; a
 * maxThreads Jetty does not start with ({@link JettyThreads}) is refused alike.
 */
public record Grid(Map<Knob, List<Integer>> axes, boolean boundConnections) {

	/** The paper's maxThreads (Table 2). */
	public static final List<Integer> PAPER_MAX_THREADS = List.of(1, 10, 100, 300);

	/** The paper's maxTotal and acceptCount, the same at every point. */
	public static final int PAPER_MAX_TOTAL = 100;

	public static final int PAPER_ACCEPT_COUNT = 100;

	public Grid {
		final Map<Knob, List<Integer>> copy = new EnumMap<>(Knob.class);
		axes.forEach((axis, values) -> copy.put(axis, List.copyOf(values)));
		if (copy.getOrDefault(Knob.MAX_THREADS, List.of()).isEmpty()) {
			throw new BadInputException("empty grid: give --max-threads LIST (or --grid FILE with max_threads=LIST)");
		}
		if (boundConnections && !copy.getOrDefault(Knob.MAX_CONNECTIONS, List.of()).isEmpty()) {
			throw new BadInputException("--paper-semantics sets maxConnections = maxThreads: drop --max-connections");
		}
		final boolean onJetty = copy.getOrDefault(Knob.SERVER, List.of()).contains(Server.JETTY.ordinal());
		if (onJetty) {
			refuseWhatJettyLacks(copy);
			JettyThreads.require(copy.get(Knob.MAX_THREADS), Knob.MAX_THREADS.option());
		}
		for (final Knob knob : Knob.values()) {
			if (knob.presence() == Knob.Presence.EVERY_POINT && !(onJetty && knob.missingOn(Server.JETTY) != null)) {
				copy.putIfAbsent(knob, List.of(knob.defaultValue()));
			}
			copy.putIfAbsent(knob, List.of());
		}
		axes = Map.copyOf(copy);
	}

	/** The paper's grid: {@link #PAPER_MAX_THREADS} at its maxTotal and acceptCount. */
	public static Grid paper(final boolean boundConnections) {
		return new Grid(Map.of(Knob.MAX_THREADS, PAPER_MAX_THREADS, Knob.MAX_TOTAL, List.of(PAPER_MAX_TOTAL),
				Knob.ACCEPT_COUNT, List.of(PAPER_ACCEPT_COUNT)), boundConnections);
	}

	private static void refuseWhatJettyLacks(final Map<Knob, List<Integer>> given) {
		for (final Knob knob : Knob.values()) {
			final String missing = knob.missingOn(Server.JETTY);
			if (missing != null && !given.getOrDefault(knob, List.of()).isEmpty()) {
				throw new BadInputException(knob.option() + ": " + knob.displayName() + " has no equivalent on Jetty: "
						+ missing + "; drop it, or sweep it with --server tomcat");
			}
		}
	}

	public List<Integer> values(final Knob axis) {
		return axes.get(axis);
	}

	/** The servers the points run on, in the grid's order: Tomcat when none is given. */
	public List<Server> servers() {
		final List<Integer> values = values(Knob.SERVER);
		return values.isEmpty() ? List.of(Server.TOMCAT) : values.stream().map(Server::of).toList();
	}

	/**
	 * The client's keep-alive for what the grid does not decide per point (the
	 * calibration, sweep.properties): the axis's first value, else the default.
	 */
	public boolean firstKeepAlive() {
		final List<Integer> values = values(Knob.KEEP_ALIVE);
		return (values.isEmpty() ? Knob.KEEP_ALIVE.defaultValue() : values.getFirst()) != 0;
	}

	/** Every combination, maxThreads varying slowest, each point once. */
	public List<Point> points() {
		List<Map<Knob, Integer>> combinations = List.of(new EnumMap<>(Knob.class));
		for (final Knob axis : Knob.values()) {
			final List<Map<Knob, Integer>> longer = new ArrayList<>();
			for (final Map<Knob, Integer> combination : combinations) {
				for (final Integer value : optional(axis)) {
					final Map<Knob, Integer> next = new EnumMap<>(combination);
					next.put(axis, value);
					longer.add(next);
				}
			}
			combinations = longer;
		}
		final Set<Point> points = new LinkedHashSet<>();
		for (final Map<Knob, Integer> combination : combinations) {
			final int maxThreads = combination.get(Knob.MAX_THREADS);
			if (boundConnections) {
				combination.put(Knob.MAX_CONNECTIONS, maxThreads);
			}
			for (final Knob knob : Knob.values()) {
				combination.put(knob, knob.clamped(combination.get(knob), combination));
			}
			points.add(new Point(combination));
		}
		return List.copyOf(points);
	}

	/**
	 * The values of an axis that may be unset; one {@code null} (= the default) when it
	 * has none.
	 */
	private List<Integer> optional(final Knob axis) {
		final List<Integer> values = values(axis);
		if (values.isEmpty()) {
			final List<Integer> unset = new ArrayList<>();
			unset.add(null);
			return unset;
		}
		return values;
	}
}
