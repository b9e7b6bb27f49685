package dev.poolsweep.tuning.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import dev.poolsweep.tuning.analysis.sweep.SweepAnalysis;
import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.report.ReportWriter;
import dev.poolsweep.tuning.results.ResultsFolder;
import dev.poolsweep.tuning.results.RunFolder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

@Command(name = "report", mixinStandardHelpOptions = true,
		description = "Rebuilds OUT/summary.csv, summary.json and report.html from a sweep's raw results, without running "
				+ "anything, and writes each analysed run's latency.hlog (HdrHistogram) where it is missing or out of date. "
				+ "Works on an unfinished sweep too: incomplete runs are listed, not used.")
public final class ReportCommand implements Callable<Integer> {

	@Parameters(paramLabel = "DIR", description = "The sweep's output folder.")
	Path dir;

	@Override
	public Integer call() throws Exception {
		requireSweep(dir);
		System.err.println(write(dir));
		return 0;
	}

	/**
	 * Writes OUT/summary.csv, summary.json and report.html from the raw results; returns
	 * lines to show. The one place the commands call the analysis: after a sweep, and for
	 * {@code poolsweep report}.
	 */
	static String write(final Path out) throws IOException {
		final SweepAnalysis sweep = ReportWriter.write(out);
		return "report: " + out.resolve(ResultsFolder.REPORT_HTML) + " (and " + ResultsFolder.SUMMARY_CSV + ", "
				+ ResultsFolder.SUMMARY_JSON + "; " + RunFolder.LATENCY_HLOG + " in each run folder)"
				+ System.lineSeparator() + sweep.points().size() + " points, " + sweep.failedRuns().size()
				+ " failed runs, " + sweep.incompleteRuns().size() + " incomplete runs" + System.lineSeparator()
				+ sweep.recommendation().headline(sweep.pointSettings());
	}

	/** A one-line error unless {@code dir} holds a sweep's results. */
	public static void requireSweep(final Path dir) {
		if (!new ResultsFolder(dir).holdsSweep()) {
			throw new BadInputException(dir + " is not a sweep's output folder (no " + ResultsFolder.SWEEP_PROPERTIES
					+ ", no " + ResultsFolder.POINTS + "/)");
		}
	}

}
