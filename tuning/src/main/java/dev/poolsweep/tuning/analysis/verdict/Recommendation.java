package dev.poolsweep.tuning.analysis.verdict;

import java.util.List;

import dev.poolsweep.tuning.analysis.PointAnalysis;
import dev.poolsweep.tuning.analysis.PointSettings;
import dev.poolsweep.tuning.text.Format;

/**
 * The point the sweep recommends, how sure the sweep is of it, and for every point why it
 * ranks where it does.
 *
 * @param best the first of the leaders, or null when no point can be ranked
 * @param leaders the points no other point beats; more than one means a tie
 * @param confidence how far the ranking can be trusted
 * @param verdicts every point with figures, best first
 * @param notes caveats about the ranking as a whole (points not ranked and why)
 */
public record Recommendation(PointAnalysis best, List<PointAnalysis> leaders, Confidence confidence,
		List<Verdict> verdicts, List<String> notes) {

	public static final String RULE = "Points are ranked on complete runs, by their medians over repetitions. A point "
			+ "with a generator-limited run (the load generator did not keep to the schedule) is not ranked: its figures "
			+ "measure the generator. Two points are compared on a figure by the Hodges-Lehmann shift (the median of "
			+ "the differences between every run of one and every run of the other) and its "
			+ Format.number(MedianDifference.FIGURE_CONFIDENCE_PCT) + " % interval from the exact Mann-Whitney "
			+ "distribution (the 5 % shared between the three figures, so that two alike points are told apart on "
			+ "any of them at most 5 % of the time), which assumes "
			+ "nothing about how runs spread and is moved by one stalled run no more than by any other; a recovery "
			+ "not seen counts as later than every recovery seen. One point is better than another on a figure "
			+ "where the interval lies wholly on its side of zero and the shift exceeds a tolerance: goodput "
			+ Format.number(100 * Recommender.GOODPUT_TIE) + " % of the larger median, recovery "
			+ Format.number(Recommender.RECOVERY_TIE_S) + " s, p95 " + Format.number(100 * Recommender.P95_TIE)
			+ " % of the smaller median. More repetitions narrow the interval, so they tell more points apart; with "
			+ "fewer than " + MedianDifference.FEWEST_RUNS + " runs a side there is no such interval. A point "
			+ "that another is better than on goodput, p95 and recovery together is dominated and never recommended. "
			+ "Between the others, one point beats another on the first of goodput, the recovery instant and p95 on "
			+ "which either is better than the other. The leaders are the points no other point beats; when there are "
			+ "several, they cannot be told apart and are all named. Among tied points, a point whose board CPU during "
			+ "the burst stayed below the saturation limit (in percent of the CPUs the board may use) is listed first. "
			+ "Where there is no interval (one repetition, or fewer than " + MedianDifference.FEWEST_RUNS
			+ " a side), the shift alone decides and the ranking is provisional.";

	/** The answer in one sentence, for the console and the top of the report. */
	public String headline(final List<PointSettings> sweep) {
		final String names = String.join(", ", leaders.stream().map(p -> p.settings().shortLabel(sweep)).toList());
		final int repetitions = leaders.stream().mapToInt(p -> p.runs().size()).min().orElse(0);
		return switch (confidence) {
			case NONE -> "No recommendation: fewer than two points could be compared (see the notes).";
			case CLEAR -> "Recommended: " + names + ". No other point beats it beyond the tolerances at "
					+ MedianDifference.CONFIDENCE_PCT + " % over its " + repetitions + " repetitions.";
			case TIED -> "The leaders cannot be told apart: " + names + ". Over " + repetitions
					+ " repetitions no difference between them lies beyond the tolerances at "
					+ MedianDifference.CONFIDENCE_PCT + " %; any of them is a sound choice, and more repetitions "
					+ "narrow the intervals.";
			case PROVISIONAL -> (leaders.size() == 1 ? "Provisionally recommended: " + names + "."
					: "Provisional leaders, not told apart: " + names + ".") + " With "
					+ (repetitions == 1 ? "one repetition" : repetitions + " repetitions")
					+ " there is no interval, so noise and difference cannot be told apart: run --repeat "
					+ Recommender.CONFIRMING_REPETITIONS
					+ " or more to confirm (the more, the narrower the intervals).";
		};
	}

	public enum Confidence {

		/**
		 * One leader, beaten by no other point over enough repetitions for an interval
		 * ({@link MedianDifference#FEWEST_RUNS}; the notes name the points it does not
		 * itself beat).
		 */
		CLEAR,
		/** Several leaders that the repetitions cannot tell apart. */
		TIED,
		/**
		 * A leader (or leaders) from too few repetitions for an interval: noise and
		 * difference cannot be told apart.
		 */
		PROVISIONAL,
		/**
		 * Fewer than two points could be ranked (the others generator-limited or without
		 * runs): there is nothing to compare.
		 */
		NONE

	}

	/**
	 * @param rank 1 for the best
	 * @param leader whether no other point beats it
	 * @param dominated whether another point is better on goodput, p95 and recovery
	 * together
	 * @param generatorLimited whether a run of it was generator-limited (then it is not
	 * ranked)
	 * @param saturated whether the board's CPU reached the saturation limit during the
	 * burst
	 * @param summary one line: what the point achieved, or why it lost against the best
	 */
	public record Verdict(PointAnalysis point, int rank, boolean leader, boolean dominated, boolean generatorLimited,
			boolean saturated, String summary) {
	}
}
