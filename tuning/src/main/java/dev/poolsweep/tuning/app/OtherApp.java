package dev.poolsweep.tuning.app;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;

import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.settings.AppSettings;

/**
 * Any Spring Boot application given with {@code --app}: its own arguments and JVM
 * options, and its reset, the statements of {@code --reset-sql} (none without it).
 */
public record OtherApp(AppSettings settings, BootJar bootJar, List<String> resetStatements) implements AppUnderTest {

	/** SQLSTATE of MySQL's and MariaDB's "Table ... doesn't exist" (error 1146). */
	private static final String NO_SUCH_TABLE = "42S02";

	/**
	 * JVM options the harness sets itself: given again they would silently win (the last
	 * one counts), and what the results record would not be what ran.
	 */
	private static final List<String> JVM_OPTIONS_OF_THE_HARNESS = List.of("-Xms", "-Xmx",
			"-Dcom.sun.management.jmxremote", "-Djava.rmi.server.hostname");

	/**
	 * Reads the jar and the reset file; fails with one line when either cannot be used or
	 * an argument sets what the harness sets.
	 */
	public static OtherApp of(final AppSettings settings) {
		for (final String option : settings.jvmArgs()) {
			if (JVM_OPTIONS_OF_THE_HARNESS.stream().anyMatch(option::startsWith)) {
				throw new BadInputException(
						"--jvm-arg " + option + ": the harness sets the heap (--heap) and remote JMX itself");
			}
		}
		for (final String argument : settings.appArgs()) {
			final String name = argument.replaceFirst("^--", "").replaceFirst("=.*$", "");
			if (AppLaunch.propertiesOfTheHarness().contains(name)) {
				throw new BadInputException("--app-arg " + argument + ": the harness sets " + name
						+ " itself (Spring would join both values)");
			}
		}
		final List<String> reset = settings.resetSql() == null ? List.of() : ResetSql.read(settings.resetSql());
		return new OtherApp(settings, BootJar.read(settings.jar()), reset);
	}

	@Override
	public String name() {
		return "application";
	}

	@Override
	public Path jar() {
		return settings.jar();
	}

	@Override
	public Path jarToRun() {
		return settings.jar();
	}

	@Override
	public List<String> jvmArguments() {
		return settings.jvmArgs();
	}

	@Override
	public List<String> arguments() {
		return settings.appArgs();
	}

	@Override
	public Map<String, String> environment() {
		return Map.of();
	}

	@Override
	public boolean hasActuator() {
		return bootJar.hasActuator();
	}

	/**
	 * Runs the statements in order. One on a table that does not exist is skipped: on a
	 * fresh database the application creates its tables when it first starts, after the
	 * first reset, and there is nothing to reset yet.
	 */
	@Override
	public void reset(final Connection connection) throws SQLException {
		try (Statement statement = connection.createStatement()) {
			for (final String sql : resetStatements) {
				try {
					statement.execute(sql);
				}
				catch (SQLException e) {
					if (!NO_SUCH_TABLE.equals(e.getSQLState())) {
						throw e;
					}
				}
			}
		}
	}

}
