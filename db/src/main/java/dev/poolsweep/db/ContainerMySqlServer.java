package dev.poolsweep.db;

import org.testcontainers.mysql.MySQLContainer;
import org.testcontainers.utility.DockerImageName;

/**
 * MySQL in a container started by Testcontainers. The image is configurable so that a
 * MySQL-compatible substitute (such as the offline MariaDB image built by
 * docker/build-offline-images.sh) can stand in.
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
			.withUrlParam("allowPublicKeyRetrieval", "true");
		if (!cpus.isEmpty()) {
			container.withCreateContainerCmdModifier((cmd) -> cmd.getHostConfig().withCpusetCpus(cpus));
		}
		container.start();
		return new ContainerMySqlServer(container, cpus);
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
	public void close() {
		this.container.stop();
	}

}
