package dev.poolsweep.tuning.analysis;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.results.PointId;
import dev.poolsweep.tuning.results.PropertyValues;
import dev.poolsweep.tuning.results.SettingKeys;

/**
 * The settings of one point of the sweep, from point.properties: a value per grid axis
 * ({@link Knob}; a switch as 1 or 0), {@code null} meaning the default (Tomcat's or the
 * board's own).
 */
public record PointSettings(String pointId, Map<String, Integer> values, String plan, String loadProfile,
		double scale) {

	/**
	 * Panels and tables list points by maxThreads, then the other settings in axis order,
	 * unset (default) last.
	 */
	public static final Comparator<PointSettings> ORDER = order();

	public PointSettings {
		values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
	}

	private static Comparator<PointSettings> order() {
		Comparator<PointSettings> order = (a, b) -> 0;
		for (final Knob knob : Knob.values()) {
			order = order.thenComparing(p -> p.value(knob.key()),
					Comparator.nullsLast(Comparator.<Integer>naturalOrder()));
		}
		return order.thenComparing(PointSettings::pointId);
	}

	public static PointSettings from(final String pointId, final Properties point) {
		final PropertyValues read = PropertyValues.ofPoint(point);
		final Map<String, Integer> values = new LinkedHashMap<>();
		for (final Knob knob : Knob.values()) {
			values.put(knob.key(), knob.isSwitch() ? bool(read, knob.key()) : read.integer(knob.key()));
		}
		// point.properties has the client's keep-alive of every run; it is a setting of
		// the
		// point only where the grid varied it, which the id then names
		if (!PointId.parse(pointId).containsKey(Knob.KEEP_ALIVE.key())) {
			values.put(Knob.KEEP_ALIVE.key(), null);
		}
		return new PointSettings(pointId, values, read.text(SettingKeys.PLAN), read.text(SettingKeys.LOAD_PROFILE),
				read.decimal(SettingKeys.SCALE, 1.0));
	}

	/**
	 * Settings read back from a point id like {@code t10-p100-a100-c10}, for a point none
	 * of whose runs has a readable point.properties (so it still sorts and shows where it
	 * belongs).
	 */
	public static PointSettings fromId(final String pointId) {
		return from(pointId, PointId.parse(pointId));
	}

	/** The value of an axis by its key; null when left at its default. */
	public Integer value(final String key) {
		return values.get(key);
	}

	public Integer maxThreads() {
		return value(Knob.MAX_THREADS.key());
	}

	public Integer maxTotal() {
		return value(Knob.MAX_TOTAL.key());
	}

	public Integer acceptCount() {
		return value(Knob.ACCEPT_COUNT.key());
	}

	public Integer maxConnections() {
		return value(Knob.MAX_CONNECTIONS.key());
	}

	public Integer minSpareThreads() {
		return value(Knob.MIN_SPARE_THREADS.key());
	}

	/** An axis's value as summary.csv writes it: the number, true/false, or null. */
	public Object cell(final String key) {
		final Integer value = value(key);
		return value != null && Knob.forKey(key).isSwitch() ? Boolean.valueOf(value != 0) : value;
	}

	/** A switch as the axes hold it: 1 or 0, null when unset. */
	private static Integer bool(final PropertyValues read, final String key) {
		final String value = read.text(key);
		return value.isEmpty() ? null : Boolean.parseBoolean(value) ? 1 : 0;
	}

	/**
	 * The settings as "name=value" pairs, in axis order (unset ones left out), e.g.
	 * "maxThreads=10", "client keep-alive=off", "keepAliveTimeout=5000ms".
	 */
	public List<String> settingPairs() {
		final List<String> pairs = new ArrayList<>();
		for (final Knob knob : Knob.values()) {
			final Integer value = value(knob.key());
			if (value != null) {
				pairs.add(knob.displayName() + "=" + knob.display(value));
			}
		}
		return pairs;
	}

	/**
	 * The settings that tell this point apart from the others of the sweep, e.g.
	 * "maxThreads=10" when only maxThreads varies; the full label when nothing varies.
	 */
	public String shortLabel(final List<PointSettings> sweep) {
		final List<String> varying = settingPairs().stream()
			.filter(pair -> sweep.stream().anyMatch(other -> !other.settingPairs().contains(pair)))
			.toList();
		return varying.isEmpty() ? label() : String.join(", ", varying);
	}

	public String label() {
		final List<String> pairs = settingPairs();
		return pairs.isEmpty() ? pointId : String.join(", ", pairs);
	}
}
