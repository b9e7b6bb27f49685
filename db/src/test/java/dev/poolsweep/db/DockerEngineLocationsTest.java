package dev.poolsweep.db;

import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

class DockerEngineLocationsTest {

	@TempDir
	Path home;

	@Test
	void withNothingThatNamesAnEngineNoneCanAnswer() {
		Map<String, String> environment = Map.of("XDG_RUNTIME_DIR", this.home.resolve("run").toString());
		boolean systemEngine = DockerEngineLocations.sockets(environment, this.home)
			.stream()
			.filter(Files::exists)
			.anyMatch(DockerEngineLocationsTest::listens);
		assertThat(DockerEngineLocations.whyNoneCanAnswer(environment, this.home).isPresent())
			.as("no engine can answer unless this machine has one listening on a socket of its own")
			.isEqualTo(!systemEngine);
	}

	/**
	 * A socket file outlives the engine that made it: one that refuses a connection is no
	 * engine's.
	 */
	@Test
	void aSocketNothingListensOnIsNoEngines() throws IOException {
		Path stale = this.home.resolve("stale.sock");
		try (ServerSocketChannel stopped = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
			stopped.bind(UnixDomainSocketAddress.of(stale));
		}
		assertThat(stale).exists();
		assertThat(DockerEngineLocations.whyNoneListens(List.of(this.home.resolve("missing.sock"), stale)))
			.hasValue("no Docker engine listens at " + stale + " (Connection refused)");
		assertThat(DockerEngineLocations.whyNoneListens(List.of(this.home.resolve("missing.sock"))))
			.hasValueSatisfying((why) -> assertThat(why).startsWith("no Docker engine here"));
		Path listening = this.home.resolve("docker.sock");
		try (ServerSocketChannel engine = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
			engine.bind(UnixDomainSocketAddress.of(listening));
			assertThat(DockerEngineLocations.whyNoneListens(List.of(stale, listening))).isEmpty();
		}
	}

	/**
	 * Testcontainers writes the strategy that found an engine once into its properties:
	 * one that looks only at the well-known sockets names no engine of its own.
	 */
	@Test
	void theSocketStrategyTestcontainersKeptNamesNoEngine() throws IOException {
		Map<String, String> environment = Map.of("XDG_RUNTIME_DIR", this.home.resolve("run").toString());
		Optional<String> unconfigured = DockerEngineLocations.whyNoneCanAnswer(environment, this.home);
		Files.writeString(this.home.resolve(".testcontainers.properties"), """
				#Modified by Testcontainers
				docker.client.strategy=org.testcontainers.dockerclient.UnixSocketClientProviderStrategy
				""");
		assertThat(DockerEngineLocations.whyNoneCanAnswer(environment, this.home)).isEqualTo(unconfigured);
	}

	private static boolean listens(Path socket) {
		try (SocketChannel channel = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
			return true;
		}
		catch (IOException ex) {
			return false;
		}
	}

	@Test
	void aVariableOrASocketOrAConfigurationMeansOneMight() throws IOException {
		assertThat(DockerEngineLocations.whyNoneCanAnswer(Map.of("DOCKER_HOST", "tcp://10.0.0.1:2375"), this.home))
			.isEmpty();
		assertThat(DockerEngineLocations.whyNoneCanAnswer(Map.of("DOCKER_CONTEXT", "remote"), this.home)).isEmpty();

		Path runtime = Files.createDirectories(this.home.resolve("run"));
		try (ServerSocketChannel engine = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
			engine.bind(UnixDomainSocketAddress.of(runtime.resolve("docker.sock")));
			assertThat(DockerEngineLocations.whyNoneCanAnswer(Map.of("XDG_RUNTIME_DIR", runtime.toString()), this.home))
				.isEmpty();
		}

		Path other = Files.createDirectories(this.home.resolve("other"));
		Files.writeString(other.resolve(".testcontainers.properties"), "docker.host=tcp://10.0.0.1:2375\n");
		assertThat(DockerEngineLocations.whyNoneCanAnswer(Map.of(), other)).isEmpty();
		Files.writeString(other.resolve(".testcontainers.properties"), "docker.client.strategy=com.example.Remote\n");
		assertThat(DockerEngineLocations.whyNoneCanAnswer(Map.of(), other)).isEmpty();

		Path withContext = Files.createDirectories(this.home.resolve("ctx/.docker"));
		Files.writeString(withContext.resolve("config.json"), "{\"currentContext\": \"remote\"}");
		assertThat(DockerEngineLocations.whyNoneCanAnswer(Map.of(), this.home.resolve("ctx"))).isEmpty();
	}

}
