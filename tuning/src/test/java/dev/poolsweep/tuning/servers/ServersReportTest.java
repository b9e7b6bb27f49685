package dev.poolsweep.tuning.servers;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.poolsweep.tuning.analysis.series.Sample;
import dev.poolsweep.tuning.analysis.verdict.PaperFindings.Row;
import dev.poolsweep.tuning.analysis.verdict.PaperFindings.Verdict;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * Each cell with both tools side by side, vegeta's throughput and p95 over JMeter's; with
 * JMeter alone, no ratio columns.
 */
class ServersReportTest {

	private static final Cell CELL = new Cell(WebServer.NGINX, Payload.SMALL, 10, 10);

	@Test
	void vegetasFiguresAreSetAgainstJmetersOfTheSameCell() {
		// JMeter: 100 requests of 10 ms one after the other, 1 s; vegeta: of 5 ms, 0.5 s
		final CellSummary jmeter = new CellSummary(CELL, LoadTool.JMETER, List.of(figures(10)), 0);
		final CellSummary vegeta = new CellSummary(CELL, LoadTool.VEGETA, List.of(figures(5)), 0);
		final CellSummary otherCell = new CellSummary(new Cell(WebServer.TOMCAT, Payload.SMALL, 10, 10),
				LoadTool.VEGETA, List.of(figures(5)), 0);
		final List<CellSummary> cells = List.of(jmeter, vegeta, otherCell);
		assertThat(ServersReport.ratio(vegeta, cells, CellSummary::throughputRps)).isEqualTo(2.0, within(1e-9));
		assertThat(ServersReport.ratio(vegeta, cells, CellSummary::p95Ms)).isEqualTo(0.5, within(1e-9));
		assertThat(ServersReport.ratio(jmeter, cells, CellSummary::p95Ms)).as("JMeter's own row").isNaN();
		assertThat(ServersReport.ratio(otherCell, cells, CellSummary::p95Ms)).as("no JMeter for that cell").isNaN();
		final List<String> table = ServersReport.table(cells).lines().toList();
		assertThat(table.getFirst()).contains("tool", "throughput / JMeter", "p95 / JMeter");
		assertThat(table.get(1)).contains("nginx", "JMeter").doesNotContain("2.00", "0.50");
		assertThat(table.get(2)).contains("nginx", "vegeta").matches(".*2\\.00 +0\\.50$");
	}

	@Test
	void jmeterAloneHasNoRatioColumns() {
		final String table = ServersReport
			.table(List.of(new CellSummary(CELL, LoadTool.JMETER, List.of(figures(10)), 0)));
		assertThat(table).contains("JMeter").doesNotContain("/ JMeter");
	}

	@Test
	void theClaimsAreProvisionalWithFewerRepetitionsThanGiveAnInterval() {
		final List<Row> rows = List.of(new Row("a claim", "", Verdict.HOLDS, ""),
				new Row("another", "", Verdict.CANNOT_TELL, "not told apart"));
		final CellSummary once = new CellSummary(CELL, LoadTool.JMETER, List.of(figures(10)), 0);
		assertThat(ServersReport.findings(rows, List.of(once)).lines()).containsExactly(
				"Yoo et al.'s claims, checked (JMeter's runs; provisional, with fewer than 5 repetitions):",
				"  a claim: holds", "  another: cannot be told apart (not told apart)");
		final CellSummary fiveTimes = new CellSummary(CELL, LoadTool.JMETER, Collections.nCopies(5, figures(10)), 0);
		assertThat(ServersReport
			.findings(rows, List.of(fiveTimes, new CellSummary(CELL, LoadTool.VEGETA, List.of(figures(10)), 0)))
			.lines()
			.findFirst()).contains("Yoo et al.'s claims, checked (JMeter's runs):");
	}

	/** 100 requests of {@code elapsedMs}, one after the other. */
	private static ClosedRunFigures figures(final long elapsedMs) {
		final List<Sample> samples = new ArrayList<>();
		for (int i = 0; i < 100; i++) {
			samples.add(new Sample(elapsedMs * i, elapsedMs, true, "200", "OK"));
		}
		return ClosedRunFigures.of(samples, -1, 1);
	}

}
