package dev.poolsweep.db;

import java.time.Duration;

/**
 * A running MySQL-compatible server with one database for the board, and the credentials
 * to reach it. Closing it stops the server if this process started it.
 */
public interface MySqlServer extends AutoCloseable {

	/** JDBC URL of the board's database, for mysql-connector-j. */
	String jdbcUrl();

	String username();

	String password();

	/**
	 * One line for logs and reports, e.g. "Testcontainers mysql:8.4"; the same for the
	 * same server on every run (the harness keys measurements by it).
	 */
	String description();

	/**
	 * The CPUs the server is confined to (a cpuset list such as "1"), or "" when it is
	 * not pinned.
	 */
	default String cpus() {
		return "";
	}

	/**
	 * Whether {@link #pause()}, {@link #resume()} and {@link #restart(Duration)} work:
	 * only for a server this process started.
	 */
	default boolean takesFaults() {
		return false;
	}

	/**
	 * Freezes the server, as a stalled database looks to its clients: connections stay
	 * open and nothing answers until {@link #resume()}.
	 */
	default void pause() {
		throw new UnsupportedOperationException(description() + " cannot be paused");
	}

	/** Lets a paused server run again. */
	default void resume() {
		throw new UnsupportedOperationException(description() + " cannot be resumed");
	}

	/**
	 * Stops the server, dropping every connection, leaves it down for {@code down}, and
	 * starts it again at the same address; returns once it accepts connections again.
	 */
	default void restart(Duration down) {
		throw new UnsupportedOperationException(description() + " cannot be restarted");
	}

	@Override
	void close();

}
