package dev.poolsweep.tuning.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;

import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.errors.OneLine;
import dev.poolsweep.tuning.knob.Server;

/**
 * What the harness reads from a Spring Boot jar: that it is one (its manifest names the
 * Spring Boot version), whether it carries the Actuator, which decides how readiness is
 * told, the server it runs on (Jetty's when it carries jetty-server, else Tomcat, Spring
 * Boot's default), which decides the properties its knobs go to, and its JDBC driver,
 * which decides with the JDK whether a blocking database call pins a virtual thread's
 * carrier (Connector/J before 9.0 and JDKs before 24 did). All but the version come from
 * the names of its nested jars (BOOT-INF/lib or WEB-INF/lib).
 */
public record BootJar(Path path, String springBootVersion, boolean hasActuator, Server server) {

	private static final String ACTUATOR = "spring-boot-actuator-autoconfigure-";

	private static final String JETTY = "jetty-server-";

	private static final Pattern DRIVER = Pattern
		.compile("((?:mysql-connector-j|mysql-connector-java|mariadb-java-client)-[0-9].*)\\.jar");

	/** Reads it; fails with one line when it is missing or not a Spring Boot jar. */
	public static BootJar read(final Path path) {
		if (!Files.isRegularFile(path)) {
			throw new BadInputException("--app: no file at " + path);
		}
		try (JarFile jar = new JarFile(path.toFile())) {
			final Manifest manifest = jar.getManifest();
			final String version = manifest == null ? null
					: manifest.getMainAttributes().getValue("Spring-Boot-Version");
			if (version == null) {
				throw new BadInputException("--app: " + path
						+ " is not an executable Spring Boot jar (its manifest has no Spring-Boot-Version)");
			}
			final List<String> names = fileNames(jar);
			final boolean actuator = names.stream()
				.anyMatch(name -> name.startsWith(ACTUATOR) && name.endsWith(".jar"));
			return new BootJar(path, version, actuator, server(names));
		}
		catch (IOException e) {
			throw new BadInputException("--app: " + path + " cannot be read as a jar: " + OneLine.of(e.getMessage()),
					e);
		}
	}

	/**
	 * The server the jar at {@code path} runs on; null when it cannot be read (what is
	 * wrong with it is said when it is {@link #read}).
	 */
	public static Server serverOf(final Path path) {
		try (JarFile jar = new JarFile(path.toFile())) {
			return server(fileNames(jar));
		}
		catch (IOException | RuntimeException e) {
			return null;
		}
	}

	private static Server server(final List<String> fileNames) {
		return fileNames.stream().anyMatch(name -> name.startsWith(JETTY) && name.endsWith(".jar")) ? Server.JETTY
				: Server.TOMCAT;
	}

	/**
	 * E.g. "mysql-connector-j-9.7.0", for sweep.properties; empty when the jar has no
	 * such library or cannot be read (a fact left out, never a failed sweep).
	 */
	public static String jdbcDriver(final Path path) {
		try (JarFile jar = new JarFile(path.toFile())) {
			return fileNames(jar).stream()
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

	/** The file names of the entries, without their folders. */
	private static List<String> fileNames(final JarFile jar) {
		return jar.stream().map(ZipEntry::getName).map(name -> name.substring(name.lastIndexOf('/') + 1)).toList();
	}

}
