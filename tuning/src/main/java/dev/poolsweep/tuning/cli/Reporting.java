package dev.poolsweep.tuning.cli;

import java.io.IOException;
import java.nio.file.Path;

import dev.poolsweep.tuning.analysis.SweepAnalysis;
import dev.poolsweep.tuning.report.ReportWriter;
import dev.poolsweep.tuning.results.ResultsFolder;

/**
 * The one place the commands call the analysis: after a sweep, and for
 * {@code poolsweep report}.
 */
final class Reporting {

	private Reporting() {
	}

	/**
	 * Writes OUT/summary.csv, summary.json and report.html from the raw results; returns
	 * lines to show.
	 */
	static String write(final Path out) throws IOException {
		final SweepAnalysis sweep = ReportWriter.write(out);
		return "report: " + out.resolve(ResultsFolder.REPORT_HTML) + " (and " + ResultsFolder.SUMMARY_CSV + ", "
				+ ResultsFolder.SUMMARY_JSON + ")" + System.lineSeparator() + sweep.points().size() + " points, "
				+ sweep.failedRuns().size() + " failed runs, " + sweep.incompleteRuns().size() + " incomplete runs"
				+ System.lineSeparator() + sweep.recommendation().headline(sweep.pointSettings());
	}

}
