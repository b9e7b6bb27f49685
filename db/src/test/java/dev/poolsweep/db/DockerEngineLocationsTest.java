package dev.poolsweep.db;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

class DockerEngineLocationsTest {

	@TempDir
	Path home;

	@Test
	void withNothingThatNamesAnEngineNoneCanAnswer() {
		Map<String, String> environment = Map.of("XDG_RUNTIME_DIR", this.home.resolve("run").toString());
		boolean systemSocket = DockerEngineLocations.sockets(environment, this.home).stream().anyMatch(Files::exists);
		assertThat(DockerEngineLocations.whyNoneCanAnswer(environment, this.home).isPresent())
			.as("no engine can answer unless this machine has a socket of its own")
			.isEqualTo(!systemSocket);
	}

	@Test
	void aVariableOrASocketOrAConfigurationMeansOneMight() throws IOException {
		assertThat(DockerEngineLocations.whyNoneCanAnswer(Map.of("DOCKER_HOST", "tcp://10.0.0.1:2375"), this.home))
			.isEmpty();
		assertThat(DockerEngineLocations.whyNoneCanAnswer(Map.of("DOCKER_CONTEXT", "remote"), this.home)).isEmpty();

		Path runtime = Files.createDirectories(this.home.resolve("run"));
		Files.createFile(runtime.resolve("docker.sock"));
		assertThat(DockerEngineLocations.whyNoneCanAnswer(Map.of("XDG_RUNTIME_DIR", runtime.toString()), this.home))
			.isEmpty();

		Path other = Files.createDirectories(this.home.resolve("other"));
		Files.writeString(other.resolve(".testcontainers.properties"), "docker.host=tcp://10.0.0.1:2375\n");
		assertThat(DockerEngineLocations.whyNoneCanAnswer(Map.of(), other)).isEmpty();

		Path withContext = Files.createDirectories(this.home.resolve("ctx/.docker"));
		Files.writeString(withContext.resolve("config.json"), "{\"currentContext\": \"remote\"}");
		assertThat(DockerEngineLocations.whyNoneCanAnswer(Map.of(), this.home.resolve("ctx"))).isEmpty();
	}

}
