package dev.poolsweep.tuning.servers;

import java.util.Arrays;
import java.util.Locale;

import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.knob.Server;

/**
 * The servers {@code poolsweep servers} compares: the board on each servlet container a
 * Spring Boot 4 application runs on ({@link Server}), and nginx, the native reference,
 * serving the same files.
 */
public enum WebServer {

	TOMCAT(Server.TOMCAT), JETTY(Server.JETTY), NGINX(null);

	private final Server container;

	WebServer(final Server container) {
		this.container = container;
	}

	/** The servlet container the board runs on; null for nginx. */
	public Server container() {
		return container;
	}

	/** As the command line and the files write it: "tomcat", "jetty", "nginx". */
	public String text() {
		return name().toLowerCase(Locale.ROOT);
	}

	/** For people: "Tomcat", "Jetty", "nginx". */
	public String displayName() {
		return container == null ? text() : container.displayName();
	}

	public static WebServer parse(final String text) {
		return Arrays.stream(values())
			.filter(server -> server.text().equalsIgnoreCase(text.strip()))
			.findFirst()
			.orElseThrow(() -> new BadInputException(
					"--servers takes tomcat, jetty and nginx (Undertow is not a Spring Boot 4 server), not '" + text
							+ "'"));
	}

}
