package dev.poolsweep.tuning.tune;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import dev.poolsweep.tuning.analysis.verdict.MedianDifference;
import dev.poolsweep.tuning.analysis.verdict.Recommender;
import dev.poolsweep.tuning.analysis.verdict.Ranking.Criterion;
import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.text.Format;
import dev.poolsweep.tuning.text.markup.Html;
import dev.poolsweep.tuning.settings.Point;

/**
 * What a tune answers, first on the console, in OUT/tune.properties and at the top of the
 * report: the Spring properties to paste, then per knob the values equivalent to the
 * answer and what falls outside and by how much, then the runs spent against the grid's
 * cost at {@value Recommender#CONFIRMING_REPETITIONS} repetitions and what ended the
 * search. Every line but the properties is a comment, so the file can be pasted whole.
 *
 * @param grid every point of the grid
 * @param screen the model's screen
 * @param raced every point raced, with its runs
 * @param standing where the race ended
 * @param slo the objective's limits, {@link Slo#NONE} for none
 * @param runs the runs spent, the calibration's run included
 * @param budgetRuns the budget's runs
 * @param budgetTime the budget's duration; null for none
 */
record TuneAnswer(List<Point> grid, ModelScreen screen, List<Contender> raced, Race.Standing standing, Slo slo,
		int runs, int budgetRuns, Duration budgetTime) {

	/** The lines of tune.properties, which the console prints first. */
	public List<String> lines() {
		final List<String> lines = new ArrayList<>();
		final Optional<Contender> answer = standing.recommended();
		if (answer.isEmpty()) {
			lines.add("# " + noAnswer());
		}
		else {
			lines.add("# " + headline(answer.get()));
			answer.get().point().springArguments().forEach(argument -> lines.add(argument.replaceFirst("^--", "")));
			edgeLine().ifPresent(lines::add);
			for (final Knob knob : varying()) {
				lines.add("# " + knobLine(answer.get(), knob));
			}
		}
		if (answer.isEmpty()) {
			edgeLine().ifPresent(lines::add);
		}
		lines.add("# runs: " + runs + " (the grid at " + Recommender.CONFIRMING_REPETITIONS + " repetitions: "
				+ Recommender.CONFIRMING_REPETITIONS * grid.size() + "); ended: "
				+ standing.end().map(this::endText).orElse("interrupted"));
		return lines;
	}

	private String endText(final Race.End end) {
		return switch (end) {
			case BUDGET -> end.text() + " (" + budgetRuns + " runs)";
			case TIME -> end.text() + " (" + Format.seconds(budgetTime.toSeconds()) + ")";
			default -> end.text();
		};
	}

	/** tune.properties: the lines, one a line. */
	public String properties() {
		return String.join(System.lineSeparator(), lines()) + System.lineSeparator();
	}

	private String headline(final Contender answer) {
		final String label = Shifts.label(answer.point());
		if (slo.any()) {
			return "the cheapest settings shown to meet the SLO " + slo + ": " + label + " ("
					+ slo.check(answer).reason() + ")";
		}
		final boolean alone = standing.left().size() == 1;
		final String which = standing.undecided()
				? "undecided (more runs, --budget, would decide); provisionally, the cheapest of the "
						+ standing.left().size() + " points left that no other is shown to beat: "
				: alone ? "the leader: " : "the cheapest of " + standing.left().size() + " equivalent leaders: ";
		final Contender ahead = standing.undecided() ? Race.aheadOnMedians(standing.left()) : answer;
		return which + label + " (" + medians(answer) + ")" + (ahead.point().equals(answer.point()) ? ""
				: "; ahead on its medians, not shown: " + Shifts.label(ahead.point()) + " (" + medians(ahead) + ")");
	}

	private static String medians(final Contender point) {
		return "medians of " + Format.runs(point.size()) + ": goodput "
				+ Shifts.value(Criterion.GOODPUT, point.median(Criterion.GOODPUT)) + ", back at "
				+ Shifts.value(Criterion.RECOVERY, point.median(Criterion.RECOVERY)) + ", p95 "
				+ Shifts.value(Criterion.P95, point.median(Criterion.P95));
	}

	private String noAnswer() {
		if (slo.any()) {
			final String none = standing.undecided()
					? "no point was shown to meet the SLO " + slo + " within the budget"
					: standing.end().filter(e -> e == Race.End.ON_THE_EDGE).isPresent()
							? "no point was shown to meet the SLO " + slo + "; every point left is on its edge"
							: "no point meets the SLO " + slo;
			final Optional<Contender> closest = raced.stream()
				.filter(c -> c.size() > 0)
				.min(Comparator.comparingDouble(slo::overshoot));
			return none + closest.map(c -> "; the closest is " + Shifts.label(c.point()) + ": " + slo.check(c).reason())
				.or(() -> screen.ruledOut()
					.stream()
					.filter(out -> Double.isFinite(out.overshoot()))
					.min(Comparator.comparingDouble(ModelScreen.RuledOut::overshoot))
					.map(out -> "; the model rules out every point, the closest " + Shifts.label(out.point()) + ": "
							+ out.reason()))
				.orElse("; no point was measured");
		}
		return "no answer: no point was left in the race";
	}

	/**
	 * The points cheaper than the answer that sit on the SLO's edge, with their evidence:
	 * a user who can accept the risk may take one of them.
	 */
	private Optional<String> edgeLine() {
		final List<Contender> edge = standing.onTheEdge();
		return edge.isEmpty() ? Optional.empty()
				: Optional.of("# cheaper, on the SLO's edge (neither shown to meet it nor to miss it): " + edge.stream()
					.map(c -> Shifts.label(c.point()) + ": " + slo.check(c).reason())
					.collect(Collectors.joining("; ")));
	}

	/** The knobs with more than one value in the grid. */
	private List<Knob> varying() {
		final List<Knob> knobs = new ArrayList<>();
		for (final Knob knob : Knob.values()) {
			if (grid.stream().map(p -> p.value(knob)).distinct().count() > 1) {
				knobs.add(knob);
			}
		}
		return knobs;
	}

	/**
	 * "maxThreads: 20–100 equivalent (20, 50, 100); 10 not told apart after 6 runs; 1
	 * worse: recovery +5 s (interval ...) against ..." for the points that differ from
	 * the answer in this knob only.
	 */
	private String knobLine(final Contender answer, final Knob knob) {
		final Map<Point, Contender> byPoint = raced.stream()
			.collect(Collectors.toMap(Contender::point, c -> c, (a, b) -> a));
		final List<Integer> equivalent = new ArrayList<>(List.of(answer.point().valueOrDefault(knob)));
		final List<String> others = new ArrayList<>();
		final List<Point> neighbours = grid.stream()
			.filter(p -> !p.equals(answer.point()) && p.equals(answer.point().with(knob, p.value(knob))))
			.sorted(Comparator.comparingInt(p -> p.valueOrDefault(knob)))
			.toList();
		for (final Point neighbour : neighbours) {
			final int value = neighbour.valueOrDefault(knob);
			final Contender measured = byPoint.get(neighbour);
			final Optional<Race.Elimination> out = standing.out()
				.stream()
				.filter(e -> e.point().equals(neighbour))
				.findFirst();
			final Optional<ModelScreen.RuledOut> ruled = screen.ruledOut()
				.stream()
				.filter(r -> r.point().equals(neighbour))
				.findFirst();
			if (out.isPresent()) {
				others.add(value + " worse: " + out.get().reason());
			}
			else if (standing.onTheEdge().stream().anyMatch(c -> c.point().equals(neighbour))) {
				others.add(value + " on the SLO's edge");
			}
			else if (measured != null && measured.size() > 0 && Equivalence.of(answer, measured)) {
				equivalent.add(value);
			}
			else if (measured != null && measured.size() > 0) {
				others.add(value + notDecided(neighbour, answer, measured.size()));
			}
			else if (ruled.isPresent() && ruled.get().by() != null
					&& ruled.get().reason().startsWith("predicted alike")) {
				others.add(value + " predicted alike by the model, not raced");
			}
			else if (ruled.isPresent()) {
				others.add(value + " ruled out by " + ruled.get().reason());
			}
		}
		equivalent.sort(Integer::compare);
		final String range = equivalent.size() == 1 ? knob.display(equivalent.getFirst()) + " (the answer)"
				: knob.display(equivalent.getFirst()) + "\u2013" + knob.display(equivalent.getLast()) + " equivalent ("
						+ equivalent.stream().map(knob::display).collect(Collectors.joining(", ")) + ")";
		return knob.displayName() + ": " + range + (others.isEmpty() ? "" : "; " + String.join("; ", others));
	}

	/**
	 * A measured point that neither left nor is equivalent: " not told apart after 6
	 * runs"; with an SLO, where the race judges points cheapest first and stops at the
	 * first that meets it, " dearer, not judged against the SLO (1 run)" for a point
	 * after the answer (the model's calibration run, say).
	 */
	private String notDecided(final Point point, final Contender answer, final int runs) {
		if (!slo.any()) {
			return " not told apart after " + Format.runs(runs);
		}
		return (Contender.CHEAPEST_FIRST.compare(point, answer.point()) > 0 ? " dearer, not" : " not")
				+ " judged against the SLO (" + Format.runs(runs) + ")";
	}

	/**
	 * The report's opening: the answer, then the race: the model's screen, the rounds and
	 * their eliminations, and the intervals between the answer and every point left.
	 */
	public String html(final List<String> rounds) {
		final StringBuilder html = new StringBuilder("<h2>Tune: the settings to paste</h2><pre>");
		html.append(Html.escape(properties())).append("</pre>");
		html.append("<h2>The race</h2><p class=\"sub\">")
			.append(Html.escape("The model first: every point predicted with its band (a board 9 % slower and "
					+ "faster); a point is ruled out when another, at its worst, beats it at its best. Then rounds: "
					+ "a point leaves when another beats it by the ranking's rule (its interval beyond zero, its "
					+ "shift beyond the tie, at 95 % shared between the " + Race.ROUNDS + " rounds); two points are "
					+ "equivalent when every figure's 90 % interval lies within the tie (goodput 5 %, recovery 1 s, "
					+ "p95 10 %)."
					+ (slo.any() ? " With an SLO, the points are measured cheapest first, " + Race.SLO_RUNS
							+ " runs each: a point meets it when the "
							+ Format.plain(MedianDifference.FIGURE_CONFIDENCE_PCT, 1)
							+ " % interval of each limited median lies within its limit, misses it when one lies "
							+ "beyond, and is on its edge otherwise." : "")))
			.append("</p><ul>");
		for (final ModelScreen.RuledOut out : screen.ruledOut()) {
			html.append(Html.element("li", Shifts.label(out.point()) + ": " + out.reason()));
		}
		html.append("</ul><ol>");
		rounds.forEach(round -> html.append(Html.element("li", round)));
		html.append("</ol>");
		standing.recommended().ifPresent(answer -> html.append(intervals(answer)));
		return html.toString();
	}

	private String intervals(final Contender answer) {
		final StringBuilder html = new StringBuilder("<table><tr><th>left in the race</th><th>runs</th>");
		for (final Criterion criterion : Criterion.values()) {
			html.append(Html.element("th", Shifts.name(criterion) + " against the answer (90 % interval)"));
		}
		html.append("<th>equivalent</th></tr>");
		for (final Contender other : standing.left()) {
			html.append("<tr>").append(Html.element("td", Shifts.label(other.point())));
			html.append(Html.element("td", Integer.toString(other.size())));
			if (other.size() == 0) {
				html.append("<td colspan=\"4\">not measured: the race ended before its turn</td></tr>");
				continue;
			}
			for (final Criterion criterion : Criterion.values()) {
				final MedianDifference shift = Equivalence.shift(other, answer, criterion);
				html.append(Html.element("td",
						other == answer ? "\u2014" : Shifts.signed(criterion, shift.estimate()) + " ("
								+ Shifts.interval(criterion, shift).orElse("no interval") + "; tie \u00b1"
								+ Shifts.value(criterion, Equivalence.tolerance(other, answer, criterion)) + ")"));
			}
			html.append(
					Html.element("td", other == answer ? "the answer" : Equivalence.of(other, answer) ? "yes" : "no"));
			html.append("</tr>");
		}
		return html.append("</table>").toString();
	}

}
