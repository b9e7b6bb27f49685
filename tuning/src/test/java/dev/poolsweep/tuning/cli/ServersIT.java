package dev.poolsweep.tuning.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.poolsweep.tuning.servers.ServersSetup;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * A small {@code poolsweep servers} matrix against a real database: the board on Tomcat
 * and on Jetty, and nginx, each serving the small and the medium file to 4 clients x 3
 * requests, then the small file to 8 clients, once; every run a fresh server, every
 * figure present. The jars and JMeter must be there. Without nginx the matrix runs
 * without it and says so in one line, and that is what this test checks then; CI installs
 * nginx and sets POOLSWEEP_REQUIRE_NGINX=true, so that there a missing nginx fails the
 * test. The report is written again from the folder, with the same summary. vegeta, the
 * second tool, measures one cell beside JMeter where it is installed; under
 * POOLSWEEP_REQUIRE_VEGETA=true a missing vegeta fails the test, else the matrix runs
 * with JMeter alone and says so in one line, which is what is checked then.
 */
class ServersIT {

	private static final Path OUT = Path.of("target", "servers-it");

	private static final Path VEGETA_OUT = Path.of("target", "servers-vegeta-it");

	@BeforeAll
	static void requireTheBuiltToolsAndNginx() {
		final BuildTree tree = BuildTree.locate();
		for (final Path jar : List.of(tree.boardJar(), tree.boardJettyJar())) {
			if (!Files.isRegularFile(jar)) {
				fail(jar.toAbsolutePath() + " missing: build it first (./mvnw package -DskipTests)");
			}
		}
		if (!Files.isDirectory(tree.jmeterHome().resolve("bin"))) {
			fail("JMeter home missing at " + tree.jmeterHome().toAbsolutePath()
					+ ": build it first (./mvnw -pl jmeter-plans package)");
		}
		if (ServersSetup.findNginx().isEmpty() && Boolean.parseBoolean(System.getenv("POOLSWEEP_REQUIRE_NGINX"))) {
			fail("nginx is not installed, and POOLSWEEP_REQUIRE_NGINX=true: apt-get install nginx");
		}
		if (ServersSetup.findVegeta().isEmpty() && Boolean.parseBoolean(System.getenv("POOLSWEEP_REQUIRE_VEGETA"))) {
			fail("vegeta is not installed, and POOLSWEEP_REQUIRE_VEGETA=true: " + ServersSetup.vegetaMissing());
		}
	}

	/**
	 * One cell, the board on Tomcat serving the small file to 4 clients x 50 requests
	 * (enough that vegeta's CPU time, counted in the kernel's 10-ms ticks, is more than
	 * none), sent by JMeter and by vegeta, each with a fresh board: vegeta's run has
	 * exactly the requests asked, all answered, its figures beside JMeter's with their
	 * ratio.
	 */
	@Test
	void vegetaMeasuresTheCellBesideJmeter() throws Exception {
		TinySweepIT.deleteRecursively(VEGETA_OUT);
		final CommandRun run = new CommandRun();
		final CommandLineOut result = new CommandLineOut(run.run("servers", "--servers", "tomcat", "--sizes", "small",
				"--clients", "4", "--crowd-clients", "0", "--loops", "50", "--repeat", "1", "--warmup-requests", "10",
				"--tools", "jmeter,vegeta", "--burst", "none", "--out", VEGETA_OUT.toString()), run.out());
		assertThat(result.exit()).as("exit code; stdout: %s", result.out()).isZero();
		final List<String> summary = Files.readAllLines(VEGETA_OUT.resolve("summary.csv"));
		final List<String> columns = List.of(summary.getFirst().split(","));
		if (ServersSetup.findVegeta().isEmpty()) {
			assertThat(result.out()).contains(ServersSetup.vegetaMissing());
			assertThat(summary.subList(1, summary.size())).singleElement().asString().contains(",jmeter,");
			return;
		}
		assertThat(summary.subList(1, summary.size())).extracting(row -> row.split(",")[columns.indexOf("tool")])
			.containsExactly("jmeter", "vegeta");
		final String[] vegeta = summary.get(2).split(",", -1);
		assertThat(Double.parseDouble(vegeta[columns.indexOf("throughput_rps")])).isPositive();
		assertThat(Double.parseDouble(vegeta[columns.indexOf("error_share")])).isZero();
		assertThat(Double.parseDouble(vegeta[columns.indexOf("generator_cpu_ms_per_request")]))
			.as("vegeta's CPU, measured as JMeter's")
			.isPositive();
		assertThat(Double.parseDouble(vegeta[columns.indexOf("throughput_vs_jmeter")])).isPositive();
		assertThat(Double.parseDouble(vegeta[columns.indexOf("p95_vs_jmeter")])).isPositive();
		// exactly the 200 requests: the end of the target list is no request
		final List<String> results = Files.readAllLines(VEGETA_OUT.resolve("rep-1/tomcat-small-c4-vegeta/vegeta.csv"));
		assertThat(results.stream().filter(line -> line.contains("/payload/index.html"))).hasSize(200)
			.allSatisfy(line -> assertThat(line.split(",")[1]).isEqualTo("200"));
		assertThat(Files.readString(VEGETA_OUT.resolve("rep-1/tomcat-small-c4-vegeta/board.log")))
			.contains("Tomcat started");
		assertThat(result.out()).contains("vegeta", "throughput / JMeter");
	}

	@Test
	void everyServerServesEveryFileAndEveryRunHasItsFigures() throws Exception {
		TinySweepIT.deleteRecursively(OUT);
		final CommandRun run = new CommandRun();
		final CommandLineOut result = new CommandLineOut(
				run.run("servers", "--sizes", "small,medium", "--clients", "4", "--crowd-clients", "8", "--loops", "3",
						"--repeat", "1", "--warmup-requests", "10", "--burst", "none", "--out", OUT.toString()),
				run.out());
		assertThat(result.exit()).as("exit code; stdout: %s", result.out()).isZero();

		final boolean nginx = ServersSetup.findNginx().isPresent();
		final List<String> cells = List
			.of("tomcat-small-c4", "tomcat-medium-c4", "jetty-small-c4", "jetty-medium-c4", "nginx-small-c4",
					"nginx-medium-c4", "tomcat-small-c8", "jetty-small-c8", "nginx-small-c8")
			.stream()
			.filter(cell -> nginx || !cell.startsWith("nginx"))
			.toList();
		final List<String> runs = Files.readAllLines(OUT.resolve("runs.csv"));
		assertThat(runs.subList(1, runs.size())).as("runs.csv")
			.hasSize(cells.size())
			.allSatisfy(row -> assertThat(row).contains(",ok,"));
		final List<String> summary = Files.readAllLines(OUT.resolve("summary.csv"));
		final List<String> columns = List.of(summary.getFirst().split(","));
		assertThat(summary.subList(1, summary.size())).extracting(row -> row.split(",")[0])
			.containsExactlyElementsOf(cells);
		for (final String line : summary.subList(1, summary.size())) {
			final String[] row = line.split(",", -1);
			assertThat(Double.parseDouble(row[columns.indexOf("throughput_rps")])).as(line).isPositive();
			assertThat(Double.parseDouble(row[columns.indexOf("deviation_ms")])).as(line).isNotNegative();
			assertThat(Double.parseDouble(row[columns.indexOf("p99_ms")])).as(line)
				.isGreaterThanOrEqualTo(Double.parseDouble(row[columns.indexOf("p50_ms")]));
			assertThat(Double.parseDouble(row[columns.indexOf("error_share")])).as(line).isZero();
			assertThat(Double.parseDouble(row[columns.indexOf("generator_cpu_ms_per_request")]))
				.as("JMeter's CPU, measured as the sweep's: %s", line)
				.isPositive();
		}
		assertThat(Files.readString(OUT.resolve("rep-1/jetty-small-c4/board.log"))).contains("Jetty started");
		assertThat(Files.readString(OUT.resolve("rep-1/tomcat-small-c4/board.log"))).contains("Tomcat started");
		assertThat(Files.readString(OUT.resolve("report.html"))).contains("Yoo et al.&#39;s claims, checked",
				"large files favour the native server", "has the larger thread limit", "at equal limits");
		assertThat(result.out()).contains("Yoo et al.'s claims, checked");
		// the report again from the folder: the same summary
		final List<String> written = Files.readAllLines(OUT.resolve("summary.csv"));
		Files.delete(OUT.resolve("summary.csv"));
		assertThat(new CommandRun().run("report", OUT.toString())).isZero();
		assertThat(Files.readAllLines(OUT.resolve("summary.csv"))).isEqualTo(written);
		if (!nginx) {
			assertThat(result.out()).contains(ServersSetup.nginxMissing()).doesNotContain("nginx-small");
			return;
		}
		// each request was answered with the file's bytes
		final List<String> jtl = Files.readAllLines(OUT.resolve("rep-1/nginx-medium-c4/samples.jtl"));
		final int bytes = List.of(jtl.getFirst().split(",")).indexOf("bytes");
		assertThat(jtl.subList(1, jtl.size())).hasSize(12)
			.allSatisfy(line -> assertThat(Long.parseLong(line.split(",")[bytes])).isGreaterThan(6963));
		assertThat(OUT.resolve("rep-1/nginx-small-c8/nginx.conf")).exists();
		assertThat(OUT.resolve("rep-1/nginx-small-c8/nginx.pid")).as("nginx stopped").doesNotExist();
		assertThat(Files.readString(OUT.resolve("report.html"))).contains("Deviation", "nginx", "Jetty", "Tomcat");
		assertThat(result.out()).contains("Deviation ms", "nginx", "104 B", "6.8 KiB");
	}

	private record CommandLineOut(int exit, String out) {
	}

}
