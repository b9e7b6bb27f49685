package dev.poolsweep.tuning.servers;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.poolsweep.tuning.analysis.series.Sample;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * A closed run's figures as JMeter's Summary Report gives them: Throughput over the span
 * from the first start to the last end, Deviation over every sample, failed ones too.
 */
class ClosedRunFiguresTest {

	@Test
	void throughputSpansFromTheFirstStartToTheLastEnd() {
		// 100 requests of 10 ms each, one every 10 ms from t = 1,000 ms: the last ends at
		// 2,000
		final List<Sample> samples = new ArrayList<>();
		for (int i = 0; i < 100; i++) {
			samples.add(new Sample(1000 + 10L * i, 10, true, "200", "OK"));
		}
		final ClosedRunFigures figures = ClosedRunFigures.of(samples, -1, 1);
		assertThat(figures.requests()).isEqualTo(100);
		assertThat(figures.throughputRps()).isEqualTo(100.0, within(1e-9));
		assertThat(figures.meanMs()).isEqualTo(10.0);
		assertThat(figures.deviationMs()).isZero();
		assertThat(figures.errors()).isZero();
		assertThat(figures.generatorCpuMsPerRequest()).as("JMeter's CPU unknown").isNaN();
		assertThat(figures.generatorBusy()).isFalse();
	}

	/**
	 * JMeter's CPU as the sweep measures it (from its first request to its end), per
	 * request, and its share of JMeter's CPUs over the run's span: beyond the sweep's
	 * threshold the run is marked, as its throughput may be JMeter's.
	 */
	@Test
	void jmetersCpuIsPerRequestAndARunThatFilledItsCpusIsBusy() {
		final List<Sample> samples = new ArrayList<>();
		for (int i = 0; i < 100; i++) {
			samples.add(new Sample(1000 + 10L * i, 10, true, "200", "OK"));
		}
		// the span is 1 s
		final ClosedRunFigures light = ClosedRunFigures.of(samples, 0.2, 1);
		assertThat(light.generatorCpuMsPerRequest()).isEqualTo(2.0, within(1e-9));
		assertThat(light.generatorCpuShare()).isEqualTo(0.2, within(1e-9));
		assertThat(light.generatorBusy()).isFalse();
		final ClosedRunFigures busy = ClosedRunFigures.of(samples, 0.9, 1);
		assertThat(busy.generatorBusy()).as("90 %% of one CPU").isTrue();
		assertThat(ClosedRunFigures.of(samples, 0.9, 2).generatorBusy()).as("45 %% of two CPUs").isFalse();
		assertThat(ClosedRunFigures.of(samples, 1.3, 1).generatorCpuShare()).as("JMeter's end after the last response")
			.isEqualTo(1.0);
		final CellSummary cell = new CellSummary(new Cell(WebServer.TOMCAT, Payload.SMALL, 10, 10),
				List.of(light, busy), 0);
		assertThat(cell.generatorCpuMsPerRequest()).isEqualTo(5.5, within(1e-9));
		assertThat(ServersReport.table(List.of(cell))).contains("JMeter CPU ms/request", "5.50" + ServersReport.BUSY);
		assertThat(ServersReport.generatorNote(List.of(cell)))
			.hasValueSatisfying(note -> assertThat(note).contains("Tomcat, 104 B, 10 clients x 10", "may be JMeter's"));
		assertThat(ServersReport.generatorNote(List.of(new CellSummary(cell.cell(), List.of(light), 0)))).isEmpty();
	}

	@Test
	void deviationAndPercentilesTakeEverySampleAndErrorsAreCounted() {
		final List<Sample> samples = new ArrayList<>();
		for (int i = 1; i <= 100; i++) {
			samples.add(new Sample(0, i, i <= 98, i <= 98 ? "200" : "503", "x"));
		}
		final ClosedRunFigures figures = ClosedRunFigures.of(samples, -1, 1);
		assertThat(figures.p50Ms()).isEqualTo(50);
		assertThat(figures.p95Ms()).isEqualTo(95);
		assertThat(figures.p99Ms()).isEqualTo(99);
		// 1..100: variance (n^2 - 1) / 12
		assertThat(figures.deviationMs()).isEqualTo(Math.sqrt((100.0 * 100 - 1) / 12), within(1e-9));
		assertThat(figures.errors()).isEqualTo(2);
		assertThat(figures.errorShare()).isEqualTo(0.02);
		assertThat(figures.throughputRps()).isEqualTo(1000.0, within(1e-9));
	}

}
