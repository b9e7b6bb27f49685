package dev.poolsweep.tuning.analysis.sweep;

import java.nio.file.Path;
import java.util.List;

import dev.poolsweep.tuning.analysis.FailedRun;
import dev.poolsweep.tuning.analysis.PointAnalysis;
import dev.poolsweep.tuning.analysis.PointSettings;
import dev.poolsweep.tuning.analysis.RunAnalysis;
import dev.poolsweep.tuning.analysis.series.AnalysisOptions;
import dev.poolsweep.tuning.analysis.verdict.Recommendation;
import dev.poolsweep.tuning.results.SweepRecord;

/**
 * The analysis of a whole OUT folder: what the report writes out.
 *
 * @param sweep sweep.properties, typed ({@link SweepRecord#NONE} when absent)
 * @param points in {@link PointSettings#ORDER}
 * @param failedRuns every failed run of every point
 * @param incompleteRuns run folders without outcome.properties (interrupted or still
 * running), relative to OUT
 * @param jmxMissing the MBeans or attributes any run could not read (an application
 * without HikariCP, or not on Tomcat), sorted: the figures that need them are empty
 */
public record SweepAnalysis(Path outDir, SweepRecord sweep, AnalysisOptions options, List<PointAnalysis> points,
		List<FailedRun> failedRuns, List<String> incompleteRuns, Recommendation recommendation,
		List<String> jmxMissing) {

	public List<PointSettings> pointSettings() {
		return points.stream().map(PointAnalysis::settings).toList();
	}

	public String shortLabel(final PointAnalysis point) {
		return point.settings().shortLabel(pointSettings());
	}

	/** The longest run in seconds, so every chart can share one time axis. */
	public int longestRunS() {
		return points.stream().flatMap(p -> p.runs().stream()).mapToInt(RunAnalysis::seconds).max().orElse(0);
	}
}
