package dev.poolsweep.tuning.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarFile;
import java.util.jar.Manifest;

import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.errors.OneLine;

/**
 * What the harness reads from a Spring Boot jar before it starts it: that it is one (its
 * manifest names the Spring Boot version), and whether it carries the Actuator, which
 * decides how readiness is told (its nested jars, BOOT-INF/lib or WEB-INF/lib).
 */
public record BootJar(Path path, String springBootVersion, boolean hasActuator) {

	private static final String ACTUATOR = "spring-boot-actuator-autoconfigure-";

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
			final boolean actuator = jar.stream()
				.map(entry -> entry.getName().substring(entry.getName().lastIndexOf('/') + 1))
				.anyMatch(name -> name.startsWith(ACTUATOR) && name.endsWith(".jar"));
			return new BootJar(path, version, actuator);
		}
		catch (IOException e) {
			throw new BadInputException("--app: " + path + " cannot be read as a jar: " + OneLine.of(e.getMessage()),
					e);
		}
	}

}
