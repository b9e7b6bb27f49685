package dev.poolsweep.tuning.servers;

import java.util.List;

import dev.poolsweep.tuning.analysis.series.LatencySummary;
import dev.poolsweep.tuning.analysis.series.Sample;

/**
 * What one closed run measured, as JMeter's Summary Report gives it, with percentiles.
 *
 * @param requests the samples
 * @param errors those that failed (an error status, a refused or timed-out connection)
 * @param throughputRps JMeter's Throughput: the samples over the time from the first
 * start to the last end
 * @param meanMs the mean response time (JMeter's Average)
 * @param deviationMs JMeter's Deviation ({@link Deviation})
 * @param p50Ms nearest-rank percentiles of every sample's response time, as the Deviation
 * takes them all
 */
public record ClosedRunFigures(long requests, long errors, double throughputRps, double meanMs, double deviationMs,
		double p50Ms, double p95Ms, double p99Ms) {

	/** The figures of these samples; NaN where there are none. */
	public static ClosedRunFigures of(final List<Sample> samples) {
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
		final double throughput = samples.isEmpty() ? Double.NaN : samples.size() * 1000.0 / Math.max(1, last - first);
		return new ClosedRunFigures(samples.size(), errors, throughput, deviation.meanMs(), deviation.deviationMs(),
				latency.p50Ms(), latency.p95Ms(), latency.p99Ms());
	}

	/** The share of failed requests, 0..1; NaN without requests. */
	public double errorShare() {
		return requests == 0 ? Double.NaN : (double) errors / requests;
	}

}
