package dev.poolsweep.db;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

/**
 * Whether a Docker engine can exist here at all, decided from files and variables alone,
 * in milliseconds. Testcontainers and the Docker client find an engine through
 * DOCKER_HOST or DOCKER_CONTEXT, ~/.testcontainers.properties, the client's current
 * context, or a few well-known sockets; where none of them is set or there, no engine can
 * answer, and waiting {@link ContainerPrerequisites#ENGINE_PATIENCE} for one would only
 * delay the embedded database.
 */
final class DockerEngineLocations {

	/** The variables that name an engine, or a context whose engine the client uses. */
	private static final List<String> VARIABLES = List.of("DOCKER_HOST", "DOCKER_CONTEXT");

	/** The keys of ~/.testcontainers.properties that lead Testcontainers to an engine. */
	private static final List<String> TESTCONTAINERS_KEYS = List.of("docker.host", "tc.host", "docker.client.strategy");

	private DockerEngineLocations() {
	}

	/**
	 * Why no engine can answer here; empty when one might, so that the caller asks it.
	 */
	static Optional<String> whyNoneCanAnswer() {
		return whyNoneCanAnswer(System.getenv(), Path.of(System.getProperty("user.home")));
	}

	static Optional<String> whyNoneCanAnswer(Map<String, String> environment, Path home) {
		boolean named = VARIABLES.stream().anyMatch((name) -> !environment.getOrDefault(name, "").isBlank());
		if (named || configured(home) || hasContext(home)
				|| sockets(environment, home).stream().anyMatch(Files::exists)) {
			return Optional.empty();
		}
		return Optional.of("no Docker engine here (no DOCKER_HOST, no socket at /var/run/docker.sock)");
	}

	/**
	 * The sockets Testcontainers and the Docker client try when nothing names an engine.
	 */
	static List<Path> sockets(Map<String, String> environment, Path home) {
		List<Path> sockets = new ArrayList<>(List.of(Path.of("/var/run/docker.sock"),
				home.resolve(".docker/run/docker.sock"), home.resolve(".docker/desktop/docker.sock"),
				home.resolve(".rd/docker.sock"), home.resolve(".colima/default/docker.sock")));
		String runtime = environment.get("XDG_RUNTIME_DIR");
		if (runtime != null && !runtime.isBlank()) {
			sockets.add(Path.of(runtime, "docker.sock"));
			sockets.add(Path.of(runtime, ".docker/run/docker.sock"));
		}
		try {
			Object uid = Files.getAttribute(Path.of("/proc/self"), "unix:uid");
			sockets.add(Path.of("/run/user", uid.toString(), "docker.sock"));
		}
		catch (IOException | UnsupportedOperationException | IllegalArgumentException ex) {
			// not Linux: the sockets above are the ones to look at
		}
		return sockets;
	}

	private static boolean configured(Path home) {
		Path file = home.resolve(".testcontainers.properties");
		if (!Files.isRegularFile(file)) {
			return false;
		}
		Properties properties = new Properties();
		try (InputStream in = Files.newInputStream(file)) {
			properties.load(in);
		}
		catch (IOException ex) {
			return true; // unreadable: Testcontainers decides, as it did before this
							// check
		}
		return TESTCONTAINERS_KEYS.stream().anyMatch(properties::containsKey);
	}

	/**
	 * Whether the Docker client's config names a current context, which may be remote.
	 */
	private static boolean hasContext(Path home) {
		Path config = home.resolve(".docker/config.json");
		try {
			return Files.isRegularFile(config) && Files.readString(config).contains("\"currentContext\"");
		}
		catch (IOException ex) {
			return true;
		}
	}

}
