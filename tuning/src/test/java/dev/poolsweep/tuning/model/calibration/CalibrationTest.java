package dev.poolsweep.tuning.model.calibration;

import java.util.List;

import dev.poolsweep.tuning.model.ServiceProfile;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class CalibrationTest {

	@Test
	void cpuPerRequestIsTheSlopeAndTheBackgroundTheIntercept() {
		// 0.2 cores of background, 4 ms per request, at 50 and 100 requests/s
		final double[] rates = { 50, 50, 100, 100, 100 };
		final double[] cores = { 0.4, 0.4, 0.6, 0.6, 0.6 };

		final CpuLine line = CpuLine.of(rates, cores);

		assertThat(line.cpuMs()).isCloseTo(4, within(1e-9));
		assertThat(line.backgroundCores()).isCloseTo(0.2, within(1e-9));
	}

	@Test
	void theSlopesStandardErrorComesFromTheScatterAboutTheLine() {
		// 4 ms a request, each second 0.01 core off the line: s^2 = 4e-4 / 2, and the
		// rates vary by 4 x 25^2 about their mean: sqrt(2e-4 / 2500) core per request/s
		final Calibration.LowLoad low = new Calibration.LowLoad(1, new double[] { 50, 50, 100, 100 },
				new double[] { 0.39, 0.41, 0.59, 0.61 }, new long[] { 7 }, new long[] { 8 }, 0);

		assertThat(Calibration.cpuLine(low).cpuMsError()).isCloseTo(1000 * Math.sqrt(2e-4 / 2500), within(1e-9));
		assertThat(CpuLine.of(new double[] { 50, 100 }, new double[] { 0.4, 0.6 }).cpuMsError()).isNaN();
	}

	@Test
	void oneRateGivesTheMeanCpuPerRequestAndNoBackground() {
		final CpuLine line = CpuLine.of(new double[] { 100, 100 }, new double[] { 0.5, 0.5 });

		assertThat(line.cpuMs()).isCloseTo(5, within(1e-9));
		assertThat(line.backgroundCores()).isZero();
		assertThat(line.cpuMsError()).isNaN();
	}

	@Test
	void aQuantileOfWholeMillisecondsIsInterpolatedWithinItsClass() {
		// 6 ms stands for [5.5, 6.5): half of the 10 values lie below 5.5 + 2 / 4, 40 %
		// below 5.5 + 1 / 4
		final long[] values = { 5, 5, 5, 6, 6, 6, 6, 7, 9, 30 };
		assertThat(Calibration.groupedQuantile(values, 0.5)).isCloseTo(6.0, within(1e-9));
		assertThat(Calibration.groupedQuantile(values, 0.4)).isCloseTo(5.75, within(1e-9));
		assertThat(Calibration.groupedQuantile(new long[] { 3, 3, 3, 3 }, 0.5)).isCloseTo(3.0, within(1e-9));
	}

	@Test
	void aProfileFromLowLoad() {
		// board on 1 core, 0.2 background, 4 ms per request of which 3 ms the CPU knob;
		// 60 % of the requests took 7 ms ([6.5, 7.5)): 40 % below 6.5 + 40 / 60, the time
		// a request alone holds its worker; 4 / 0.8 = 5 ms of it CPU at the share the
		// background leaves, the rest the database. JMeter sent each 1 ms late: the
		// noise is what the latencies from the due instant have beyond that time
		final long[] responses = new long[100];
		final long[] latencies = new long[100];
		for (int i = 0; i < responses.length; i++) {
			responses[i] = i < 60 ? 7 : 12;
			latencies[i] = responses[i] + 1;
		}
		final Calibration.LowLoad low = new Calibration.LowLoad(1, new double[] { 50, 100 }, new double[] { 0.4, 0.6 },
				responses, latencies, 3);

		final ServiceProfile profile = Calibration.serviceProfile(low);

		assertThat(profile.cpuMs()).isCloseTo(4, within(1e-9));
		assertThat(profile.cpuAfterDbMs()).isCloseTo(3 + 1.0 / 3, within(1e-9));
		assertThat(profile.backgroundCores()).isCloseTo(0.2, within(1e-9));
		assertThat(profile.aloneMs()).isCloseTo(6.5 + 40.0 / 60, within(1e-9));
		assertThat(profile.dbMs()).isCloseTo(6.5 + 40.0 / 60 - 5, within(1e-9));
		assertThat(profile.cpuGrowthPerBusyThread()).isEqualTo(0.0002);
		final List<Double> noise = profile.latencyNoiseMs();
		assertThat(noise).hasSize(100);
		assertThat(noise.getFirst()).isCloseTo(8 - profile.aloneMs(), within(1e-9));
		assertThat(noise.getLast()).isCloseTo(13 - profile.aloneMs(), within(1e-9));
	}

}
