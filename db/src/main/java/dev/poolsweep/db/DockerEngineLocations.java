package dev.poolsweep.db;

import java.io.IOException;
import java.io.InputStream;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

/**
 * Whether a Docker engine can exist here at all, decided from files and variables and a
 * connection to each socket, in milliseconds. Testcontainers and the Docker client find
 * an engine through DOCKER_HOST or DOCKER_CONTEXT, ~/.testcontainers.properties, the
 * client's current context, or a few well-known sockets; where none of them is set, and
 * no socket is there or one that is takes a connection (a socket file outlives the engine
 * that made it), no engine can answer, and asking Testcontainers (most of a second of
 * loading its classes) or waiting {@link ContainerPrerequisites#ENGINE_PATIENCE} for one
 * would only delay the embedded database.
 */
final class DockerEngineLocations {

	/** The variables that name an engine, or a context whose engine the client uses. */
	private static final List<String> VARIABLES = List.of("DOCKER_HOST", "DOCKER_CONTEXT");

	/** The keys of ~/.testcontainers.properties that lead Testcontainers to an engine. */
	private static final List<String> TESTCONTAINERS_KEYS = List.of("docker.host", "tc.host", "docker.client.strategy");

	/**
	 * Testcontainers' strategies that look for an engine at the sockets of
	 * {@link #sockets} alone. It writes the one that found an engine into
	 * ~/.testcontainers.properties, so a machine that ran containers once names one of
	 * these ever after.
	 */
	private static final List<String> SOCKET_STRATEGIES = List.of(
			"org.testcontainers.dockerclient.UnixSocketClientProviderStrategy",
			"org.testcontainers.dockerclient.RootlessDockerClientProviderStrategy",
			"org.testcontainers.dockerclient.DockerDesktopClientProviderStrategy");

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
		if (named || configured(home) || hasContext(home)) {
			return Optional.empty();
		}
		return whyNoneListens(sockets(environment, home));
	}

	/**
	 * Why no engine can listen at any of {@code sockets}: none is there, or none that is
	 * takes a connection; empty when one does.
	 */
	static Optional<String> whyNoneListens(List<Path> sockets) {
		List<Path> present = sockets.stream().filter(Files::exists).toList();
		if (present.isEmpty()) {
			return Optional.of("no Docker engine here (no DOCKER_HOST, no socket at /var/run/docker.sock)");
		}
		String refused = "";
		for (Path socket : present) {
			Optional<String> whyNot = whyNoConnection(socket);
			if (whyNot.isEmpty()) {
				return Optional.empty();
			}
			refused = refused.isEmpty() ? whyNot.get() : refused;
		}
		return Optional.of("no Docker engine listens at " + present.getFirst() + " (" + refused + ")");
	}

	/** Why a connection to {@code socket} failed; empty when it was taken. */
	private static Optional<String> whyNoConnection(Path socket) {
		try (SocketChannel channel = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
			return Optional.empty();
		}
		catch (IOException | UnsupportedOperationException ex) {
			return Optional.of(String.valueOf(ex.getMessage()));
		}
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
		if (SOCKET_STRATEGIES.contains(properties.getProperty("docker.client.strategy", "").strip())) {
			properties.remove("docker.client.strategy");
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
