package dev.poolsweep.tuning.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

/**
 * A stand-in for a Spring Boot jar, for the tests: what {@link BootJar} reads (the
 * manifest's Spring-Boot-Version, the nested jars' names), nothing that runs.
 */
public final class FakeBootJar {

	private FakeBootJar() {
	}

	/**
	 * @param version the manifest's Spring-Boot-Version; null for a plain jar
	 * @param nestedJars names under BOOT-INF/lib/, e.g. "HikariCP-7.0.2.jar"
	 */
	public static Path write(final Path jar, final String version, final String... nestedJars) throws IOException {
		final Manifest manifest = new Manifest();
		manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
		if (version != null) {
			manifest.getMainAttributes().putValue("Spring-Boot-Version", version);
		}
		Files.createDirectories(jar.toAbsolutePath().getParent());
		try (JarOutputStream stream = new JarOutputStream(Files.newOutputStream(jar), manifest)) {
			for (final String nested : nestedJars) {
				stream.putNextEntry(new JarEntry("BOOT-INF/lib/" + nested));
				stream.closeEntry();
			}
		}
		return jar;
	}

}
