package dev.poolsweep.tuning.model;

import dev.poolsweep.tuning.analysis.series.ErrorKind;
import dev.poolsweep.tuning.analysis.series.Sample;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A simulated request reaches the analysis as JMeter records one: whole milliseconds, and
 * a failure the analysis classifies as the kind the model gave it.
 */
class SampleTest {

	@Test
	void timesAreWholeMillisecondsFromTheDueInstant() {
		final ModelRequest request = request(1000, 1012.4, 1530.6, ModelRequest.Outcome.OK);

		final Sample sample = request.toSample();

		assertThat(sample.intendedMs()).isEqualTo(1000);
		assertThat(sample.startDelayMs()).isEqualTo(12);
		assertThat(sample.latencyMs()).isEqualTo(531);
		assertThat(sample.errorKind()).isEqualTo(ErrorKind.NONE);
	}

	@Test
	void failuresReadAsTheirKind() {
		assertThat(request(0, 0, 10_000, ModelRequest.Outcome.READ_TIMEOUT).toSample().errorKind())
			.isEqualTo(ErrorKind.READ_TIMEOUT);
		assertThat(request(0, 0, 5_000, ModelRequest.Outcome.HTTP_5XX).toSample().errorKind())
			.isEqualTo(ErrorKind.HTTP_5XX);
		assertThat(request(0, 0, 3_000, ModelRequest.Outcome.CONNECT_FAILED).toSample().errorKind())
			.isEqualTo(ErrorKind.CONNECT);
	}

	private static ModelRequest request(final double dueMs, final double sentMs, final double endMs,
			final ModelRequest.Outcome outcome) {
		final ModelRequest request = new ModelRequest(dueMs, 1, 0);
		request.sentMs = sentMs;
		request.endMs = endMs;
		request.outcome = outcome;
		return request;
	}

}
