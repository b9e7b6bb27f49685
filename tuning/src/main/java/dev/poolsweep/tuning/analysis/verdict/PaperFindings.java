package dev.poolsweep.tuning.analysis.verdict;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import dev.poolsweep.tuning.analysis.Aggregate;
import dev.poolsweep.tuning.analysis.Figure;
import dev.poolsweep.tuning.analysis.PointAnalysis;
import dev.poolsweep.tuning.analysis.series.AnalysisOptions;
import dev.poolsweep.tuning.settings.Grid;
import dev.poolsweep.tuning.text.Format;

/**
 * The paper's findings (Namyun Kim, "Experimental Evaluation Method for Performance
 * Analysis in Web Application Services", 2016: Table 2 and its discussion), each checked
 * against a sweep that has maxThreads 1, 10, 100 and 300. One point is above another by
 * the rule the recommendation uses ({@link Recommendation#RULE}): where their
 * {@link MedianDifference} clears the tolerance (throughput's is goodput's); with too few
 * repetitions for an interval, a verdict is as provisional as the recommendation. A
 * recovery instant is "about" the paper's when its median is within {@value #ABOUT_S} s
 * of it.
 */
public final class PaperFindings {

	/** How near the paper's recovery instant a median must be to count as "about" it. */
	static final double ABOUT_S = 3;

	/** The paper's recovery instants (Table 2), in seconds from the start. */
	static final double ONE_BACK_AT_S = 42;

	static final double TEN_BACK_AT_S = 38;

	public enum Verdict {

		HOLDS("holds"), DOES_NOT_HOLD("does not hold"), CANNOT_TELL("cannot be told apart");

		private final String text;

		Verdict(final String text) {
			this.text = text;
		}

		public String text() {
			return text;
		}

	}

	/**
	 * @param measured the figures the verdict reads, medians with their range
	 * @param why for a claim that does not hold or cannot be told, what the measurements
	 * show instead; empty when it holds
	 */
	public record Row(String claim, String measured, Verdict verdict, String why) {
	}

	private final Map<Integer, PointAnalysis> byThreads;

	private final AnalysisOptions options;

	private final MeasuredPoints measured;

	private PaperFindings(final Map<Integer, PointAnalysis> byThreads, final AnalysisOptions options) {
		this.byThreads = byThreads;
		this.options = options;
		this.measured = new MeasuredPoints(options);
	}

	/**
	 * The rows, or empty when the sweep lacks a point with runs at one of maxThreads 1,
	 * 10, 100 and 300 (the first such point of each when the grid varies more).
	 */
	public static List<Row> of(final List<PointAnalysis> points, final Recommendation recommendation,
			final AnalysisOptions options) {
		final Map<Integer, PointAnalysis> byThreads = new LinkedHashMap<>();
		for (final Integer threads : Grid.PAPER_MAX_THREADS) {
			points.stream()
				.filter(p -> p.hasRuns() && threads.equals(p.settings().maxThreads()))
				.findFirst()
				.ifPresent(p -> byThreads.put(threads, p));
		}
		if (byThreads.size() < Grid.PAPER_MAX_THREADS.size()) {
			return List.of();
		}
		return new PaperFindings(byThreads, options).rows(recommendation);
	}

	private List<Row> rows(final Recommendation recommendation) {
		final List<Row> rows = new ArrayList<>();
		rows.add(highest("maxThreads=1 has the longest response times", Figure.P95_MS, 1));
		rows.add(lastBack());
		rows.add(backAbout(10, TEN_BACK_AT_S));
		rows.add(slowerAndIrregular());
		rows.add(slowestAndSaturated());
		rows.add(throughputLowerOnlyAtOne());
		rows.add(goodRange(recommendation));
		return rows;
	}

	private Row highest(final String claim, final String figure, final int threads) {
		final String measured = figures(figure);
		final Optional<Integer> above = others(threads).stream()
			.filter(other -> above(other, threads, figure))
			.findFirst();
		if (above.isPresent()) {
			return new Row(claim, measured, Verdict.DOES_NOT_HOLD,
					"maxThreads=" + above.get() + " is higher, beyond the tolerance");
		}
		return others(threads).stream().allMatch(other -> above(threads, other, figure))
				? new Row(claim, measured, Verdict.HOLDS, "")
				: new Row(claim, measured, Verdict.CANNOT_TELL, "not told apart");
	}

	private Row lastBack() {
		final String claim = "maxThreads=1 returns to steady state last, at about " + Format.number(ONE_BACK_AT_S)
				+ " s";
		final Row last = highest(claim, Figure.RECOVERED_AT_S, 1);
		final double median = median(1, Figure.RECOVERED_AT_S);
		if (last.verdict() == Verdict.HOLDS && Math.abs(median - ONE_BACK_AT_S) > ABOUT_S) {
			return new Row(claim, last.measured(), Verdict.DOES_NOT_HOLD,
					"last, but back at " + value(1, Figure.RECOVERED_AT_S, median));
		}
		return last;
	}

	private Row backAbout(final int threads, final double paperS) {
		final String claim = "maxThreads=" + threads + " returns at about " + Format.number(paperS) + " s";
		final double median = median(threads, Figure.RECOVERED_AT_S);
		final String measured = figures(Figure.RECOVERED_AT_S);
		return Math.abs(median - paperS) <= ABOUT_S ? new Row(claim, measured, Verdict.HOLDS, "") : new Row(claim,
				measured, Verdict.DOES_NOT_HOLD, "back at " + value(threads, Figure.RECOVERED_AT_S, median));
	}

	private Row slowerAndIrregular() {
		final String claim = "maxThreads=100 is slower than 10, and irregular";
		final String measured = figures(Figure.P95_MS) + (repetitions() < 2 ? ""
				: "; spread of p95 (max/min): 10 " + spread(10, Figure.P95_MS) + ", 100 " + spread(100, Figure.P95_MS));
		if (above(10, 100, Figure.P95_MS)) {
			return new Row(claim, measured, Verdict.DOES_NOT_HOLD, "10 is slower than 100, beyond the tolerance");
		}
		if (!above(100, 10, Figure.P95_MS)) {
			return new Row(claim, measured, Verdict.CANNOT_TELL, "the p95s of 10 and 100 are not told apart");
		}
		if (repetitions() < 2) {
			return new Row(claim, measured, Verdict.CANNOT_TELL, "slower; one repetition shows no spread");
		}
		return irregular(100, 10) ? new Row(claim, measured, Verdict.HOLDS, "") : new Row(claim, measured,
				Verdict.DOES_NOT_HOLD, "slower, but its repetitions spread no more than those of 10");
	}

	private Row slowestAndSaturated() {
		final String claim = "maxThreads=300 is slower still, with the CPU saturated";
		final double cpu = median(300, Figure.CPU_BOARD_BURST_PCT);
		final String measured = figures(Figure.P95_MS) + "; board CPU in the burst at 300: " + Format.number(cpu)
				+ " %";
		if (Double.isNaN(cpu)) {
			return new Row(claim, measured, Verdict.CANNOT_TELL, "no CPU figure (the board's JMX was not sampled)");
		}
		final boolean saturated = cpu >= options.cpuSaturationPct();
		final boolean slower = above(300, 100, Figure.P95_MS);
		final boolean faster = above(100, 300, Figure.P95_MS);
		if (slower && saturated) {
			return new Row(claim, measured, Verdict.HOLDS, "");
		}
		if (!faster && saturated) {
			return new Row(claim, measured, Verdict.CANNOT_TELL, "the p95s of 100 and 300 are not told apart");
		}
		final List<String> why = new ArrayList<>();
		if (faster) {
			why.add("100 is slower than 300, beyond the tolerance");
		}
		if (!saturated) {
			why.add("the CPU stayed below " + Format.number(options.cpuSaturationPct()) + " %, the saturation limit");
		}
		return new Row(claim, measured, Verdict.DOES_NOT_HOLD, String.join("; ", why));
	}

	private Row throughputLowerOnlyAtOne() {
		final String claim = "throughput is lower only at maxThreads=1";
		final String measured = figures(Figure.THROUGHPUT);
		final List<Integer> others = others(1);
		final Optional<Integer> below = others.stream().filter(t -> above(1, t, Figure.THROUGHPUT)).findFirst();
		if (below.isPresent()) {
			return new Row(claim, measured, Verdict.DOES_NOT_HOLD, below.get() + " is below 1, beyond the tolerance");
		}
		final double least = others.stream().mapToDouble(t -> median(t, Figure.THROUGHPUT)).min().orElseThrow();
		final double most = others.stream().mapToDouble(t -> median(t, Figure.THROUGHPUT)).max().orElseThrow();
		if (most > least * (1 + Recommender.GOODPUT_TIE)) {
			return new Row(claim, measured, Verdict.DOES_NOT_HOLD,
					"10, 100 and 300 differ by more than " + Format.number(100 * Recommender.GOODPUT_TIE) + " %");
		}
		final long aboveOne = others.stream().filter(t -> above(t, 1, Figure.THROUGHPUT)).count();
		if (aboveOne == others.size()) {
			return new Row(claim, measured, Verdict.HOLDS, "");
		}
		return aboveOne == 0
				? new Row(claim, measured, Verdict.DOES_NOT_HOLD, "every point served about what was offered: in an "
						+ "open workload the throughput falls only where requests fail or are still unanswered at the end")
				: new Row(claim, measured, Verdict.CANNOT_TELL,
						"1 is below some points, not beyond the tolerance of all");
	}

	private Row goodRange(final Recommendation recommendation) {
		final String claim = "the good range is maxThreads 10 to 100";
		final List<Integer> leaders = recommendation.leaders()
			.stream()
			.map(p -> p.settings().maxThreads())
			.filter(t -> t != null)
			.toList();
		final String measured = "leaders: " + (leaders.isEmpty() ? "none"
				: String.join(", ", leaders.stream().map(t -> "maxThreads=" + t).toList()));
		if (recommendation.confidence() == Recommendation.Confidence.NONE || leaders.isEmpty()) {
			return new Row(claim, measured, Verdict.CANNOT_TELL, "no recommendation");
		}
		return leaders.stream().allMatch(t -> t >= 10 && t <= 100) ? new Row(claim, measured, Verdict.HOLDS, "")
				: new Row(claim, measured, Verdict.DOES_NOT_HOLD, "a leader lies outside 10 to 100");
	}

	/**
	 * Whether a's runs lie above b's: their difference beyond the tolerance of the
	 * figure's {@link Ranking.Criterion} ({@link MedianDifference#above}).
	 */
	private boolean above(final int a, final int b, final String figure) {
		final Ranking.Criterion criterion = switch (figure) {
			case Figure.P95_MS -> Ranking.Criterion.P95;
			case Figure.RECOVERED_AT_S -> Ranking.Criterion.RECOVERY;
			default -> Ranking.Criterion.GOODPUT;
		};
		final MedianDifference difference = measured.difference(byThreads.get(a), byThreads.get(b), figure);
		return difference.above(criterion.tie(median(a, figure), median(b, figure)));
	}

	private boolean irregular(final int a, final int b) {
		return ratio(a, Figure.P95_MS) > ratio(b, Figure.P95_MS);
	}

	private double ratio(final int threads, final String figure) {
		final Aggregate aggregate = aggregate(threads, figure);
		return aggregate.max() / aggregate.min();
	}

	private String spread(final int threads, final String figure) {
		return Format.number(ratio(threads, figure)) + "\u00d7";
	}

	private int repetitions() {
		return byThreads.values().stream().mapToInt(p -> p.runs().size()).min().orElse(0);
	}

	private List<Integer> others(final int threads) {
		return byThreads.keySet().stream().filter(t -> t != threads).toList();
	}

	private Aggregate aggregate(final int threads, final String figure) {
		return byThreads.get(threads).aggregates().get(figure);
	}

	private double median(final int threads, final String figure) {
		return aggregate(threads, figure).median();
	}

	/**
	 * "p95 1: 5300 ms (4100-6000 ms), 10: ..." for a figure, a range only with
	 * repetitions.
	 */
	private String figures(final String figure) {
		final List<String> parts = new ArrayList<>();
		byThreads.forEach((threads, point) -> {
			final Aggregate a = point.aggregates().get(figure);
			parts.add(threads + ": " + value(threads, figure, a.median()) + (a.count() > 1
					? " (" + value(threads, figure, a.min()) + "\u2013" + value(threads, figure, a.max()) + ")" : ""));
		});
		return label(figure) + " " + String.join(", ", parts);
	}

	/** A value of a figure with its unit; a recovery never seen as the point says it. */
	private String value(final int threads, final String figure, final double value) {
		if (Double.isInfinite(value)) {
			return byThreads.get(threads).never(figure);
		}
		return Format.number(value) + switch (figure) {
			case Figure.P95_MS -> " ms";
			case Figure.RECOVERED_AT_S -> " s";
			default -> "/s";
		};
	}

	private static String label(final String figure) {
		return switch (figure) {
			case Figure.P95_MS -> "p95";
			case Figure.RECOVERED_AT_S -> "back at";
			default -> "throughput";
		};
	}

}
