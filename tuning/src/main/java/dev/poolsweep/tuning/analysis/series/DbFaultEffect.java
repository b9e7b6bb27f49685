package dev.poolsweep.tuning.analysis.series;

import java.util.Arrays;
import java.util.Optional;
import java.util.OptionalLong;

import dev.poolsweep.tuning.analysis.series.AnalysisOptions;
import dev.poolsweep.tuning.plan.LoadProfile;
import dev.poolsweep.tuning.results.RunRecord;

/**
 * What a database fault did to one run: when it began and ended on the run's time axis
 * (seconds from time zero), when latency came back, and how many requests failed from its
 * start until then (to the end of the schedule when the run did not recover).
 *
 * <p>
 * The burst and the fault are two disturbances, and each one's recovery is judged up to
 * where the other begins: recovery from a fault that ends before the burst must hold
 * until the burst starts, and recovery from the burst until a fault that starts after it.
 * Otherwise the later disturbance would count against the earlier one's recovery. The
 * level and threshold are the burst's (see {@link Recovery}).
 *
 * @param startS second in which the database stopped answering
 * @param endS first whole second after it answered again
 */
public record DbFaultEffect(long startS, long endS, Recovery recovery, int errors) {

	/** The effect of the fault recorded in the run's outcome; empty when it had none. */
	public static Optional<DbFaultEffect> of(final RunRecord outcome, final LoadProfile profile,
			final PerSecondSeries series, final AnalysisOptions options) {
		final OptionalLong started = outcome.dbFaultStartedMs();
		final OptionalLong ended = outcome.dbFaultEndedMs();
		if (started.isEmpty() || ended.isEmpty()) {
			return Optional.empty();
		}
		final long startS = Math.floorDiv(started.getAsLong() - series.zeroMs(), 1000);
		final long endS = Math.ceilDiv(ended.getAsLong() - series.zeroMs(), 1000);
		final LoadProfile.Step burst = profile.peakStep();
		final long untilS = endS <= burst.startS() ? burst.startS() : profile.durationS();
		final Recovery recovery = Recovery.of(profile, series, options)
			.after(startS, endS, series, untilS, options.recoveryWindowS());
		final long failingUntil = recovery.recovered() ? recovery.recoveredAtS() : untilS;
		final int[] errors = series.errors();
		final int failed = Arrays
			.stream(errors, (int) clamp(startS, errors.length), (int) clamp(failingUntil, errors.length))
			.sum();
		return Optional.of(new DbFaultEffect(startS, endS, recovery, failed));
	}

	/**
	 * Until when recovery from the burst is judged: the start of this fault when it
	 * begins after the burst, else the end of the schedule.
	 */
	public long burstRecoveryUntilS(final LoadProfile profile) {
		return startS >= profile.peakStep().endS() ? startS : profile.durationS();
	}

	private static long clamp(final long second, final int length) {
		return Math.max(0, Math.min(second, length));
	}

}
