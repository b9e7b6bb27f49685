package dev.poolsweep.tuning.board;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

import dev.poolsweep.db.MySqlServer;
import dev.poolsweep.tuning.errors.EnvironmentException;
import dev.poolsweep.tuning.errors.OneLine;
import dev.poolsweep.tuning.errors.RunFailedException;

/**
 * The board's database as the harness sees it: it checks it can be reached, and empties
 * the suggestion table between runs so every run starts from the same data (the board
 * seeds the table again when it starts).
 */
public final class BoardDatabase {

	private static final String TABLE = "suggestion";

	private final MySqlServer server;

	public BoardDatabase(final MySqlServer server) {
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

	/**
	 * TRUNCATE TABLE suggestion, when the table exists (Flyway creates it when the board
	 * first starts).
	 */
	public void reset() throws RunFailedException {
		try (Connection connection = connect()) {
			if (tableExists(connection)) {
				try (Statement statement = connection.createStatement()) {
					statement.execute("TRUNCATE TABLE " + TABLE);
				}
			}
		}
		catch (SQLException e) {
			throw new RunFailedException("database reset failed: " + OneLine.of(e.getMessage()), e);
		}
	}

	private static boolean tableExists(final Connection connection) throws SQLException {
		try (PreparedStatement query = connection.prepareStatement(
				"SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = ?")) {
			query.setString(1, TABLE);
			try (ResultSet rows = query.executeQuery()) {
				return rows.next() && rows.getInt(1) > 0;
			}
		}
	}

	private Connection connect() throws SQLException {
		DriverManager.setLoginTimeout(10);
		return DriverManager.getConnection(server.jdbcUrl(), server.username(), server.password());
	}

}
