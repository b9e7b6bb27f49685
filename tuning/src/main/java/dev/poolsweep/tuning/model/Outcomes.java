package dev.poolsweep.tuning.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.ToDoubleFunction;

import dev.poolsweep.tuning.settings.Point;
import dev.poolsweep.tuning.analysis.series.AnalysisOptions;
import dev.poolsweep.tuning.analysis.series.LatencySummary;
import dev.poolsweep.tuning.analysis.series.PerSecondSeries;
import dev.poolsweep.tuning.analysis.series.Recovery;
import dev.poolsweep.tuning.analysis.series.Sample;
import dev.poolsweep.tuning.analysis.series.StepStats;
import dev.poolsweep.tuning.plan.LoadProfile;

/**
 * Turns the simulated requests into the figures the analysis reports, with the analysis's
 * own code: the requests JMeter sent become samples as samples.jtl records them (whole
 * milliseconds), counted by the second they were due ({@link PerSecondSeries}), with
 * nearest-rank percentiles ({@link LatencySummary}), the burst's step ({@link StepStats})
 * and the recovery rule ({@link Recovery}) of a measured run. Only what the harness
 * samples from the board (busy workers, waiting requests, connections, CPU) comes from
 * the simulation's own samples.
 */
final class Outcomes {

	private Outcomes() {
	}

	static Prediction of(final Point point, final ModelInputs inputs, final List<ModelRequest> requests,
			final List<Prediction.Second> board) {
		final LoadProfile profile = inputs.schedule().profile();
		final AnalysisOptions options = inputs.options();
		final List<Sample> sent = requests.stream().filter(ModelRequest::sent).map(ModelRequest::toSample).toList();
		final int seconds = (int) Math.max(Math.max(profile.durationS(), board.size()),
				requests.isEmpty() ? 0 : secondOf(requests.getLast().dueMs) + 1);
		final PerSecondSeries series = PerSecondSeries.of(sent, 0, seconds, options.goodputThresholdsMs(),
				options.lateAfterMs(), inputs.responseTimeoutMs(), neverSentPerSecond(requests, seconds));
		final Recovery recovery = Recovery.of(profile, series, options);
		final LatencySummary overall = LatencySummary.of(series.latenciesDueIn(0, seconds));
		final StepStats burst = StepStats.of(profile, series).get(profile.peakStep().index());
		final double durationS = profile.durationS();
		final int ok = Arrays.stream(series.successes()).sum();
		final int good = Arrays.stream(series.goodput(options.primaryGoodputThresholdMs())).sum();
		return new Prediction(point, ok / durationS, good / durationS, overall.meanMs(), overall.p50Ms(),
				overall.p95Ms(), recovery.preBurstP95Ms(), burst.latency().p95Ms(), recovery.recoveredAtS(),
				sent.size(), ok, count(requests, ModelRequest.Outcome.READ_TIMEOUT),
				count(requests, ModelRequest.Outcome.HTTP_5XX), count(requests, ModelRequest.Outcome.CONNECT_FAILED),
				requests.size() - sent.size(), peak(board, Prediction.Second::busyThreads),
				peak(board, Prediction.Second::connections), peak(board, Prediction.Second::poolWaiting),
				meanCpu(board, burst.step()), perSecond(requests, series, board, seconds));
	}

	/** The simulated requests never sent, by the second they were due. */
	private static long[] neverSentPerSecond(final List<ModelRequest> requests, final int seconds) {
		final long[] neverSent = new long[seconds];
		requests.stream().filter(request -> !request.sent()).forEach(request -> neverSent[secondOf(request.dueMs)]++);
		return neverSent;
	}

	private static List<Prediction.Second> perSecond(final List<ModelRequest> requests, final PerSecondSeries series,
			final List<Prediction.Second> board, final int seconds) {
		final int[] due = new int[seconds];
		final int[] completed = new int[seconds];
		for (final ModelRequest request : requests) {
			due[secondOf(request.dueMs)]++;
			if (request.outcome == ModelRequest.Outcome.OK && secondOf(request.endMs) < seconds) {
				completed[secondOf(request.endMs)]++;
			}
		}
		final int[] ok = series.successes();
		final double[] p50 = series.percentileMs(50);
		final double[] p95 = series.percentileMs(95);
		final List<Prediction.Second> perSecond = new ArrayList<>();
		for (int s = 0; s < seconds; s++) {
			final Prediction.Second sampled = s < board.size() ? board.get(s)
					: new Prediction.Second(s, 0, 0, 0, Double.NaN, Double.NaN, 0, 0, 0, 0, 0);
			perSecond.add(new Prediction.Second(s, due[s], ok[s], completed[s], p50[s], p95[s], sampled.busyThreads(),
					sampled.waitingForWorker(), sampled.poolWaiting(), sampled.connections(), sampled.boardCpuPct()));
		}
		return perSecond;
	}

	static int secondOf(final double ms) {
		return (int) Math.floor(ms / 1000);
	}

	private static int count(final List<ModelRequest> requests, final ModelRequest.Outcome outcome) {
		return (int) requests.stream().filter(r -> r.outcome == outcome).count();
	}

	private static double peak(final List<Prediction.Second> board, final ToDoubleFunction<Prediction.Second> value) {
		return board.stream().mapToDouble(value).max().orElse(Double.NaN);
	}

	private static double meanCpu(final List<Prediction.Second> board, final LoadProfile.Step burst) {
		return board.stream()
			.filter(s -> s.second() >= burst.startS() && s.second() < burst.endS())
			.mapToDouble(Prediction.Second::boardCpuPct)
			.average()
			.orElse(Double.NaN);
	}

}
