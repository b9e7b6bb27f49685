package dev.poolsweep.tuning.analysis.series;

import java.util.Arrays;
import java.util.Optional;
import java.util.Properties;

import dev.poolsweep.tuning.results.OutcomeKeys;

/**
 * What a database fault did to one run: when it began and ended on the run's time axis
 * (seconds from time zero), when latency came back (see {@link Recovery#after}), and how
 * many requests failed from its start until then (to the end of the schedule when the run
 * did not recover).
 *
 * @param startS second in which the database stopped answering
 * @param endS first whole second after it answered again
 */
public record DbFaultEffect(long startS, long endS, Recovery recovery, int errors) {

	/**
	 * The effect of the fault recorded in the run's outcome; empty when it had none.
	 * @param burst the run's recovery from the burst, whose level and threshold count
	 */
	public static Optional<DbFaultEffect> of(final Properties outcome, final PerSecondSeries series,
			final Recovery burst, final long scheduleEndS, final int windowS) {
		final String started = outcome.getProperty(OutcomeKeys.DB_FAULT_STARTED_MS);
		final String ended = outcome.getProperty(OutcomeKeys.DB_FAULT_ENDED_MS);
		if (started == null || ended == null) {
			return Optional.empty();
		}
		final long startS = Math.floorDiv(Long.parseLong(started.strip()) - series.zeroMs(), 1000);
		final long endS = Math.ceilDiv(Long.parseLong(ended.strip()) - series.zeroMs(), 1000);
		final Recovery recovery = burst.after(startS, endS, series, scheduleEndS, windowS);
		final long until = recovery.recovered() ? recovery.recoveredAtS() : series.seconds();
		final int[] errors = series.errors();
		final int failed = Arrays.stream(errors, (int) clamp(startS, errors.length), (int) clamp(until, errors.length))
			.sum();
		return Optional.of(new DbFaultEffect(startS, endS, recovery, failed));
	}

	private static long clamp(final long second, final int length) {
		return Math.max(0, Math.min(second, length));
	}

}
