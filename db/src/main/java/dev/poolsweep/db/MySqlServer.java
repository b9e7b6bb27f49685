package dev.poolsweep.db;

/**
 * A running MySQL-compatible server with one database for the board, and the credentials
 * to reach it. Closing it stops the server if this process started it.
 */
public interface MySqlServer extends AutoCloseable {

	/** JDBC URL of the board's database, for mysql-connector-j. */
	String jdbcUrl();

	String username();

	String password();

	/** One line for logs and reports, e.g. "Testcontainers mysql:8.4". */
	String description();

	/**
	 * The CPUs the server is confined to (a cpuset list such as "1"), or "" when it is
	 * not pinned.
	 */
	default String cpus() {
		return "";
	}

	@Override
	void close();

}
