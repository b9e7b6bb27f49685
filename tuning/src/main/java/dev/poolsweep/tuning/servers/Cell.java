package dev.poolsweep.tuning.servers;

/**
 * One cell of the matrix: a server, a file, and a closed workload of {@code clients}
 * clients that request it {@code loops} times each.
 */
public record Cell(WebServer server, Payload payload, int clients, int loops) {

	/** Its folder and row name, e.g. "tomcat-small-c1000". */
	public String id() {
		return server.text() + "-" + payload.text() + "-c" + clients;
	}

	/** The requests it sends. */
	public long requests() {
		return (long) clients * loops;
	}

	/** For people, e.g. "Tomcat, 104 B, 1,000 clients x 10". */
	@Override
	public String toString() {
		return String.format("%s, %s, %,d clients x %d", server.displayName(), payload.label(), clients, loops);
	}

}
