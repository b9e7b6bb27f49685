package dev.poolsweep.tuning.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import dev.poolsweep.tuning.analysis.sweep.SweepAnalysis;
import dev.poolsweep.tuning.analysis.SweepFixture;
import dev.poolsweep.tuning.knob.Server;
import dev.poolsweep.tuning.results.ResultsFolder;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * Two points (maxThreads 1 and 10) with two repetitions each, one failed run and one
 * incomplete folder. Schedule: 2/s for 3 s, 4/s for 3 s (the burst), 2/s for 6 s: 30
 * requests a run.
 */
class ReportWriterTest {

	private static final String PROFILE = "const(2,3s) const(4,3s) const(2,6s)";

	private static final String EVIL_REASON = "JMeter exited with 1: <script>alert('x')</script>";

	@TempDir
	Path out;

	@BeforeEach
	void writeSweep() throws IOException {
		Files.writeString(out.resolve("sweep.properties"), "plan=burst\nload_profile=" + PROFILE + "\nrepeat=2\n");
		final SweepFixture fixture = new SweepFixture(out);
		// maxThreads=10: 100 ms in the burst, 10 ms otherwise; repetition 2 twice as
		// slow, with one 503.
		fixture.run(10, 1, PROFILE).elapsed(s -> s >= 3 && s < 6 ? 100 : 10).writeOk();
		fixture.run(10, 2, PROFILE).elapsed(s -> s >= 3 && s < 6 ? 200 : 20).failFirstOf(0, "503", "").writeOk();
		fixture.run(10, 3, PROFILE).writeIncomplete();
		// maxThreads=1: 1.5 s from the burst until second 8, one connect time-out;
		// repetition 2 twice as slow.
		fixture.run(1, 1, PROFILE)
			.elapsed(s -> s >= 3 && s < 8 ? 1500 : 10)
			.failFirstOf(0, "Non HTTP response code: org.apache.http.conn.ConnectTimeoutException",
					"Non HTTP response message: Connect to 127.0.0.1:8080 [/127.0.0.1] failed: Connect timed out")
			.writeOk();
		fixture.run(1, 2, PROFILE).elapsed(s -> s >= 3 && s < 8 ? 3000 : 20).writeOk();
		fixture.run(1, 3, PROFILE).writeFailed(EVIL_REASON);
	}

	@Test
	void summaryCsvHasARowPerRunThenMedianMinMax() throws IOException {
		ReportWriter.write(out);

		final List<Map<String, String>> rows = csv(out.resolve("summary.csv"));

		assertThat(rows).extracting(r -> r.get("row_kind") + " " + r.get("point_id") + " " + r.get("repetition"))
			.containsExactly("run t1-p100-a100 1", "run t1-p100-a100 2", "failed t1-p100-a100 3",
					"median t1-p100-a100 ", "min t1-p100-a100 ", "max t1-p100-a100 ", "run t10-p100-a100 1",
					"run t10-p100-a100 2", "median t10-p100-a100 ", "min t10-p100-a100 ", "max t10-p100-a100 ");
		final Map<String, String> t10rep1 = rows.get(6);
		assertThat(t10rep1).containsEntry("p95_ms", "100")
			.containsEntry("p50_ms", "10")
			.containsEntry("requests", "30")
			.containsEntry("goodput_1s_total", "30")
			.containsEntry("goodput_1s_per_s", "2.5")
			.containsEntry("recovered_at_s", "6")
			.containsEntry("recovery_s", "0")
			.containsEntry("errors", "0")
			.containsEntry("busy_threads_peak", "3")
			.containsEntry("hikari_active_peak", "1")
			.containsEntry("cpu_process_mean_pct", "30");
		assertThat(rows.get(7)).containsEntry("p95_ms", "200")
			.containsEntry("errors_http_5xx", "1")
			.containsEntry("goodput_1s_per_s", "2.417");
		assertThat(rows.get(8)).containsEntry("p95_ms", "150")
			.containsEntry("goodput_1s_per_s", "2.458")
			.containsEntry("runs", "2")
			.containsEntry("agree_p95_runs", "0")
			.containsEntry("agree_recovery_runs", "2");
		assertThat(rows.get(0)).containsEntry("p95_ms", "1500")
			.containsEntry("errors_connect", "1")
			.containsEntry("goodput_1s_total", "13")
			.containsEntry("goodput_2s_total", "29")
			.containsEntry("recovered_at_s", "8")
			.containsEntry("recovery_s", "2");
		assertThat(rows.get(2)).containsEntry("status", "failed")
			.containsEntry("reason", EVIL_REASON)
			.containsEntry("p95_ms", "");
		assertThat(rows.get(3)).containsEntry("p95_ms", "2250")
			.containsEntry("recovery_s", "2")
			.containsEntry("failed_runs", "1");
		assertThat(rows.get(4)).containsEntry("p95_ms", "1500");
		assertThat(rows.get(5)).containsEntry("p95_ms", "3000");
	}

	@Test
	void summaryJsonHoldsTheAggregatesTheRecommendationAndTheFailedAndIncompleteRuns() throws IOException {
		ReportWriter.write(out);

		final JsonNode json = JsonMapper.shared().readTree(Files.readString(out.resolve("summary.json")));

		assertThat(json.get("sweep").get("repeat").asString()).isEqualTo("2");
		assertThat(json.get("rows")).hasSize(11);
		final JsonNode t10 = json.get("points").get(1);
		assertThat(t10.get("point_id").asString()).isEqualTo("t10-p100-a100");
		assertThat(t10.get("aggregates").get("p95_ms").get("median").asDouble()).isEqualTo(150);
		assertThat(t10.get("aggregates").get("p95_ms").get("min").asDouble()).isEqualTo(100);
		assertThat(t10.get("run_details").get(0).get("recovery").get("recovered_at_s").asInt()).isEqualTo(6);
		assertThat(t10.get("run_details").get(0).get("per_second").get("successes")).hasSize(12);
		assertThat(json.get("recommendation").get("best_point_id").asString()).isEqualTo("t10-p100-a100");
		assertThat(json.get("recommendation").get("ranking").get(1).get("summary").asString())
			.startsWith("maxThreads=1: goodput \u221254.2 %, recovered 2 s later (at 8 s)");
		assertThat(json.get("failed_runs")).singleElement()
			.satisfies(run -> assertThat(run.get("reason").asString()).isEqualTo(EVIL_REASON));
		assertThat(json.get("incomplete_runs").get(0).asString())
			.isEqualTo(Path.of("points", "t10-p100-a100", "rep-3").toString());
		assertThat(json.get("definitions").get("recovery").asString()).contains("pre-burst");
	}

	@Test
	void reportHtmlHasAChartPanelPerPointAndEscapesWhatItShows() throws IOException {
		final SweepAnalysis sweep = ReportWriter.write(out);

		final String html = Files.readString(out.resolve("report.html"));

		final String[] panels = html.split("<section class=\"panel\"");
		assertThat(panels).hasSize(1 + sweep.points().size());
		assertThat(Arrays.stream(panels).skip(1)).allSatisfy(panel -> assertThat(panel).contains("<svg"));
		assertThat(html).startsWith("<!DOCTYPE html>")
			.doesNotContain("<script")
			.doesNotContain("http://")
			.contains("JMeter exited with 1: &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;")
			.contains("points/t10-p100-a100/rep-3")
			.contains("Provisionally recommended: maxThreads=10. With 2 repetitions there is no interval");
	}

	/**
	 * The server's figures are labelled with the server that ran, from the point's
	 * settings: a run of the board on Jetty does not say Tomcat.
	 */
	@Test
	void theServerThatRanNamesItsConnections(@TempDir final Path jetty) throws IOException {
		Files.writeString(jetty.resolve("sweep.properties"), "plan=burst\nload_profile=" + PROFILE + "\nrepeat=1\n");
		new SweepFixture(jetty).on(Server.JETTY).run(10, 1, PROFILE).writeOk();

		ReportWriter.write(jetty);

		assertThat(Files.readString(jetty.resolve("report.html"))).contains("t10-p100-wjetty", "Jetty connections")
			.contains("<code>server.jetty.threads.max</code>: the server's worker threads", "none on Jetty")
			.doesNotContain("Tomcat", "server.tomcat");
		ReportWriter.write(out);
		assertThat(Files.readString(out.resolve("report.html"))).contains("Tomcat connections")
			.contains("<code>server.tomcat.threads.max</code>: the server's worker threads")
			.doesNotContain("Jetty connections", "server.jetty");
	}

	/**
	 * A tune's folder: the report opens with the tune's answer, and the sweep's own
	 * ranking below does not read as a second recommendation.
	 */
	@Test
	void aTunesReportOpensWithItsAnswerAndCallsTheRankingBelowNoRecommendation() throws IOException {
		Files.writeString(out.resolve(ResultsFolder.RACE_HTML), "<h2>Tune: the settings to paste</h2>");
		ReportWriter.write(out);

		final String html = Files.readString(out.resolve("report.html"));
		assertThat(html.indexOf("Tune: the settings to paste")).isLessThan(html.indexOf("ranked as a sweep ranks"));
		assertThat(html).doesNotContain("<h2>Recommendation</h2>");
	}

	@Test
	void theReportSaysWhichBuildAndCommandMeasured() throws IOException {
		Files.writeString(out.resolve("sweep.properties"), "poolsweep_build=poolsweep 0.1.0, commit 9f82092\n"
				+ "poolsweep_command=poolsweep sweep --request-body '<b>'\n", StandardOpenOption.APPEND);

		ReportWriter.write(out);

		assertThat(Files.readString(out.resolve("report.html")))
			.contains(", measured by poolsweep 0.1.0, commit 9f82092</p>")
			.contains("<p class=\"sub\"><code>poolsweep sweep --request-body &#39;&lt;b&gt;&#39;</code></p>");
	}

	@Test
	void anEmulatedBoardSaysWhereItsKnobsCameFrom() throws IOException {
		Files.writeString(out.resolve("sweep.properties"),
				String.join("\n", "board_cpu_work_ms=3.723", "emulation.one_worker_ok_per_s=186.0",
						"emulation.ten_workers_ok_per_s=211.0",
						"emulation.reused_from=/cache/emulation-1.properties (measured 2026-11-26T09\\:16\\:35Z)",
						"saturated.one_worker_ok_per_s=177.5", "saturated.ten_workers_ok_per_s=205.0", ""),
				StandardOpenOption.APPEND);

		ReportWriter.write(out);

		assertThat(Files.readString(out.resolve("report.html"))).contains("3.723 ms of CPU work and 0 ms of "
				+ "database hold per list request, set by the saturation probes of an earlier run on this machine, "
				+ "kept in /cache/emulation-1.properties (measured 2026-11-26T09:16:35Z); they served one worker "
				+ "177.5/s and ten 205/s.");
	}

	@Test
	void knobsFittedFromProbesThatMissedAreNotSaidToHaveServedTheirRates() throws IOException {
		Files.writeString(out.resolve("sweep.properties"),
				String.join("\n", "board_cpu_work_ms=3.383", "emulation.one_worker_ok_per_s=186.0",
						"emulation.ten_workers_ok_per_s=211.0", "saturated.one_worker_ok_per_s=173.90405442088958",
						"saturated.ten_workers_ok_per_s=224.64228060811465", "saturated.fitted_from_probes=3", ""),
				StandardOpenOption.APPEND);

		ReportWriter.write(out);

		assertThat(Files.readString(out.resolve("report.html"))).contains("saturation probes "
				+ "(fitted from 3 probes, none within the tolerance); they are expected to serve one worker 173.9/s "
				+ "and ten 224.6/s.");
	}

	@Test
	void everyRowOfAPointHasTheModelsPredictionBesideItsFigures() throws IOException {
		ReportWriter.write(out);

		final List<Map<String, String>> rows = csv(out.resolve("summary.csv"));
		final JsonNode json = JsonMapper.shared().readTree(Files.readString(out.resolve("summary.json")));
		final String html = Files.readString(out.resolve("report.html"));

		// calibrated from second 2 (the one low-load second after the first two): 2
		// requests/s at half of the board's one CPU, 250 ms of CPU each
		assertThat(json.get("model").get("calibration").get("cpu_ms").asDouble()).isEqualTo(250);
		assertThat(rows).allSatisfy(row -> assertThat(row.get("model_p95_ms")).isNotEmpty());
		final Map<String, String> t10rep1 = rows.get(6);
		final double predicted = Double.parseDouble(t10rep1.get("model_p95_ms"));
		assertThat(Double.parseDouble(t10rep1.get("model_p95_error_pct"))).isCloseTo(100 * (predicted / 100 - 1),
				within(0.001));
		assertThat(rows.get(8)).containsEntry("model_p95_ms", t10rep1.get("model_p95_ms"));
		assertThat(rows.get(2)).containsEntry("row_kind", "failed")
			.containsEntry("model_p95_ms", rows.get(0).get("model_p95_ms"))
			.containsEntry("model_p95_error_pct", "");
		assertThat(json.get("model").get("points")).hasSize(2);
		assertThat(json.get("model").get("points").get(1).get("per_second").get("p95_ms")).hasSizeGreaterThan(11);
		assertThat(html).contains("<h2>Predicted vs measured</h2>").contains("class=\"s-p95 model\"");
		// beside each prediction, the same point for a board 9 % slower and faster
		final JsonNode spread = json.get("model").get("points").get(1).get("spread");
		assertThat(spread.get("rate_fraction").asDouble()).isEqualTo(0.09);
		assertThat(spread.get("slower").get("model_p95_ms").asDouble())
			.isGreaterThan(spread.get("faster").get("model_p95_ms").asDouble());
		assertThat(html).contains("<th>predicted (\u00b19 %)</th>")
			.containsPattern("<td>[0-9.]+<br><small>[0-9.]+\u2013[0-9.]+</small></td>");
	}

	@Test
	void withNothingToCalibrateFromTheReportSaysWhyThereAreNoPredictions() throws IOException {
		final Path burstFirst = Files.createDirectories(out.resolve("burst-first"));
		final String profile = "const(4,3s) const(2,6s)";
		Files.writeString(burstFirst.resolve("sweep.properties"), "plan=burst\nload_profile=" + profile + "\n");
		new SweepFixture(burstFirst).run(10, 1, profile).writeOk();

		ReportWriter.write(burstFirst);

		assertThat(csv(burstFirst.resolve("summary.csv")))
			.allSatisfy(row -> assertThat(row).containsEntry("model_throughput_ok_per_s", "")
				.containsEntry("model_recovered_at_error_s", ""));
		assertThat(Files.readString(burstFirst.resolve("report.html")))
			.contains("No predictions: the model cannot calibrate from this folder: no low-load seconds");
	}

	@Test
	void writingLeavesNoTemporaryFilesAndReplacesOldOutput() throws IOException {
		Files.writeString(out.resolve("report.html"), "old");

		ReportWriter.write(out);
		ReportWriter.write(out);

		try (Stream<Path> files = Files.list(out)) {
			assertThat(files.map(f -> f.getFileName().toString())).containsExactlyInAnyOrder("points",
					"sweep.properties", "summary.csv", "summary.json", "report.html");
		}
		assertThat(Files.readString(out.resolve("report.html"))).isNotEqualTo("old");
	}

	@Test
	void anEmptyOutFolderStillGivesAReport() throws IOException {
		final Path empty = Files.createDirectories(out.resolve("empty"));

		ReportWriter.write(empty);

		assertThat(Files.readString(empty.resolve("report.html")))
			.contains("No recommendation: fewer than two points could be compared");
		assertThat(Files.readAllLines(empty.resolve("summary.csv"))).hasSize(1);
	}

	/** summary.csv as maps; the test data holds no commas or quotes inside fields. */
	private static List<Map<String, String>> csv(final Path file) throws IOException {
		final List<String> lines = Files.readAllLines(file);
		final String[] header = lines.getFirst().split(",", -1);
		return lines.stream().skip(1).map(line -> {
			final String[] cells = line.split(",", -1);
			assertThat(cells).hasSameSizeAs(header);
			final Map<String, String> row = new HashMap<>();
			for (int i = 0; i < header.length; i++) {
				row.put(header[i], cells[i]);
			}
			return row;
		}).toList();
	}

}
