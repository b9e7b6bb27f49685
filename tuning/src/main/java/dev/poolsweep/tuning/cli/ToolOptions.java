package dev.poolsweep.tuning.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import dev.poolsweep.db.MySqlServer;
import dev.poolsweep.db.MySqlServers;
import dev.poolsweep.tuning.app.AppLaunch;
import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.process.CpuPinning;
import dev.poolsweep.tuning.errors.EnvironmentException;
import dev.poolsweep.tuning.errors.OneLine;
import dev.poolsweep.tuning.generator.GeneratorSetup;
import dev.poolsweep.tuning.generator.setup.Generators;
import dev.poolsweep.tuning.settings.Defaults;
import dev.poolsweep.tuning.sweep.Tools;
import dev.poolsweep.tuning.text.TypedCommand;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * What a sweep runs with: the database, the board jar (for a sweep of the board), JMeter.
 * The defaults find them in the build tree.
 */
public final class ToolOptions {

	/**
	 * These may be given again with --resume: they say where things are, not what the
	 * sweep measures.
	 */
	static final Set<String> NAMES = Set.of("--db-url", "--db-user", "--db-password", "--board-jar",
			"--board-jetty-jar", "--jmeter-home", "--plans-dir", "--board-port", "--local-engines", "--jmeter-engines",
			"--db-cpus");

	/** --db-cpus: the database container beside the board. */
	static final String DB_BESIDE_BOARD = "board";

	/** --db-cpus: the database container beside the load generator. */
	static final String DB_BESIDE_GENERATOR = "generator";

	/**
	 * --db-cpus: beside the board when the sweep calibrates, else beside the generator.
	 */
	static final String DB_AUTO = "auto";

	@Option(names = "--db-url", paramLabel = "JDBC_URL",
			description = "An existing MySQL database for the application (reset before every run: the board's table "
					+ "suggestion emptied, or --app's --reset-sql). "
					+ "Default: one started for the sweep (Testcontainers when Docker answers, else embedded MariaDB; "
					+ "POOLSWEEP_DB=embedded|testcontainers, POOLSWEEP_MYSQL_IMAGE choose).")
	String dbUrl;

	@Option(names = "--db-cpus", paramLabel = "WHERE", defaultValue = DB_AUTO,
			description = "Where a database container the harness starts runs when pinned: 'generator' (on the load "
					+ "generator's CPUs, so the board's serve the board alone), 'board' (beside the board, as the "
					+ "paper's server ran MySQL beside Tomcat; the load generator then has its CPUs to itself) or "
					+ "'auto' (default: 'board' with --calibrate, whose burst is sized to the application and needs "
					+ "all the generator can send, else 'generator'). Give it again with --resume.")
	String dbCpus;

	@Option(names = "--db-user", paramLabel = "USER", defaultValue = "${env:POOLSWEEP_DB_USER:-board}",
			description = "User for --db-url (default: $POOLSWEEP_DB_USER, else ${DEFAULT-VALUE}).")
	String dbUser;

	@Option(names = "--db-password", paramLabel = "PASSWORD", defaultValue = "${env:POOLSWEEP_DB_PASSWORD:-}",
			description = "Password for --db-url (default: $POOLSWEEP_DB_PASSWORD, which keeps it out of ps).")
	String dbPassword;

	@Option(names = "--board-jar", paramLabel = "JAR",
			description = "The suggestion board (default: app/target/suggestion-board.jar of the build tree).")
	Path boardJar;

	@Option(names = "--board-jetty-jar", paramLabel = "JAR",
			description = "The suggestion board on Jetty, for the points with --server jetty (default: "
					+ "app/jetty/target/suggestion-board-jetty.jar of the build tree).")
	Path boardJettyJar;

	@Option(names = "--jmeter-home", paramLabel = "DIR",
			description = "JMeter home (the version jmeter-plans/pom.xml builds) (default: the one ./mvnw -pl jmeter-plans "
					+ "package makes under jmeter-plans/target).")
	Path jmeterHome;

	@Option(names = "--plans-dir", paramLabel = "DIR",
			description = "Folder of burst.jmx, steady.jmx, smoke.jmx (default: jmeter-plans of the build tree).")
	Path plansDir;

	@Option(names = "--board-port", paramLabel = "PORT",
			description = "The HTTP port of the application (default: a free one for every run).")
	int boardPort = Defaults.BOARD_PORT;

	@Option(names = "--local-engines", paramLabel = "N", defaultValue = "0",
			description = "Send the load with N JMeter remote engines started on this machine for every run, sharing "
					+ "one schedule (each sends every N-th request), each pinned to its part of JMeter's CPUs; "
					+ "they listen on 127.0.0.1 only, behind a key made for this run of the harness "
					+ "(default: one JMeter sends it all).")
	int localEngines;

	@Option(names = "--jmeter-engines", paramLabel = "HOST:PORT", split = ",",
			description = "Send the load with JMeter remote engines started elsewhere (jmeter-server, each with the "
					+ "plugin of jmeter-plans), sharing one schedule; their CPU and per-second counts stay "
					+ "with them. Give them and this JMeter home the same RMI key (JMeter's rmi_keystore.jks).")
	List<String> jmeterEngines = List.of();

	/** The command these options belong to. */
	@Spec(Spec.Target.MIXEE)
	CommandSpec command;

	/**
	 * The command line as typed, passwords hidden ({@link TypedCommand}), e.g. "poolsweep
	 * reproduce --quick"; empty when the command was not parsed from one.
	 */
	String typedCommand() {
		final CommandLine root = command == null ? null : command.root().commandLine();
		return root == null || root.getParseResult() == null ? ""
				: TypedCommand.of(root.getCommandName(), root.getParseResult().originalArgs());
	}

	/** Checks the jar, JMeter and the port; fails with a one-line message. */
	Tools tools() {
		final BuildTree tree = BuildTree.locate();
		final String java = AppLaunch.currentJava();
		final GeneratorSetup generator = Generators.jmeter(java, jmeterHome != null ? jmeterHome : tree.jmeterHome(),
				plansDir != null ? plansDir : tree.plansDir(), localEngines, jmeterEngines);
		return new Tools(java, boardJar != null ? boardJar : tree.boardJar(),
				boardJettyJar != null ? boardJettyJar : tree.boardJettyJar(), generator, boardPort);
	}

	/**
	 * The CPUs a database container the harness starts gets under this pinning, for a
	 * sweep that calibrates or not.
	 */
	String databaseCpus(final CpuPinning pinning, final boolean calibrates) {
		return switch (dbCpus) {
			case DB_BESIDE_GENERATOR -> pinning.databaseCpus();
			case DB_BESIDE_BOARD -> pinning.boardCpus();
			case DB_AUTO -> calibrates ? pinning.boardCpus() : pinning.databaseCpus();
			default -> throw new BadInputException("--db-cpus must be '" + DB_AUTO + "', '" + DB_BESIDE_GENERATOR
					+ "' or '" + DB_BESIDE_BOARD + "', not '" + dbCpus + "'");
		};
	}

	/**
	 * The external database when --db-url is given; else one started now (the caller
	 * closes it), its container confined to {@code cpus} ("" for none).
	 */
	MySqlServer database(final String cpus) {
		if (dbUrl != null) {
			if (!dbUrl.startsWith("jdbc:mysql:")) {
				throw new BadInputException(
						"--db-url must be a MySQL JDBC URL like jdbc:mysql://HOST:3306/board, not '" + dbUrl + "'");
			}
			return MySqlServers.external(dbUrl, dbUser, dbPassword);
		}
		try {
			return MySqlServers.provision(cpus, System.err::println);
		}
		catch (RuntimeException e) {
			throw new EnvironmentException("no database: " + OneLine.of(e.getMessage()), e);
		}
	}

}
