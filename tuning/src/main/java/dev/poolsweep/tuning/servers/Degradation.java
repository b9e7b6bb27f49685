package dev.poolsweep.tuning.servers;

import java.util.Locale;
import java.util.function.ToDoubleFunction;

import dev.poolsweep.tuning.analysis.Aggregate;
import dev.poolsweep.tuning.analysis.verdict.Ranking.Criterion;

/**
 * How a server degrades from the matrix's clients to the crowd's, on Yoo et al.'s two
 * figures: the crowd's Deviation and throughput over the same repetition's at the
 * matrix's clients, one value per repetition that has both, as that repetition's two runs
 * ran in the same pass over the matrix.
 */
final class Degradation {

	private final WebServer server;

	private final double[] deviationGrowth;

	private final double[] throughputChange;

	private final boolean generatorBusy;

	private final double crowdInFlight;

	private Degradation(final WebServer server, final double[] deviationGrowth, final double[] throughputChange,
			final boolean generatorBusy, final double crowdInFlight) {
		this.server = server;
		this.deviationGrowth = deviationGrowth;
		this.throughputChange = throughputChange;
		this.generatorBusy = generatorBusy;
		this.crowdInFlight = crowdInFlight;
	}

	/** From a server's runs at the matrix's clients ({@code few}) and the crowd's. */
	static Degradation of(final CellSummary few, final CellSummary crowd) {
		return new Degradation(few.cell().server(), ratios(few, crowd, ClosedRunFigures::deviationMs),
				ratios(few, crowd, ClosedRunFigures::throughputRps),
				few.generatorBusyRuns() + crowd.generatorBusyRuns() > 0, crowd.inFlight());
	}

	WebServer server() {
		return server;
	}

	/** The requests the crowd's runs kept at the server on average. */
	double crowdInFlight() {
		return crowdInFlight;
	}

	/**
	 * Whether the crowd reached the server: its runs kept more requests at the server on
	 * average than the matrix's cells have clients. Where they did not, the generator did
	 * not start or keep the crowd's clients, and the two runs put about the same load on
	 * the server.
	 */
	boolean crowdReached(final int clients) {
		return crowdInFlight > clients;
	}

	/**
	 * Whether this server degraded less than {@code other}: better on the growth of the
	 * Deviation (p95's tolerance) or the change of throughput (goodput's), beyond the
	 * tolerance by the sweep's rule, and worse on neither.
	 */
	boolean lessThan(final Degradation other) {
		final boolean better = Criterion.P95.better(deviationGrowth, other.deviationGrowth)
				|| Criterion.GOODPUT.better(throughputChange, other.throughputChange);
		final boolean worse = Criterion.P95.better(other.deviationGrowth, deviationGrowth)
				|| Criterion.GOODPUT.better(other.throughputChange, throughputChange);
		return better && !worse;
	}

	/**
	 * "Jetty Deviation ×4.74, throughput −20 %": the medians over the repetitions;
	 * "JMeter busy" where it was in a run of either cell, so that the figures are partly
	 * JMeter's.
	 */
	@Override
	public String toString() {
		return String.format(Locale.ROOT, "%s Deviation \u00d7%.2f, throughput %+.0f %%", server.displayName(),
				median(deviationGrowth), 100 * (median(throughputChange) - 1))
				+ String.format(Locale.ROOT, ", %,.0f in flight", crowdInFlight)
				+ (generatorBusy ? ", JMeter busy" : "");
	}

	private static double[] ratios(final CellSummary few, final CellSummary crowd,
			final ToDoubleFunction<ClosedRunFigures> figure) {
		return few.byRepetition()
			.entrySet()
			.stream()
			.filter(run -> crowd.byRepetition().containsKey(run.getKey()))
			.mapToDouble(run -> figure.applyAsDouble(crowd.byRepetition().get(run.getKey()))
					/ figure.applyAsDouble(run.getValue()))
			// a figure of 0 at the matrix's clients gives no ratio: left out, as unknown
			.map(ratio -> Double.isFinite(ratio) ? ratio : Double.NaN)
			.toArray();
	}

	private static double median(final double[] values) {
		return Aggregate.of(values).median();
	}

}
