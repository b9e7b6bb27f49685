package dev.poolsweep.board.system;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Collectors;

import dev.poolsweep.db.MySqlServer;
import dev.poolsweep.db.MySqlServers;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.jdbc.autoconfigure.JdbcConnectionDetails;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.test.annotation.DirtiesContext;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The board keeps its promises while its database fails. Writers and readers run
 * concurrently over real HTTP while the database is paused for 5 s, then stopped and
 * started again, and every answer is checked: a POST gets 201 exactly when its row is
 * stored, every failure is a 503 with {@code Retry-After} (problem details from the API,
 * the error page from the pages), and the board serves again within 5 s of the database
 * answering, without a restart.
 *
 * <p>
 * It has its own database and its own application context: pausing and restarting the
 * database that the other integration tests share would break them. The database is a
 * container where a Docker engine runs (always in CI), else embedded MariaDB, which takes
 * the same faults.
 */
// No MBeans of its own: the shared context's pool, beans and meters hold the same names,
// and closing this context
// would unregister them under MonitoringIT's feet.
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "board.admin.password=fault-it-secret", "management.server.port=0",
				"spring.datasource.hikari.pool-name=board-fault", "spring.datasource.hikari.register-mbeans=false",
				"spring.jmx.enabled=false", "management.jmx.metrics.export.enabled=false" })
@Import(DatabaseFaultIT.FaultyDatabase.class)
@DirtiesContext
class DatabaseFaultIT {

	private static final Duration PAUSE = Duration.ofSeconds(5);

	/**
	 * Longer than the pool's connection-timeout (5 s): requests give up waiting for a
	 * connection.
	 */
	private static final Duration STOPPED = Duration.ofSeconds(7);

	private static final Duration HEALING = Duration.ofSeconds(5);

	private static final String MARKER = "fault-it ";

	@LocalServerPort
	private int port;

	@Autowired
	private MySqlServer database;

	@Autowired
	private JdbcClient jdbc;

	@Test
	void everyAnswerIsHonestWhileTheDatabaseFails() throws Exception {
		List<Exchange> exchanges;
		Instant unpaused;
		Instant answering;
		try (Load load = new Load(this.port)) {
			sleep(Duration.ofSeconds(2));

			this.database.pause();
			sleep(PAUSE);
			this.database.resume();
			unpaused = Instant.now(); // a paused server answers as soon as it runs again
			sleep(Duration.ofSeconds(4));

			this.database.restart(STOPPED);
			answering = Instant.now(); // restart returns once the database accepts
										// connections
			sleep(HEALING.plusSeconds(3));
			exchanges = load.stop();
		}

		List<Exchange> writes = exchanges.stream().filter((e) -> e.kind() == Kind.WRITE).toList();
		System.out.println("DatabaseFaultIT answers: " + exchanges.stream()
			.collect(Collectors.groupingBy((e) -> e.kind() + " " + e.status(), java.util.TreeMap::new,
					Collectors.counting())));
		assertThat(writes).as("writes").hasSizeGreaterThan(50);
		assertThat(exchanges).as("the faults were felt").anyMatch((e) -> !e.succeeded());
		// Each check lists only the exchanges that break it.
		assertThat(writes).as("POSTs answered neither 201 nor 503 (another 2xx, an empty body, a 500...)")
			.filteredOn((e) -> e.status() != 201 && e.status() != 503)
			.isEmpty();
		assertThat(exchanges).as("failures that are not a 503 with Retry-After in the request's format")
			.filteredOn((e) -> !e.succeeded() && !e.isHonest503())
			.isEmpty();

		List<Map.Entry<String, Long>> rows = this.jdbc.sql("SELECT content, id FROM suggestion WHERE content LIKE ?")
			.param(MARKER + "%")
			.query((rs, n) -> Map.entry(rs.getString(1), rs.getLong(2)))
			.list();
		assertThat(rows.stream().map(Map.Entry::getKey)).as("no write stored twice").doesNotHaveDuplicates();
		Map<String, Long> stored = rows.stream().collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue));
		assertThat(writes).as("201s without their stored row (or with another id)")
			.filteredOn(Exchange::succeeded)
			.filteredOn((e) -> !Long.valueOf(e.createdId()).equals(stored.get(e.marker())))
			.isEmpty();
		assertThat(writes).as("stored rows whose POST was not answered 201")
			.filteredOn((e) -> stored.containsKey(e.marker()) && !e.succeeded())
			.isEmpty();
		assertThat(stored).as("every stored row comes from a write of this test")
			.hasSize((int) writes.stream().filter(Exchange::succeeded).count());

		assertThat(firstSuccessSentAfter(exchanges, unpaused)).as("first success after the pause")
			.hasValueSatisfying((at) -> assertThat(at).isBefore(unpaused.plus(HEALING)));
		assertThat(firstSuccessSentAfter(exchanges, answering)).as("first success after the restart")
			.hasValueSatisfying((at) -> assertThat(at).isBefore(answering.plus(HEALING)));
	}

	private static Optional<Instant> firstSuccessSentAfter(List<Exchange> exchanges, Instant start) {
		return exchanges.stream()
			.filter((e) -> e.succeeded() && !e.sent().isBefore(start))
			.map(Exchange::received)
			.min(Comparator.naturalOrder());
	}

	private static void sleep(Duration duration) throws InterruptedException {
		Thread.sleep(duration);
	}

	enum Kind {

		WRITE, READ, PAGE

	}

	/** One request and its answer; {@code status} is -1 when no answer came. */
	record Exchange(Kind kind, String marker, Instant sent, Instant received, int status, String contentType,
			String retryAfter, String body) {

		boolean succeeded() {
			return this.status == ((this.kind == Kind.WRITE) ? 201 : 200);
		}

		/**
		 * A 503 with Retry-After: problem details from the API, an HTML page from the
		 * pages.
		 */
		boolean isHonest503() {
			String format = (this.kind == Kind.PAGE) ? "text/html" : "application/problem+json";
			return this.status == 503 && this.retryAfter != null && this.contentType.startsWith(format);
		}

		long createdId() {
			JsonNode created = JsonMapper.shared().readTree(this.body);
			assertThat(created.path("content").asString()).as(toString()).isEqualTo(this.marker);
			return created.path("id").asLong();
		}

		@Override
		public String toString() {
			String shortBody = (this.body.length() > 200) ? this.body.substring(0, 200) + "…" : this.body;
			return "%s %s at %s: %d %s Retry-After=%s body=%s".formatted(this.kind, this.marker, this.sent, this.status,
					this.contentType, this.retryAfter, shortBody);
		}

	}

	/**
	 * Three writers POSTing to the API, one reader of the API and one of the HTML list
	 * page, each one request at a time, recording every answer.
	 */
	static final class Load implements AutoCloseable {

		private final HttpClient http = HttpClient.newBuilder()
			.version(HttpClient.Version.HTTP_1_1)
			.connectTimeout(Duration.ofSeconds(5))
			.build();

		private final Queue<Exchange> exchanges = new ConcurrentLinkedQueue<>();

		private final ExecutorService threads = Executors.newFixedThreadPool(5);

		private final String base;

		private volatile boolean running = true;

		Load(int port) {
			this.base = "http://127.0.0.1:" + port;
			for (int writer = 1; writer <= 3; writer++) {
				String name = "w" + writer;
				this.threads.execute(() -> loop((n) -> write(MARKER + name + "-" + n)));
			}
			this.threads.execute(() -> loop((n) -> exchange(Kind.READ, "",
					HttpRequest.newBuilder(uri("/api/suggestions?limit=20")).header("Accept", "application/json"))));
			this.threads
				.execute(() -> loop((n) -> exchange(Kind.PAGE, "", HttpRequest.newBuilder(uri("/suggestions?size=20"))
					.header("Accept", "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"))));
		}

		private void loop(Function<Integer, Exchange> request) {
			for (int n = 1; this.running; n++) {
				this.exchanges.add(request.apply(n));
				try {
					Thread.sleep(5); // leave the shared machine's CPUs some air
				}
				catch (InterruptedException ex) {
					return;
				}
			}
		}

		private Exchange write(String marker) {
			String json = "{\"name\":\"Fault\",\"email\":\"fault@example.org\",\"content\":\"" + marker + "\"}";
			return exchange(Kind.WRITE, marker,
					HttpRequest.newBuilder(uri("/api/suggestions"))
						.header("Content-Type", "application/json")
						.POST(HttpRequest.BodyPublishers.ofString(json)));
		}

		private Exchange exchange(Kind kind, String marker, HttpRequest.Builder request) {
			Instant sent = Instant.now();
			try {
				HttpResponse<String> response = this.http.send(request.timeout(Duration.ofSeconds(30)).build(),
						HttpResponse.BodyHandlers.ofString());
				return new Exchange(kind, marker, sent, Instant.now(), response.statusCode(),
						response.headers().firstValue("Content-Type").orElse(""),
						response.headers().firstValue("Retry-After").orElse(null), response.body());
			}
			catch (IOException ex) {
				return new Exchange(kind, marker, sent, Instant.now(), -1, "", null, ex.toString());
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
				return new Exchange(kind, marker, sent, Instant.now(), -1, "", null, ex.toString());
			}
		}

		private URI uri(String path) {
			return URI.create(this.base + path);
		}

		/**
		 * Lets every request in flight finish and returns all exchanges, oldest first.
		 */
		List<Exchange> stop() throws InterruptedException {
			this.running = false;
			this.threads.shutdown();
			assertThat(this.threads.awaitTermination(60, TimeUnit.SECONDS)).as("load threads finished").isTrue();
			List<Exchange> all = new ArrayList<>(this.exchanges);
			all.sort(Comparator.comparing(Exchange::sent));
			return all;
		}

		@Override
		public void close() {
			this.running = false;
			this.threads.shutdownNow();
			this.http.close();
		}

	}

	/**
	 * A database container of its own, which takes pauses and restarts at a fixed
	 * address.
	 */
	@TestConfiguration(proxyBeanMethods = false)
	static class FaultyDatabase {

		@Bean(destroyMethod = "close")
		MySqlServer faultyDatabase() {
			// CI sets POOLSWEEP_REQUIRE_DOCKER=true: there the container must be had, not
			// the fallback
			boolean required = Boolean.parseBoolean(System.getenv("POOLSWEEP_REQUIRE_DOCKER"));
			return MySqlServers.provision(required ? MySqlServers.Kind.TESTCONTAINERS : MySqlServers.Kind.AUTO);
		}

		@Bean
		JdbcConnectionDetails jdbcConnectionDetails(MySqlServer database) {
			return new JdbcConnectionDetails() {

				@Override
				public String getJdbcUrl() {
					return database.jdbcUrl();
				}

				@Override
				public String getUsername() {
					return database.username();
				}

				@Override
				public String getPassword() {
					return database.password();
				}

			};
		}

	}

}
