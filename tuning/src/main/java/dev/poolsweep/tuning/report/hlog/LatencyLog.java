package dev.poolsweep.tuning.report.hlog;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import dev.poolsweep.tuning.analysis.RunAnalysis;
import dev.poolsweep.tuning.analysis.series.PerSecondSeries;
import dev.poolsweep.tuning.results.AtomicFiles;
import dev.poolsweep.tuning.results.RunFolder;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;

/**
 * A run's latencies as an HdrHistogram interval log ({@value RunFolder#LATENCY_HLOG}
 * beside samples.jtl), so that a performance engineer can load them in the tools that
 * read that format (HdrHistogram's HistogramLogProcessor, HistogramLogAnalyzer).
 *
 * <p>
 * One interval per second of the due instant, counted from the run's time zero, which is
 * the log's start and base time. The values are the analysis's own, taken from the run's
 * {@link PerSecondSeries}, so the log and the report's percentiles come from one
 * computation: untagged, the latency from the due instant of every request due, the
 * unserved ones counted as the series counts them; tagged {@value #OK_LATENCY_TAG}, the
 * successful requests' latency from the due instant; tagged {@value #OK_RESPONSE_TAG},
 * their response time from the actual send. Values are in nanoseconds (JMeter's whole
 * milliseconds × 10<sup>6</sup>), so HistogramLogProcessor's default unit ratio prints
 * milliseconds.
 * </p>
 */
public final class LatencyLog {

	/** The tag of the successful requests' latencies from the due instant. */
	public static final String OK_LATENCY_TAG = "ok-latency";

	/** The tag of the successful requests' response times (from the actual send). */
	public static final String OK_RESPONSE_TAG = "ok-response";

	/** The log's unit: nanoseconds, HdrHistogram's convention for latency logs. */
	public static final long NANOS_PER_MS = 1_000_000;

	/**
	 * HdrHistogram's precision: values within 0.1 % of each other may share a bucket.
	 */
	private static final int SIGNIFICANT_DIGITS = 3;

	/** Prints an interval's maximum in milliseconds, as the tools expect. */
	private static final double MAX_VALUE_UNIT_RATIO = NANOS_PER_MS;

	private LatencyLog() {
	}

	/**
	 * Writes the run's log beside its samples.jtl, atomically (a temporary file renamed
	 * over it), unless the file already holds exactly this log: a report run again on the
	 * same folder leaves it untouched. Returns whether it wrote.
	 */
	public static boolean write(final RunAnalysis run) throws IOException {
		final Path file = run.folder().latencyLog();
		final String log = render(run);
		if (Files.isRegularFile(file)
				&& Arrays.equals(Files.readAllBytes(file), log.getBytes(StandardCharsets.UTF_8))) {
			return false;
		}
		AtomicFiles.writeString(file, log);
		return true;
	}

	/** The log's text: the header, then three histograms a second. */
	public static String render(final RunAnalysis run) {
		final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
		final HistogramLogWriter writer = new HistogramLogWriter(new PrintStream(bytes, false, StandardCharsets.UTF_8));
		header(writer, run);
		final PerSecondSeries series = run.series();
		final Histogram histogram = new Histogram(SIGNIFICANT_DIGITS);
		for (int s = 0; s < series.seconds(); s++) {
			interval(writer, s, histogram, null, series.latenciesDueIn(s, s + 1));
			interval(writer, s, histogram, OK_LATENCY_TAG, series.successLatenciesDueIn(s, s + 1));
			interval(writer, s, histogram, OK_RESPONSE_TAG, series.successResponsesDueIn(s, s + 1));
		}
		writer.close();
		return bytes.toString(StandardCharsets.UTF_8);
	}

	private static void header(final HistogramLogWriter writer, final RunAnalysis run) {
		writer.outputComment("poolsweep latency log of " + run.settings().pointId() + " repetition " + run.repetition()
				+ ": one interval per second of the instant the schedule made requests due, "
				+ "from the run's time zero (the start and base time below).");
		writer.outputComment("Values in nanoseconds (whole ms from samples.jtl); HistogramLogProcessor's "
				+ "default -outputValueUnitRatio 1e6 prints milliseconds.");
		writer.outputComment("Untagged: latency from the due instant to the end of the response of every "
				+ "request due, a failed one as no faster than the response time-out and one never sent as the "
				+ "time-out (response_timeout_ms, point.properties), as the report counts them.");
		writer.outputComment("Tagged " + OK_LATENCY_TAG + ": the successful requests' latency from the due instant. "
				+ "Tagged " + OK_RESPONSE_TAG + ": the successful requests' response time, from the actual send.");
		writer.outputLogFormatVersion();
		writer.outputStartTime(run.series().zeroMs());
		writer.outputBaseTime(run.series().zeroMs());
		writer.outputLegend();
	}

	/**
	 * Second {@code s}'s values as one interval, in {@code histogram} (reset first, which
	 * clears its tag too). A negative latency (a request started before it was due, by
	 * the generator's clock) is recorded as 0: HdrHistogram records no negative values.
	 */
	private static void interval(final HistogramLogWriter writer, final int s, final Histogram histogram,
			final String tag, final long[] valuesMs) {
		histogram.reset();
		histogram.setTag(tag);
		for (final long ms : valuesMs) {
			histogram.recordValue(Math.max(0, ms) * NANOS_PER_MS);
		}
		writer.outputIntervalHistogram(s, s + 1, histogram, MAX_VALUE_UNIT_RATIO);
	}

}
