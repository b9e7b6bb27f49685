package dev.poolsweep.tuning.jmx;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;

import dev.poolsweep.tuning.analysis.verdict.GeneratorHeadroom;

/**
 * How hard the measured JMeter process worked, second by second as the sampler saw it
 * (the jmeter_* columns of jmx.csv): its CPU relative to the CPUs it may use, and its
 * resident memory. A load generator short of CPU sends late and then measures its own
 * queue, not the board's; so the run says when JMeter was busy long enough to be the
 * limit. The run is kept: its figures may still hold, and the analysis judges them by
 * what was really sent.
 */
public final class JmeterUsage {

	/**
	 * One sampled second, ending at {@code epochMs}.
	 *
	 * @param cpuShare 0..1 of JMeter's CPUs over the second before; NaN when unknown
	 * @param rssBytes resident memory; -1 when unknown
	 */
	record Second(long epochMs, double cpuShare, long rssBytes) {

		/** When the second began: the sampler's previous row. */
		long startMs() {
			return epochMs - JmxSampler.PERIOD_MS;
		}
	}

	/**
	 * What JMeter used during the measured run.
	 *
	 * @param cpuPeak the highest 1-s CPU share, 0..1; NaN when none was read
	 * @param rssPeak the highest resident memory in bytes; -1 when none was read
	 * @param busiest the busiest second of the seconds in a row where JMeter was busy by
	 * the analysis's rule ({@link GeneratorHeadroom#busiest}), if there was such a row
	 */
	public record Summary(double cpuPeak, long rssPeak, Optional<Second> busiest) {

		/**
		 * The warning when JMeter was busy, e.g. "JMeter used 93 % of its CPUs (CPU 1) at
		 * t=24 s of t10-p100-a100/rep-1: the load generator may be the limit"; {@code t}
		 * counts from the run's time zero.
		 */
		public Optional<String> warning(final String cpusLabel, final long zeroMs, final Object run) {
			return busiest.map(second -> String.format(Locale.ROOT,
					"JMeter used %.0f %% of its CPUs (%s) at t=%d s of " + "%s: the load generator may be the limit",
					second.cpuShare() * 100, cpusLabel, Math.round((second.startMs() - zeroMs) / 1000.0), run));
		}
	}

	private final List<Second> seconds = new ArrayList<>();

	synchronized void add(final long epochMs, final Double cpuShare, final long rssBytes) {
		seconds.add(new Second(epochMs, cpuShare == null ? Double.NaN : cpuShare, rssBytes));
	}

	/**
	 * The seconds that began at or after {@code fromMs}; see {@link #during(long, long)}.
	 */
	public Summary during(final long fromMs) {
		return during(fromMs, Long.MAX_VALUE);
	}

	/**
	 * The measured run: the seconds that began in [{@code fromMs}, {@code toMs}) (time
	 * zero, just before the first request, to the end of the schedule), so JMeter's own
	 * start-up and shut-down, which send nothing, are left out.
	 */
	public synchronized Summary during(final long fromMs, final long toMs) {
		final List<Second> run = seconds.stream()
			.filter(second -> second.startMs() >= fromMs && second.startMs() < toMs)
			.toList();
		final double cpuPeak = run.stream()
			.mapToDouble(Second::cpuShare)
			.filter(share -> !Double.isNaN(share))
			.max()
			.orElse(Double.NaN);
		final long rssPeak = run.stream().mapToLong(Second::rssBytes).max().orElse(-1);
		return new Summary(cpuPeak, rssPeak, busiest(run));
	}

	/**
	 * The busiest second of those where JMeter was busy by the analysis's rule
	 * ({@link GeneratorHeadroom#busiest}); empty when it never was.
	 */
	static Optional<Second> busiest(final List<Second> seconds) {
		final double[] pct = seconds.stream().mapToDouble(second -> 100 * second.cpuShare()).toArray();
		final OptionalInt busiest = GeneratorHeadroom.busiest(pct);
		return busiest.isPresent() ? Optional.of(seconds.get(busiest.getAsInt())) : Optional.empty();
	}

}
