package dev.poolsweep.tuning.analysis;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Properties;

import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.results.PointId;
import dev.poolsweep.tuning.results.RunFolder;
import dev.poolsweep.tuning.results.SettingKeys;

/**
 * The settings of one point of the sweep, from point.properties. {@code null} means
 * "Tomcat's default".
 */
public record PointSettings(String pointId, Integer maxThreads, Integer maxTotal, Integer acceptCount,
		Integer maxConnections, Integer minSpareThreads, String plan, String loadProfile, double scale) {

	/**
	 * Panels and tables list points by maxThreads, then the other pool settings, unset
	 * (default) last.
	 */
	public static final Comparator<PointSettings> ORDER = Comparator
		.comparing(PointSettings::maxThreads, Comparator.nullsLast(Comparator.<Integer>naturalOrder()))
		.thenComparing(PointSettings::maxTotal, Comparator.nullsLast(Comparator.<Integer>naturalOrder()))
		.thenComparing(PointSettings::acceptCount, Comparator.nullsLast(Comparator.<Integer>naturalOrder()))
		.thenComparing(PointSettings::maxConnections, Comparator.nullsLast(Comparator.<Integer>naturalOrder()))
		.thenComparing(PointSettings::minSpareThreads, Comparator.nullsLast(Comparator.<Integer>naturalOrder()))
		.thenComparing(PointSettings::pointId);

	public static PointSettings from(final String pointId, final Properties point) {
		return new PointSettings(pointId, integer(point, SettingKeys.MAX_THREADS),
				integer(point, SettingKeys.MAX_TOTAL), integer(point, SettingKeys.ACCEPT_COUNT),
				integer(point, SettingKeys.MAX_CONNECTIONS), integer(point, SettingKeys.MIN_SPARE_THREADS),
				point.getProperty(SettingKeys.PLAN, "").strip(),
				point.getProperty(SettingKeys.LOAD_PROFILE, "").strip(), decimal(point, SettingKeys.SCALE, 1.0));
	}

	/**
	 * Settings read back from a point id like {@code t10-p100-a100-c10}, for a point none
	 * of whose runs has a readable point.properties (so it still sorts and shows where it
	 * belongs).
	 */
	public static PointSettings fromId(final String pointId) {
		return from(pointId, PointId.parse(pointId));
	}

	private static Integer integer(final Properties properties, final String key) {
		final String value = properties.getProperty(key, "").strip();
		if (value.isEmpty()) {
			return null;
		}
		try {
			return Integer.valueOf(value);
		}
		catch (NumberFormatException e) {
			throw new BadInputException(
					RunFolder.POINT_PROPERTIES + ": " + key + " '" + value + "' is not a whole number");
		}
	}

	private static double decimal(final Properties properties, final String key, final double fallback) {
		final String value = properties.getProperty(key, "").strip();
		try {
			return value.isEmpty() ? fallback : Double.parseDouble(value);
		}
		catch (NumberFormatException e) {
			throw new BadInputException(RunFolder.POINT_PROPERTIES + ": " + key + " '" + value + "' is not a number");
		}
	}

	/**
	 * The pool settings as "name=value" pairs, in the order of the paper (unset ones left
	 * out).
	 */
	public List<String> settingPairs() {
		final List<String> pairs = new ArrayList<>();
		add(pairs, "maxThreads", maxThreads);
		add(pairs, "maxTotal", maxTotal);
		add(pairs, "acceptCount", acceptCount);
		add(pairs, "maxConnections", maxConnections);
		add(pairs, "minSpareThreads", minSpareThreads);
		return pairs;
	}

	private static void add(final List<String> pairs, final String name, final Integer value) {
		if (value != null) {
			pairs.add(name + "=" + value);
		}
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
