package dev.poolsweep.tuning.sweep;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

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
 * The sweeps' own runs at {@value #WORKERS} workers or more tell it, without a probe: in
 * the schedule's peak step they are saturated and bound by the emulated board's CPU, so
 * the successes they end per second there are its speed. A run is compared with a run of
 * the same point, the first of the sweep that set the references, not with the probe,
 * which loads a board at once where a run's comes to the peak after 20 s of low load. Ten
 * workers or more, not one: their rate moves least between fresh boards.
 *
 * <p>
 * Design: the drift is the median of up to {@value #DECIDING_RUNS} such comparisons, not
 * one. One run's rate against another's moves by the model's whole band from one fresh
 * board to the next ({@link PredictionSpread#RATE_SPREAD} is 1.645 standard deviations of
 * that), so one comparison read about one sweep in ten as drifted, and its correction
 * then moved the knobs by that noise; the median of three moves about 0.7 times as much.
 *
 * @param runs the comparisons, at least one
 */
record EmulationDrift(List<Comparison> runs) {

	/** The fewest workers of the runs that tell it. */
	static final int WORKERS = 10;

	/** How many comparisons decide, where the sweep has as many. */
	static final int DECIDING_RUNS = 3;

	/** Seconds of the peak step left out while the queue builds up. */
	private static final int SETTLING_S = 2;

	EmulationDrift {
		runs = List.copyOf(runs);
		if (runs.isEmpty()) {
			throw new IllegalArgumentException("a drift needs a run to compare");
		}
	}

	/**
	 * One run against the reference run of its point.
	 *
	 * @param point the point's id, e.g. t10-p100-a100
	 * @param measuredOkPerS the median of the successes per second this run ended in its
	 * peak step, from the step's third second
	 * @param referenceOkPerS the same of the reference run
	 */
	record Comparison(String point, double measuredOkPerS, double referenceOkPerS) {

		double off() {
			return measuredOkPerS / referenceOkPerS - 1;
		}

	}

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

	/** The median share off the references, e.g. -0.12 for 12 % slower. */
	double off() {
		return Aggregate.of(runs.stream().mapToDouble(Comparison::off).toArray()).median();
	}

	/** Whether it is beyond the model's band: a fresh board rarely falls that far. */
	boolean beyondTheBand() {
		return Math.abs(off()) > PredictionSpread.RATE_SPREAD;
	}

	/**
	 * The knobs with cpu-work moved by the service time the board drifted by, at the
	 * references' median rate, so that it serves as the earlier sweep's did, whose probes
	 * then hold again.
	 */
	BoardSettings corrected(final BoardSettings knobs) {
		final double referenceOkPerS = Aggregate.of(runs.stream().mapToDouble(Comparison::referenceOkPerS).toArray())
			.median();
		final double driftMs = 1000 / (referenceOkPerS * (1 + off())) - 1000 / referenceOkPerS;
		return ServerEmulation.withCpuWork(knobs, ServerEmulation.millis(knobs.cpuWork()) - driftMs);
	}

	/**
	 * "in the burst, t10-p100-a100 served 190.0/s (-9.5 %) against the 210.0/s of the run
	 * the knobs were found with; the median 9.5 % below".
	 */
	String describe() {
		final String each = runs.stream()
			.map((run) -> String.format(Locale.ROOT, "%s served %.1f/s (%+.1f %%) against %.1f/s", run.point(),
					run.measuredOkPerS(), 100 * run.off(), run.referenceOkPerS()))
			.collect(Collectors.joining(", "));
		return String.format(Locale.ROOT,
				"in the burst, %s in the run%s the knobs were found with; the median %.1f %% %s", each,
				runs.size() == 1 ? "" : "s", 100 * Math.abs(off()), off() < 0 ? "below" : "above");
	}

}
