package dev.poolsweep.tuning.results;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;

/**
 * The folder name of a point, built and read back here only: {@code t<maxThreads>},
 * {@code -p<maxTotal>}, {@code -a<acceptCount>}, then {@code -c<maxConnections>} and
 * {@code -s<minSpareThreads>} when they are set, e.g. {@code t10-p100-a100-c10}.
 */
public final class PointId {

	/** Each part's letter and the point.properties key of its value, in id order. */
	private static final Map<Character, String> PARTS = parts();

	private PointId() {
	}

	private static Map<Character, String> parts() {
		final Map<Character, String> parts = new LinkedHashMap<>();
		parts.put('t', SettingKeys.MAX_THREADS);
		parts.put('p', SettingKeys.MAX_TOTAL);
		parts.put('a', SettingKeys.ACCEPT_COUNT);
		parts.put('c', SettingKeys.MAX_CONNECTIONS);
		parts.put('s', SettingKeys.MIN_SPARE_THREADS);
		return parts;
	}

	/** The id; null for maxConnections or minSpareThreads leaves its part out. */
	public static String of(final int maxThreads, final int maxTotal, final int acceptCount,
			final Integer maxConnections, final Integer minSpareThreads) {
		final Integer[] values = { maxThreads, maxTotal, acceptCount, maxConnections, minSpareThreads };
		final StringBuilder id = new StringBuilder();
		int i = 0;
		for (final char letter : PARTS.keySet()) {
			final Integer value = values[i++];
			if (value != null) {
				id.append(id.isEmpty() ? "" : "-").append(letter).append(value);
			}
		}
		return id.toString();
	}

	/**
	 * The settings an id names, under their point.properties keys; parts it does not know
	 * are left out, so an oddly named folder still gives what it can.
	 */
	public static Properties parse(final String id) {
		final Properties settings = new Properties();
		for (final String part : id.split("-")) {
			final String key = part.isEmpty() ? null : PARTS.get(part.charAt(0));
			if (key != null && part.length() > 1 && part.substring(1).chars().allMatch(Character::isDigit)) {
				settings.setProperty(key, part.substring(1));
			}
		}
		return settings;
	}

}
