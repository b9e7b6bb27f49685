package dev.poolsweep.tuning.analysis.verdict;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import dev.poolsweep.tuning.text.Format;
import dev.poolsweep.tuning.analysis.PointAnalysis;
import dev.poolsweep.tuning.analysis.PointSettings;
import dev.poolsweep.tuning.analysis.RunAnalysis;

/**
 * Whether JMeter kept up: a generator-limited point (a run sent late) is not ranked, and
 * a point where JMeter was near the end of its CPUs gets a note, because it may pace late
 * before the figures show it.
 */
public final class GeneratorHeadroom {

	/**
	 * JMeter is short of CPU when it uses more than this percentage of its CPUs for this
	 * many seconds in a row: a single busy second is a GC or a thread burst, not a limit.
	 * The report's note and the harness's console warning both use this rule.
	 */
	public static final double BUSY_PCT = 80;

	public static final int BUSY_S = 3;

	private GeneratorHeadroom() {
	}

	static boolean limited(final PointAnalysis point) {
		return point.runs().stream().anyMatch(r -> r.generator().limited());
	}

	static RunAnalysis firstLimitedRun(final PointAnalysis point) {
		return point.runs().stream().filter(r -> r.generator().limited()).findFirst().orElseThrow();
	}

	static boolean busy(final RunAnalysis run) {
		return busiest(run.server().series().jmeterCpuPct()).isPresent();
	}

	/**
	 * The rule itself, for the report and for the harness's console warning: the index of
	 * the busiest second among the runs of at least {@link #BUSY_S} consecutive seconds
	 * above {@link #BUSY_PCT}; empty when JMeter never stayed that busy. An unknown (NaN)
	 * second ends a run.
	 */
	public static OptionalInt busiest(final double[] jmeterCpuPct) {
		int busiest = -1;
		int from = 0;
		for (int i = 0; i <= jmeterCpuPct.length; i++) {
			if (i < jmeterCpuPct.length && jmeterCpuPct[i] > BUSY_PCT) {
				continue;
			}
			for (int j = from; i - from >= BUSY_S && j < i; j++) {
				busiest = busiest < 0 || jmeterCpuPct[j] > jmeterCpuPct[busiest] ? j : busiest;
			}
			from = i + 1;
		}
		return busiest < 0 ? OptionalInt.empty() : OptionalInt.of(busiest);
	}

	/** Where JMeter came close to the end of its CPUs; empty where it never did. */
	static Optional<String> busyNote(final List<PointAnalysis> points, final List<PointSettings> sweep) {
		final List<String> busy = points.stream()
			.filter(p -> p.runs().stream().anyMatch(GeneratorHeadroom::busy))
			.map(p -> p.settings().shortLabel(sweep))
			.toList();
		return busy.isEmpty() ? Optional.empty()
				: Optional.of("JMeter used more than " + Format.number(BUSY_PCT) + " % of its CPUs for " + BUSY_S
						+ " s or more at " + String.join(", ", busy)
						+ ": the load generator had little headroom there (JMeter CPU peak in the comparison).");
	}

}
