package dev.poolsweep.tuning.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;
import java.util.function.ToDoubleFunction;

/**
 * Turns the simulated requests into the figures the analysis reports, with the analysis's
 * definitions (analysis/PerSecondSeries, Percentiles, Recovery, RunAnalysis): the same
 * definitions, applied to predicted instead of measured requests.
 */
final class Outcomes {

	private Outcomes() {
	}

	static Prediction of(final PointConfig point, final ModelInputs inputs, final List<ModelRequest> requests,
			final List<Prediction.Second> samples) {
		final LoadSchedule schedule = inputs.schedule();
		final List<ModelRequest> sent = requests.stream().filter(ModelRequest::sent).toList();
		final int seconds = (int) Math.max(Math.max(schedule.durationS(), samples.size()),
				requests.isEmpty() ? 0 : secondOf(requests.getLast().dueMs) + 1);
		final double[][] latency = latencyByDueSecond(sent, seconds);
		final double preBurstP95 = percentile(latenciesDueIn(latency, schedule.beforeStartS(), schedule.beforeEndS()),
				95);
		final double[] all = latenciesDueIn(latency, 0, seconds);
		final long ok = count(sent, r -> r.outcome == ModelRequest.Outcome.OK);
		final long good = count(sent,
				r -> r.outcome == ModelRequest.Outcome.OK && r.latencyMs() <= inputs.rules().goodputThresholdMs());
		return new Prediction(point, ok / (double) schedule.durationS(), good / (double) schedule.durationS(),
				Arrays.stream(all).average().orElse(Double.NaN), percentile(all, 50), percentile(all, 95), preBurstP95,
				percentile(latenciesDueIn(latency, schedule.burstStartS(), schedule.burstEndS()), 95),
				recoveredAt(latency, schedule, inputs.rules(), preBurstP95), sent.size(), (int) ok,
				(int) count(sent, r -> r.outcome == ModelRequest.Outcome.READ_TIMEOUT),
				(int) count(sent, r -> r.outcome == ModelRequest.Outcome.HTTP_5XX),
				(int) count(sent, r -> r.outcome == ModelRequest.Outcome.CONNECT_FAILED), requests.size() - sent.size(),
				peak(samples, Prediction.Second::busyThreads), peak(samples, Prediction.Second::connections),
				peak(samples, Prediction.Second::poolWaiting),
				mean(samples, schedule.burstStartS(), schedule.burstEndS()),
				perSecond(requests, latency, samples, seconds));
	}

	private static List<Prediction.Second> perSecond(final List<ModelRequest> requests, final double[][] latency,
			final List<Prediction.Second> samples, final int seconds) {
		final int[] due = new int[seconds];
		final int[] ok = new int[seconds];
		final int[] completed = new int[seconds];
		for (final ModelRequest request : requests) {
			due[secondOf(request.dueMs)]++;
			if (request.outcome == ModelRequest.Outcome.OK) {
				ok[secondOf(request.dueMs)]++;
				final int end = secondOf(request.endMs);
				if (end < seconds) {
					completed[end]++;
				}
			}
		}
		final List<Prediction.Second> series = new ArrayList<>();
		for (int s = 0; s < seconds; s++) {
			final Prediction.Second board = s < samples.size() ? samples.get(s)
					: new Prediction.Second(s, 0, 0, 0, Double.NaN, Double.NaN, 0, 0, 0, 0, 0);
			series.add(new Prediction.Second(s, due[s], ok[s], completed[s], percentile(latency[s], 50),
					percentile(latency[s], 95), board.busyThreads(), board.waitingForWorker(), board.poolWaiting(),
					board.connections(), board.boardCpuPct()));
		}
		return series;
	}

	static int secondOf(final double ms) {
		return (int) Math.floor(ms / 1000);
	}

	private static double[][] latencyByDueSecond(final List<ModelRequest> sent, final int seconds) {
		final int[] counts = new int[seconds];
		sent.forEach(r -> counts[secondOf(r.dueMs)]++);
		final double[][] latency = new double[seconds][];
		Arrays.setAll(latency, s -> new double[counts[s]]);
		final int[] filled = new int[seconds];
		for (final ModelRequest request : sent) {
			final int s = secondOf(request.dueMs);
			latency[s][filled[s]++] = request.latencyMs();
		}
		return latency;
	}

	static double[] latenciesDueIn(final double[][] latency, final long fromS, final long toS) {
		final int to = (int) Math.min(latency.length, toS);
		final int from = (int) Math.min(Math.max(0, fromS), to);
		return Arrays.stream(latency, from, to).flatMapToDouble(Arrays::stream).toArray();
	}

	/**
	 * The analysis's recovery rule (analysis/Recovery): the threshold is the factor times
	 * the pre-burst p95, taken as at least the floor; walking back from the last complete
	 * window, the answer is where the final run of windows whose p95 stays at most the
	 * threshold begins, at the end of the burst or later; an empty window is not
	 * recovered.
	 */
	static Integer recoveredAt(final double[][] latency, final LoadSchedule schedule, final ModelRules rules,
			final double preBurstP95Ms) {
		final double level = Double.isNaN(preBurstP95Ms) ? rules.recoveryFloorMs()
				: Math.max(preBurstP95Ms, rules.recoveryFloorMs());
		final double threshold = rules.recoveryFactor() * level;
		Integer recoveredAt = null;
		for (long s = schedule.durationS() - rules.recoveryWindowS(); s >= schedule.burstEndS(); s--) {
			final double[] window = latenciesDueIn(latency, s, s + rules.recoveryWindowS());
			if (window.length == 0 || percentile(window, 95) > threshold) {
				break;
			}
			recoveredAt = (int) s;
		}
		return recoveredAt;
	}

	/**
	 * Nearest rank, as analysis/Percentiles: the value at rank ceil(p / 100 n) of the
	 * sorted values, counting from 1; NaN for none.
	 */
	static double percentile(final double[] values, final double percentile) {
		if (values.length == 0) {
			return Double.NaN;
		}
		final double[] sorted = values.clone();
		Arrays.sort(sorted);
		final int rank = (int) Math.ceil(percentile / 100 * sorted.length);
		return sorted[Math.max(rank, 1) - 1];
	}

	private static long count(final List<ModelRequest> requests, final Predicate<ModelRequest> which) {
		return requests.stream().filter(which).count();
	}

	private static double peak(final List<Prediction.Second> samples, final ToDoubleFunction<Prediction.Second> value) {
		return samples.stream().mapToDouble(value).max().orElse(Double.NaN);
	}

	private static double mean(final List<Prediction.Second> samples, final long fromS, final long toS) {
		return samples.stream()
			.filter(s -> s.second() >= fromS && s.second() < toS)
			.mapToDouble(Prediction.Second::boardCpuPct)
			.average()
			.orElse(Double.NaN);
	}

}
