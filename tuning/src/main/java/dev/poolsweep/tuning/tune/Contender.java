package dev.poolsweep.tuning.tune;

import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.Map;

import dev.poolsweep.tuning.analysis.Aggregate;
import dev.poolsweep.tuning.analysis.verdict.Ranking.Criterion;
import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.settings.Point;

/**
 * One point in the race and its runs so far: per run its goodput per second, its recovery
 * instant in seconds (a recovery not seen capped as the analysis caps it, so that it is
 * finite and later than every seen one) and its p95 in ms.
 *
 * @param point the settings
 * @param runs per figure, one value per complete run, in the order of the runs
 */
record Contender(Point point, Map<Criterion, double[]> runs) {

	/**
	 * The cheaper of two points first: fewer worker threads, then fewer database
	 * connections, then the other knobs in the registry's order, smaller first.
	 */
	public static final Comparator<Point> CHEAPEST_FIRST = cheapestFirst();

	public Contender {
		final Map<Criterion, double[]> copy = new EnumMap<>(Criterion.class);
		for (final Criterion criterion : Criterion.values()) {
			copy.put(criterion, runs.getOrDefault(criterion, new double[0]).clone());
		}
		runs = copy;
	}

	/** A point with no runs yet. */
	public static Contender unmeasured(final Point point) {
		return new Contender(point, Map.of());
	}

	/** The figures of one more run. */
	public Contender plus(final double goodputPerS, final double recoveredAtS, final double p95Ms) {
		final Map<Criterion, double[]> more = new EnumMap<>(Criterion.class);
		more.put(Criterion.GOODPUT, append(runs.get(Criterion.GOODPUT), goodputPerS));
		more.put(Criterion.RECOVERY, append(runs.get(Criterion.RECOVERY), recoveredAtS));
		more.put(Criterion.P95, append(runs.get(Criterion.P95), p95Ms));
		return new Contender(point, more);
	}

	/** How many runs it has figures of. */
	public int size() {
		return runs.get(Criterion.GOODPUT).length;
	}

	public double[] values(final Criterion criterion) {
		return runs.get(criterion).clone();
	}

	/** The median of a figure over its runs; NaN without runs. */
	public double median(final Criterion criterion) {
		final double[] values = runs.get(criterion);
		return values.length == 0 ? Double.NaN : Aggregate.of(values).median();
	}

	private static double[] append(final double[] values, final double value) {
		final double[] longer = Arrays.copyOf(values, values.length + 1);
		longer[values.length] = value;
		return longer;
	}

	private static Comparator<Point> cheapestFirst() {
		Comparator<Point> order = Comparator.comparingInt(p -> p.valueOrDefault(Knob.MAX_THREADS));
		order = order.thenComparingInt(p -> p.valueOrDefault(Knob.MAX_TOTAL));
		for (final Knob knob : Knob.values()) {
			order = order.thenComparingInt(p -> p.valueOrDefault(knob));
		}
		return order;
	}

}
