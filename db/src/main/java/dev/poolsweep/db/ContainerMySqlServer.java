package dev.poolsweep.db;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Optional;

import com.github.dockerjava.api.model.ExposedPort;
import com.github.dockerjava.api.model.PortBinding;
import com.github.dockerjava.api.model.Ports;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.mysql.MySQLContainer;
import org.testcontainers.utility.DockerImageName;

/**
 * MySQL in a container started by Testcontainers. The image is configurable so that a
 * MySQL-compatible substitute (such as the offline MariaDB image built by
 * docker/build-offline-images.sh) can stand in.
 *
 * <p>
 * The server takes faults for experiments: {@code docker pause}, and a stop and start. It
 * listens on a host port chosen here rather than by Docker, because a restarted container
 * would otherwise come back on a new random port and its clients' pools would keep
 * dialling the old one.
 */
final class ContainerMySqlServer implements MySqlServer {

	private final MySQLContainer container;

	private final String cpus;

	private ContainerMySqlServer(MySQLContainer container, String cpus) {
		this.container = container;
		this.cpus = cpus;
	}

	/**
	 * Starts the container, confined to {@code cpus} (a cpuset list) unless that is
	 * empty.
	 */
	static ContainerMySqlServer start(String image, String databaseName, String cpus) {
		MySQLContainer container = new MySQLContainer(DockerImageName.parse(image).asCompatibleSubstituteFor("mysql"))
			.withDatabaseName(databaseName)
			// The server's default (151) would cap sweeps of the board's pool size.
			.withCommand("--max-connections=1000")
			.withUrlParam("useSSL", "false")
			.withUrlParam("allowPublicKeyRetrieval", "true")
			.withCreateContainerCmdModifier((cmd) -> cmd.getHostConfig()
				.withPortBindings(new PortBinding(Ports.Binding.bindIpAndPort(loopbackIfLocal(), freePort()),
						new ExposedPort(MySQLContainer.MYSQL_PORT))));
		if (!cpus.isEmpty()) {
			container.withCreateContainerCmdModifier((cmd) -> cmd.getHostConfig().withCpusetCpus(cpus));
		}
		container.start();
		return new ContainerMySqlServer(container, cpus);
	}

	/**
	 * What the container may suffer from where it runs, in one line
	 * ({@link CgroupWeight}); empty when nothing.
	 */
	Optional<String> caveat() {
		Long pid = this.container.getContainerInfo().getState().getPidLong();
		return (pid == null) ? Optional.empty() : CgroupWeight.caveat(pid);
	}

	@Override
	public String jdbcUrl() {
		return this.container.getJdbcUrl();
	}

	@Override
	public String username() {
		return this.container.getUsername();
	}

	@Override
	public String password() {
		return this.container.getPassword();
	}

	@Override
	public String description() {
		return "Testcontainers " + this.container.getDockerImageName();
	}

	@Override
	public String cpus() {
		return this.cpus;
	}

	@Override
	public boolean takesFaults() {
		return true;
	}

	@Override
	public void pause() {
		this.container.getDockerClient().pauseContainerCmd(this.container.getContainerId()).exec();
	}

	@Override
	public void resume() {
		this.container.getDockerClient().unpauseContainerCmd(this.container.getContainerId()).exec();
	}

	@Override
	public void restart(Duration down) {
		String id = this.container.getContainerId();
		this.container.getDockerClient().stopContainerCmd(id).withTimeout(10).exec();
		sleep(down);
		this.container.getDockerClient().startContainerCmd(id).exec();
		awaitConnections(Duration.ofSeconds(60));
	}

	private void awaitConnections(Duration patience) {
		long deadline = System.nanoTime() + patience.toNanos();
		SQLException last = null;
		while (System.nanoTime() < deadline) {
			try (Connection connection = DriverManager.getConnection(jdbcUrl() + "&connectTimeout=1000", username(),
					password())) {
				if (connection.isValid(1)) {
					return;
				}
			}
			catch (SQLException ex) {
				last = ex;
			}
			sleep(Duration.ofMillis(100));
		}
		throw new IllegalStateException("the database did not answer within " + patience.toSeconds()
				+ " s of its restart" + ((last != null) ? ": " + last.getMessage() : ""), last);
	}

	private static void sleep(Duration duration) {
		try {
			Thread.sleep(duration);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException("interrupted while the database restarted", ex);
		}
	}

	/**
	 * Loopback when the engine runs on this machine, so the server is not on the network.
	 */
	private static String loopbackIfLocal() {
		try {
			return InetAddress.getByName(DockerClientFactory.instance().dockerHostIpAddress()).isLoopbackAddress()
					? "127.0.0.1" : null;
		}
		catch (IOException ex) {
			return null;
		}
	}

	private static int freePort() {
		try (ServerSocket socket = new ServerSocket(0)) {
			return socket.getLocalPort();
		}
		catch (IOException ex) {
			throw new UncheckedIOException("no free port for the database", ex);
		}
	}

	@Override
	public void close() {
		this.container.stop();
	}

}
