package dev.poolsweep.tuning.settings;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;

import dev.poolsweep.tuning.knob.Knob;

/**
 * The folder name of a point, built and read back here only: for each knob that is set,
 * in registry order, its {@link Knob#letter() letter} and value, joined by dashes:
 * {@code t<maxThreads>}, {@code -p<maxTotal>}, {@code -a<acceptCount>} (in every id, as
 * the grid sets them), then {@code -c<maxConnections>}, {@code -s<minSpareThreads>},
 * {@code -k<1|0>} (client keep-alive), {@code -i<keepAliveTimeout ms>},
 * {@code -r<maxKeepAliveRequests>}, {@code -v<1|0>} (virtual threads),
 * {@code -m<minimumIdle>}, {@code -w<tomcat|jetty>} (the server) where set, e.g.
 * {@code t10-p100-a100-c10}, {@code t10-p100-a1-c10-k0} or {@code t10-p100-wjetty}.
 */
public final class PointId {

	private PointId() {
	}

	/** The id of the first five settings; null for the last two leaves their part out. */
	public static String of(final int maxThreads, final int maxTotal, final int acceptCount,
			final Integer maxConnections, final Integer minSpareThreads) {
		final Map<String, Integer> values = new LinkedHashMap<>();
		values.put(Knob.MAX_THREADS.key(), maxThreads);
		values.put(Knob.MAX_TOTAL.key(), maxTotal);
		values.put(Knob.ACCEPT_COUNT.key(), acceptCount);
		values.put(Knob.MAX_CONNECTIONS.key(), maxConnections);
		values.put(Knob.MIN_SPARE_THREADS.key(), minSpareThreads);
		return of(values);
	}

	/**
	 * The id of the settings by key; a key missing or null leaves its part out. A switch
	 * is 1 for true, 0 for false.
	 */
	public static String of(final Map<String, Integer> values) {
		final StringBuilder id = new StringBuilder();
		for (final Knob knob : Knob.values()) {
			final Integer value = values.get(knob.key());
			if (value != null) {
				id.append(id.isEmpty() ? "" : "-").append(knob.idPart(value));
			}
		}
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
			final Knob knob = part.isEmpty() ? null : Knob.forLetter(part.charAt(0));
			final String value = knob == null ? null : knob.textOfIdPart(part.substring(1));
			if (value != null) {
				settings.setProperty(knob.key(), value);
			}
		}
		return settings;
	}

}
