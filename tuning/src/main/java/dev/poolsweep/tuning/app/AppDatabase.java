package dev.poolsweep.tuning.app;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;

import dev.poolsweep.db.MySqlServer;
import dev.poolsweep.tuning.errors.EnvironmentException;
import dev.poolsweep.tuning.errors.OneLine;
import dev.poolsweep.tuning.errors.RunFailedException;

/**
 * The database of the application under test as the harness sees it: it checks it can be
 * reached, and lets the application reset its data before every run, so that every run
 * starts from the same data.
 */
public final class AppDatabase {

	private final MySqlServer server;

	public AppDatabase(final MySqlServer server) {
		this.server = server;
	}

	public MySqlServer server() {
		return server;
	}

	/**
	 * Fails with a one-line message when the database cannot be reached with the given
	 * credentials.
	 */
	public void requireReachable() {
		try (Connection connection = connect()) {
			connection.isValid(5);
		}
		catch (SQLException e) {
			throw new EnvironmentException(
					"cannot reach the database at " + server.jdbcUrl() + ": " + OneLine.of(e.getMessage()), e);
		}
	}

	/** The application's reset ({@link AppUnderTest#reset}); a failure fails the run. */
	public void reset(final AppUnderTest app) throws RunFailedException {
		try (Connection connection = connect()) {
			app.reset(connection);
		}
		catch (SQLException e) {
			throw new RunFailedException("database reset failed: " + OneLine.of(e.getMessage()), e);
		}
	}

	private Connection connect() throws SQLException {
		DriverManager.setLoginTimeout(10);
		return DriverManager.getConnection(server.jdbcUrl(), server.username(), server.password());
	}

}
