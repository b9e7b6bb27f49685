package dev.poolsweep.tuning.sweep;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import dev.poolsweep.tuning.analysis.Aggregate;
import dev.poolsweep.tuning.analysis.series.PerSecondSeries;
import dev.poolsweep.tuning.analysis.series.Sample;
import dev.poolsweep.tuning.model.PredictionSpread;
import dev.poolsweep.tuning.plan.LoadProfile;
import dev.poolsweep.tuning.settings.BoardSettings;
import dev.poolsweep.tuning.settings.ServerEmulation;

/**
 * How far the board of a sweep that reused an earlier sweep's emulation knobs has drifted
 * from that sweep's. The machine's speed drifts within hours by about the model's band,
 * and knobs that no longer hold move the recovery instants the emulation is for (one
 * worker was not back by 47 s on one-hour-old knobs, and back at 42 s on fresh ones).
 *
 * <p>
 * The sweeps' own runs at ten workers tell it, without a probe: in the schedule's peak
 * step ten workers of the emulated board are saturated and bound by its CPU, so the
 * successes they end per second there are its speed. A run is compared with a run, the
 * earlier sweep's first at ten workers, not with the probe, which loads a warmed board at
 * once: a run's board comes to the peak after 20 s of low load, and serves less there.
 * Ten workers, not one: their rate moves least between fresh boards.
 *
 * @param measuredOkPerS the median of the successes per second this run ended in its peak
 * step, from the step's third second
 * @param referenceOkPerS the same of the earlier sweep's run
 */
record EmulationDrift(double measuredOkPerS, double referenceOkPerS) {

	/** The workers of the runs that tell it. */
	static final int WORKERS = 10;

	/** Seconds of the peak step left out while the queue builds up. */
	private static final int SETTLING_S = 2;

	/**
	 * The median of the successes per second a run ended in the peak step of
	 * {@code profile}, from its third second; NaN when the run has none there.
	 */
	static double peakOkPerS(final List<Sample> samples, final LoadProfile profile) {
		if (samples.isEmpty()) {
			return Double.NaN;
		}
		final LoadProfile.Step peak = profile.peakStep();
		final long zeroMs = PerSecondSeries.timeZeroMs(samples);
		final int first = (int) peak.startS() + SETTLING_S;
		final int[] ended = new int[(int) Math.max(0, peak.endS() - first)];
		for (final Sample sample : samples) {
			final long second = Math.floorDiv(sample.startMs() + sample.elapsedMs() - zeroMs, 1000) - first;
			if (sample.success() && second >= 0 && second < ended.length) {
				ended[(int) second]++;
			}
		}
		return ended.length == 0 ? Double.NaN : Aggregate.of(Arrays.stream(ended).asDoubleStream().toArray()).median();
	}

	/** The measured rate's share off the reference, e.g. -0.12 for 12 % slower. */
	double off() {
		return measuredOkPerS / referenceOkPerS - 1;
	}

	/** Whether it is beyond the model's band: a fresh board rarely falls that far. */
	boolean beyondTheBand() {
		return Math.abs(off()) > PredictionSpread.RATE_SPREAD;
	}

	/**
	 * The knobs with cpu-work moved by the service time the board drifted by, so that it
	 * serves as the earlier sweep's did, whose probes then hold again.
	 */
	BoardSettings corrected(final BoardSettings knobs) {
		final double driftMs = 1000 / measuredOkPerS - 1000 / referenceOkPerS;
		return ServerEmulation.withCpuWork(knobs, ServerEmulation.millis(knobs.cpuWork()) - driftMs);
	}

	/**
	 * "ten workers served 190.0/s in the burst, 9.5 % below the 210.0/s when the knobs
	 * were found".
	 */
	String describe() {
		return String.format(Locale.ROOT,
				"ten workers served %.1f/s in the burst, %.1f %% %s the %.1f/s of the run that the knobs were found for",
				measuredOkPerS, 100 * Math.abs(off()), off() < 0 ? "below" : "above", referenceOkPerS);
	}

}
