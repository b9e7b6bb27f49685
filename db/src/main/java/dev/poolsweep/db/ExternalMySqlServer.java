package dev.poolsweep.db;

/** A server someone else runs: nothing to start or stop. */
record ExternalMySqlServer(String jdbcUrl, String username, String password) implements MySqlServer {

	@Override
	public String description() {
		return "external " + jdbcUrl;
	}

	@Override
	public void close() {
	}

}
