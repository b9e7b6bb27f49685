package dev.poolsweep.tuning.report.chart;

import java.util.Arrays;
import java.util.Locale;

import dev.poolsweep.tuning.text.Format;
import dev.poolsweep.tuning.text.markup.Html;
import dev.poolsweep.tuning.plan.LoadProfile;

/**
 * An inline SVG chart over seconds from time zero. Every chart has the same width and
 * margins, so charts stacked in a panel, and panels side by side, line up in time.
 * Per-second values are drawn at the middle of their second.
 */
public final class TimeChart {

	public static final int WIDTH = 640;

	private static final int LEFT = 58;

	private static final int RIGHT = 14;

	private static final int TOP = 8;

	private static final int BOTTOM = 20;

	private final int height;

	private final double seconds;

	private final YAxis y;

	private final StringBuilder back = new StringBuilder();

	private final StringBuilder front = new StringBuilder();

	public TimeChart(final int height, final double seconds, final YAxis y) {
		this.height = height;
		this.seconds = seconds;
		this.y = y;
	}

	/** Shades [fromS, toS), e.g. the burst ({@code cssClass} "burst"). */
	public TimeChart shade(final double fromS, final double toS, final String cssClass) {
		back.append(String.format(Locale.ROOT, "<rect class=\"%s\" x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%d\"/>",
				cssClass, x(fromS), TOP, x(toS) - x(fromS), plotHeight()));
		return this;
	}

	/** One value per second; NaN leaves a gap. */
	public TimeChart series(final double[] perSecond, final String cssClass) {
		final StringBuilder path = new StringBuilder();
		boolean drawing = false;
		for (int s = 0; s < perSecond.length && s < seconds; s++) {
			if (Double.isNaN(perSecond[s])) {
				drawing = false;
				continue;
			}
			path.append(drawing ? " L" : " M").append(point(s + 0.5, perSecond[s]));
			final boolean alone = !drawing && (s + 1 >= perSecond.length || Double.isNaN(perSecond[s + 1]));
			if (alone) {
				front.append(String.format(Locale.ROOT, "<circle class=\"%s dot\" cx=\"%.1f\" cy=\"%.1f\" r=\"1.8\"/>",
						cssClass, x(s + 0.5), yPx(perSecond[s])));
			}
			drawing = true;
		}
		front.append("<path class=\"")
			.append(cssClass)
			.append("\" d=\"")
			.append(path.toString().strip())
			.append("\"/>");
		return this;
	}

	public TimeChart series(final int[] perSecond, final String cssClass) {
		return series(Arrays.stream(perSecond).asDoubleStream().toArray(), cssClass);
	}

	/**
	 * The schedule's target rate as drawn by the Throughput Shaping Timer: flat or sloped
	 * steps.
	 */
	public TimeChart schedule(final LoadProfile profile, final String cssClass) {
		final StringBuilder path = new StringBuilder();
		for (final LoadProfile.Step step : profile.steps()) {
			path.append(path.isEmpty() ? "M" : " L")
				.append(point(step.startS(), step.fromRps()))
				.append(" L")
				.append(point(step.endS(), step.toRps()));
		}
		front.append("<path class=\"").append(cssClass).append("\" d=\"").append(path).append("\"/>");
		return this;
	}

	/** Writes each step's rate above its middle, e.g. "300/s". */
	public TimeChart stepLabels(final LoadProfile profile) {
		for (final LoadProfile.Step step : profile.steps()) {
			final double middle = (step.startS() + step.endS()) / 2.0;
			final String rate = step.isConstant() ? Format.number(step.fromRps())
					: Format.number(step.fromRps()) + "\u2192" + Format.number(step.toRps());
			front.append(String.format(Locale.ROOT, "<text class=\"step\" x=\"%.1f\" y=\"%.1f\">%s/s</text>", x(middle),
					Math.max(TOP + 10, yPx(step.peakRps()) - 4), Html.escape(rate)));
		}
		return this;
	}

	/** A vertical marker at {@code s} with a label at the top. */
	public TimeChart marker(final double s, final String label, final String cssClass) {
		final boolean nearRight = x(s) > WIDTH - RIGHT - 120;
		front.append(String.format(Locale.ROOT,
				"<line class=\"%s\" x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\"/>"
						+ "<text class=\"%s-label\" x=\"%.1f\" y=\"%d\" text-anchor=\"%s\">%s</text>",
				cssClass, x(s), TOP, x(s), TOP + plotHeight(), cssClass, x(s) + (nearRight ? -4 : 4), TOP + 11,
				nearRight ? "end" : "start", Html.escape(label)));
		return this;
	}

	/** A horizontal line at {@code value} with a label at its left end, just above it. */
	public TimeChart level(final double value, final String label, final String cssClass) {
		front.append(String.format(Locale.ROOT,
				"<line class=\"%s\" x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\"/><text class=\"%s-label\" x=\"%d\" y=\"%.1f\">%s</text>",
				cssClass, LEFT, yPx(value), WIDTH - RIGHT, yPx(value), cssClass, LEFT + 4, yPx(value) - 3,
				Html.escape(label)));
		return this;
	}

	public String svg(final String description) {
		final StringBuilder svg = new StringBuilder();
		svg.append(
				String.format(Locale.ROOT, "<svg class=\"chart\" viewBox=\"0 0 %d %d\" role=\"img\" aria-label=\"%s\">",
						WIDTH, height, Html.escape(description)));
		svg.append(back);
		axes(svg);
		svg.append(front);
		return svg.append("</svg>").toString();
	}

	private void axes(final StringBuilder svg) {
		for (final double tick : y.ticks()) {
			svg.append(String.format(Locale.ROOT,
					"<line class=\"grid\" x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\"/>"
							+ "<text class=\"ytick\" x=\"%d\" y=\"%.1f\">%s</text>",
					LEFT, yPx(tick), WIDTH - RIGHT, yPx(tick), LEFT - 5, yPx(tick) + 3.5, Html.escape(y.label(tick))));
		}
		final int labelEvery = labelEveryS();
		for (int s = 0; s <= seconds; s += labelEvery / 2) {
			final boolean labelled = s % labelEvery == 0;
			svg.append(String.format(Locale.ROOT, "<line class=\"%s\" x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\"/>",
					labelled ? "grid" : "grid minor", x(s), TOP, x(s), TOP + plotHeight()));
			if (labelled) {
				svg.append(String.format(Locale.ROOT, "<text class=\"xtick\" x=\"%.1f\" y=\"%d\">%d s</text>", x(s),
						height - 5, s));
			}
		}
		svg.append(String.format(Locale.ROOT, "<rect class=\"frame\" x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\"/>",
				LEFT, TOP, WIDTH - LEFT - RIGHT, plotHeight()));
	}

	/**
	 * Time labels every 10 s for the paper's 50 s, further apart for longer runs: at most
	 * about 10 labels.
	 */
	private int labelEveryS() {
		for (final int step : new int[] { 10, 20, 30, 60, 120, 300, 600, 1200, 1800, 3600 }) {
			if (seconds / step <= 10) {
				return step;
			}
		}
		return 7200;
	}

	private String point(final double s, final double value) {
		return String.format(Locale.ROOT, "%.1f %.1f", x(s), yPx(value));
	}

	private double x(final double s) {
		return LEFT + (WIDTH - LEFT - RIGHT) * Math.max(0, Math.min(s, seconds)) / seconds;
	}

	private double yPx(final double value) {
		return TOP + plotHeight() * (1 - y.fraction(value));
	}

	private int plotHeight() {
		return height - TOP - BOTTOM;
	}

}
