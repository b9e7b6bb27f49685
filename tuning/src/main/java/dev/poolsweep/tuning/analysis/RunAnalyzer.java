package dev.poolsweep.tuning.analysis;

import java.io.IOException;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

import dev.poolsweep.tuning.analysis.series.AnalysisOptions;
import dev.poolsweep.tuning.analysis.series.DbFaultEffect;
import dev.poolsweep.tuning.analysis.series.ErrorKind;
import dev.poolsweep.tuning.analysis.series.ArrivalsFile;
import dev.poolsweep.tuning.analysis.series.GeneratorCheck;
import dev.poolsweep.tuning.analysis.series.JmxFile;
import dev.poolsweep.tuning.analysis.series.JtlFile;
import dev.poolsweep.tuning.analysis.series.LatencySummary;
import dev.poolsweep.tuning.analysis.series.PerSecondSeries;
import dev.poolsweep.tuning.analysis.series.Recovery;
import dev.poolsweep.tuning.analysis.series.Sample;
import dev.poolsweep.tuning.analysis.series.ServerStats;
import dev.poolsweep.tuning.analysis.series.StepStats;
import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.plan.LoadProfile;
import dev.poolsweep.tuning.results.RunFolder;
import dev.poolsweep.tuning.results.SettingKeys;
import dev.poolsweep.tuning.settings.Defaults;
import dev.poolsweep.tuning.results.RunRecord;
import dev.poolsweep.tuning.results.PropertyValues;

/**
 * Turns one complete run folder into a {@link RunAnalysis}.
 */
public final class RunAnalyzer {

	private final AnalysisOptions options;

	public RunAnalyzer(final AnalysisOptions options) {
		this.options = options;
	}

	/**
	 * Analyses the run whose point.properties holds {@code point}. Throws IOException
	 * (with a one-line message) when the folder's files cannot be analysed.
	 */
	public RunAnalysis analyze(final RunFolder run, final Properties point) throws IOException {
		final PointSettings settings = PointSettings.from(run.pointId(), point);
		final LoadProfile profile = profileOf(settings);
		if (!Files.isRegularFile(run.samples())) {
			throw new IOException(RunFolder.SAMPLES_JTL + " is missing");
		}
		final List<Sample> samples = JtlFile.read(run.samples());
		if (samples.isEmpty()) {
			throw new IOException(RunFolder.SAMPLES_JTL + " has no samples");
		}
		final long zeroMs = PerSecondSeries.timeZeroMs(samples);
		final int seconds = seriesLength(samples, zeroMs, profile);
		final PerSecondSeries series = PerSecondSeries.of(samples, zeroMs, seconds, options.goodputThresholdsMs(),
				options.lateAfterMs(), responseTimeoutMs(point),
				PerSecondSeries.neverSent(samples, zeroMs, profile.scheduledPerSecond()));
		final RunRecord outcome = RunRecord.of(run.outcome());
		final Optional<DbFaultEffect> fault = DbFaultEffect.of(outcome, profile, series, options);
		final Recovery recovery = Recovery.of(profile, series, options,
				fault.map(f -> f.burstRecoveryUntilS(profile)).orElse(profile.durationS()));
		final LoadProfile.Step burst = profile.peakStep();
		final ServerStats server = Files.isRegularFile(run.jmx())
				? ServerStats.of(JmxFile.read(run.jmx()), zeroMs, seconds, burst.startS(), burst.endS())
				: ServerStats.unknown(seconds);
		final int successes = (int) samples.stream().filter(Sample::success).count();
		final List<StepStats> steps = StepStats.of(profile, series);
		return new RunAnalysis(settings, run, profile, series, LatencySummary.of(series.latenciesDueIn(0, seconds)),
				steps, samples.size(), successes, errorsByKind(samples), slowConnects(samples), goodputTotals(series),
				recovery, server, outcome.jmeterCpuSeconds(),
				GeneratorCheck.of(steps, options,
						ArrivalsFile.secondsAtBound(RunFolder.arrivalsOf(run.samples()), (int) profile.durationS())),
				LatencySummary.of(series.successResponsesDueIn(0, seconds)), fault, outcome.generatorProcesses());
	}

	private static LoadProfile profileOf(final PointSettings settings) throws IOException {
		try {
			return LoadProfile.parse(settings.loadProfile()).scaled(settings.scale());
		}
		catch (BadInputException e) {
			throw new IOException(RunFolder.POINT_PROPERTIES + ": " + e.getMessage());
		}
	}

	/**
	 * The schedule, stretched when requests started after it ended (a late load
	 * generator).
	 */
	private static int seriesLength(final List<Sample> samples, final long zeroMs, final LoadProfile profile) {
		final int lastStart = PerSecondSeries.secondOf(samples.getLast(), zeroMs);
		return (int) Math.max(profile.durationS(), lastStart + 1L);
	}

	private static int slowConnects(final List<Sample> samples) {
		return (int) samples.stream().filter(Sample::waitedForSynRetry).count();
	}

	private static Map<ErrorKind, Integer> errorsByKind(final List<Sample> samples) {
		final Map<ErrorKind, Integer> errors = new EnumMap<>(ErrorKind.class);
		for (final ErrorKind kind : ErrorKind.values()) {
			if (kind != ErrorKind.NONE) {
				errors.put(kind, 0);
			}
		}
		for (final Sample sample : samples) {
			errors.computeIfPresent(sample.errorKind(), (kind, count) -> count + 1);
		}
		return errors;
	}

	private Map<Long, Integer> goodputTotals(final PerSecondSeries series) {
		final Map<Long, Integer> totals = new LinkedHashMap<>();
		for (final long threshold : options.goodputThresholdsMs()) {
			totals.put(threshold, Arrays.stream(series.goodput(threshold)).sum());
		}
		return totals;
	}

	/**
	 * What an unserved request counts as: the client's response time-out, from
	 * point.properties (the default where an older folder lacks it).
	 */
	private static long responseTimeoutMs(final Properties point) {
		final Integer responseTimeout = PropertyValues.ofPoint(point).integer(SettingKeys.RESPONSE_TIMEOUT_MS);
		return responseTimeout == null ? Defaults.RESPONSE_TIMEOUT.toMillis() : responseTimeout;
	}

}
