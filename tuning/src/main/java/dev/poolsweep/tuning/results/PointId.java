package dev.poolsweep.tuning.results;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;

/**
 * The folder name of a point, built and read back here only: {@code t<maxThreads>},
 * {@code -p<maxTotal>}, {@code -a<acceptCount>}, then for each other axis that is set its
 * letter and value: {@code -c<maxConnections>}, {@code -s<minSpareThreads>},
 * {@code -k<1|0>} (client keep-alive), {@code -i<keepAliveTimeout ms>},
 * {@code -r<maxKeepAliveRequests>}, {@code -v<1|0>} (virtual threads), e.g.
 * {@code t10-p100-a100-c10} or {@code t10-p100-a1-c10-k0}.
 */
public final class PointId {

	/**
	 * Each part's letter and the point.properties key of its value, in id order (that of
	 * {@link SettingKeys#AXES}).
	 */
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
		parts.put('k', SettingKeys.KEEP_ALIVE);
		parts.put('i', SettingKeys.KEEP_ALIVE_TIMEOUT_MS);
		parts.put('r', SettingKeys.MAX_KEEP_ALIVE_REQUESTS);
		parts.put('v', SettingKeys.VIRTUAL_THREADS);
		return parts;
	}

	/** The keys of the parts in id order; {@link SettingKeys#AXES} lists the same. */
	static Iterable<String> keys() {
		return PARTS.values();
	}

	/** The id of the first five settings; null for the last two leaves their part out. */
	public static String of(final int maxThreads, final int maxTotal, final int acceptCount,
			final Integer maxConnections, final Integer minSpareThreads) {
		final Map<String, Integer> values = new LinkedHashMap<>();
		values.put(SettingKeys.MAX_THREADS, maxThreads);
		values.put(SettingKeys.MAX_TOTAL, maxTotal);
		values.put(SettingKeys.ACCEPT_COUNT, acceptCount);
		values.put(SettingKeys.MAX_CONNECTIONS, maxConnections);
		values.put(SettingKeys.MIN_SPARE_THREADS, minSpareThreads);
		return of(values);
	}

	/**
	 * The id of the settings by key; a key missing or null leaves its part out. A switch
	 * ({@link SettingKeys#SWITCHES}) is 1 for true, 0 for false.
	 */
	public static String of(final Map<String, Integer> values) {
		final StringBuilder id = new StringBuilder();
		PARTS.forEach((letter, key) -> {
			final Integer value = values.get(key);
			if (value != null) {
				id.append(id.isEmpty() ? "" : "-").append(letter).append(value);
			}
		});
		return id.toString();
	}

	/**
	 * The settings an id names, under their point.properties keys (a switch as true or
	 * false); parts it does not know are left out, so an oddly named folder still gives
	 * what it can.
	 */
	public static Properties parse(final String id) {
		final Properties settings = new Properties();
		for (final String part : id.split("-")) {
			final String key = part.isEmpty() ? null : PARTS.get(part.charAt(0));
			if (key != null && part.length() > 1 && part.substring(1).chars().allMatch(Character::isDigit)) {
				final String value = part.substring(1);
				settings.setProperty(key,
						SettingKeys.SWITCHES.contains(key) ? Boolean.toString(!value.equals("0")) : value);
			}
		}
		return settings;
	}

}
