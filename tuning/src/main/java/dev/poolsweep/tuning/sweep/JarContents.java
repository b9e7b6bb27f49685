package dev.poolsweep.tuning.sweep;

import java.io.IOException;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * What a Spring Boot jar carries, for sweep.properties: the JDBC driver and its version,
 * which decide, with the JDK, whether a blocking database call pins a virtual thread's
 * carrier (Connector/J before 9.0 and JDKs before 24 did).
 */
final class JarContents {

	private static final Pattern DRIVER = Pattern
		.compile("(?:.*/)?((?:mysql-connector-j|mysql-connector-java|mariadb-java-client)-[0-9][^/]*)\\.jar");

	private JarContents() {
	}

	/**
	 * E.g. "mysql-connector-j-9.7.0"; empty when the jar has no such library or cannot be
	 * read.
	 */
	static String jdbcDriver(final Path jar) {
		try (ZipFile zip = new ZipFile(jar.toFile())) {
			return zip.stream()
				.map(ZipEntry::getName)
				.map(DRIVER::matcher)
				.filter(Matcher::matches)
				.map(matcher -> matcher.group(1))
				.findFirst()
				.orElse("");
		}
		catch (IOException | RuntimeException e) {
			return "";
		}
	}

}
