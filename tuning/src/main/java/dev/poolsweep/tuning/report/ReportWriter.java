package dev.poolsweep.tuning.report;

import java.io.IOException;
import java.nio.file.Path;

import dev.poolsweep.tuning.analysis.PointAnalysis;
import dev.poolsweep.tuning.analysis.RunAnalysis;
import dev.poolsweep.tuning.analysis.series.AnalysisOptions;
import dev.poolsweep.tuning.analysis.sweep.SweepAnalysis;
import dev.poolsweep.tuning.analysis.sweep.SweepAnalyzer;
import dev.poolsweep.tuning.model.calibration.SweepPredictions;
import dev.poolsweep.tuning.report.hlog.LatencyLog;
import dev.poolsweep.tuning.results.AtomicFiles;
import dev.poolsweep.tuning.results.ResultsFolder;

/**
 * Analyses every run folder under OUT/points/*&#47;rep-* and writes OUT/summary.csv,
 * OUT/summary.json and OUT/report.html, each atomically, with the model's predictions for
 * every point beside the measured figures (made now, from the folder), and each analysed
 * run's latency.hlog ({@link LatencyLog}): at report time, so that a report on an older
 * folder writes them too. Safe to run while a sweep is still going: incomplete runs are
 * listed, not used.
 */
public final class ReportWriter {

	private ReportWriter() {
	}

	/**
	 * Writes the three files with {@link AnalysisOptions#defaults()}; returns the
	 * analysis (e.g. to print the winner).
	 */
	public static SweepAnalysis write(final Path outDir) throws IOException {
		return write(outDir, AnalysisOptions.defaults());
	}

	public static SweepAnalysis write(final Path outDir, final AnalysisOptions options) throws IOException {
		final SweepAnalysis sweep = new SweepAnalyzer(options).analyze(outDir);
		final SweepPredictions model = SweepPredictions.of(sweep);
		AtomicFiles.writeString(outDir.resolve(ResultsFolder.SUMMARY_CSV), SummaryCsv.render(sweep, model));
		AtomicFiles.writeString(outDir.resolve(ResultsFolder.SUMMARY_JSON), SummaryJson.render(sweep, model));
		AtomicFiles.writeString(outDir.resolve(ResultsFolder.REPORT_HTML), HtmlReport.render(sweep, model));
		for (final PointAnalysis point : sweep.points()) {
			for (final RunAnalysis run : point.runs()) {
				LatencyLog.write(run);
			}
		}
		return sweep;
	}

}
