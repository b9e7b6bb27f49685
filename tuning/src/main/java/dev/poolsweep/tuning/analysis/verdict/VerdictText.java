package dev.poolsweep.tuning.analysis.verdict;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import dev.poolsweep.tuning.analysis.Figure;
import dev.poolsweep.tuning.text.Format;
import dev.poolsweep.tuning.analysis.PointAnalysis;
import dev.poolsweep.tuning.analysis.PointSettings;

/**
 * The one-line reasons of the recommendation: what the best point achieved, and how each
 * other point compares with it (medians over repetitions). Small differences are left out
 * so the line names what decided; then the comparison that decided, with its interval: on
 * the first figure on which one of the two is better than the other, or on all three
 * where neither is.
 */
final class VerdictText {

	private static final double NOTABLE_GOODPUT_CHANGE = 0.01;

	private static final double NOTABLE_P95_CHANGE = 0.10;

	private final PointAnalysis best;

	private final String goodputColumn;

	private final List<PointSettings> sweep;

	private final double saturationPct;

	private final Ranking<PointAnalysis> ranking;

	VerdictText(final PointAnalysis best, final String goodputColumn, final List<PointSettings> sweep,
			final double saturationPct, final Ranking<PointAnalysis> ranking) {
		this.best = best;
		this.ranking = ranking;
		this.goodputColumn = goodputColumn;
		this.sweep = sweep;
		this.saturationPct = saturationPct;
	}

	String forBest(final boolean saturated) {
		final List<String> parts = new ArrayList<>();
		parts.add("goodput " + Format.number(best.median(goodputColumn)) + "/s");
		parts.add(recovery(best));
		parts.add("p95 " + Format.millis(best.median(Figure.P95_MS)));
		final double cpu = Recommender.boardBurstCpuPct(best);
		if (!Double.isNaN(cpu)) {
			parts.add("board CPU in the burst " + Format.number(cpu) + " % of its CPUs"
					+ (saturated ? " (saturated)" : ""));
		}
		failures(best, parts);
		return label(best) + ": " + String.join(", ", parts);
	}

	String against(final PointAnalysis point, final boolean saturated) {
		final List<String> parts = new ArrayList<>();
		if (GeneratorHeadroom.limited(point)) {
			parts.add("not ranked: generator-limited");
		}
		if (saturated) {
			parts.add("saturated its CPUs (" + Format.number(Recommender.boardBurstCpuPct(point))
					+ " % during the burst, limit " + Format.number(saturationPct) + " %)");
		}
		final double goodput = point.median(goodputColumn);
		final double bestGoodput = best.median(goodputColumn);
		if (Math.abs(goodput - bestGoodput) >= NOTABLE_GOODPUT_CHANGE * bestGoodput) {
			parts.add("goodput " + Format.change(goodput, bestGoodput));
		}
		parts.add(recoveryAgainstBest(point));
		final double p95 = point.median(Figure.P95_MS);
		final double bestP95 = best.median(Figure.P95_MS);
		if (Math.abs(p95 - bestP95) >= NOTABLE_P95_CHANGE * bestP95) {
			parts.add("p95 " + Format.change(p95, bestP95) + " (" + Format.millis(p95) + ")");
		}
		final double errors = point.median(Figure.ERRORS);
		if (errors > best.median(Figure.ERRORS)) {
			parts.add(Format.number(errors) + " errors vs " + Format.number(best.median(Figure.ERRORS)));
		}
		failures(point, parts);
		return label(point) + ": " + String.join(", ", parts) + comparison(point);
	}

	/**
	 * "; told apart from the best: p95 +25 % [+12 %, +40 %] (95 %, 5 and 5 runs)", the
	 * point's median against the best's; nothing where either is generator-limited (not
	 * ranked).
	 */
	private String comparison(final PointAnalysis point) {
		if (GeneratorHeadroom.limited(point) || GeneratorHeadroom.limited(best)) {
			return "";
		}
		final Optional<Ranking.Criterion> deciding = ranking.deciding(point, best);
		final List<Ranking.Criterion> shown = deciding.map(List::of).orElse(List.of(Ranking.Criterion.values()));
		final List<String> parts = new ArrayList<>();
		MedianDifference last = null;
		for (final Ranking.Criterion criterion : shown) {
			last = ranking.difference(point, best, criterion);
			parts.add(interval(criterion, last));
		}
		final String confidence = last.single() ? "single runs, no interval"
				: last.unbounded() ? last.runsA() + " and " + last.runsB() + " runs, too few for an interval"
						: Format.number(MedianDifference.FIGURE_CONFIDENCE_PCT) + " %, " + last.runsA() + " and "
								+ last.runsB() + " runs";
		return "; " + (deciding.isPresent() ? "told apart from the best: " : "not told apart from the best: ")
				+ String.join(", ", parts) + " (" + confidence + ")";
	}

	/**
	 * "p95 +25 % [+12 %, +40 %]", in percent of the best's median; seconds for recovery.
	 */
	private String interval(final Ranking.Criterion criterion, final MedianDifference difference) {
		final String name = switch (criterion) {
			case GOODPUT -> "goodput";
			case RECOVERY -> "recovery";
			case P95 -> "p95";
		};
		final double scale = criterion == Ranking.Criterion.RECOVERY ? 1
				: 100 / best.median(criterion == Ranking.Criterion.GOODPUT ? goodputColumn : Figure.P95_MS);
		final String unit = criterion == Ranking.Criterion.RECOVERY ? " s" : " %";
		final String estimate = name + " " + signed(scale * difference.estimate()) + unit;
		return difference.single() || difference.unbounded() ? estimate : estimate + " ["
				+ signed(scale * difference.low()) + unit + ", " + signed(scale * difference.high()) + unit + "]";
	}

	private static String signed(final double value) {
		return (value >= 0 ? "+" : "\u2212") + Format.number(Math.abs(value));
	}

	private String recoveryAgainstBest(final PointAnalysis point) {
		final double at = point.median(Figure.RECOVERED_AT_S);
		final double bestAt = best.median(Figure.RECOVERED_AT_S);
		if (Double.isInfinite(at)) {
			return (Double.isInfinite(bestAt) ? "did not recover either, " : "did not recover, ")
					+ point.never(Figure.RECOVERED_AT_S);
		}
		if (Double.isInfinite(bestAt)) {
			return "recovered at " + Format.number(at) + " s where the best did not";
		}
		final double later = at - bestAt;
		return later == 0 ? "recovered at the same second (" + Format.number(at) + " s)"
				: "recovered " + Format.number(Math.abs(later)) + " s " + (later > 0 ? "later" : "sooner") + " (at "
						+ Format.number(at) + " s)";
	}

	private static String recovery(final PointAnalysis point) {
		final double at = point.median(Figure.RECOVERED_AT_S);
		return Double.isInfinite(at) ? point.never(Figure.RECOVERED_AT_S) : "recovered at " + Format.number(at) + " s ("
				+ Format.number(point.median(Figure.RECOVERY_S)) + " s after the burst)";
	}

	private static void failures(final PointAnalysis point, final List<String> parts) {
		if (!point.failed().isEmpty()) {
			parts.add(point.failed().size() + " of " + (point.failed().size() + point.runs().size()) + " runs failed");
		}
	}

	private String label(final PointAnalysis point) {
		return point.settings().shortLabel(sweep);
	}

}
