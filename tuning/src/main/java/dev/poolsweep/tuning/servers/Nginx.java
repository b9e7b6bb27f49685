package dev.poolsweep.tuning.servers;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;

import dev.poolsweep.tuning.errors.EnvironmentException;
import dev.poolsweep.tuning.errors.OneLine;
import dev.poolsweep.tuning.errors.RunFailedException;
import dev.poolsweep.tuning.process.ChildProcesses;
import dev.poolsweep.tuning.process.CpuPinning;
import dev.poolsweep.tuning.process.Executables;

/**
 * nginx from the machine's packages (Debian's {@code nginx}), the native reference the
 * Java servers are measured against: started in the foreground on 127.0.0.1 and a free
 * port, pinned as the board is, with a configuration written for the run that serves the
 * board's own payload files (copied out of its jar, so the bytes are the same), and
 * stopped by its PID. Its limits are the board's where nginx has one: as many connections
 * as the board's maxConnections (8,192), one worker process per CPU it is pinned to
 * (nginx's "auto" counts the machine's CPUs, not its pinning). Otherwise Debian's
 * defaults: sendfile, tcp_nopush, keepalive_timeout 65 s; no access log, as the board
 * keeps none.
 */
final class Nginx implements AutoCloseable {

	/** What to install where nginx is missing. */
	static final String INSTALL = "sudo apt-get install nginx";

	/** The board's maxConnections (app/src/main/resources/application.yaml). */
	static final int WORKER_CONNECTIONS = 8192;

	/** The configuration's and log's names in the run's folder. */
	static final String CONF = "nginx.conf";

	static final String LOG = "nginx.log";

	private static final long STOP_GRACE_SECONDS = 10;

	private static final Duration READY_TIMEOUT = Duration.ofSeconds(15);

	private final Process process;

	private final int port;

	private Nginx(final Process process, final int port) {
		this.process = process;
		this.port = port;
	}

	/**
	 * The nginx binary: on the PATH, else in /usr/sbin (where Debian puts it, often off a
	 * user's PATH); empty when it is not installed.
	 */
	static Optional<Path> find() {
		return Executables.find("nginx", Path.of("/usr/sbin/nginx"));
	}

	/** The one line said when nginx is missing. */
	static String missingNote() {
		return "note: nginx is not installed, so the comparison runs without the native reference (install it: "
				+ INSTALL + ")";
	}

	/**
	 * Copies the payload files out of the board's jar into {@code root}/payload, for
	 * nginx to serve the same bytes.
	 */
	static void copyPayloads(final Path boardJar, final Path root) {
		final Path dir = root.resolve(Payload.FOLDER);
		try (JarFile jar = new JarFile(boardJar.toFile())) {
			Files.createDirectories(dir);
			for (final Payload payload : Payload.values()) {
				final ZipEntry entry = jar.getEntry("BOOT-INF/classes/static/" + Payload.FOLDER + "/" + payload.file());
				if (entry == null) {
					throw new EnvironmentException(boardJar + " has no " + payload.path()
							+ ": build the board again (./mvnw -pl app -am package -DskipTests)");
				}
				try (InputStream in = jar.getInputStream(entry)) {
					Files.copy(in, dir.resolve(payload.file()), StandardCopyOption.REPLACE_EXISTING);
				}
			}
		}
		catch (IOException e) {
			throw new EnvironmentException(
					"the payloads cannot be copied out of " + boardJar + ": " + OneLine.of(e.getMessage()), e);
		}
	}

	/** The configuration for nginx serving {@code root} on 127.0.0.1:{@code port}. */
	static String configuration(final Path root, final int port, final int workers, final Path dir) {
		final Path temp = dir.resolve("nginx-temp");
		// Started by root, nginx runs its workers as nobody, who may not read a results
		// folder under root's own home: they run as root then, as the board does.
		final String user = "root".equals(System.getProperty("user.name")) ? "user root;" : "";
		return String.join("\n", "# poolsweep servers: nginx serving the board's payload files on 127.0.0.1",
				"daemon off;", "master_process on;", user, "worker_processes " + workers + ";",
				"pid " + dir.resolve("nginx.pid") + ";", "error_log " + dir.resolve(LOG) + " warn;",
				"worker_rlimit_nofile " + 2 * WORKER_CONNECTIONS + ";",
				"events { worker_connections " + WORKER_CONNECTIONS + "; }", "http {",
				"    types { text/html html; image/jpeg jpg; }", "    default_type application/octet-stream;",
				"    access_log off;", "    sendfile on;", "    tcp_nopush on;", "    keepalive_timeout 65;",
				"    client_body_temp_path " + temp.resolve("body") + ";",
				"    proxy_temp_path " + temp.resolve("proxy") + ";",
				"    fastcgi_temp_path " + temp.resolve("fastcgi") + ";",
				"    uwsgi_temp_path " + temp.resolve("uwsgi") + ";",
				"    scgi_temp_path " + temp.resolve("scgi") + ";", "    server {",
				"        listen 127.0.0.1:" + port + ";", "        root " + root + ";", "    }", "}", "");
	}

	/** Its worker processes when pinned to {@code cpus}: one per CPU; unpinned, one. */
	static int workers(final String cpus) {
		return cpus.isEmpty() ? 1 : CpuPinning.parseList(cpus).size();
	}

	/**
	 * Starts nginx serving {@code root} on {@code port}, pinned to {@code cpus} (empty:
	 * unpinned, one worker), its configuration and log in {@code dir}, and waits until it
	 * answers the small file.
	 */
	static Nginx start(final Path binary, final Path servedRoot, final int port, final String cpus, final Path runDir)
			throws RunFailedException {
		// nginx takes relative paths from its prefix, not from the working folder
		final Path root = servedRoot.toAbsolutePath();
		final Path dir = runDir.toAbsolutePath();
		final int workers = workers(cpus);
		final Path conf = dir.resolve(CONF);
		final Process process;
		try {
			Files.createDirectories(dir.resolve("nginx-temp"));
			Files.writeString(conf, configuration(root, port, workers, dir), StandardCharsets.UTF_8);
			final List<String> command = new ArrayList<>(CpuPinning.prefix(cpus));
			// -e: the log of its start-up, before it reads the configuration (else
			// /var/log/nginx/error.log, which only root may write)
			command.addAll(List.of(binary.toString(), "-p", dir.toString(), "-e", dir.resolve(LOG).toString(), "-c",
					conf.toString()));
			process = ChildProcesses.start(command, Map.of(), dir.resolve(LOG));
		}
		catch (IOException e) {
			throw new RunFailedException("nginx did not start: " + OneLine.of(e.getMessage()), e);
		}
		final Nginx nginx = new Nginx(process, port);
		try {
			nginx.awaitReady(dir.resolve(LOG));
		}
		catch (RunFailedException e) {
			nginx.close();
			throw e;
		}
		return nginx;
	}

	private void awaitReady(final Path log) throws RunFailedException {
		final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();
		final HttpRequest request = HttpRequest
			.newBuilder(URI.create("http://127.0.0.1:" + port + Payload.SMALL.path()))
			.timeout(Duration.ofSeconds(2))
			.build();
		final long deadline = System.nanoTime() + READY_TIMEOUT.toNanos();
		while (System.nanoTime() < deadline) {
			if (!process.isAlive()) {
				throw new RunFailedException(
						"nginx exited at start with " + process.exitValue() + " (see " + log + ")");
			}
			try {
				if (client.send(request, HttpResponse.BodyHandlers.discarding()).statusCode() == 200) {
					return;
				}
			}
			catch (IOException e) {
				// not listening yet
			}
			catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				throw new RunFailedException("interrupted while nginx started", e);
			}
			sleep();
		}
		throw new RunFailedException("nginx did not answer " + Payload.SMALL.path() + " within "
				+ READY_TIMEOUT.toSeconds() + " s (see " + log + ")");
	}

	private static void sleep() {
		try {
			Thread.sleep(50);
		}
		catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}

	long pid() {
		return process.pid();
	}

	int port() {
		return port;
	}

	boolean isAlive() {
		return process.isAlive();
	}

	/** Stops it by its PID: SIGTERM (nginx's fast shutdown), killed after 10 s. */
	@Override
	public void close() {
		ChildProcesses.stop(process, STOP_GRACE_SECONDS);
	}

}
