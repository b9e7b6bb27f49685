package dev.poolsweep.tuning.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import dev.poolsweep.tuning.plan.LoadProfile;

/**
 * When each request is due, in milliseconds from time zero, and where the burst and the
 * step before it lie (whole seconds), which the recovery rule needs. Immutable.
 */
public final class LoadSchedule {

	private final double[] dueMs;

	private final long durationS;

	private final long burstStartS;

	private final long burstEndS;

	private final long beforeStartS;

	private final long beforeEndS;

	private final double peakRps;

	private LoadSchedule(final double[] dueMs, final long durationS, final long burstStartS, final long burstEndS,
			final long beforeStartS, final long beforeEndS, final double peakRps) {
		this.dueMs = dueMs;
		this.durationS = durationS;
		this.burstStartS = burstStartS;
		this.burstEndS = burstEndS;
		this.beforeStartS = beforeStartS;
		this.beforeEndS = beforeEndS;
		this.peakRps = peakRps;
	}

	/**
	 * The requests JMeter makes due for a schedule, as jmeter-plans/scripts/open-arrivals
	 * makes them: second s runs at r(s) = rateAt(s + 0.5), and the k-th request of the
	 * run, counted from 0, is due at round(1000 (s + (k - C(s)) / r(s))) ms, with C(s) =
	 * r(0) + ... + r(s - 1).
	 */
	public static LoadSchedule of(final LoadProfile profile) {
		final double[] rates = new double[(int) profile.durationS()];
		Arrays.setAll(rates, s -> Math.max(0, profile.rateAt(s + 0.5)));
		final LoadProfile.Step burst = profile.peakStep();
		final LoadProfile.Step before = burst.index() == 0 ? profile.steps().getLast()
				: profile.steps().get(burst.index() - 1);
		return new LoadSchedule(dueInstants(rates), profile.durationS(), burst.startS(), burst.endS(), before.startS(),
				before.endS(), burst.peakRps());
	}

	/**
	 * Requests due at the given rate in each second; the steps are the runs of equal
	 * rates, the burst the one with the highest rate (the first on a tie).
	 */
	public static LoadSchedule ofRates(final double... ratePerSecond) {
		final List<long[]> steps = new ArrayList<>();
		for (int s = 0; s < ratePerSecond.length; s++) {
			if (s == 0 || ratePerSecond[s] != ratePerSecond[s - 1]) {
				steps.add(new long[] { s, s + 1 });
			}
			steps.getLast()[1] = s + 1;
		}
		int burst = 0;
		for (int i = 0; i < steps.size(); i++) {
			if (ratePerSecond[(int) steps.get(i)[0]] > ratePerSecond[(int) steps.get(burst)[0]]) {
				burst = i;
			}
		}
		final long[] before = steps.get(burst == 0 ? steps.size() - 1 : burst - 1);
		return new LoadSchedule(dueInstants(ratePerSecond), ratePerSecond.length, steps.get(burst)[0],
				steps.get(burst)[1], before[0], before[1], ratePerSecond[(int) steps.get(burst)[0]]);
	}

	/**
	 * Requests due at the given instants (sorted), e.g. Poisson arrivals; the whole run
	 * counts as both burst and pre-burst step.
	 */
	public static LoadSchedule ofDueInstants(final double[] dueMs, final long durationS) {
		final double[] sorted = dueMs.clone();
		Arrays.sort(sorted);
		return new LoadSchedule(sorted, durationS, 0, durationS, 0, durationS, sorted.length / (double) durationS);
	}

	private static double[] dueInstants(final double[] rates) {
		final List<Double> due = new ArrayList<>();
		double before = 0;
		for (int s = 0; s < rates.length; s++) {
			final double after = before + rates[s];
			for (long k = (long) Math.ceil(before); k < (long) Math.ceil(after); k++) {
				due.add((double) Math.round(1000 * (s + (k - before) / rates[s])));
			}
			before = after;
		}
		return due.stream().mapToDouble(Double::doubleValue).toArray();
	}

	/**
	 * The clients JMeter starts unless told: enough for the peak rate over a response
	 * time-out (open-arrivals.groovy's default max_in_flight).
	 */
	public int defaultMaxInFlight(final long responseTimeoutMs) {
		return (int) Math.max(1, Math.ceil(peakRps * responseTimeoutMs / 1000));
	}

	public int size() {
		return dueMs.length;
	}

	double dueMs(final int request) {
		return dueMs[request];
	}

	public long durationS() {
		return durationS;
	}

	public long burstStartS() {
		return burstStartS;
	}

	public long burstEndS() {
		return burstEndS;
	}

	public long beforeStartS() {
		return beforeStartS;
	}

	public long beforeEndS() {
		return beforeEndS;
	}

}
