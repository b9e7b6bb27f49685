package dev.poolsweep.tuning.settings;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.knob.Server;

/**
 * The settings of one point, a value per {@link Knob}: what the grid gives a board run,
 * what the analysis reads back from a results folder, and what the model predicts. A knob
 * without a value is left at its default: the board is started without its property (the
 * board's own or Tomcat's, {@link Knob#defaultValue()}), and the client keeps alive as
 * the sweep says.
 */
public record Point(Map<Knob, Integer> values) implements BoardPools {

	/**
	 * Panels and tables list points by maxThreads, then the other knobs in registry
	 * order, unset (default) last.
	 */
	public static final Comparator<Point> ORDER = order();

	public Point {
		final Map<Knob, Integer> copy = new EnumMap<>(Knob.class);
		values.forEach((knob, value) -> {
			if (value != null) {
				copy.put(knob, value);
			}
		});
		values = Collections.unmodifiableMap(copy);
	}

	/**
	 * A point of the first five knobs; null leaves maxConnections or minSpareThreads
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

	private static Comparator<Point> order() {
		Comparator<Point> order = (a, b) -> 0;
		for (final Knob knob : Knob.values()) {
			order = order.thenComparing(p -> p.value(knob), Comparator.nullsLast(Comparator.<Integer>naturalOrder()));
		}
		return order;
	}

	/**
	 * The same point with a knob set to a value (a switch's as 1 or 0); null unsets it.
	 */
	public Point with(final Knob knob, final Integer value) {
		final Map<Knob, Integer> changed = new EnumMap<>(Knob.class);
		changed.putAll(values);
		changed.put(knob, value);
		return new Point(changed);
	}

	/** The value of a knob; null when the point leaves it at its default. */
	public Integer value(final Knob knob) {
		return values.get(knob);
	}

	/**
	 * The value the knob has at this point: its own, else its default here
	 * ({@link Knob#valueAt}).
	 */
	public int valueOrDefault(final Knob knob) {
		return knob.valueAt(values);
	}

	public Integer maxThreads() {
		return values.get(Knob.MAX_THREADS);
	}

	public Integer maxTotal() {
		return values.get(Knob.MAX_TOTAL);
	}

	public Integer acceptCount() {
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
	 * This point with the client's keep-alive decided: its own, else the sweep's, as the
	 * model needs it.
	 */
	public Point withKeepAliveOf(final boolean asSweep) {
		return with(Knob.KEEP_ALIVE, keepAlive(asSweep) ? 1 : 0);
	}

	/**
	 * The folder name of the point, as RESULTS.md defines it: {@code t10-p100-a100}, then
	 * {@code -c10}, {@code -s5} and the other knobs that are set.
	 */
	public String id() {
		final Map<String, Integer> byKey = new LinkedHashMap<>();
		values.forEach((knob, value) -> byKey.put(knob.key(), value));
		return PointId.of(byKey);
	}

	/** The server this point runs on: its own, else the board's build, Tomcat. */
	public Server server() {
		return Server.of(valueOrDefault(Knob.SERVER));
	}

	/**
	 * The Spring properties for this point on its server, as {@code --name=value}
	 * arguments; a knob that has none there (the grid refuses to set one, {@link Grid})
	 * is left out.
	 */
	@Override
	public List<String> springArguments() {
		final Server server = server();
		final List<String> arguments = new ArrayList<>();
		values.forEach((knob, value) -> {
			final String argument = knob.springArgument(server, value);
			if (argument != null) {
				arguments.add(argument);
			}
		});
		if (server == Server.JETTY) {
			arguments.addAll(boundedDefaults(server));
		}
		return arguments;
	}

	/**
	 * Where Tomcat takes the smaller of two knobs, Jetty refuses to start: its thread
	 * pool's minimum (the board's 10) above a smaller maxThreads is an error there. So on
	 * Jetty a knob left unset whose default its bound would cut is given as the bound,
	 * and the point runs with what it runs with on Tomcat.
	 */
	private List<String> boundedDefaults(final Server server) {
		final List<String> arguments = new ArrayList<>();
		for (final Knob knob : Knob.values()) {
			final int asDefault = knob.valueAt(values);
			final Integer bounded = knob.clamped(asDefault, values);
			if (!values.containsKey(knob) && bounded != asDefault) {
				final String argument = knob.springArgument(server, bounded);
				if (argument != null) {
					arguments.add(argument);
				}
			}
		}
		return arguments;
	}

	/**
	 * The settings as "name=value" pairs, in registry order (unset ones left out), e.g.
	 * "maxThreads=10", "client keep-alive=off", "keepAliveTimeout=5000ms".
	 */
	public List<String> settingPairs() {
		final List<String> pairs = new ArrayList<>();
		values.forEach((knob, value) -> pairs.add(knob.displayName() + "=" + knob.display(value)));
		return pairs;
	}

	/** As files hold it, e.g. "max_threads=10 max_total=100 accept_count=100". */
	@Override
	public String toString() {
		final List<String> pairs = new ArrayList<>();
		values.forEach((knob, value) -> pairs.add(knob.key() + "=" + knob.text(value)));
		return String.join(" ", pairs);
	}
}
