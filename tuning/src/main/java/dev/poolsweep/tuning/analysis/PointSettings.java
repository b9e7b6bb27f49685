package dev.poolsweep.tuning.analysis;

import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.knob.Server;
import dev.poolsweep.tuning.settings.PointId;
import dev.poolsweep.tuning.results.PropertyValues;
import dev.poolsweep.tuning.results.SettingKeys;
import dev.poolsweep.tuning.settings.Point;

/**
 * A point of a results folder as the analysis reads it from point.properties: its folder
 * name, its settings (a {@link Point}, the type the sweep ran and the model predicts),
 * and the load it ran.
 *
 * @param pointId the point's folder name, e.g. {@code t10-p100-a100}
 * @param point the knobs' values; a knob unset is at its default (the board's own or
 * Tomcat's)
 */
public record PointSettings(String pointId, Point point, String plan, String loadProfile, double scale) {

	/**
	 * Panels and tables list points by maxThreads, then the other settings in registry
	 * order, unset (default) last.
	 */
	public static final Comparator<PointSettings> ORDER = Comparator.comparing(PointSettings::point, Point.ORDER)
		.thenComparing(PointSettings::pointId);

	public static PointSettings from(final String pointId, final Properties point) {
		final PropertyValues read = PropertyValues.ofPoint(point);
		final Map<Knob, Integer> values = new EnumMap<>(Knob.class);
		for (final Knob knob : Knob.values()) {
			values.put(knob, switch (knob.unit()) {
				case SWITCH -> bool(read, knob.key());
				case SERVER -> server(read, knob.key());
				case COUNT, MILLIS -> read.integer(knob.key());
			});
		}
		// point.properties has the client's keep-alive of every run; it is a setting of
		// the point only where the grid varied it, which the id then names
		if (!PointId.parse(pointId).containsKey(Knob.KEEP_ALIVE.key())) {
			values.put(Knob.KEEP_ALIVE, null);
		}
		return new PointSettings(pointId, new Point(values), read.text(SettingKeys.PLAN),
				read.text(SettingKeys.LOAD_PROFILE), read.decimal(SettingKeys.SCALE, 1.0));
	}

	/**
	 * Settings read back from a point id like {@code t10-p100-a100-c10}, for a point none
	 * of whose runs has a readable point.properties (so it still sorts and shows where it
	 * belongs).
	 */
	public static PointSettings fromId(final String pointId) {
		return from(pointId, PointId.parse(pointId));
	}

	/** The value of a knob; null when left at its default. */
	public Integer value(final Knob knob) {
		return point.value(knob);
	}

	public Integer maxThreads() {
		return point.maxThreads();
	}

	public Integer maxTotal() {
		return point.maxTotal();
	}

	/**
	 * A knob's value as summary.csv writes it: the number, true/false, the server's name,
	 * or null.
	 */
	public Object cell(final Knob knob) {
		final Integer value = value(knob);
		if (value == null) {
			return null;
		}
		return switch (knob.unit()) {
			case SWITCH -> Boolean.valueOf(value != 0);
			case SERVER -> knob.text(value);
			case COUNT, MILLIS -> value;
		};
	}

	/** A switch as the point holds it: 1 or 0, null when unset. */
	private static Integer bool(final PropertyValues read, final String key) {
		final String value = read.text(key);
		return value.isEmpty() ? null : Boolean.parseBoolean(value) ? 1 : 0;
	}

	/**
	 * A server as the point holds it: its ordinal, null when unset or not one the harness
	 * knows.
	 */
	private static Integer server(final PropertyValues read, final String key) {
		final Server server = Server.forText(read.text(key));
		return server == null ? null : server.ordinal();
	}

	/**
	 * The settings as "name=value" pairs, in registry order (unset ones left out), e.g.
	 * "maxThreads=10", "client keep-alive=off", "keepAliveTimeout=5000ms".
	 */
	public List<String> settingPairs() {
		return point.settingPairs();
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
