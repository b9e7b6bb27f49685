package dev.poolsweep.tuning.servers;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

import dev.poolsweep.tuning.analysis.verdict.PaperFindings.Row;
import dev.poolsweep.tuning.analysis.verdict.PaperFindings.Verdict;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Yoo et al.'s three claims decided from JMeter's runs by the sweep's rule: five
 * repetitions a cell, each figure spread by ±2 % over them, so that the intervals exist
 * and only real differences count.
 */
class ServerFindingsTest {

	private static final Map<WebServer, Integer> EQUAL = Map.of(WebServer.TOMCAT, 200, WebServer.JETTY, 200,
			WebServer.NGINX, 1);

	@Test
	void nginxAheadOnTheLargeFileHolds() {
		final List<CellSummary> cells = List.of(cell(WebServer.TOMCAT, Payload.LARGE, 1000, 119, 2372, false),
				cell(WebServer.JETTY, Payload.LARGE, 1000, 195, 1544, false),
				cell(WebServer.NGINX, Payload.LARGE, 1000, 220, 1935, false));
		final Row row = ServerFindings.of(cells, EQUAL).getFirst();
		assertThat(row.verdict()).isEqualTo(Verdict.HOLDS);
		assertThat(row.measured()).contains("nginx 220/s", "Jetty 195/s", "Tomcat 119/s");
	}

	@Test
	void aJavaServerAheadOfNginxDoesNotHoldUnlessJmeterWasBusyOnNginx() {
		final CellSummary tomcat = cell(WebServer.TOMCAT, Payload.LARGE, 1000, 300, 2372, false);
		assertThat(
				ServerFindings.of(List.of(tomcat, cell(WebServer.NGINX, Payload.LARGE, 1000, 220, 1935, false)), EQUAL)
					.getFirst())
			.extracting(Row::verdict, Row::why)
			.containsExactly(Verdict.DOES_NOT_HOLD, "Tomcat served more, beyond the tolerance");
		assertThat(
				ServerFindings.of(List.of(tomcat, cell(WebServer.NGINX, Payload.LARGE, 1000, 220, 1935, true)), EQUAL)
					.getFirst()
					.verdict())
			.as("nginx's figure is JMeter's ceiling")
			.isEqualTo(Verdict.CANNOT_TELL);
		assertThat(
				ServerFindings.of(List.of(tomcat, cell(WebServer.NGINX, Payload.LARGE, 1000, 305, 1935, false)), EQUAL)
					.getFirst()
					.why())
			.as("within 5 %")
			.isEqualTo("nginx not told apart from Tomcat");
	}

	@Test
	void withoutNginxOrTheCrowdAClaimIsNotMeasured() {
		final List<Row> rows = ServerFindings.of(List.of(cell(WebServer.TOMCAT, Payload.SMALL, 1000, 1884, 275, false)),
				EQUAL);
		assertThat(rows).hasSize(3).allSatisfy(row -> {
			assertThat(row.verdict()).isEqualTo(Verdict.CANNOT_TELL);
			assertThat(row.why()).startsWith("not measured");
		});
	}

	@Test
	void theLeastDegradedServerWithNoMoreThreadsDoesNotHold() {
		final List<CellSummary> cells = List.of(cell(WebServer.TOMCAT, Payload.SMALL, 1000, 1884, 275, false),
				cell(WebServer.JETTY, Payload.SMALL, 1000, 1045, 579, false),
				cell(WebServer.TOMCAT, Payload.SMALL, 5000, 2902, 240, false),
				cell(WebServer.JETTY, Payload.SMALL, 5000, 833, 2747, false));
		final Row equal = ServerFindings.of(cells, EQUAL).get(1);
		assertThat(equal.verdict()).isEqualTo(Verdict.DOES_NOT_HOLD);
		assertThat(equal.why()).isEqualTo("Tomcat degraded less than Jetty, with 200 threads against 200 threads");
		assertThat(equal.measured()).contains("Tomcat Deviation \u00d70.87, throughput +54 %",
				"Jetty Deviation \u00d74.74, throughput -20 %");
		final Row moreThreads = ServerFindings
			.of(cells, Map.of(WebServer.TOMCAT, 400, WebServer.JETTY, 200, WebServer.NGINX, 1))
			.get(1);
		assertThat(moreThreads.verdict()).isEqualTo(Verdict.HOLDS);
		final List<CellSummary> busy = new ArrayList<>(cells);
		busy.set(0, cell(WebServer.TOMCAT, Payload.SMALL, 1000, 1884, 275, true));
		assertThat(ServerFindings.of(busy, EQUAL).get(1).measured())
			.contains("Tomcat Deviation \u00d70.87, throughput +54 %, 4,500 in flight, JMeter busy, 200 threads")
			.contains("Jetty Deviation \u00d74.74, throughput -20 %, 4,500 in flight, 200 threads");
	}

	@Test
	void aCrowdTheGeneratorDidNotKeepAtTheServerDecidesNothing() {
		final List<CellSummary> cells = List.of(cell(WebServer.TOMCAT, Payload.SMALL, 1000, 1864, 293, true, 506),
				cell(WebServer.JETTY, Payload.SMALL, 1000, 1075, 547, false, 797),
				cell(WebServer.NGINX, Payload.SMALL, 1000, 2044, 207, true, 99),
				cell(WebServer.TOMCAT, Payload.SMALL, 5000, 3013, 227, true, 708),
				cell(WebServer.JETTY, Payload.SMALL, 5000, 791, 2814, false, 3168),
				cell(WebServer.NGINX, Payload.SMALL, 5000, 3576, 89, true, 38));
		final Row row = ServerFindings.of(cells, EQUAL).get(1);
		assertThat(row.verdict()).isEqualTo(Verdict.CANNOT_TELL);
		assertThat(row.why()).isEqualTo("the crowd reached only Jetty: JMeter kept on average 708 requests at Tomcat "
				+ "and 38 requests at nginx in flight, no more than the 1,000 clients of the matrix's cells: the "
				+ "crowd's clients were not at the server at once");
		assertThat(row.measured())
			.contains("Jetty Deviation \u00d75.14, throughput -26 %, 3,168 in flight, 200 threads");
	}

	@Test
	void serversThatDegradeAlikeCannotBeToldApart() {
		final List<CellSummary> cells = List.of(cell(WebServer.TOMCAT, Payload.SMALL, 1000, 1000, 300, false),
				cell(WebServer.JETTY, Payload.SMALL, 1000, 900, 400, false),
				cell(WebServer.TOMCAT, Payload.SMALL, 5000, 800, 600, false),
				cell(WebServer.JETTY, Payload.SMALL, 5000, 720, 800, false));
		final Row row = ServerFindings.of(cells, EQUAL).get(1);
		assertThat(row.verdict()).isEqualTo(Verdict.CANNOT_TELL);
		assertThat(row.why()).isEqualTo("no server degraded less than another beyond the tolerance");
	}

	@Test
	void javaServersThatDifferAtEqualLimitsLeaveThePolicyOpen() {
		final CellSummary tomcat = cell(WebServer.TOMCAT, Payload.SMALL, 1000, 1884, 275, false);
		final Row differ = ServerFindings
			.of(List.of(tomcat, cell(WebServer.JETTY, Payload.SMALL, 1000, 1045, 579, false)), EQUAL)
			.get(2);
		assertThat(differ.verdict()).isEqualTo(Verdict.CANNOT_TELL);
		assertThat(differ.measured())
			.endsWith("Jetty's over Tomcat's, 104 B at 1,000 clients: throughput 0.55\u00d7, Deviation 2.11\u00d7, in "
					+ "flight 900 at Tomcat, 900 at Jetty");
		assertThat(differ.why()).startsWith("they differ");
		final Row alike = ServerFindings
			.of(List.of(tomcat, cell(WebServer.JETTY, Payload.SMALL, 1000, 1900, 280, false)), EQUAL)
			.get(2);
		assertThat(alike.verdict()).isEqualTo(Verdict.DOES_NOT_HOLD);
		final Row unequal = ServerFindings
			.of(List.of(tomcat, cell(WebServer.JETTY, Payload.SMALL, 1000, 1045, 579, false)),
					Map.of(WebServer.TOMCAT, 100, WebServer.JETTY, 200, WebServer.NGINX, 1))
			.get(2);
		assertThat(unequal.verdict()).isEqualTo(Verdict.CANNOT_TELL);
	}

	@Test
	void vegetasRunsDoNotDecide() {
		final CellSummary vegeta = new CellSummary(new Cell(WebServer.TOMCAT, Payload.LARGE, 1000, 10), LoadTool.VEGETA,
				cell(WebServer.TOMCAT, Payload.LARGE, 1000, 500, 100, false).runs(), 0);
		final Row row = ServerFindings
			.of(List.of(vegeta, cell(WebServer.NGINX, Payload.LARGE, 1000, 220, 1935, false)), EQUAL)
			.getFirst();
		assertThat(row.why()).startsWith("not measured");
	}

	/**
	 * JMeter's five repetitions of a cell, throughput and Deviation about the given
	 * values (±2 %), 90 % of its clients at the server; busy: JMeter used all of its CPU.
	 */
	private static CellSummary cell(final WebServer server, final Payload payload, final int clients,
			final double throughput, final double deviation, final boolean busy) {
		return cell(server, payload, clients, throughput, deviation, busy, 0.9 * clients);
	}

	/** The same with {@code inFlight} requests at the server on average. */
	private static CellSummary cell(final WebServer server, final Payload payload, final int clients,
			final double throughput, final double deviation, final boolean busy, final double inFlight) {
		final List<ClosedRunFigures> runs = new ArrayList<>();
		IntStream.rangeClosed(-2, 2).forEach(i -> {
			final double spread = 1 + i / 100.0;
			// Little's law: the mean response time that keeps inFlight at the server
			final double meanMs = inFlight * 1000 / (throughput * spread);
			runs.add(new ClosedRunFigures(clients * 10L, 0, throughput * spread, meanMs, deviation * spread, deviation,
					2 * deviation, 3 * deviation, 0.5, busy ? 1 : 0.5));
		});
		return new CellSummary(new Cell(server, payload, clients, 10), LoadTool.JMETER, runs, 0);
	}

}
