package dev.poolsweep.tuning.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import dev.poolsweep.tuning.analysis.series.Recovery;
import dev.poolsweep.tuning.plan.LoadPlans;
import dev.poolsweep.tuning.plan.LoadProfile;

/**
 * When each request is due, in milliseconds from time zero, and the schedule they come
 * from, whose burst and step before it the analysis's recovery rule reads. Immutable.
 */
public final class LoadSchedule {

	private final double[] dueMs;

	private final LoadProfile profile;

	private LoadSchedule(final double[] dueMs, final LoadProfile profile) {
		this.dueMs = dueMs;
		this.profile = profile;
	}

	/**
	 * The requests JMeter makes due for a schedule, as jmeter-plugin's ArrivalSchedule
	 * makes them: second s runs at r(s) = rateAt(s + 0.5), and the k-th request of the
	 * run, counted from 0, is due at round(1000 (s + (k - C(s)) / r(s))) ms, with C(s) =
	 * r(0) + ... + r(s - 1).
	 */
	public static LoadSchedule of(final LoadProfile profile) {
		final double[] rates = new double[(int) profile.durationS()];
		Arrays.setAll(rates, s -> Math.max(0, profile.rateAt(s + 0.5)));
		return new LoadSchedule(dueInstants(rates), profile);
	}

	/**
	 * Requests due at the given rate in each second; the steps are the runs of equal
	 * rates, the burst the one with the highest rate (the first on a tie).
	 */
	public static LoadSchedule ofRates(final double... ratePerSecond) {
		final StringBuilder steps = new StringBuilder();
		int from = 0;
		for (int s = 1; s <= ratePerSecond.length; s++) {
			if (s == ratePerSecond.length || ratePerSecond[s] != ratePerSecond[from]) {
				steps.append(String.format(Locale.ROOT, "const(%s,%ds) ", ratePerSecond[from], s - from));
				from = s;
			}
		}
		return of(LoadProfile.parse(steps.toString()));
	}

	/**
	 * Requests due at the given instants (sorted), e.g. Poisson arrivals; the schedule is
	 * one step at their mean rate, both the burst and the step before it.
	 */
	public static LoadSchedule ofDueInstants(final double[] dueMs, final long durationS) {
		final double[] sorted = dueMs.clone();
		Arrays.sort(sorted);
		return new LoadSchedule(sorted, LoadProfile
			.parse(String.format(Locale.ROOT, "const(%s,%ds)", sorted.length / (double) durationS, durationS)));
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
	 * The clients JMeter starts unless told (the plans' max_in_flight): enough for the
	 * peak rate over a response time-out.
	 */
	public int defaultMaxInFlight(final int responseTimeoutMs) {
		return (int) LoadPlans.maxInFlight(profile.peakStep().peakRps(), responseTimeoutMs);
	}

	public LoadProfile profile() {
		return profile;
	}

	public int size() {
		return dueMs.length;
	}

	double dueMs(final int request) {
		return dueMs[request];
	}

	public long durationS() {
		return profile.durationS();
	}

	public long burstStartS() {
		return profile.peakStep().startS();
	}

	public long burstEndS() {
		return profile.peakStep().endS();
	}

	/** The step whose latencies set the recovery threshold (analysis.series.Recovery). */
	public LoadProfile.Step stepBeforeBurst() {
		return Recovery.stepBefore(profile);
	}

}
