package dev.poolsweep.tuning.tune;

import java.util.Comparator;

import dev.poolsweep.tuning.analysis.verdict.MedianDifference;
import dev.poolsweep.tuning.analysis.verdict.Ranking;
import dev.poolsweep.tuning.analysis.verdict.Ranking.Criterion;

/**
 * Contenders as the report's ranking reads them: by their medians, a difference between
 * two points' runs read one of three ways.
 */
final class ContenderRanking implements Ranking.Points<Contender> {

	/** How a difference between two points' runs is read. */
	enum Reading {

		/**
		 * The race's interval ({@link Race#TAIL}); too few runs for one are beyond
		 * nothing, so that no point leaves the race on a shift alone.
		 */
		RACE,
		/** The report's interval; too few runs for one, the shift alone decides. */
		REPORT,
		/** The shift alone decides, whatever the interval. */
		MEDIANS

	}

	private final Reading reading;

	private ContenderRanking(final Reading reading) {
		this.reading = reading;
	}

	/** The ranking of contenders with differences read so. */
	static Ranking<Contender> of(final Reading reading) {
		return new Ranking<>(new ContenderRanking(reading));
	}

	@Override
	public double figure(final Contender point, final Criterion criterion) {
		return point.median(criterion);
	}

	@Override
	public MedianDifference difference(final Contender a, final Contender b, final Criterion criterion) {
		return switch (reading) {
			case REPORT -> MedianDifference.between(a.values(criterion), b.values(criterion));
			case MEDIANS -> withBounds(MedianDifference.between(a.values(criterion), b.values(criterion)),
					Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
			case RACE -> {
				final MedianDifference difference = MedianDifference.between(a.values(criterion), b.values(criterion),
						Race.TAIL);
				yield difference.single() || difference.unbounded() ? withBounds(difference, Double.NaN, Double.NaN)
						: difference;
			}
		};
	}

	private static MedianDifference withBounds(final MedianDifference difference, final double low, final double high) {
		return new MedianDifference(difference.estimate(), low, high, difference.runsA(), difference.runsB());
	}

	@Override
	public boolean saturated(final Contender point) {
		return false;
	}

	@Override
	public Comparator<Contender> settingsOrder() {
		return Comparator.comparing(Contender::point, Contender.CHEAPEST_FIRST);
	}

}
