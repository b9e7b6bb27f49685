package dev.poolsweep.db;

import org.testcontainers.mysql.MySQLContainer;
import org.testcontainers.utility.DockerImageName;

/**
 * MySQL in a container started by Testcontainers. The image is configurable so that a MySQL-compatible
 * substitute (such as the offline MariaDB image built by docker/build-offline-images.sh) can stand in.
 */
final class ContainerMySqlServer implements MySqlServer {

	private final MySQLContainer container;

	private ContainerMySqlServer(MySQLContainer container) {
		this.container = container;
	}

	static ContainerMySqlServer start(String image, String databaseName) {
		MySQLContainer container = new MySQLContainer(DockerImageName.parse(image).asCompatibleSubstituteFor("mysql"))
			.withDatabaseName(databaseName)
			// The server's default (151) would cap sweeps of the board's pool size.
			.withCommand("--max-connections=1000")
			.withUrlParam("useSSL", "false")
			.withUrlParam("allowPublicKeyRetrieval", "true");
		container.start();
		return new ContainerMySqlServer(container);
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
	public void close() {
		this.container.stop();
	}

}
