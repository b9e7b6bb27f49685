package dev.poolsweep.tuning.analysis.sweep;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;

import dev.poolsweep.tuning.analysis.FailedRun;
import dev.poolsweep.tuning.analysis.PointAnalysis;
import dev.poolsweep.tuning.analysis.PointSettings;
import dev.poolsweep.tuning.analysis.RunAnalysis;
import dev.poolsweep.tuning.analysis.RunAnalyzer;
import dev.poolsweep.tuning.analysis.series.AnalysisOptions;
import dev.poolsweep.tuning.analysis.verdict.Recommendation;
import dev.poolsweep.tuning.analysis.verdict.Recommender;
import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.results.ResultsFolder;
import dev.poolsweep.tuning.results.RunFolder;
import dev.poolsweep.tuning.results.SweepRecord;
import dev.poolsweep.tuning.results.RunRecord;

/**
 * Reads every run folder under OUT/points/*&#47;rep-* and analyses the sweep. A run
 * folder without outcome.properties is incomplete: ignored, but listed. A run marked
 * failed, or whose files cannot be analysed, is a {@link FailedRun}: counted and listed
 * with its reason.
 */
public final class SweepAnalyzer {

	private final AnalysisOptions options;

	private final RunAnalyzer runAnalyzer;

	public SweepAnalyzer(final AnalysisOptions options) {
		this.options = options;
		this.runAnalyzer = new RunAnalyzer(options);
	}

	public SweepAnalysis analyze(final Path outDir) throws IOException {
		final ResultsFolder results = new ResultsFolder(outDir);
		final SweepRecord sweep = SweepRecord.of(results.sweep());
		final List<PointAnalysis> points = new ArrayList<>();
		final List<String> incomplete = new ArrayList<>();
		for (final Path pointDir : results.pointFolders()) {
			points.add(analyzePoint(pointDir, outDir, incomplete));
		}
		points.sort((a, b) -> PointSettings.ORDER.compare(a.settings(), b.settings()));
		final List<FailedRun> failed = points.stream().flatMap(p -> p.failed().stream()).toList();
		final Recommendation recommendation = new Recommender(options).recommend(points);
		return new SweepAnalysis(outDir, sweep, options, List.copyOf(points), failed, List.copyOf(incomplete),
				recommendation, jmxMissing(results));
	}

	/**
	 * What the complete runs' outcome.properties say could not be read over JMX (one that
	 * cannot be read is a failed run already).
	 */
	private static List<String> jmxMissing(final ResultsFolder results) throws IOException {
		final Set<String> missing = new TreeSet<>();
		for (final Path pointDir : results.pointFolders()) {
			for (final RunFolder run : ResultsFolder.runsOf(pointDir)) {
				try {
					if (run.complete()) {
						missing.addAll(RunRecord.of(run.outcome()).jmxMissing());
					}
				}
				catch (IOException | BadInputException e) {
					// listed among the failed runs
				}
			}
		}
		return List.copyOf(missing);
	}

	private PointAnalysis analyzePoint(final Path pointDir, final Path outDir, final List<String> incomplete)
			throws IOException {
		final String pointId = pointDir.getFileName().toString();
		final Map<RunFolder, Properties> complete = new LinkedHashMap<>();
		PointSettings settings = null;
		for (final RunFolder run : ResultsFolder.runsOf(pointDir)) {
			final Properties point = readPoint(run);
			if (settings == null && point != null) {
				settings = settingsOrNull(pointId, point);
			}
			if (run.complete()) {
				complete.put(run, point);
			}
			else {
				incomplete.add(outDir.relativize(run.dir()).toString());
			}
		}
		final PointSettings pointSettings = settings != null ? settings : PointSettings.fromId(pointId);
		final List<RunAnalysis> runs = new ArrayList<>();
		final List<FailedRun> failed = new ArrayList<>();
		complete.forEach((run, point) -> analyzeRun(run, point, pointSettings, runs, failed));
		return PointAnalysis.of(pointSettings, runs, failed, options);
	}

	private void analyzeRun(final RunFolder run, final Properties point, final PointSettings pointSettings,
			final List<RunAnalysis> runs, final List<FailedRun> failed) {
		try {
			final RunRecord outcome = RunRecord.of(run.outcome());
			if (outcome.failed()) {
				failed.add(new FailedRun(run.pointId(), run.repetition(), outcome.reason()));
			}
			else if (!outcome.ok()) {
				failed.add(new FailedRun(run.pointId(), run.repetition(),
						"outcome status '" + outcome.status() + "' is neither ok nor failed"));
			}
			else if (point == null) {
				failed.add(new FailedRun(run.pointId(), run.repetition(),
						"analysis: " + RunFolder.POINT_PROPERTIES + " is missing or unreadable"));
			}
			else {
				runs.add(runAnalyzer.analyze(run, point));
			}
		}
		catch (IOException | UncheckedIOException | BadInputException e) {
			failed.add(new FailedRun(run.pointId(), run.repetition(), "analysis: " + e.getMessage()));
		}
	}

	private static Properties readPoint(final RunFolder run) {
		try {
			return Files.isRegularFile(run.pointFile()) ? run.point() : null;
		}
		catch (IOException | BadInputException e) {
			return null;
		}
	}

	private static PointSettings settingsOrNull(final String pointId, final Properties point) {
		try {
			return PointSettings.from(pointId, point);
		}
		catch (BadInputException e) {
			return null;
		}
	}

}
