package dev.poolsweep.tuning.analysis.verdict;

import java.util.List;

import dev.poolsweep.tuning.analysis.PointAnalysis;
import dev.poolsweep.tuning.analysis.PointSettings;

/**
 * The point the sweep recommends, how sure the sweep is of it, and for every point why it
 * ranks where it does.
 *
 * @param best the first of the leaders, or null when no point can be ranked
 * @param leaders the points no other point beats by more than the noise; more than one
 * means a tie
 * @param confidence how far the ranking can be trusted
 * @param verdicts every point with figures, best first
 * @param notes caveats about the ranking as a whole (points not ranked and why)
 */
public record Recommendation(PointAnalysis best, List<PointAnalysis> leaders, Confidence confidence,
		List<Verdict> verdicts, List<String> notes) {

	public static final String RULE = "Points are ranked on complete runs, by their medians over repetitions. A point "
			+ "with a generator-limited run (the load generator did not keep to the schedule) is not ranked: its figures "
			+ "measure the generator. A point that another point beats on goodput, p95 and recovery together (medians) is "
			+ "dominated and never recommended. Between the others, one point beats another only "
			+ "where their ranges over the repetitions (min\u2013max) do not overlap and the medians differ by more than a "
			+ "tolerance (goodput 5 %, recovery 1 s, p95 10 %), looking at goodput first, then the recovery instant, then "
			+ "p95. The leaders are the points no other point beats; when there are several, they cannot be told apart and "
			+ "are all named. Among tied points, a point whose board CPU during the burst stayed below the saturation limit "
			+ "(in percent of the CPUs the board may use) is listed first. With one repetition the ranges are single values, "
			+ "so the ranking is provisional.";

	/** The answer in one sentence, for the console and the top of the report. */
	public String headline(final List<PointSettings> sweep) {
		final String names = String.join(", ", leaders.stream().map(p -> p.settings().shortLabel(sweep)).toList());
		final int repetitions = leaders.stream().mapToInt(p -> p.runs().size()).min().orElse(0);
		return switch (confidence) {
			case NONE -> "No recommendation: fewer than two points could be compared (see the notes).";
			case CLEAR -> "Recommended: " + names + ". No other point beats it by more than the spread over its "
					+ repetitions + " repetitions.";
			case TIED -> "The leaders cannot be told apart: " + names + ". Their ranges over " + repetitions
					+ " repetitions overlap; any of them is a sound choice, and more repetitions may separate them.";
			case PROVISIONAL -> (leaders.size() == 1 ? "Provisionally recommended: " + names + "."
					: "Provisional leaders, not told apart: " + names + ".")
					+ " With one repetition noise and difference cannot be told apart: run --repeat 3 or more to confirm.";
		};
	}

	public enum Confidence {

		/**
		 * One leader, beaten by no other point by more than the spread over two or more
		 * repetitions (the notes name the points it does not itself beat).
		 */
		CLEAR,
		/** Several leaders that the repetitions cannot tell apart. */
		TIED,
		/**
		 * A leader (or leaders) from a single repetition: noise and difference cannot be
		 * told apart.
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
	 * @param dominated whether another point beats it on goodput, p95 and recovery
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
