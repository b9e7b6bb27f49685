package dev.poolsweep.tuning.report.chart;

import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleFunction;

/**
 * The value axis of a chart: linear from 0 to a round maximum; logarithmic over whole
 * decades (response times span 1 ms to tens of seconds in one run, and a linear axis
 * would flatten everything but the worst second); or "0 and decades" for counts that
 * range from 0 to thousands across panels (1 busy thread next to 1300 connections):
 * linear from 0 to 1, logarithmic above, each taking the same height per step (0, 1, 10,
 * 100, ...).
 */
public final class YAxis {

	private enum Kind {

		LINEAR, LOG, LOG_WITH_ZERO

	}

	private final Kind kind;

	private final double min;

	private final double max;

	private final List<Double> ticks;

	private final DoubleFunction<String> label;

	private YAxis(final Kind kind, final double min, final double max, final List<Double> ticks,
			final DoubleFunction<String> label) {
		this.kind = kind;
		this.min = min;
		this.max = max;
		this.ticks = List.copyOf(ticks);
		this.label = label;
	}

	/** 0 .. a round number at least {@code atLeast}, with 4 to 5 ticks. */
	public static YAxis linear(final double atLeast, final DoubleFunction<String> label) {
		final double step = roundStep(Math.max(atLeast, 1e-9) / 4);
		final double top = Math.max(step, Math.ceil(atLeast / step - 1e-9) * step);
		final List<Double> ticks = new ArrayList<>();
		for (double tick = 0; tick <= top + step / 2; tick += step) {
			ticks.add(tick);
		}
		return new YAxis(Kind.LINEAR, 0, top, ticks, label);
	}

	/** Whole decades covering [low, high] (both > 0), a tick at each power of ten. */
	public static YAxis log(final double low, final double high, final DoubleFunction<String> label) {
		final int from = (int) Math.floor(Math.log10(Math.max(low, 1e-9)));
		final int to = Math.max(from + 1, (int) Math.ceil(Math.log10(Math.max(high, low))));
		final List<Double> ticks = new ArrayList<>();
		for (int decade = from; decade <= to; decade++) {
			ticks.add(Math.pow(10, decade));
		}
		return new YAxis(Kind.LOG, ticks.getFirst(), ticks.getLast(), ticks, label);
	}

	/** 0, 1, 10, 100, ... up to the decade at or above {@code high}. */
	public static YAxis logWithZero(final double high, final DoubleFunction<String> label) {
		final List<Double> ticks = new ArrayList<>(List.of(0.0));
		for (double decade = 1; ticks.getLast() < high || ticks.size() < 3; decade *= 10) {
			ticks.add(decade);
		}
		return new YAxis(Kind.LOG_WITH_ZERO, 0, ticks.getLast(), ticks, label);
	}

	/** 1, 2, 2.5 or 5 times a power of ten, at least {@code raw}. */
	private static double roundStep(final double raw) {
		final double power = Math.pow(10, Math.floor(Math.log10(raw)));
		for (final double factor : new double[] { 1, 2, 2.5, 5, 10 }) {
			if (factor * power >= raw - 1e-12) {
				return factor * power;
			}
		}
		return 10 * power;
	}

	/**
	 * Where a value sits, 0 (bottom) .. 1 (top), clamped; values at or below 0 sit at the
	 * bottom of a log axis.
	 */
	double fraction(final double value) {
		final double f = switch (kind) {
			case LINEAR -> (value - min) / (max - min);
			case LOG -> value <= 0 ? 0 : (Math.log10(value) - Math.log10(min)) / (Math.log10(max) - Math.log10(min));
			case LOG_WITH_ZERO -> zeroAndDecades(value) / zeroAndDecades(max);
		};
		return Math.max(0, Math.min(1, f));
	}

	/** 0 -> 0, 1 -> 1, 10 -> 2, 100 -> 3: linear below 1, one unit per decade above. */
	private static double zeroAndDecades(final double value) {
		return value < 1 ? Math.max(0, value) : 1 + Math.log10(value);
	}

	List<Double> ticks() {
		return ticks;
	}

	String label(final double tick) {
		return label.apply(tick);
	}

	public double max() {
		return max;
	}

}
