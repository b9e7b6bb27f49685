package dev.poolsweep.tuning.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

import dev.poolsweep.tuning.PoolsweepCommand;
import dev.poolsweep.db.MySqlServer;
import dev.poolsweep.db.MySqlServers;
import dev.poolsweep.tuning.analysis.series.JtlFile;
import dev.poolsweep.tuning.analysis.series.Sample;
import dev.poolsweep.tuning.results.CsvReader;
import dev.poolsweep.tuning.results.OutcomeKeys;
import dev.poolsweep.tuning.results.PropertiesFiles;
import dev.poolsweep.tuning.results.ResultsFolder;
import dev.poolsweep.tuning.results.RunFolder;
import dev.poolsweep.tuning.results.SweepKeys;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * A sweep of an application that is not the board, end to end: testapps/tiny-app's jar
 * (Spring MVC, JDBC through HikariCP, no Actuator, no pool name, no MBeans switched on),
 * the real JMeter home, a real database (MySqlServers.provision()). The jar comes as the
 * system property tinyapp.jar (tuning/pom.xml); when it or JMeter is missing this test
 * fails, it does not skip.
 */
class AppSweepIT {

	private static final Path OUT = Path.of("target", "app-sweep-it");

	private static final String MICROMETER_ACQUIRE = "metrics:name=hikaricpConnectionsAcquire.pool.poolsweep,type=timers";

	private static final String MICROMETER_TIMEOUT = "metrics:name=hikaricpConnectionsTimeout.pool.poolsweep,type=meters";

	private static Path tinyApp;

	@BeforeAll
	static void requireTheBuiltTools() {
		tinyApp = Path.of(System.getProperty("tinyapp.jar", "../testapps/tiny-app/target/tiny-app.jar"));
		if (!Files.isRegularFile(tinyApp)) {
			fail("tiny-app jar missing at " + tinyApp.toAbsolutePath() + ": ./mvnw -pl testapps/tiny-app package");
		}
		if (!Files.isDirectory(BuildTree.locate().jmeterHome().resolve("bin"))) {
			fail("JMeter home missing: build it first (./mvnw -pl jmeter-plans package)");
		}
	}

	@Test
	void sweepsTwoPointsOfAnApplicationWithoutActuatorAndReportsItsTomcatAndHikariFigures() throws Exception {
		final Path out = fresh(OUT.resolve("get"));
		final int exit = PoolsweepCommand.commandLine()
			.execute("sweep", "--app", tinyApp.toString(), "--path", "/items", "--max-threads", "2,8", "--max-total",
					"4", "--plan", "smoke", "--load-profile", "const(20,3s)", "--warmup", "1s", "--out",
					out.toString());
		assertThat(exit).as("sweep exit code (see %s)", out).isZero();

		final Properties sweep = PropertiesFiles.read(out.resolve("sweep.properties"));
		assertThat(sweep.getProperty("app_jar")).isEqualTo(tinyApp.toAbsolutePath().normalize().toString());
		assertThat(sweep.getProperty("request_path")).isEqualTo("/items");
		assertThat(sweep.getProperty("app_readiness")).as("no Actuator: its page")
			.isEqualTo("GET /items answering 2xx or 3xx");
		assertThat(sweep).doesNotContainKeys("board_seed_rows", "board_jar");
		assertThat(sweep).as("20 requests/s do not saturate one worker: the probe measured it and stopped")
			.doesNotContainKeys(SweepKeys.SATURATED_ONE_WORKER_OK_PER_S, SweepKeys.SATURATED_TEN_WORKERS_OK_PER_S);
		assertThat(new ResultsFolder(out).saturationProbe(1).resolve(RunFolder.SAMPLES_JTL)).isNotEmptyFile();
		assertThat(new ResultsFolder(out).saturationProbe(10)).doesNotExist();
		for (final int maxThreads : List.of(2, 8)) {
			final Path run = out.resolve("points/t" + maxThreads + "-p4-a100/rep-1");
			final Properties outcome = PropertiesFiles.read(run.resolve("outcome.properties"));
			assertThat(outcome.getProperty("status")).as("%s: %s", run, outcome.getProperty("reason")).isEqualTo("ok");
			assertThat(OutcomeKeys.jmxMissing(outcome))
				.as("Tomcat's and Hikari's MBeans, which the harness switched on, are there; Micrometer's meters "
						+ "need its JMX registry, which the application does not have")
				.containsExactlyInAnyOrder(MICROMETER_ACQUIRE, MICROMETER_TIMEOUT);
			final List<Sample> samples = JtlFile.read(run.resolve("samples.jtl"));
			assertThat(samples).hasSize(60).allMatch(Sample::success);
			assertThat(Files.readString(run.resolve("samples.jtl"))).contains("/items,").doesNotContain("/suggestions");
			assertThat(rows(run.resolve("jmx.csv"), "tomcat_threads_max", "hikari_total"))
				.hasSizeGreaterThanOrEqualTo(3)
				.allSatisfy(row -> assertThat(row.get("tomcat_threads_max")).isEqualTo(Integer.toString(maxThreads)))
				.allSatisfy(row -> assertThat(Integer.parseInt(row.get("hikari_total"))).isBetween(1, 4));
		}
		assertThat(rows(out.resolve("summary.csv"), "row_kind", "busy_threads_peak", "hikari_pending_peak",
				"hikari_active_peak"))
			.filteredOn(row -> row.get("row_kind").equals("median"))
			.hasSize(2)
			.allSatisfy(row -> assertThat(row.get("busy_threads_peak")).isNotEmpty())
			.allSatisfy(row -> assertThat(row.get("hikari_pending_peak")).isNotEmpty())
			.allSatisfy(row -> assertThat(Double.parseDouble(row.get("hikari_active_peak"))).isBetween(0.0, 4.0));
		assertThat(Files.readString(out.resolve("report.html"))).contains("application tiny-app.jar")
			.contains("GET /items")
			.containsOnlyOnce("Not exposed by the application")
			.containsOnlyOnce("left empty: " + MICROMETER_ACQUIRE + "; " + MICROMETER_TIMEOUT + ".");
	}

	@Test
	void postsABodyAndResetsTheDataBeforeEveryRun() throws Exception {
		final Path out = fresh(OUT.resolve("post"));
		try (MySqlServer database = MySqlServers.provision()) {
			final Path reset = Files
				.writeString(Files.createDirectories(fresh(OUT.resolve("post-sql"))).resolve("reset.sql"), """
						-- every run starts from the ten rows of data.sql
						DELETE FROM item WHERE name LIKE 'it %';
						""");
			final int exit = PoolsweepCommand.commandLine()
				.execute("sweep", "--app", tinyApp.toString(), "--path", "/items", "--method", "POST", "--body",
						"{\"name\":\"it ${__UUID()}\"}", "--header", "Content-Type: application/json", "--reset-sql",
						reset.toString(), "--db-url", database.jdbcUrl(), "--db-user", database.username(),
						"--db-password", database.password(), "--max-threads", "4", "--repeat", "2", "--plan", "smoke",
						"--load-profile", "const(10,2s)", "--warmup", "0s", "--out", out.toString());
			assertThat(exit).as("sweep exit code (see %s)", out).isZero();
			assertThat(PropertiesFiles.read(out.resolve("sweep.properties")).getProperty("app_readiness"))
				.as("a POST is never sent to tell readiness")
				.isEqualTo("GET / answering below 500");
			for (final int repetition : List.of(1, 2)) {
				final Path jtl = out.resolve("points/t4-p100-a100/rep-" + repetition + "/samples.jtl");
				assertThat(rows(jtl, "responseCode")).hasSize(20)
					.allSatisfy(row -> assertThat(row).containsEntry("responseCode", "201"));
			}
			assertThat(count(database, "name LIKE 'it %'")).as("the last run's rows only: the reset ran before it")
				.isEqualTo(20);
			assertThat(count(database, "name NOT LIKE 'it %'")).as("data.sql's rows").isEqualTo(10);
		}
	}

	/** The given columns of every record of a CSV file with a header line. */
	private static List<Map<String, String>> rows(final Path csv, final String... columns) throws IOException {
		final List<Map<String, String>> rows = new ArrayList<>();
		try (CsvReader reader = CsvReader.open(csv)) {
			for (final String column : columns) {
				reader.requireColumn(column);
			}
			for (List<String> record = reader.next(); record != null; record = reader.next()) {
				final Map<String, String> row = new HashMap<>();
				for (final String column : columns) {
					row.put(column, CsvReader.field(record, reader.column(column)));
				}
				rows.add(row);
			}
		}
		return rows;
	}

	private static int count(final MySqlServer database, final String where) throws SQLException {
		try (Connection connection = DriverManager.getConnection(database.jdbcUrl(), database.username(),
				database.password());
				Statement statement = connection.createStatement();
				ResultSet rows = statement.executeQuery("SELECT COUNT(*) FROM item WHERE " + where)) {
			rows.next();
			return rows.getInt(1);
		}
	}

	private static Path fresh(final Path dir) throws IOException {
		if (Files.exists(dir)) {
			try (var paths = Files.walk(dir)) {
				for (final Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
					Files.delete(path);
				}
			}
		}
		return Files.createDirectories(dir.getParent()).resolve(dir.getFileName());
	}

}
