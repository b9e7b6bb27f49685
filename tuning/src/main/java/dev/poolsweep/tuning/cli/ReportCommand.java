package dev.poolsweep.tuning.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import dev.poolsweep.tuning.analysis.sweep.SweepAnalysis;
import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.report.ReportWriter;
import dev.poolsweep.tuning.results.ResultsFolder;
import dev.poolsweep.tuning.results.RunFolder;
import dev.poolsweep.tuning.servers.ServersFolder;
import dev.poolsweep.tuning.servers.ServersReport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

@Command(name = "report", mixinStandardHelpOptions = true,
		description = "Rebuilds OUT/summary.csv, summary.json and report.html from a sweep's raw results, without running "
				+ "anything, and writes each analysed run's latency.hlog (HdrHistogram) where it is missing or out of date. "
				+ "Works on an unfinished sweep too: incomplete runs are listed, not used. On the folder of poolsweep "
				+ "servers, rebuilds its summary.csv and report.html from runs.csv.")
public final class ReportCommand implements Callable<Integer> {

	@Parameters(paramLabel = "DIR", description = "The output folder of a sweep, or of poolsweep servers.")
	Path dir;

	@Override
	public Integer call() throws Exception {
		if (ServersFolder.holds(dir)) {
			System.err.println(writeServers(dir));
			return 0;
		}
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
				+ answer(out, sweep);
	}

	/**
	 * In a tune's folder the tune's answer, the first line of its tune.properties: the
	 * sweep's ranking of the same runs is not the answer (a point with only the model's
	 * calibration run can lead it); elsewhere the sweep's recommendation.
	 */
	private static String answer(final Path out, final SweepAnalysis sweep) throws IOException {
		final Path tune = out.resolve(ResultsFolder.TUNE_PROPERTIES);
		final List<String> lines = Files.isRegularFile(tune) ? Files.readAllLines(tune) : List.of();
		return lines.isEmpty() ? sweep.recommendation().headline(sweep.pointSettings())
				: "the tune's answer (" + tune + "): " + lines.getFirst().replaceFirst("^# ", "");
	}

	/**
	 * Rebuilds the report of poolsweep servers from its folder; returns lines to show.
	 */
	private static String writeServers(final Path dir) throws IOException {
		final ServersFolder folder = ServersFolder.read(dir);
		return ServersReport.writeAll(dir, folder.cells(), folder.threadLimits(), folder.notes(), folder.settings())
				+ "report: " + dir.resolve(ServersReport.REPORT_HTML) + " (and " + ServersReport.SUMMARY_CSV + ")";
	}

	/** A one-line error unless {@code dir} holds a sweep's results. */
	public static void requireSweep(final Path dir) {
		if (ServersFolder.holds(dir)) {
			throw new BadInputException(dir + " holds the results of poolsweep servers, not a sweep's");
		}
		if (!new ResultsFolder(dir).holdsSweep()) {
			throw new BadInputException(dir + " is not a sweep's output folder (no " + ResultsFolder.SWEEP_PROPERTIES
					+ ", no " + ResultsFolder.POINTS + "/)");
		}
	}

}
