package dev.poolsweep.tuning.tune;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import dev.poolsweep.tuning.analysis.verdict.MedianDifference;
import dev.poolsweep.tuning.analysis.verdict.MedianInterval;
import dev.poolsweep.tuning.analysis.verdict.Ranking;
import dev.poolsweep.tuning.analysis.verdict.Ranking.Criterion;
import dev.poolsweep.tuning.settings.Point;

/**
 * The race between the points the model could not rule out, judged after every round of
 * runs.
 *
 * <p>
 * Without an SLO a point is out once another point still in the race beats it by the
 * existing comparison ({@link Ranking#beats}: the first of goodput, recovery and p95 on
 * which either is better, its interval beyond zero and its shift beyond the tie), its 95
 * % shared between the at most {@link #ROUNDS} rounds ({@link #TAIL}); each round doubles
 * the runs of every point still open. Only an interval counts here: with too few runs for
 * one the shift alone decides nothing, unlike in a provisional ranking, so the race never
 * drops a point on noise it cannot bound. The race ends when one point is left, or when
 * every pair left is {@link Equivalence equivalent}; the answer is the cheapest point
 * left ({@link Contender#CHEAPEST_FIRST}).
 * </p>
 *
 * <p>
 * With an {@link Slo} the points are measured one at a time, cheapest first,
 * {@link #SLO_RUNS} runs each, and each is {@link Slo#check checked} once: out when it
 * misses the SLO, the answer when it meets it. A point on the SLO's edge stays, named in
 * the answer, and the race goes on to the next point: more runs would not settle a point
 * whose median sits at the limit, and judging each point once keeps the check's error
 * rate at its interval's. The race ends at the first point that meets the SLO, when none
 * is left, or when every point left is on the edge.
 * </p>
 */
final class Race {

	/**
	 * The most rounds a race runs, so the most times two points are compared.
	 */
	public static final int ROUNDS = 4;

	/**
	 * The chance left in each tail of a figure's interval at one round: the ranking's
	 * ({@link MedianDifference#FIGURE_CONFIDENCE_PCT}) shared between the rounds
	 * (Bonferroni). Judging the same pair again after every round would otherwise call
	 * alike points different more often than the ranking's 5 %: with the ranking's own
	 * interval after each of eight rounds, about 8 % of races between alike points at the
	 * measured noise (RaceSimulationTest).
	 */
	static final double TAIL = (1 - MedianDifference.FIGURE_CONFIDENCE_PCT / 100) / 2 / ROUNDS;

	/**
	 * Runs a point gets in its first round: the fewest that give an interval at
	 * {@link #TAIL}.
	 */
	public static final int FIRST_RUNS = fewestRuns();

	/**
	 * Runs a point gets in a race for an SLO: the fewest that give its median an interval
	 * ({@link MedianInterval#FEWEST_RUNS}).
	 */
	public static final int SLO_RUNS = MedianInterval.FEWEST_RUNS;

	/** Why the race ended. */
	public enum End {

		ONE_LEADER("one leader is left"), EQUIVALENT("the leaders are equivalent"), BUDGET("the budget is spent"),
		TIME("the budget's time is spent"), SLO_MET("the cheapest point left meets the SLO"),
		NONE_MEETS("no point meets the SLO"), ON_THE_EDGE("every point left is on the SLO's edge"),
		ROUNDS("the race ran its " + Race.ROUNDS + " rounds");

		private final String text;

		End(final String text) {
			this.text = text;
		}

		/** For people: "the leaders are equivalent". */
		public String text() {
			return text;
		}

	}

	/**
	 * A point out of the race.
	 *
	 * @param by the point that beat it; null when it missed the SLO
	 * @param on the figure that decided
	 * @param shift its figure minus {@code by}'s (or its median minus the SLO's limit),
	 * with the interval that decided
	 * @param reason for people
	 */
	public record Elimination(Point point, int round, Point by, Criterion on, MedianDifference shift, String reason) {
	}

	/**
	 * Where the race stands after a round.
	 *
	 * @param left the points still in the race, cheapest first
	 * @param out the points out of it, in the order they left
	 * @param end why it ended; empty while it goes on
	 * @param open the points that get runs in the next round
	 * @param slo the race's SLO; {@link Slo#NONE} for the ranking's order
	 */
	public record Standing(List<Contender> left, List<Elimination> out, Optional<End> end, List<Contender> open,
			Slo slo) {

		/**
		 * The answer: the only point left, or the cheapest of equivalent ones, or with an
		 * SLO the cheapest shown to meet it. When the budget or the rounds ran out with
		 * several points left ({@link #undecided}), the provisional leader
		 * ({@link Race#provisionalLeader}): never a point far behind for being cheap.
		 * Empty when none is left, and with an SLO no point was shown to meet it.
		 */
		public Optional<Contender> recommended() {
			if (slo.any()) {
				return end.filter(e -> e == End.SLO_MET).flatMap(e -> meetingTheSlo());
			}
			if (left.isEmpty()) {
				return Optional.empty();
			}
			return Optional.of(undecided() ? provisionalLeader(left) : left.getFirst());
		}

		/**
		 * The points left that are cheaper than the answer (or, with no answer, any) and
		 * on the SLO's edge: neither shown to meet it nor to miss it; none without an
		 * SLO.
		 */
		public List<Contender> onTheEdge() {
			if (!slo.any()) {
				return List.of();
			}
			final Optional<Point> answer = recommended().map(Contender::point);
			return left.stream()
				.takeWhile(c -> answer.filter(c.point()::equals).isEmpty())
				.filter(c -> c.size() >= SLO_RUNS && slo.check(c).status() == Slo.Status.ON_THE_EDGE)
				.toList();
		}

		private Optional<Contender> meetingTheSlo() {
			return left.stream().filter(c -> slo.check(c).status() == Slo.Status.MEETS).findFirst();
		}

		/**
		 * Whether the race ended for want of budget or rounds before it decided: several
		 * points left, or with an SLO none yet shown to meet it.
		 */
		public boolean undecided() {
			final boolean cut = end.filter(e -> e == End.BUDGET || e == End.TIME || e == End.ROUNDS).isPresent();
			return cut && (slo.any() || left.size() > 1);
		}

	}

	private final Ranking<Contender> ranking = ContenderRanking.of(ContenderRanking.Reading.RACE);

	private final Slo slo;

	private final Map<Point, Elimination> out = new LinkedHashMap<>();

	/**
	 * @param slo the objective's limits; {@link Slo#NONE} for the ranking's order
	 */
	public Race(final Slo slo) {
		this.slo = slo;
	}

	/** The runs a point still open should have after the next round. */
	public int target(final Contender contender) {
		if (slo.any()) {
			return SLO_RUNS;
		}
		return contender.size() < FIRST_RUNS ? FIRST_RUNS : 2 * contender.size();
	}

	/**
	 * Whether round {@code number} may run: at most {@link #ROUNDS} compare points again
	 * and again; a race for an SLO judges each point once, so only the budget bounds it.
	 */
	public boolean mayRun(final int number) {
		return slo.any() || number <= ROUNDS;
	}

	/**
	 * Judges the race after round {@code round}: drops the points now told apart as
	 * worse, and says whether it ended.
	 * @param contenders every point raced so far with all its runs (those out of the race
	 * too)
	 */
	public Standing judge(final List<Contender> contenders, final int round) {
		final List<Contender> sorted = contenders.stream()
			.sorted(Comparator.comparing(Contender::point, Contender.CHEAPEST_FIRST))
			.toList();
		if (slo.any()) {
			return judgeSlo(sorted, round);
		}
		final List<Contender> left = left(sorted);
		for (final Contender loser : left) {
			for (final Contender winner : left) {
				if (winner != loser && ranking.beats(winner, loser)) {
					final Criterion on = ranking.deciding(winner, loser).orElseThrow();
					final MedianDifference shift = ranking.difference(loser, winner, on);
					out.put(loser.point(), new Elimination(loser.point(), round, winner.point(), on, shift,
							Shifts.worse(on, shift) + " against " + Shifts.label(winner.point())));
					break;
				}
			}
		}
		final List<Contender> still = left(sorted);
		// a point the model left alone is still measured: the answer rests on runs
		final Optional<End> end = still.size() == 1 && still.getFirst().size() > 0 ? Optional.of(End.ONE_LEADER)
				: still.size() > 1 && Equivalence.all(still) ? Optional.of(End.EQUIVALENT) : Optional.empty();
		return new Standing(still, List.copyOf(out.values()), end, end.isPresent() ? List.of() : still, slo);
	}

	private Standing judgeSlo(final List<Contender> sorted, final int round) {
		for (final Contender contender : left(sorted)) {
			if (contender.size() >= SLO_RUNS) {
				final Slo.Check check = slo.check(contender);
				if (check.status() == Slo.Status.MISSES) {
					out.put(contender.point(),
							new Elimination(contender.point(), round, null, check.on(), check.shift(), check.reason()));
				}
			}
		}
		final List<Contender> still = left(sorted);
		final List<Elimination> gone = List.copyOf(out.values());
		if (still.isEmpty()) {
			return new Standing(still, gone, Optional.of(End.NONE_MEETS), List.of(), slo);
		}
		for (final Contender contender : still) {
			if (contender.size() < SLO_RUNS) {
				return new Standing(still, gone, Optional.empty(), List.of(contender), slo);
			}
			if (slo.check(contender).status() == Slo.Status.MEETS) {
				return new Standing(still, gone, Optional.of(End.SLO_MET), List.of(), slo);
			}
		}
		return new Standing(still, gone, Optional.of(End.ON_THE_EDGE), List.of(), slo);
	}

	/** The race ended where it stood, for this reason. */
	public static Standing ended(final Standing standing, final End end) {
		return new Standing(standing.left(), standing.out(), Optional.of(end), List.of(), standing.slo());
	}

	private static int fewestRuns() {
		int runs = 2;
		while (MedianDifference.between(new double[runs], new double[runs], TAIL).unbounded()) {
			runs++;
		}
		return runs;
	}

	private List<Contender> left(final List<Contender> sorted) {
		return sorted.stream().filter(c -> !out.containsKey(c.point())).toList();
	}

	/**
	 * The answer of a race that could not decide: the cheapest of the points left that no
	 * other is shown to beat by the report's provisional ranking, in which a shift beyond
	 * the tie decides where too few runs give no interval. Points alike stay together,
	 * and the cheapest of them is chosen, as among equivalent ones; a point far behind on
	 * its medians is not chosen for being cheap.
	 */
	static Contender provisionalLeader(final List<Contender> left) {
		return cheapestLeader(left, ContenderRanking.Reading.REPORT);
	}

	/**
	 * The point of those left that is ahead of the others on its medians alone (a shift
	 * beyond the tie, whatever its interval), the cheapest of such points. Where it is
	 * not the {@link #provisionalLeader}, the runs put it ahead without showing it.
	 *
	 * <p>
	 * Design: the provisional answer does not follow the medians, because among alike
	 * points a shift beyond the tie by chance would then pass over the cheapest in one
	 * race of eight at the measured noise (RaceSimulationTest); the answer names the
	 * point instead.
	 * </p>
	 */
	static Contender aheadOnMedians(final List<Contender> left) {
		return cheapestLeader(left, ContenderRanking.Reading.MEDIANS);
	}

	private static Contender cheapestLeader(final List<Contender> left, final ContenderRanking.Reading reading) {
		return ContenderRanking.of(reading)
			.rank(left)
			.leaders()
			.stream()
			.min(Comparator.comparing(Contender::point, Contender.CHEAPEST_FIRST))
			.orElseThrow();
	}

	/** Every point raced, by its settings, for the answer. */
	static Map<Point, Contender> byPoint(final List<Contender> contenders) {
		final Map<Point, Contender> map = new LinkedHashMap<>();
		contenders.forEach(c -> map.put(c.point(), c));
		return map;
	}

	/** The points out of the race, in the order they left. */
	List<Elimination> out() {
		return new ArrayList<>(out.values());
	}

}
