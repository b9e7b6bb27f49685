package dev.poolsweep.tuning.analysis.series;

import java.util.ArrayList;
import java.util.List;

import dev.poolsweep.tuning.analysis.series.AnalysisOptions;
import dev.poolsweep.tuning.text.Format;

/**
 * Whether the load generator kept to the schedule. A run where, in any step, more than
 * the limit (1 %) of the scheduled requests was never sent, or was sent more than the
 * late limit (100 ms) after it was due, measured the generator as much as the board: it
 * is marked generator-limited and not ranked. The totals are over the whole schedule. A
 * step in which the generator was at its bound on requests in flight (arrivals.csv's
 * at_bound) says so: there the bound, not the server, decided those seconds.
 *
 * @param reasons one entry per step over the limit, e.g. "300/s step: 12.1 % never sent,
 * 3.0 % late"
 */
public record GeneratorCheck(long scheduled, long sent, long late, long neverSent, List<String> reasons) {

	public static GeneratorCheck of(final List<StepStats> steps, final AnalysisOptions options) {
		return of(steps, options, new boolean[0]);
	}

	/**
	 * As {@link #of(List, AnalysisOptions)}, with the seconds of the schedule in which
	 * the generator was at its bound.
	 */
	public static GeneratorCheck of(final List<StepStats> steps, final AnalysisOptions options,
			final boolean[] secondsAtBound) {
		final List<String> reasons = new ArrayList<>();
		long scheduled = 0;
		long sent = 0;
		long late = 0;
		long neverSent = 0;
		for (final StepStats step : steps) {
			scheduled += step.scheduled();
			sent += step.requests();
			late += step.late();
			neverSent += step.neverSent();
			final double neverPct = percentOf(step.neverSent(), step.scheduled());
			final double latePct = percentOf(step.late(), step.scheduled());
			if (neverPct > options.generatorLimitPct() || latePct > options.generatorLimitPct()) {
				final long atBound = atBoundIn(step, secondsAtBound);
				reasons.add(Format.number(step.targetRps()) + "/s step: " + Format.number(neverPct) + " % never sent, "
						+ Format.number(latePct) + " % sent more than " + options.lateAfterMs() + " ms late"
						+ (atBound > 0
								? " (JMeter at its bound on requests in flight in " + atBound + " of its "
										+ step.step().durationS() + " s: the bound, not the server, decided them)"
								: ""));
			}
		}
		return new GeneratorCheck(scheduled, sent, late, neverSent, List.copyOf(reasons));
	}

	private static long atBoundIn(final StepStats step, final boolean[] secondsAtBound) {
		long seconds = 0;
		for (long s = step.step().startS(); s < Math.min(step.step().endS(), secondsAtBound.length); s++) {
			seconds += secondsAtBound[(int) s] ? 1 : 0;
		}
		return seconds;
	}

	private static double percentOf(final long part, final long whole) {
		return whole == 0 ? 0 : 100.0 * part / whole;
	}

	public boolean limited() {
		return !reasons.isEmpty();
	}

	/** One line for people: why the run is not a result, or empty. */
	public String summary() {
		return limited() ? "generator-limited: " + String.join("; ", reasons) : "";
	}
}
