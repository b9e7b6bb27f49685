package dev.poolsweep.tuning.report.hlog;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import dev.poolsweep.tuning.analysis.RunAnalysis;
import dev.poolsweep.tuning.analysis.SweepFixture;
import dev.poolsweep.tuning.analysis.series.LatencySummary;
import dev.poolsweep.tuning.analysis.series.PerSecondSeries;
import dev.poolsweep.tuning.report.ReportWriter;
import dev.poolsweep.tuning.results.RunFolder;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogProcessor;
import org.HdrHistogram.HistogramLogReader;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.withinPercentage;

/**
 * One run with intended_ms, sent late in the burst, with failures and requests never
 * sent, written by the report: its latency.hlog read back with HdrHistogram's own reader
 * and processor.
 */
class LatencyLogTest {

	/** Burst in [3, 6); 72 requests due. */
	private static final String PROFILE = "const(4,3s) const(12,3s) const(4,6s)";

	/** HdrHistogram's precision at 3 significant digits, in percent. */
	private static final double PRECISION_PCT = 0.1;

	@TempDir
	Path out;

	private RunAnalysis run;

	private Path log;

	@BeforeEach
	void writeAndReport() throws IOException {
		new SweepFixture(out).run(10, 1, PROFILE)
			.startDelay(s -> s >= 3 && s < 6 ? 400 + 100 * s : 2)
			.elapsed(s -> 10 + 37L * s)
			.failFirstOf(1, "503", "", 3)
			.failFirstOf(4, "Non HTTP response code: java.net.SocketTimeoutException",
					"Non HTTP response message: Read timed out", 10_000)
			.neverSent(5, 2)
			.writeOk();
		run = ReportWriter.write(out).points().getFirst().runs().getFirst();
		log = run.folder().latencyLog();
	}

	@Test
	void theLogIsBesideTheSamplesWithOneIntervalPerSecondFromTimeZero() throws IOException {
		assertThat(log).isEqualTo(run.folder().samples().resolveSibling(RunFolder.LATENCY_HLOG)).isRegularFile();
		final List<EncodableHistogram> untagged = read(null);
		assertThat(untagged).hasSize(run.seconds());
		assertThat(untagged.getFirst().getStartTimeStamp()).isEqualTo(SweepFixture.ZERO_MS);
		assertThat(untagged.getLast().getEndTimeStamp()).isEqualTo(SweepFixture.ZERO_MS + run.seconds() * 1000L);
		assertThat(Files.readString(log)).contains("#poolsweep latency log", "Values in nanoseconds");
	}

	/**
	 * The log holds the report's own values: HdrHistogram's percentiles of it are the
	 * report's nearest-rank ones within its precision, overall and per second.
	 */
	@Test
	void itsPercentilesAreTheReportsWithinHdrHistogramsPrecision() throws IOException {
		assertThat(run.overall().count()).as("72 due: 70 sent, 2 never sent").isEqualTo(72);
		assertMatches(sum(read(null)), run.overall());
		assertMatches(sum(read(LatencyLog.OK_RESPONSE_TAG)), run.successResponse());
		final PerSecondSeries series = run.series();
		assertMatches(sum(read(LatencyLog.OK_LATENCY_TAG)),
				LatencySummary.of(series.successLatenciesDueIn(0, run.seconds())));
		final List<EncodableHistogram> seconds = read(null);
		for (int s = 0; s < run.seconds(); s++) {
			assertThat(((Histogram) seconds.get(s)).getValueAtPercentile(95) / 1e6).as("second %d", s)
				.isCloseTo(series.percentileMs(95)[s], withinPercentage(PRECISION_PCT));
		}
	}

	@Test
	void hdrHistogramsLogProcessorReadsIt() throws Exception {
		final Path prefix = out.resolve("processed");

		new HistogramLogProcessor(new String[] { "-i", log.toString(), "-o", prefix.toString() }).run();

		final String percentiles = Files.readString(Path.of(prefix + ".hgrm"));
		final Matcher total = Pattern.compile("Total count\\s*=\\s*(\\d+)").matcher(percentiles);
		assertThat(total.find()).as(percentiles).isTrue();
		assertThat(Integer.parseInt(total.group(1))).as("the untagged histograms only").isEqualTo(72);
		final Matcher max = Pattern.compile("#\\[Max\\s*=\\s*([0-9.]+)").matcher(percentiles);
		assertThat(max.find()).isTrue();
		assertThat(Double.parseDouble(max.group(1))).as("milliseconds")
			.isCloseTo(run.overall().maxMs(), withinPercentage(PRECISION_PCT));
		assertThat(Files.readAllLines(prefix)).as("one line a second and its header").hasSizeGreaterThan(run.seconds());
	}

	@Test
	void aReportAgainLeavesAnUnchangedLogAloneAndReplacesAStaleOne() throws IOException {
		final FileTime written = FileTime.fromMillis(SweepFixture.ZERO_MS);
		Files.setLastModifiedTime(log, written);

		assertThat(LatencyLog.write(run)).isFalse();
		assertThat(Files.getLastModifiedTime(log)).isEqualTo(written);

		Files.writeString(log, "half a log");
		assertThat(LatencyLog.write(run)).isTrue();
		assertThat(Files.readString(log)).isEqualTo(LatencyLog.render(run));
		try (Stream<Path> files = Files.list(log.getParent())) {
			assertThat(files.map(f -> f.getFileName().toString())).noneMatch(name -> name.endsWith(".tmp"));
		}
	}

	private List<EncodableHistogram> read(final String tag) throws IOException {
		final List<EncodableHistogram> histograms = new ArrayList<>();
		final HistogramLogReader reader = new HistogramLogReader(log.toFile());
		try {
			for (EncodableHistogram h = reader.nextIntervalHistogram(); h != null; h = reader.nextIntervalHistogram()) {
				if (tag == null ? h.getTag() == null : tag.equals(h.getTag())) {
					histograms.add(h);
				}
			}
		}
		finally {
			reader.close();
		}
		return histograms;
	}

	private static Histogram sum(final List<EncodableHistogram> intervals) {
		final Histogram sum = new Histogram(3);
		intervals.forEach(h -> sum.add((Histogram) h));
		return sum;
	}

	private static void assertMatches(final Histogram histogram, final LatencySummary report) {
		assertThat(histogram.getTotalCount()).isEqualTo(report.count());
		assertThat(histogram.getValueAtPercentile(50) / 1e6).isCloseTo(report.p50Ms(), withinPercentage(PRECISION_PCT));
		assertThat(histogram.getValueAtPercentile(95) / 1e6).isCloseTo(report.p95Ms(), withinPercentage(PRECISION_PCT));
		assertThat(histogram.getValueAtPercentile(99) / 1e6).isCloseTo(report.p99Ms(), withinPercentage(PRECISION_PCT));
		assertThat(histogram.getMaxValue() / 1e6).isCloseTo(report.maxMs(), withinPercentage(PRECISION_PCT));
	}

}
