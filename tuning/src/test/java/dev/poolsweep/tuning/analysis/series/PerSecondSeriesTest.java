package dev.poolsweep.tuning.analysis.series;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class PerSecondSeriesTest {

	private static final long T = 1_700_000_000_000L;

	private static Sample ok(final long startMs, final long elapsedMs) {
		return new Sample(startMs, elapsedMs, true, "200", "");
	}

	private static Sample failed(final long startMs, final long elapsedMs) {
		return new Sample(startMs, elapsedMs, false, "503", "");
	}

	@Test
	void timeZeroIsTheFirstDueInstantNotAWholeSecond() {
		assertThat(PerSecondSeries.timeZeroMs(List.of(ok(T + 2750, 1), ok(T + 1999, 1), ok(T + 1250, 1))))
			.isEqualTo(T + 1250);
	}

	@Test
	void secondsCountFromAScheduleThatStartedBetweenWholeSeconds() {
		final long zero = T + 1250;
		final List<Sample> samples = List.of(ok(zero, 1), ok(zero + 999, 1), ok(zero + 1000, 1));
		final PerSecondSeries series = PerSecondSeries.of(samples, PerSecondSeries.timeZeroMs(samples), 2, List.of(),
				100);
		assertThat(series.sent()).containsExactly(2, 1);
	}

	@Test
	void requestsCountInTheSecondTheyStartedNotWhenTheyEnded() {
		final List<Sample> samples = List.of(ok(T + 400, 10), ok(T + 999, 3000), // second
																					// 0,
																					// although
																					// one
																					// ends
																					// in
																					// second
																					// 3
				ok(T + 1000, 20), failed(T + 1500, 5), // second 1
				ok(T + 3999, 7)); // second 3; second 2 has none
		final PerSecondSeries series = PerSecondSeries.of(samples, T, 5, List.of(1000L), 100);

		assertThat(series.successes()).containsExactly(2, 1, 0, 1, 0);
		assertThat(series.errors()).containsExactly(0, 1, 0, 0, 0);
		assertThat(series.meanMs()).containsExactly(1505, 12.5, Double.NaN, 7, Double.NaN);
		assertThat(series.percentileMs(50)).containsExactly(10, 5, Double.NaN, 7, Double.NaN);
		assertThat(series.percentileMs(99)).containsExactly(3000, 20, Double.NaN, 7, Double.NaN);
	}

	@Test
	void samplesOutsideTheSecondsAreLeftOut() {
		final PerSecondSeries series = PerSecondSeries.of(List.of(ok(T - 1, 1), ok(T, 1), ok(T + 2000, 1)), T, 2,
				List.of(1000L), 100);

		assertThat(series.successes()).containsExactly(1, 0);
	}

	@Test
	void goodputCountsSuccessesAtMostTheThreshold() {
		final List<Sample> samples = List.of(ok(T, 1000), ok(T + 1, 1001), ok(T + 2, 1999), ok(T + 3, 2000),
				failed(T + 4, 10), ok(T + 1000, 5));
		final PerSecondSeries series = PerSecondSeries.of(samples, T, 2, List.of(1000L, 2000L), 100);

		assertThat(series.goodput(1000)).containsExactly(1, 1);
		assertThat(series.goodput(2000)).containsExactly(4, 1);
	}

	@Test
	void latenciesDueInCollectsWholeSeconds() {
		final PerSecondSeries series = PerSecondSeries
			.of(List.of(ok(T, 1), ok(T + 1000, 2), ok(T + 1100, 3), ok(T + 2000, 4)), T, 3, List.of(1000L), 100);

		assertThat(series.latenciesDueIn(1, 3)).containsExactly(2, 3, 4);
		assertThat(series.latenciesDueIn(-5, 1)).containsExactly(1);
		assertThat(series.latenciesDueIn(3, 9)).isEmpty();
	}

	@Test
	void failuresAreCountedByKindInTheSecondTheyWereDue() {
		final List<Sample> samples = List.of(
				new Sample(T + 100, 3000, false, "Non HTTP response code: org.apache.http.conn.ConnectTimeoutException",
						"Non HTTP response message: Connect to 127.0.0.1:8080 failed: Connect timed out"),
				new Sample(T + 1100, 2000, false, "Non HTTP response code: java.net.SocketTimeoutException",
						"Non HTTP response message: Read timed out"),
				new Sample(T + 1200, 2000, false, "Non HTTP response code: java.net.SocketTimeoutException",
						"Non HTTP response message: Read timed out"),
				failed(T + 1300, 5), ok(T + 1400, 5));
		final PerSecondSeries series = PerSecondSeries.of(samples, T, 2, List.of(1000L), 100);

		assertThat(series.errors(ErrorKind.CONNECT)).containsExactly(1, 0);
		assertThat(series.errors(ErrorKind.READ_TIMEOUT)).containsExactly(0, 2);
		assertThat(series.errors(ErrorKind.HTTP_5XX)).containsExactly(0, 1);
		assertThat(series.errors(ErrorKind.NONE)).containsExactly(0, 0);
	}

}
