package dev.poolsweep.tuning.generator;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

import dev.poolsweep.tuning.analysis.verdict.GeneratorHeadroom;

/**
 * How hard each process of the load generator worked, second by second as the sampler saw
 * it: its CPU relative to the CPUs it may use, and its resident memory. A load generator
 * short of CPU sends late and then measures its own queue, not the board's; so the run
 * says when an engine was busy long enough to be the limit. The run is kept: its figures
 * may still hold, and the analysis judges them by what was really sent.
 */
public final class GeneratorUsage {

	/**
	 * One sampled second of one engine, ending at {@code epochMs}.
	 *
	 * @param cpuShare 0..1 of the engine's CPUs over the second before; NaN when unknown
	 * @param rssBytes resident memory; -1 when unknown
	 */
	record Second(long epochMs, double cpuShare, long rssBytes) {
	}

	/**
	 * What one engine used during the measured run.
	 *
	 * @param engine the process, e.g. "JMeter" or "JMeter engine 1"
	 * @param cpuPeak the highest 1-s CPU share, 0..1; NaN when none was read
	 * @param rssPeak the highest resident memory in bytes; -1 when none was read
	 * @param busiestStartMs when the busiest second began, of the seconds in a row where
	 * the engine was busy by the analysis's rule ({@link GeneratorHeadroom#busiest}), if
	 * there was such a row
	 * @param busiestShare that second's CPU share
	 */
	public record Summary(Engine engine, double cpuPeak, long rssPeak, Optional<Long> busiestStartMs,
			double busiestShare) {

		/**
		 * The warning when the engine was busy, e.g. "JMeter used 93 % of its CPUs (CPU
		 * 1) at t=24 s of t10-p100-a100/rep-1: the load generator may be the limit";
		 * {@code t} counts from the run's time zero.
		 */
		public Optional<String> warning(final String cpusLabel, final long zeroMs, final Object run) {
			return busiestStartMs.map(startMs -> String.format(Locale.ROOT,
					"%s used %.0f %% of its CPUs (%s) at t=%d s of %s: the load generator may be the limit",
					engine.name(), busiestShare * 100, cpusLabel, Math.round((startMs - zeroMs) / 1000.0), run));
		}
	}

	private final long periodMs;

	private final Map<Engine, List<Second>> engines = new LinkedHashMap<>();

	/**
	 * @param periodMs how far apart the sampler reads, so that a reading's second began
	 * periodMs before it
	 */
	public GeneratorUsage(final long periodMs) {
		this.periodMs = periodMs;
	}

	/** One reading of {@code engine} at {@code epochMs}; null and -1 when unknown. */
	public synchronized void add(final Engine engine, final long epochMs, final Double cpuShare, final long rssBytes) {
		engines.computeIfAbsent(engine, name -> new ArrayList<>())
			.add(new Second(epochMs, cpuShare == null ? Double.NaN : cpuShare, rssBytes));
	}

	/**
	 * Each engine's seconds that began in [{@code fromMs}, {@code toMs}) (time zero, just
	 * before the first request, to the end of the schedule), so that an engine's own
	 * start-up and shut-down, which send nothing, are left out; in the order the engines
	 * were first read.
	 */
	public synchronized List<Summary> during(final long fromMs, final long toMs) {
		final List<Summary> summaries = new ArrayList<>();
		engines.forEach((engine,
				seconds) -> summaries.add(summary(engine, seconds.stream()
					.filter(second -> second.epochMs() - periodMs >= fromMs && second.epochMs() - periodMs < toMs)
					.toList())));
		return summaries;
	}

	private Summary summary(final Engine engine, final List<Second> run) {
		final double cpuPeak = run.stream()
			.mapToDouble(Second::cpuShare)
			.filter(share -> !Double.isNaN(share))
			.max()
			.orElse(Double.NaN);
		final long rssPeak = run.stream().mapToLong(Second::rssBytes).max().orElse(-1);
		final Optional<Second> busiest = busiest(run);
		return new Summary(engine, cpuPeak, rssPeak, busiest.map(second -> second.epochMs() - periodMs),
				busiest.map(Second::cpuShare).orElse(Double.NaN));
	}

	/**
	 * The busiest second of those where the engine was busy by the analysis's rule
	 * ({@link GeneratorHeadroom#busiest}); empty when it never was.
	 */
	static Optional<Second> busiest(final List<Second> seconds) {
		final double[] pct = seconds.stream().mapToDouble(second -> 100 * second.cpuShare()).toArray();
		final OptionalInt busiest = GeneratorHeadroom.busiest(pct);
		return busiest.isPresent() ? Optional.of(seconds.get(busiest.getAsInt())) : Optional.empty();
	}

}
