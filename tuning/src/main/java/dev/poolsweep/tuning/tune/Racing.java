package dev.poolsweep.tuning.tune;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import java.util.function.ToIntFunction;
import java.util.stream.Stream;

import dev.poolsweep.tuning.errors.RunFailedException;
import dev.poolsweep.tuning.settings.Point;

/**
 * Races points in rounds until the {@link Race} ends or the budget is spent: each round
 * brings every point still open to the race's {@link Race#target}, one run of each in
 * turn (round-robin, so that a drift of the machine falls on all of them alike), then the
 * race is judged. The same loop serves the harness, whose rounds are runs of the
 * application, and the simulation tests, whose rounds are draws.
 */
final class Racing {

	/** Where the runs come from. */
	public interface Rounds {

		/**
		 * Runs each point of {@code batch} once more, in that order (a point may appear
		 * several times), stopping before a run when {@code timeUp} says so, and returns
		 * every point raced so far with all its runs.
		 */
		Ran run(List<Point> batch, BooleanSupplier timeUp) throws IOException, RunFailedException;

		/** A round was judged: recorded at once, so that a resumed tune counts it. */
		default void judged(final Round round) throws IOException {
		}

	}

	/**
	 * What a batch left.
	 *
	 * @param all every point raced so far, with all its runs
	 * @param runs the runs made of the batch: its first ones, fewer than asked when the
	 * time was up
	 */
	public record Ran(List<Contender> all, int runs) {
	}

	/**
	 * One round.
	 *
	 * @param number 1 for the first
	 * @param runs the runs it spent
	 * @param out the points that left the race after it, and why
	 */
	public record Round(int number, List<Point> measured, int runs, List<Race.Elimination> out) {
	}

	/**
	 * How the race went.
	 *
	 * @param standing where it stood when it ended
	 * @param rounds the rounds run now
	 * @param runs the runs they spent
	 */
	public record Outcome(Race.Standing standing, List<Round> rounds, int runs) {
	}

	private final Race race;

	private final Function<Point, Optional<Point>> standIn;

	/**
	 * @param standIn the point that enters the race when one leaves it, or in a race for
	 * an SLO ends on its edge (the model's {@link ModelScreen#standIn}, or
	 * {@link ModelScreen#sloStandIn}), if any
	 */
	public Racing(final Race race, final Function<Point, Optional<Point>> standIn) {
		this.race = race;
		this.standIn = standIn;
	}

	/**
	 * Races from where {@code contenders} stand (fresh, or as an interrupted tune left
	 * them).
	 * @param firstRound the number of the next round
	 * @param budgetRuns the runs it may spend at most
	 * @param timeUp whether the budget's duration is spent
	 */
	public Outcome race(final List<Contender> contenders, final int firstRound, final int budgetRuns,
			final BooleanSupplier timeUp, final Rounds rounds) throws IOException, RunFailedException {
		List<Contender> all = withStandIns(contenders, race.judge(contenders, firstRound - 1));
		Race.Standing standing = race.judge(all, firstRound - 1);
		final List<Round> done = new ArrayList<>();
		int spent = 0;
		int number = firstRound;
		while (standing.end().isEmpty()) {
			final List<Point> batch = batch(standing.open(), race::target);
			final int allowed = Math.min(batch.size(), budgetRuns - spent);
			if (!race.mayRun(number)) {
				standing = Race.ended(standing, Race.End.ROUNDS);
				break;
			}
			if (allowed <= 0) {
				standing = Race.ended(standing, Race.End.BUDGET);
				break;
			}
			if (timeUp.getAsBoolean()) {
				standing = Race.ended(standing, Race.End.TIME);
				break;
			}
			final Ran ran = rounds.run(batch.subList(0, allowed), timeUp);
			final List<Point> measured = batch.subList(0, ran.runs());
			all = ran.all();
			spent += ran.runs();
			final int before = standing.out().size();
			standing = race.judge(all, number);
			final Round round = new Round(number, measured.stream().distinct().toList(), ran.runs(),
					standing.out().subList(before, standing.out().size()));
			done.add(round);
			rounds.judged(round);
			all = withStandIns(all, standing);
			standing = race.judge(all, number);
			number++;
		}
		return new Outcome(standing, done, spent);
	}

	/**
	 * One run of each open point in turn, cheapest first, until each reaches its target.
	 */
	static List<Point> batch(final List<Contender> open, final ToIntFunction<Contender> target) {
		final List<Contender> sorted = open.stream()
			.sorted(Comparator.comparing(Contender::point, Contender.CHEAPEST_FIRST))
			.toList();
		final List<Point> batch = new ArrayList<>();
		final int layers = sorted.stream().mapToInt(c -> target.applyAsInt(c) - c.size()).max().orElse(0);
		for (int layer = 1; layer <= layers; layer++) {
			for (final Contender contender : sorted) {
				if (contender.size() + layer <= target.applyAsInt(contender)) {
					batch.add(contender.point());
				}
			}
		}
		return batch;
	}

	/**
	 * The points that enter, unmeasured, for those that left, and in a race for an SLO
	 * for those on its edge too: neither shown to meet it nor to miss it, they stay in
	 * the race, and the points set aside as alike to them would otherwise never be
	 * measured.
	 */
	private List<Contender> withStandIns(final List<Contender> contenders, final Race.Standing standing) {
		final List<Contender> all = new ArrayList<>(contenders);
		Stream
			.concat(standing.out().stream().map(Race.Elimination::point),
					standing.onTheEdge().stream().map(Contender::point))
			.forEach(point -> standIn.apply(point)
				.filter(in -> all.stream().noneMatch(c -> c.point().equals(in)))
				.ifPresent(in -> all.add(Contender.unmeasured(in))));
		return all;
	}

}
