package dev.poolsweep.tuning.knob;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The servlet containers a Spring Boot 4 application runs on, and so the board: Tomcat 11
 * (Spring Boot's default) and Jetty 12.1. Undertow is not one: it is not Servlet 6.1
 * compatible, and Spring Boot 4 dropped it. The values of the {@link Knob#SERVER} knob,
 * held as their ordinal.
 */
public enum Server {

	TOMCAT, JETTY;

	/** As the command line, the files and people write it: "tomcat", "jetty". */
	public String text() {
		return name().toLowerCase(Locale.ROOT);
	}

	/** For people: "Tomcat", "Jetty". */
	public String displayName() {
		return name().charAt(0) + text().substring(1);
	}

	/** The server a knob's value stands for. */
	public static Server of(final int value) {
		return values()[value];
	}

	/** The server named {@code text} (any case); null for none. */
	public static Server forText(final String text) {
		return Arrays.stream(values()).filter(server -> server.text().equalsIgnoreCase(text)).findFirst().orElse(null);
	}

	/** Every name, in order: "tomcat", "jetty". */
	public static List<String> texts() {
		return Arrays.stream(values()).map(Server::text).toList();
	}

}
