package dev.poolsweep.tuning.analysis.series;

import dev.poolsweep.tuning.analysis.series.AnalysisOptions;
import dev.poolsweep.tuning.plan.LoadProfile;

/**
 * When response times came back after the burst.
 *
 * <p>
 * Definition: the pre-burst level is the p95 of the latencies of the successful requests
 * due in the step just before the burst step (a failure there says nothing of how fast
 * the board answers, and counted as the time-out it would raise the bar) (the last step
 * if the burst is the first). The threshold is {@code factor} (1.5) times that level,
 * taking the level as at least {@code floor} (5 ms) so that a 1 ms baseline does not turn
 * noise into non-recovery. For each second s, the window p95 is the p95 of all requests
 * started in seconds s .. s+W-1 (W = 3). The run recovered at the first second s at or
 * after the end of the burst such that the window p95 of s and of every later complete
 * window within the schedule is at most the threshold. A window without requests, or
 * without a success, counts as not recovered; failed and never-sent requests are in the
 * windows' latencies as {@link PerSecondSeries} counts them, no faster than the response
 * time-out. The recovery time is that second minus the end of the burst. When no such
 * second exists (including when the burst is the last step), the run did not recover:
 * {@code recoveredAtS} and {@code recoveryS} are null.
 * </p>
 */
public record Recovery(double preBurstP95Ms, double thresholdMs, long burstStartS, long burstEndS, Integer recoveredAtS,
		Integer recoveryS, long latestS) {

	public boolean recovered() {
		return recoveredAtS != null;
	}

	public static Recovery of(final LoadProfile profile, final PerSecondSeries series, final AnalysisOptions options) {
		return of(profile, series, options, profile.durationS());
	}

	/**
	 * The same, with latency required to stay under the threshold only until second
	 * {@code untilS}: where another disturbance (a database fault) begins.
	 */
	public static Recovery of(final LoadProfile profile, final PerSecondSeries series, final AnalysisOptions options,
			final long untilS) {
		final LoadProfile.Step burst = profile.peakStep();
		final LoadProfile.Step before = stepBefore(profile);
		final double preBurstP95 = Percentiles.of(series.successLatenciesDueIn(before.startS(), before.endS()), 95);
		final double level = Double.isNaN(preBurstP95) ? options.recoveryFloorMs()
				: Math.max(preBurstP95, options.recoveryFloorMs());
		final double threshold = options.recoveryFactor() * level;
		final Integer recoveredAt = firstSecondStayingUnder(series, threshold, burst.endS(), untilS,
				options.recoveryWindowS());
		return new Recovery(preBurstP95, threshold, burst.startS(), burst.endS(), recoveredAt,
				recoveredAt == null ? null : (int) (recoveredAt - burst.endS()), untilS - options.recoveryWindowS());
	}

	/**
	 * Recovery from another disturbance, a database fault from {@code startS} to
	 * {@code endS}: the same level and threshold as the burst's, counted from the end of
	 * the fault, with latency required to stay under the threshold until {@code untilS}.
	 */
	public Recovery after(final long startS, final long endS, final PerSecondSeries series, final long untilS,
			final int windowS) {
		final Integer recoveredAt = firstSecondStayingUnder(series, thresholdMs, endS, untilS, windowS);
		return new Recovery(preBurstP95Ms, thresholdMs, startS, endS, recoveredAt,
				recoveredAt == null ? null : (int) (recoveredAt - endS), untilS - windowS);
	}

	/**
	 * The step whose latencies set the pre-burst level: the one just before the burst,
	 * the last one if the burst is the first.
	 */
	public static LoadProfile.Step stepBefore(final LoadProfile profile) {
		final LoadProfile.Step burst = profile.peakStep();
		return burst.index() == 0 ? profile.steps().getLast() : profile.steps().get(burst.index() - 1);
	}

	private static int successesIn(final PerSecondSeries series, final long fromS, final long toS) {
		final int[] successes = series.successes();
		int sum = 0;
		for (long s = Math.max(0, fromS); s < Math.min(successes.length, toS); s++) {
			sum += successes[(int) s];
		}
		return sum;
	}

	/**
	 * Walks back from the last complete window: the answer is where the final run of good
	 * windows begins.
	 */
	private static Integer firstSecondStayingUnder(final PerSecondSeries series, final double thresholdMs,
			final long fromS, final long untilS, final int windowS) {
		final long lastWindowStart = untilS - windowS;
		Integer recoveredAt = null;
		for (long s = lastWindowStart; s >= fromS; s--) {
			final long[] window = series.latenciesDueIn(s, s + windowS);
			if (window.length == 0 || successesIn(series, s, s + windowS) == 0
					|| Percentiles.of(window, 95) > thresholdMs) {
				break;
			}
			recoveredAt = (int) s;
		}
		return recoveredAt;
	}
}
