package dev.poolsweep.tuning.servers;

import java.util.List;

import dev.poolsweep.tuning.analysis.series.LatencySummary;
import dev.poolsweep.tuning.analysis.series.Sample;
import dev.poolsweep.tuning.analysis.verdict.GeneratorHeadroom;

/**
 * What one closed run measured, as JMeter's Summary Report gives it, with percentiles and
 * what the run cost the load generator (JMeter, or vegeta, whose samples are summarised
 * by the same code).
 *
 * @param requests the samples
 * @param errors those that failed (an error status, a refused or timed-out connection)
 * @param throughputRps JMeter's Throughput: the samples over the time from the first
 * start to the last end
 * @param meanMs the mean response time (JMeter's Average)
 * @param deviationMs JMeter's Deviation ({@link Deviation})
 * @param p50Ms nearest-rank percentiles of every sample's response time, as the Deviation
 * takes them all
 * @param generatorCpuMsPerRequest the generator's CPU time per request, from its first
 * request to its end (the sweep's jmeter_cpu_s over the samples); NaN when unknown
 * @param generatorCpuShare that CPU time over the run's span on the generator's CPUs,
 * 0..1; NaN when unknown
 */
public record ClosedRunFigures(long requests, long errors, double throughputRps, double meanMs, double deviationMs,
		double p50Ms, double p95Ms, double p99Ms, double generatorCpuMsPerRequest, double generatorCpuShare) {

	/**
	 * The figures of these samples (NaN where there are none), sent by a generator that
	 * used {@code generatorCpuSeconds} of CPU from its first request to its end (negative
	 * when unknown) on {@code generatorCpus} CPUs.
	 */
	public static ClosedRunFigures of(final List<Sample> samples, final double generatorCpuSeconds,
			final int generatorCpus) {
		final Deviation deviation = new Deviation();
		final long[] elapsed = new long[samples.size()];
		long errors = 0;
		long first = Long.MAX_VALUE;
		long last = Long.MIN_VALUE;
		for (int i = 0; i < samples.size(); i++) {
			final Sample sample = samples.get(i);
			elapsed[i] = sample.elapsedMs();
			deviation.add(sample.elapsedMs());
			errors += sample.success() ? 0 : 1;
			first = Math.min(first, sample.startMs());
			last = Math.max(last, sample.startMs() + sample.elapsedMs());
		}
		final LatencySummary latency = LatencySummary.of(elapsed);
		// JMeter's Throughput: a span shorter than 1 ms counts as 1 ms
		final long spanMs = Math.max(1, last - first);
		final double throughput = samples.isEmpty() ? Double.NaN : samples.size() * 1000.0 / spanMs;
		final boolean cpuKnown = generatorCpuSeconds >= 0 && !samples.isEmpty() && generatorCpus > 0;
		// the CPU time runs on to the generator's end, a little after the last response:
		// capped
		final double share = cpuKnown ? Math.min(1, generatorCpuSeconds * 1000 / spanMs / generatorCpus) : Double.NaN;
		return new ClosedRunFigures(samples.size(), errors, throughput, deviation.meanMs(), deviation.deviationMs(),
				latency.p50Ms(), latency.p95Ms(), latency.p99Ms(),
				cpuKnown ? generatorCpuSeconds * 1000 / samples.size() : Double.NaN, share);
	}

	/**
	 * The requests at the server on average over the run, by Little's law (throughput ×
	 * mean response time): how many of the clients the generator kept at the server. A
	 * closed workload's client not yet started, already finished, or waiting for the
	 * generator's CPU to send its next request is not there, so a generator that starts
	 * its clients slowly or is short of CPU puts fewer at a fast server than it has.
	 */
	public double inFlight() {
		return throughputRps * meanMs / 1000;
	}

	/** The share of failed requests, 0..1; NaN without requests. */
	public double errorShare() {
		return requests == 0 ? Double.NaN : (double) errors / requests;
	}

	/**
	 * Whether the generator was busy over the run by the sweep's threshold
	 * ({@link GeneratorHeadroom#BUSY_PCT} of its CPUs): a closed workload then measures
	 * the generator as much as the server, whose answers wait for the clients' next
	 * requests.
	 */
	public boolean generatorBusy() {
		return 100 * generatorCpuShare > GeneratorHeadroom.BUSY_PCT;
	}

}
