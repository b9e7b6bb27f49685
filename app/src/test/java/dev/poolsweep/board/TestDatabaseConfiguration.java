package dev.poolsweep.board;

import dev.poolsweep.db.MySqlServer;
import dev.poolsweep.db.MySqlServers;

import org.springframework.boot.jdbc.autoconfigure.JdbcConnectionDetails;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;

/**
 * A real MySQL-compatible server for tests and the dev-time runner, from the db module:
 * Testcontainers MySQL where Docker answers, embedded MariaDB where it does not. Exposed
 * as {@link JdbcConnectionDetails}, which is what {@code @ServiceConnection} would
 * produce for a container, so both kinds plug in the same way.
 */
@TestConfiguration(proxyBeanMethods = false)
public class TestDatabaseConfiguration {

	@Bean(destroyMethod = "close")
	MySqlServer mySqlServer() {
		return MySqlServers.provision();
	}

	@Bean
	JdbcConnectionDetails jdbcConnectionDetails(MySqlServer server) {
		return new JdbcConnectionDetails() {

			@Override
			public String getJdbcUrl() {
				return server.jdbcUrl();
			}

			@Override
			public String getUsername() {
				return server.username();
			}

			@Override
			public String getPassword() {
				return server.password();
			}

		};
	}

}
