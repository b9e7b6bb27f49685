package dev.poolsweep.tinyapp;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import dev.poolsweep.db.MySqlServer;
import dev.poolsweep.db.MySqlServers;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * The packaged jar, started as the harness starts an application (java -jar, the database
 * in the environment) against a real database: it is ready when GET /items first answers
 * 200, it reads and writes, and it has no Actuator to lean on.
 */
class TinyAppJarIT {

	private static final Duration READY_TIMEOUT = Duration.ofSeconds(90);

	private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

	private static MySqlServer database;

	private static Process app;

	private static URI base;

	@BeforeAll
	static void startTheJar() throws Exception {
		final Path jar = Path.of(System.getProperty("tinyapp.jar", "target/tiny-app.jar"));
		if (!Files.isRegularFile(jar)) {
			fail("tiny-app jar missing at " + jar.toAbsolutePath() + ": ./mvnw -pl testapps/tiny-app -am package");
		}
		database = MySqlServers.provision();
		final int port = freePort();
		base = URI.create("http://127.0.0.1:" + port);
		final ProcessBuilder builder = new ProcessBuilder(
				Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx256m", "-jar", jar.toString(),
				"--server.port=" + port);
		builder.environment()
			.putAll(Map.of("SPRING_DATASOURCE_URL", database.jdbcUrl(), "SPRING_DATASOURCE_USERNAME",
					database.username(), "SPRING_DATASOURCE_PASSWORD", database.password()));
		app = builder.redirectErrorStream(true).redirectOutput(Path.of("target", "tiny-app-it.log").toFile()).start();
		awaitFirst200(base.resolve("/items"));
	}

	@AfterAll
	static void stop() throws InterruptedException {
		if (app != null) {
			app.destroy();
			app.waitFor(30, TimeUnit.SECONDS);
		}
		if (database != null) {
			database.close();
		}
	}

	@Test
	void servesTheSeededItemsAddsOneAndRefusesABlankName() throws Exception {
		assertThat(names(get("/items"))).as("the ten rows of data.sql, newest first")
			.hasSize(10)
			.startsWith("jigsaw", "inkwell")
			.endsWith("anchor");

		final HttpResponse<String> added = post("{\"name\": \"kite\"}");
		assertThat(added.statusCode()).isEqualTo(201);
		assertThat(JsonMapper.shared().readTree(added.body()).get("name").asString()).isEqualTo("kite");
		assertThat(names(get("/items"))).hasSize(11).startsWith("kite", "jigsaw");

		final HttpResponse<String> blank = post("{\"name\": \" \"}");
		assertThat(blank.statusCode()).isEqualTo(400);
		assertThat(blank.headers().firstValue("Content-Type"))
			.hasValueSatisfying(type -> assertThat(type).startsWith("application/problem+json"));
	}

	@Test
	void hasNoActuator() throws Exception {
		assertThat(send(HttpRequest.newBuilder(base.resolve("/actuator/health/readiness")).GET()).statusCode())
			.isEqualTo(404);
	}

	private static List<String> names(final HttpResponse<String> response) {
		assertThat(response.statusCode()).isEqualTo(200);
		final JsonNode items = JsonMapper.shared().readTree(response.body());
		return items.valueStream().map(item -> item.get("name").asString()).toList();
	}

	private static HttpResponse<String> get(final String path) throws IOException, InterruptedException {
		return send(HttpRequest.newBuilder(base.resolve(path)).GET());
	}

	private static HttpResponse<String> post(final String json) throws IOException, InterruptedException {
		return send(HttpRequest.newBuilder(base.resolve("/items"))
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString(json)));
	}

	private static HttpResponse<String> send(final HttpRequest.Builder request)
			throws IOException, InterruptedException {
		return HTTP.send(request.timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
	}

	private static void awaitFirst200(final URI uri) throws InterruptedException {
		final long deadline = System.nanoTime() + READY_TIMEOUT.toNanos();
		while (System.nanoTime() < deadline) {
			if (!app.isAlive()) {
				fail("tiny-app exited with code " + app.exitValue()
						+ " before it answered (see target/tiny-app-it.log)");
			}
			try {
				if (send(HttpRequest.newBuilder(uri).GET()).statusCode() == 200) {
					return;
				}
			}
			catch (IOException notYet) {
				// not listening yet
			}
			Thread.sleep(100);
		}
		fail(uri + " did not answer 200 within " + READY_TIMEOUT + " (see target/tiny-app-it.log)");
	}

	private static int freePort() throws IOException {
		try (ServerSocket socket = new ServerSocket(0)) {
			return socket.getLocalPort();
		}
	}

}
