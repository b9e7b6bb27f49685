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
		final ClosedRunFigures figures = ClosedRunFigures.of(samples);
		assertThat(figures.requests()).isEqualTo(100);
		assertThat(figures.throughputRps()).isEqualTo(100.0, within(1e-9));
		assertThat(figures.meanMs()).isEqualTo(10.0);
		assertThat(figures.deviationMs()).isZero();
		assertThat(figures.errors()).isZero();
	}

	@Test
	void deviationAndPercentilesTakeEverySampleAndErrorsAreCounted() {
		final List<Sample> samples = new ArrayList<>();
		for (int i = 1; i <= 100; i++) {
			samples.add(new Sample(0, i, i <= 98, i <= 98 ? "200" : "503", "x"));
		}
		final ClosedRunFigures figures = ClosedRunFigures.of(samples);
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
