package dev.poolsweep.tuning.analysis;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import dev.poolsweep.tuning.analysis.series.DbFaultEffect;
import dev.poolsweep.tuning.analysis.series.ErrorKind;
import dev.poolsweep.tuning.analysis.series.GeneratorCheck;
import dev.poolsweep.tuning.analysis.series.LatencySummary;
import dev.poolsweep.tuning.analysis.series.PerSecondSeries;
import dev.poolsweep.tuning.analysis.series.Recovery;
import dev.poolsweep.tuning.analysis.series.ServerStats;
import dev.poolsweep.tuning.analysis.series.StepStats;
import dev.poolsweep.tuning.plan.LoadProfile;
import dev.poolsweep.tuning.results.RunFolder;
import dev.poolsweep.tuning.results.GeneratorProcess;

/**
 * Everything computed for one complete, successful run.
 *
 * @param folder the run folder analysed
 * @param profile the schedule as run (load_profile scaled by scale)
 * @param overall latencies from the due instant of every request due, the unserved ones
 * counted as {@link PerSecondSeries} says
 * @param errors failed requests by kind (no NONE key)
 * @param slowConnects requests whose connection waited for a SYN sent again (see
 * {@link dev.poolsweep.tuning.analysis.series.Sample#waitedForSynRetry()}), failed ones
 * included
 * @param goodputTotal per goodput threshold (ms): successes at most that long
 * @param jmeterCpuS CPU seconds of the JMeter process during the run (NaN when unknown)
 * @param generator whether JMeter kept to the schedule
 * @param successResponse response times (from the actual send) of the successful
 * requests, from the same series
 * @param dbFault what the sweep's database fault did; empty without one
 * @param generatorProcesses what each process of the load generator used, when it had
 * more than one; else empty
 */
public record RunAnalysis(PointSettings settings, RunFolder folder, LoadProfile profile, PerSecondSeries series,
		LatencySummary overall, List<StepStats> steps, int requests, int successes, Map<ErrorKind, Integer> errors,
		int slowConnects, Map<Long, Integer> goodputTotal, Recovery recovery, ServerStats server, double jmeterCpuS,
		GeneratorCheck generator, LatencySummary successResponse, Optional<DbFaultEffect> dbFault,
		List<GeneratorProcess> generatorProcesses) {

	public int repetition() {
		return folder.repetition();
	}

	/**
	 * Length of the per-second series: the schedule, or longer if requests started after
	 * it ended.
	 */
	public int seconds() {
		return series.seconds();
	}

	public int failures() {
		return requests - successes;
	}

	/** Successes per second over the schedule. */
	public double throughputPerS() {
		return successes / (double) profile.durationS();
	}

	/** Goodput per second over the schedule. */
	public double goodputPerS(final long thresholdMs) {
		return goodputTotal.getOrDefault(thresholdMs, 0) / (double) profile.durationS();
	}

	public StepStats burstStep() {
		return steps.get(profile.peakStep().index());
	}
}
