package dev.poolsweep.tuning.sweep;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import dev.poolsweep.tuning.analysis.series.Sample;
import dev.poolsweep.tuning.plan.LoadProfile;
import dev.poolsweep.tuning.settings.BoardSettings;
import dev.poolsweep.tuning.settings.ServerEmulation;
import dev.poolsweep.tuning.sweep.EmulationDrift.Comparison;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class EmulationDriftTest {

	private static final LoadProfile PAPER = LoadProfile
		.parse("const(50,10s) const(100,10s) const(300,10s) const(100,10s) const(50,10s)");

	private static final long ZERO_MS = 1_700_000_000_000L;

	@Test
	void readsTheRateTheSaturatedBoardServedInThePeak() {
		assertThat(EmulationDrift.peakOkPerS(served(190), PAPER)).isEqualTo(190);
		assertThat(EmulationDrift.peakOkPerS(List.of(), PAPER)).isNaN();
	}

	@Test
	void aDriftBeyondTheModelsBandIsOneToCorrect() {
		final EmulationDrift slower = drift(190);
		assertThat(slower.off()).isCloseTo(-0.095, within(0.001));
		assertThat(slower.beyondTheBand()).isTrue();
		assertThat(drift(200).beyondTheBand()).as("4.8 % below").isFalse();
		assertThat(drift(230).beyondTheBand()).as("9.5 % above").isTrue();
		assertThat(slower.describe()).contains("t10-p100-a100 served 190.0/s (-9.5 %) against 210.0/s",
				"the median 9.5 % below");
	}

	/**
	 * One run off by more than the band among runs that hold is the noise of one fresh
	 * board, not the machine: the median of the comparisons decides.
	 */
	@Test
	void theMedianOfTheRunsDecidesNotOneRun() {
		final EmulationDrift oneOff = new EmulationDrift(List.of(new Comparison("t10-p100-a100", 231, 261),
				new Comparison("t100-p100-a100", 240, 246), new Comparison("t300-p100-a100", 238, 243)));
		assertThat(oneOff.off()).isCloseTo(240 / 246.0 - 1, within(1e-9));
		assertThat(oneOff.beyondTheBand()).isFalse();
		assertThat(oneOff.describe()).contains("t10-p100-a100 served 231.0/s (-11.5 %) against 261.0/s",
				"t300-p100-a100 served 238.0/s (-2.1 %)", "the runs the knobs were found with; the median 2.4 % below");

		final EmulationDrift allOff = new EmulationDrift(List.of(new Comparison("t10-p100-a100", 190, 210),
				new Comparison("t100-p100-a100", 185, 205), new Comparison("t300-p100-a100", 170, 200)));
		assertThat(allOff.beyondTheBand()).isTrue();
	}

	@Test
	void correctsCpuWorkByTheServiceTimeTheBoardDriftedBy() {
		final BoardSettings knobs = new BoardSettings("512m", 1000, Duration.ofNanos(3_400_000), Duration.ZERO,
				Duration.ofSeconds(60));
		final BoardSettings corrected = drift(190).corrected(knobs);
		assertThat(ServerEmulation.millis(corrected.cpuWork())).isCloseTo(3.4 - (1000 / 190.0 - 1000 / 210.0),
				within(0.001));
		assertThat(corrected.dbHold()).isEqualTo(knobs.dbHold());
	}

	/** Ten workers served {@code okPerS} against the reference's 210/s. */
	private static EmulationDrift drift(final double okPerS) {
		return new EmulationDrift(List.of(new Comparison("t10-p100-a100", okPerS, 210)));
	}

	/**
	 * A run whose board served {@code peakOkPerS} in the peak step and kept up elsewhere.
	 */
	private static List<Sample> served(final int peakOkPerS) {
		final List<Sample> samples = new ArrayList<>();
		for (int second = 0; second < 50; second++) {
			final int rate = (second >= 20 && second < 30) ? peakOkPerS : (int) PAPER.rateAt(second + 0.5);
			for (int i = 0; i < rate; i++) {
				final long due = ZERO_MS + second * 1000L + i * 1000L / rate;
				samples.add(new Sample(due, 5, true, "200", "OK", due, 0));
			}
		}
		return samples;
	}

}
