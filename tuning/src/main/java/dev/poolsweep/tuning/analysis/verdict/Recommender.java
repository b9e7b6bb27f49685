package dev.poolsweep.tuning.analysis.verdict;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import dev.poolsweep.tuning.analysis.series.AnalysisOptions;
import dev.poolsweep.tuning.analysis.Figure;
import dev.poolsweep.tuning.text.Format;
import dev.poolsweep.tuning.analysis.PointAnalysis;
import dev.poolsweep.tuning.analysis.PointSettings;

/**
 * Applies {@link Recommendation#RULE}: generator-limited points out, dominated points
 * never recommended, and a winner only where its difference from the others is real (its
 * interval beyond zero) and beyond the tolerances.
 */
public final class Recommender {

	/**
	 * The practical tolerances: a difference is only worth telling when its shift lies
	 * beyond them (and its interval beyond zero), so neither noise nor a difference too
	 * small to matter decides (goodput relative to the larger median, recovery in
	 * seconds, p95 relative to the smaller median). The model's ranking of predictions
	 * uses them too.
	 */
	public static final double GOODPUT_TIE = 0.05;

	public static final double RECOVERY_TIE_S = 1;

	public static final double P95_TIE = 0.10;

	/**
	 * The repetitions the report advises to confirm a provisional ranking: the fewest
	 * that give an interval ({@link MedianDifference#FEWEST_RUNS}).
	 */
	public static final int CONFIRMING_REPETITIONS = MedianDifference.FEWEST_RUNS;

	/**
	 * A burst builds a queue when its p95 reaches this many times the pre-burst p95 (and
	 * every worker is busy).
	 */
	static final double QUEUE_P95_FACTOR = 5;

	private final AnalysisOptions options;

	private final String goodputColumn;

	private final MeasuredPoints measured;

	private final Ranking<PointAnalysis> ranking;

	public Recommender(final AnalysisOptions options) {
		this.options = options;
		this.goodputColumn = Figure.goodputPerSColumn(options.primaryGoodputThresholdMs());
		this.measured = new MeasuredPoints(options);
		this.ranking = new Ranking<>(measured);
	}

	public Recommendation recommend(final List<PointAnalysis> points) {
		final List<PointSettings> sweep = points.stream().map(PointAnalysis::settings).toList();
		final List<String> notes = new ArrayList<>();
		points.stream()
			.filter(p -> !p.hasRuns())
			.forEach(p -> notes.add("Not ranked, no complete run with figures: " + p.settings().shortLabel(sweep) + " ("
					+ p.failed().size() + " failed)."));
		final List<PointAnalysis> withRuns = points.stream().filter(PointAnalysis::hasRuns).toList();
		final List<PointAnalysis> limited = withRuns.stream().filter(GeneratorHeadroom::limited).toList();
		limited.forEach(p -> notes.add("Not ranked, generator-limited: " + p.settings().shortLabel(sweep) + " ("
				+ GeneratorHeadroom.firstLimitedRun(p).generator().summary() + ")."));
		final List<PointAnalysis> eligible = withRuns.stream().filter(p -> !limited.contains(p)).toList();
		if (eligible.isEmpty()) {
			if (!withRuns.isEmpty()) {
				notes.add("No point can be ranked: every point with runs was generator-limited. Give JMeter more CPU "
						+ "(pinning), or lower --scale.");
			}
			return new Recommendation(null, List.of(), Recommendation.Confidence.NONE,
					verdicts(ranking.byFigures(withRuns), List.of(), List.of(), sweep), notes);
		}
		if (eligible.size() == 1) {
			return alone(eligible.getFirst(), points.size(), limited, sweep, notes);
		}
		noQueueNote(eligible, sweep).ifPresent(notes::add);
		GeneratorHeadroom.busyNote(withRuns, sweep).ifPresent(notes::add);
		final Ranking.Result<PointAnalysis> result = ranking.rank(eligible);
		if (result.cyclic()) {
			notes.add("Every point is beaten by another on one figure and beats one on another (goodput, recovery and "
					+ "p95 order them differently): they cannot be ranked, so all are named.");
		}
		notBeatenByTheLeaderNote(result, eligible, sweep).ifPresent(notes::add);
		final List<PointAnalysis> ranked = new ArrayList<>(result.ranked());
		ranked.addAll(ranking.byFigures(limited));
		return new Recommendation(ranked.getFirst(), result.leaders(), confidence(result.leaders()),
				verdicts(ranked, result.leaders(), result.dominated(), sweep), notes);
	}

	/**
	 * A point compared with nothing is not a recommendation, however good its figures: no
	 * leader, and the reason in the notes. Its verdict comes first, the unranked points'
	 * after it.
	 */
	private Recommendation alone(final PointAnalysis only, final int points, final List<PointAnalysis> limited,
			final List<PointSettings> sweep, final List<String> notes) {
		notes.add(points == 1 ? "One point was measured: there is nothing to compare it with, so nothing to recommend."
				: "Only " + only.settings().shortLabel(sweep) + " could be ranked (the other points were "
						+ "generator-limited or have no complete run): a point compared with nothing is not a "
						+ "recommendation.");
		final List<PointAnalysis> listed = new ArrayList<>(List.of(only));
		listed.addAll(ranking.byFigures(limited));
		return new Recommendation(null, List.of(), Recommendation.Confidence.NONE,
				verdicts(listed, List.of(), List.of(), sweep), notes);
	}

	/**
	 * "Beats" does not chain: a single leader may rank above a point it cannot be told
	 * apart from itself, because a third point beats that one. Says so, so that nobody
	 * reads the ranking as the leader beating every point.
	 */
	private Optional<String> notBeatenByTheLeaderNote(final Ranking.Result<PointAnalysis> result,
			final List<PointAnalysis> eligible, final List<PointSettings> sweep) {
		if (result.leaders().size() != 1) {
			return Optional.empty();
		}
		final PointAnalysis leader = result.leaders().getFirst();
		final List<String> close = eligible.stream()
			.filter(p -> p != leader && !ranking.beats(leader, p))
			.map(p -> p.settings().shortLabel(sweep))
			.toList();
		return close.isEmpty() ? Optional.empty()
				: Optional.of("The leader, " + leader.settings().shortLabel(sweep)
						+ ", cannot itself be told apart from " + String.join(", ", close)
						+ ": they rank below it because another point beats them, or they are dominated.");
	}

	/**
	 * Pool settings are only compared under a burst that overloads the board: there the
	 * multi-threaded points run every worker (or requests wait for a database connection,
	 * or for the board's saturated CPU) and the burst's p95 climbs far above the
	 * pre-burst p95. Says so when the burst did not; a point already overloaded before
	 * the burst (its pre-burst p95 beyond the goodput threshold) is not calm, though its
	 * p95 has no room left to climb.
	 */
	private Optional<String> noQueueNote(final List<PointAnalysis> points, final List<PointSettings> sweep) {
		final List<String> calm = points.stream()
			.filter(p -> p.settings().maxThreads() > 1)
			.filter(p -> !(p.median(Figure.PRE_BURST_P95_MS) > options.primaryGoodputThresholdMs()))
			.filter(p -> (p.median(Figure.BUSY_THREADS_PEAK) < p.settings().maxThreads()
					&& !(p.median(Figure.HIKARI_PENDING_PEAK) > 0) && !saturated(p))
					|| p.median(Figure.BURST_P95_MS) < QUEUE_P95_FACTOR * p.median(Figure.PRE_BURST_P95_MS))
			.map(p -> p.settings().shortLabel(sweep))
			.toList();
		return calm.isEmpty() ? Optional.empty() : Optional.of("The burst built no queue at " + String.join(", ", calm)
				+ " (busy threads stayed below the maximum, none waited for a connection and the CPU was not saturated, "
				+ "or the burst's p95 " + "stayed below " + Format.number(QUEUE_P95_FACTOR)
				+ " \u00d7 the pre-burst p95): these settings were compared under a load "
				+ "they all handle. A larger --scale (or --calibrate) makes the burst an overload.");
	}

	private static Recommendation.Confidence confidence(final List<PointAnalysis> leaders) {
		if (leaders.stream().anyMatch(p -> p.runs().size() < MedianDifference.FEWEST_RUNS)) {
			return Recommendation.Confidence.PROVISIONAL;
		}
		return leaders.size() == 1 ? Recommendation.Confidence.CLEAR : Recommendation.Confidence.TIED;
	}

	private List<Recommendation.Verdict> verdicts(final List<PointAnalysis> ranked, final List<PointAnalysis> leaders,
			final List<PointAnalysis> dominated, final List<PointSettings> sweep) {
		final List<Recommendation.Verdict> verdicts = new ArrayList<>();
		if (ranked.isEmpty()) {
			return verdicts;
		}
		final VerdictText text = new VerdictText(ranked.getFirst(), goodputColumn, sweep, options.cpuSaturationPct(),
				ranking);
		for (int i = 0; i < ranked.size(); i++) {
			final PointAnalysis point = ranked.get(i);
			final boolean limited = GeneratorHeadroom.limited(point);
			verdicts.add(new Recommendation.Verdict(point, i + 1, leaders.contains(point), dominated.contains(point),
					limited, saturated(point),
					i == 0 && !limited ? text.forBest(saturated(point)) : text.against(point, saturated(point))));
		}
		return verdicts;
	}

	boolean saturated(final PointAnalysis point) {
		return measured.saturated(point);
	}

	/**
	 * The board's CPU during the burst, in percent of the CPUs it may use; NaN when
	 * unknown (older results).
	 */
	static double boardBurstCpuPct(final PointAnalysis point) {
		return point.median(Figure.CPU_BOARD_BURST_PCT);
	}

}
