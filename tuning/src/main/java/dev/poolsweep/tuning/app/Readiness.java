package dev.poolsweep.tuning.app;

import java.net.URI;

/**
 * How the harness tells that an application has started: a page it asks with GET until
 * the answer counts. With the Actuator, its readiness probe on the management port (200
 * once the application accepts traffic). Without, the first request to the target path
 * that succeeds (2xx or 3xx, as JMeter counts success; a 5xx, e.g. while the database is
 * not there yet, keeps it waiting); or, when the target is not read with GET (the harness
 * must not write), any answer below 500 from / (the dispatcher is up, a 404 included).
 *
 * @param managementPort whether the page is on the management port, else on the HTTP port
 * @param highestReadyStatus the highest status that counts: 200, 399 or 499
 */
public record Readiness(boolean managementPort, String path, int highestReadyStatus) {

	/**
	 * @param getPath the first target path when it is read with GET, else null
	 */
	public static Readiness of(final boolean actuator, final String getPath) {
		if (actuator) {
			return new Readiness(true, "/actuator/health/readiness", 200);
		}
		return getPath != null ? new Readiness(false, getPath, 399) : new Readiness(false, "/", 499);
	}

	URI uri(final AppPorts ports) {
		return URI.create("http://127.0.0.1:" + (managementPort ? ports.management() : ports.server()) + path);
	}

	boolean ready(final int status) {
		return status >= 200 && status <= highestReadyStatus;
	}

	/**
	 * For people, e.g. "GET /items answering 2xx or 3xx"; with the URI when the ports are
	 * given.
	 */
	public String describe(final AppPorts ports) {
		final String answer = switch (highestReadyStatus) {
			case 200 -> "200";
			case 399 -> "2xx or 3xx";
			default -> "below 500";
		};
		return "GET " + (ports == null ? path + (managementPort ? " on the management port" : "") : uri(ports))
				+ " answering " + answer;
	}

}
