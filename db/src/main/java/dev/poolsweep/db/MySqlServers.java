package dev.poolsweep.db;

import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Provides a MySQL-compatible server: an external one when a URL is given, else MySQL in
 * a container when a Docker engine answers and has the image (or pulls it within seconds:
 * see {@link ContainerPrerequisites}), else embedded MariaDB. Tests, the board's dev-time
 * runner and the tuning harness all come here, so the choice is made in one place.
 *
 * <p>
 * Settings, each a system property or else an environment variable:
 * <ul>
 * <li>{@code poolsweep.db} / {@code POOLSWEEP_DB}: {@code auto} (default),
 * {@code testcontainers} or {@code embedded}.</li>
 * <li>{@code poolsweep.mysql.image} / {@code POOLSWEEP_MYSQL_IMAGE}: the container image,
 * default {@value #DEFAULT_IMAGE}.</li>
 * </ul>
 */
public final class MySqlServers {

	/**
	 * docker/versions.env (POOLSWEEP_MYSQL_IMAGE_DEFAULT) and docker/compose.yaml must
	 * match it.
	 */
	public static final String DEFAULT_IMAGE = "mysql:8.4";

	public static final String DEFAULT_DATABASE = "board";

	/**
	 * What {@link Kind#AUTO} says, after the reason, when it falls back to the embedded
	 * server.
	 */
	public static final String EMBEDDED_INSTEAD = "using embedded MariaDB";

	private static final Logger logger = LoggerFactory.getLogger(MySqlServers.class);

	private MySqlServers() {
	}

	/** The server chosen by the settings above. */
	public static MySqlServer provision() {
		return provision(Kind.fromSettings());
	}

	/**
	 * A server of the given kind ({@code AUTO} picks a container when Docker answers).
	 */
	public static MySqlServer provision(Kind kind) {
		return provision(kind, "");
	}

	/**
	 * The server chosen by the settings, confined to {@code cpus} (a cpuset list such as
	 * "1"; "" for none), a container or the embedded server alike;
	 * {@link MySqlServer#cpus()} says where the server really runs.
	 */
	public static MySqlServer provision(String cpus) {
		return provision(cpus, logger::info);
	}

	/**
	 * The same, saying in one line to {@code notes} which server starts, why the embedded
	 * server stands in when it does ("... {@value #EMBEDDED_INSTEAD}"), and what a
	 * container may suffer where it runs ({@link CgroupWeight}).
	 */
	public static MySqlServer provision(String cpus, Consumer<String> notes) {
		return provision(Kind.fromSettings(), cpus, notes);
	}

	private static MySqlServer provision(Kind kind, String cpus) {
		return provision(kind, cpus, logger::info);
	}

	private static MySqlServer provision(Kind kind, String cpus, Consumer<String> notes) {
		Kind resolved = kind;
		if (kind != Kind.EMBEDDED) {
			Optional<String> whyNot = ContainerPrerequisites.whyNot(image());
			if (whyNot.isPresent() && kind == Kind.TESTCONTAINERS) {
				throw new IllegalStateException("no database container: " + whyNot.get());
			}
			if (whyNot.isPresent()) {
				resolved = Kind.EMBEDDED;
				notes.accept(whyNot.get() + ": " + EMBEDDED_INSTEAD);
			}
			else {
				resolved = Kind.TESTCONTAINERS;
			}
		}
		notes.accept("starting the database: "
				+ ((resolved == Kind.TESTCONTAINERS) ? "a container of " + image() : "embedded MariaDB") + " ...");
		MySqlServer server = switch (resolved) {
			case TESTCONTAINERS -> {
				ContainerMySqlServer container = ContainerMySqlServer.start(image(), DEFAULT_DATABASE, cpus);
				container.caveat().ifPresent(notes);
				yield container;
			}
			case EMBEDDED -> EmbeddedMariaDbServer.start(DEFAULT_DATABASE, cpus);
			case AUTO -> throw new IllegalStateException("unreachable");
		};
		logger.info("MySQL-compatible server: {}", server.description());
		return server;
	}

	/** A server someone else runs, reached by URL; never started or stopped here. */
	public static MySqlServer external(String jdbcUrl, String username, String password) {
		return new ExternalMySqlServer(jdbcUrl, username, password);
	}

	public static String image() {
		return setting("poolsweep.mysql.image", "POOLSWEEP_MYSQL_IMAGE", DEFAULT_IMAGE);
	}

	/**
	 * Whether a Docker engine answers: the one Testcontainers finds, pinged with a plain
	 * client. Not Testcontainers' isDockerAvailable(), which also starts its Ryuk reaper
	 * and so pulls Ryuk's image, for minutes when the registry is out of reach.
	 */
	public static boolean dockerAvailable() {
		return ContainerPrerequisites.engineAnswers();
	}

	static String setting(String property, String environmentVariable, String defaultValue) {
		String value = System.getProperty(property);
		if (value == null || value.isBlank()) {
			value = System.getenv(environmentVariable);
		}
		return (value == null || value.isBlank()) ? defaultValue : value.trim();
	}

	/** Where the server comes from. */
	public enum Kind {

		AUTO, TESTCONTAINERS, EMBEDDED;

		static Kind fromSettings() {
			String value = setting("poolsweep.db", "POOLSWEEP_DB", "auto");
			try {
				return valueOf(value.toUpperCase(Locale.ROOT));
			}
			catch (IllegalArgumentException ex) {
				throw new IllegalArgumentException(
						"poolsweep.db must be auto, testcontainers or embedded, not '" + value + "'");
			}
		}

	}

}
