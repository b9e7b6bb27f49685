package dev.poolsweep.tuning.settings;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;

import dev.poolsweep.tuning.errors.BadInputException;

/**
 * The order in which a sweep runs its points. Repetitions run in rounds: round k runs
 * repetition k of every point, so a slow drift of the machine (thermal throttling, a
 * noisy neighbour) spreads over all points instead of landing on the points that happen
 * to run last.
 */
public enum RunOrder {

	/** Every round visits the points in grid order. */
	AS_GIVEN("as-given"),
	/**
	 * Every round visits the points in its own random order, drawn from the seed (so a
	 * resume finds the same order).
	 */
	SHUFFLED("shuffled");

	private final String text;

	RunOrder(final String text) {
		this.text = text;
	}

	public static RunOrder parse(final String text) {
		for (final RunOrder order : values()) {
			if (order.text.equals(text.strip().toLowerCase(Locale.ROOT))) {
				return order;
			}
		}
		throw new BadInputException("order must be as-given or shuffled, not '" + text + "'");
	}

	/**
	 * A seed for the shuffled order when none is given; it is recorded in
	 * sweep.properties.
	 */
	public static long randomSeed() {
		return new SecureRandom().nextLong();
	}

	/** All runs of the sweep, in the order they run. */
	public List<RunId> runs(final List<Point> points, final int repeat, final long seed) {
		if (repeat < 1) {
			throw new BadInputException("repeat must be at least 1, was " + repeat);
		}
		final Random random = new Random(seed);
		final List<RunId> runs = new ArrayList<>();
		for (int repetition = 1; repetition <= repeat; repetition++) {
			final List<Point> round = new ArrayList<>(points);
			if (this == SHUFFLED) {
				Collections.shuffle(round, random);
			}
			for (final Point point : round) {
				runs.add(new RunId(point, repetition));
			}
		}
		return List.copyOf(runs);
	}

	@Override
	public String toString() {
		return text;
	}

}
