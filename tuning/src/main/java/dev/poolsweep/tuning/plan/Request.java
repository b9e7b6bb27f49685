package dev.poolsweep.tuning.plan;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import dev.poolsweep.tuning.errors.BadInputException;

/**
 * What every request of a run is: one path, or several drawn by weight; a method; for a
 * method other than GET a body; extra headers. With no path the plan's own applies (the
 * board's list page for the plans of jmeter-plans). The plans read it from the JMeter
 * properties {@link #properties()} makes (jmeter-plans/README.md).
 *
 * @param paths empty for the plan's own
 * @param body sent with every request of a method other than GET; JMeter functions in it
 * are evaluated per request, e.g. {@code ${__UUID()}}
 * @param headers "Name: value" each
 */
public record Request(List<WeightedPath> paths, String method, String body, List<String> headers) {

	/** The plan's own requests: nothing passed to JMeter. */
	public static final Request PLAN_DEFAULT = new Request(List.of(), "GET", "", List.of());

	public static final String GET = "GET";

	/** A path and how often it is drawn, relative to the other paths' weights. */
	public record WeightedPath(String path, double weight) {

		/**
		 * {@code /page} (weight 1) or {@code WEIGHT:/page}: a path starts with / and
		 * holds no space, so what stands before ":/" is a weight.
		 */
		public static WeightedPath parse(final String text) {
			final int colon = text.indexOf(":/");
			final String path = colon > 0 ? text.substring(colon + 1) : text;
			if (!path.startsWith("/") || path.chars().anyMatch(Character::isWhitespace)) {
				throw new BadInputException(
						"--path takes [WEIGHT:]PATH, a path starting with / and without spaces, not '" + text + "'");
			}
			try {
				final double weight = colon > 0 ? Double.parseDouble(text.substring(0, colon)) : 1;
				if (!(weight > 0) || !Double.isFinite(weight)) {
					throw new NumberFormatException();
				}
				return new WeightedPath(path, weight);
			}
			catch (NumberFormatException e) {
				throw new BadInputException("--path '" + text + "': the weight before ':' must be a number > 0");
			}
		}

		@Override
		public String toString() {
			return weight == 1 ? path
					: (weight == Math.rint(weight) ? Long.toString((long) weight) : Double.toString(weight)) + ":"
							+ path;
		}
	}

	public Request {
		paths = List.copyOf(paths);
		headers = List.copyOf(headers);
		method = method.strip().toUpperCase(Locale.ROOT);
		if (!method.matches("[A-Z]+")) {
			throw new BadInputException("--method must be an HTTP method like GET or POST, not '" + method + "'");
		}
		if (method.equals(GET) && !body.isEmpty()) {
			throw new BadInputException("--body goes with a --method other than GET (e.g. --method POST)");
		}
		for (final String header : headers) {
			if (!header.matches("[!#$%&'*+.^_`|~0-9A-Za-z-]+:.*") || header.contains("\n")) {
				throw new BadInputException("--header takes 'Name: value' on one line, not '" + header + "'");
			}
		}
	}

	/** From the command line: each path as [WEIGHT:]PATH. */
	public static Request of(final List<String> paths, final String method, final String body,
			final List<String> headers) {
		return new Request(paths.stream().map(WeightedPath::parse).toList(), method, body, headers);
	}

	/** From {@link #pathsText()} and the like, as sweep.properties records them. */
	public static Request parse(final String paths, final String method, final String body, final String headers) {
		final List<String> pathList = paths.isBlank() ? List.of() : Arrays.asList(paths.strip().split("\\s+"));
		final List<String> headerList = headers.isEmpty() ? List.of() : Arrays.asList(headers.split("\n"));
		return of(pathList, method, body, headerList);
	}

	/** The paths as one line, "WEIGHT:PATH" apart from weight 1, space-separated. */
	public String pathsText() {
		return String.join(" ", paths.stream().map(WeightedPath::toString).toList());
	}

	/** The headers one a line. */
	public String headersText() {
		return String.join("\n", headers);
	}

	/**
	 * The first path when it is read with GET (a page that answers when the application
	 * is ready); null otherwise.
	 */
	public String firstGetPath() {
		return method.equals(GET) && !paths.isEmpty() ? paths.getFirst().path() : null;
	}

	/** The plans' properties for these requests; none for the plan's own. */
	public Map<String, String> properties() {
		final Map<String, String> properties = new LinkedHashMap<>();
		if (!paths.isEmpty()) {
			properties.put("path", paths.getFirst().path());
		}
		if (paths.size() > 1) {
			properties.put("paths", pathsText());
		}
		if (!method.equals(GET)) {
			properties.put("method", method);
			properties.put("body", body);
		}
		if (!headers.isEmpty()) {
			properties.put("headers", headersText());
		}
		return properties;
	}

	/**
	 * For people: e.g. "GET /owners?lastName=" or "GET 3:/owners?lastName= /vets.html".
	 */
	public String describe() {
		return paths.isEmpty() ? "the plan's own requests" : method + " " + pathsText();
	}

}
