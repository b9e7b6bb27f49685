package dev.poolsweep.jmeter.request;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ThreadLocalRandom;

import org.apache.jmeter.protocol.http.control.Header;
import org.apache.jmeter.protocol.http.control.HeaderManager;

/**
 * The parsed settings of a {@link RequestChooser}.
 *
 * <ul>
 * <li>{@code paths}: {@code WEIGHT:PATH} entries separated by white space (a path without
 * a weight has weight 1, paths have no spaces): each request draws one in proportion to
 * its weight. Without it every request goes to {@code path}.</li>
 * <li>{@code headers}: {@code Name: value} lines, added to every request; a name the plan
 * sets already (Content-Type) is replaced.</li>
 * <li>{@code keepAlive}: false adds {@code Connection: close}, so that every request
 * opens a connection of its own (a {@code Connection} line in {@code headers} wins).</li>
 * </ul>
 */
final class RequestTable {

	private final String path;

	private final String pathsText;

	private final String headersText;

	private final boolean keepAlive;

	private final List<String> paths = new ArrayList<>();

	/** Cumulative weights, one per path. */
	private final List<Double> upTo = new ArrayList<>();

	private HeaderManager headers;

	private RequestTable(final String path, final String paths, final String headers, final boolean keepAlive) {
		this.path = path;
		this.pathsText = paths;
		this.headersText = headers;
		this.keepAlive = keepAlive;
	}

	static RequestTable parse(final String path, final String paths, final String headers, final boolean keepAlive) {
		final RequestTable table = new RequestTable(path, paths, headers, keepAlive);
		double total = 0;
		for (final String entry : paths.trim().split("\\s+")) {
			if (entry.isEmpty()) {
				continue;
			}
			final int colon = entry.indexOf(":/");
			final double weight = colon > 0 ? Double.parseDouble(entry.substring(0, colon)) : 1;
			if (!(weight > 0)) {
				throw new IllegalArgumentException("a path's weight must be above 0: " + entry);
			}
			total += weight;
			table.paths.add(colon > 0 ? entry.substring(colon + 1) : entry);
			table.upTo.add(total);
		}
		if (table.paths.isEmpty()) {
			table.paths.add(path.trim());
			table.upTo.add(1d);
		}
		final String lines = (keepAlive ? "" : "Connection: close\n") + headers;
		for (final String line : lines.split("\n")) {
			final int colon = line.indexOf(':');
			if (colon > 0) {
				if (table.headers == null) {
					table.headers = new HeaderManager();
				}
				table.headers.add(new Header(line.substring(0, colon).trim(), line.substring(colon + 1).trim()));
			}
		}
		return table;
	}

	boolean isFor(final String path, final String paths, final String headers, final boolean keepAlive) {
		return Objects.equals(this.path, path) && Objects.equals(pathsText, paths)
				&& Objects.equals(headersText, headers) && this.keepAlive == keepAlive;
	}

	/** One of the paths, drawn in proportion to its weight. */
	String choosePath() {
		if (paths.size() == 1) {
			return paths.getFirst();
		}
		final double draw = ThreadLocalRandom.current().nextDouble(upTo.getLast());
		int chosen = 0;
		while (upTo.get(chosen) <= draw) {
			chosen++;
		}
		return paths.get(chosen);
	}

	List<String> paths() {
		return List.copyOf(paths);
	}

	/** The extra headers; null when there are none. */
	HeaderManager headers() {
		return headers;
	}

}
