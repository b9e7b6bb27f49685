package dev.poolsweep.tuning.sweep;

import java.util.ArrayList;
import java.util.List;

import dev.poolsweep.tuning.analysis.series.Sample;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class OkPerSecondTest {

	private static final String READ_TIMEOUT = "Non HTTP response code: java.net.SocketTimeoutException";

	@Test
	void theRateIsTheMedianOfTheFullSecondsFromTheThird() {
		// ends per second: 50, 60 (the queue filling), then 100, 120, 110, and 7 in
		// a last, partial second; a failure counts for nothing
		final List<Sample> samples = successes(50, 60, 100, 120, 110, 7);
		samples.add(new Sample(0, 2500, false, "503", ""));

		assertThat(new OkPerSecond(samples).median()).isEqualTo(110);
	}

	@Test
	void anEvenNumberOfSecondsTakesTheMiddleTwo() {
		assertThat(new OkPerSecond(successes(50, 60, 100, 120, 7)).median()).isEqualTo(110);
	}

	@Test
	void withoutAFullSecondThereIsNoRate() {
		assertThat(new OkPerSecond(List.of(new Sample(0, 10, true, "200", ""))).median()).isNaN();
		assertThat(new OkPerSecond(List.of()).median()).isNaN();
	}

	/**
	 * Ten workers on a database container that stalled when the load's ten seconds ended:
	 * the median second, 11, would be read as their rate.
	 */
	@Test
	void secondsInARowThatServedNextToNothingAreAStallNotASpeed() {
		final List<Sample> samples = successes(126, 172, 167, 170, 159, 170, 194, 188, 189, 199, 15, 1, 1, 3, 4, 7, 1,
				0, 0, 0, 0);
		for (int i = 0; i < 40; i++) {
			samples.add(new Sample(1000L * (i % 11), 10_000, false, READ_TIMEOUT,
					"Non HTTP response message: Read timed out"));
		}
		final OkPerSecond seconds = new OkPerSecond(samples);

		assertThat(seconds.median()).isEqualTo(11);
		assertThat(seconds.stall()).hasValue("from second 10 it served 15, 1, 1, 3, 4, 7, 1 requests a second, "
				+ "after up to 199 (meanwhile 40 failed: read_timeout 40)");
	}

	@Test
	void aSaturatedApplicationDrainingItsQueueDidNotStall() {
		assertThat(new OkPerSecond(successes(128, 182, 179, 181, 203, 198, 160, 140, 198, 188, 221, 138, 183, 60, 5))
			.stall()).isEmpty();
	}

	@Test
	void oneSecondThatServedNextToNothingIsAHiccupNotAStall() {
		assertThat(new OkPerSecond(successes(128, 182, 179, 181, 3, 198, 160, 140, 198, 188, 5)).stall()).isEmpty();
	}

	@Test
	void aStallSaysWhenNothingFailedMeanwhile() {
		assertThat(new OkPerSecond(successes(128, 182, 179, 181, 3, 2, 160, 140, 198, 188, 5)).stall())
			.hasValue("from second 4 it served 3, 2, 160, 140, 198, 188 requests a second, after up to 198 "
					+ "(none failed meanwhile)");
	}

	/**
	 * A queue drained, its last requests timed out behind it: the seconds in which only
	 * their failures ended are no stall.
	 */
	@Test
	void secondsAfterTheLastSuccessAreNoStall() {
		final List<Sample> samples = successes(128, 182, 179, 181, 203, 198, 160, 140, 198, 188, 149, 55, 15);
		for (int second = 13; second <= 15; second++) {
			samples.add(new Sample(1000L * second - 2000, 2000, false, READ_TIMEOUT, "Read timed out"));
		}

		assertThat(new OkPerSecond(samples).stall()).isEmpty();
	}

	/** {@code ends[s]} successes ending in second s. */
	private static List<Sample> successes(final int... ends) {
		final List<Sample> samples = new ArrayList<>();
		for (int second = 0; second < ends.length; second++) {
			for (int i = 0; i < ends[second]; i++) {
				samples.add(new Sample(0, 1000L * second + i % 1000, true, "200", ""));
			}
		}
		return samples;
	}

}
