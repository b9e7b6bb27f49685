package dev.poolsweep.tuning.settings;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A slower server emulated on the board with its experiment knobs (cpu-work, db-hold), so
 * that the paper's unscaled burst is the overload it was on the paper's server.
 *
 * <p>
 * {@link #PAPER}'s rates come from the paper's own recovery instants (Table 2): with the
 * queue built only in the 300/s step and drained at μ - 100 per second from 30 s and μ -
 * 50 from 40 s, ten workers back at about 38 s give 10 (300 - μ10) = 8 (μ10 - 100), μ10 ≈
 * 211 requests/s, and one worker back at about 42 s gives 10 (300 - μ1) = 10 (μ1 - 100) +
 * 2 (μ1 - 50), μ1 ≈ 186 requests/s. On one core, ten saturated workers are bound by the
 * CPU per request (1/211 s); one worker also waits for the database alone (1/186 - 1/211
 * s).
 *
 * <p>
 * The knobs are found by measuring, not assumed: the board's own CPU and database time
 * differ by machine. The first guess is cpu-work alone, the ten workers' service time
 * less {@value #OWN_CPU_MS} ms of the board's own CPU (its own with its JIT compiling
 * elsewhere, between a machine's faster and slower hours, so that the first guess lands
 * within the tolerance in both where the machine allows), and no hold: a hold keeps the
 * connection in a transaction, whose own round trips cost a lone worker more than the
 * fraction of a millisecond the paper's lone worker waited. Each saturation probe then
 * moves cpu-work by the difference between the ten workers' target and measured service
 * times, and db-hold only when one worker would still miss its target by more than
 * {@link #TOLERANCE} (see {@link #next}), until both rates are within it or
 * {@value #MAX_PROBES} probes were made.
 *
 * @param oneWorkerOkPerS the rate one saturated worker is to serve
 * @param tenWorkersOkPerS the rate ten saturated workers are to serve
 * @param probes one line per probe made, e.g. "cpu-work 4.490 ms, db-hold 0.390 ms: one
 * worker 180/s (-3.2 %), ten 205/s (-2.8 %)"; empty until the knobs were measured
 */
public record ServerEmulation(double oneWorkerOkPerS, double tenWorkersOkPerS, List<String> probes) {

	/** The server of the paper's experiment, from its recovery instants. */
	public static final ServerEmulation PAPER = new ServerEmulation(186, 211, List.of());

	/** Both measured rates within this share of their targets end the search. */
	public static final double TOLERANCE = 0.05;

	public static final int MAX_PROBES = 3;

	/**
	 * A probe warms the board up at this share of the rate its workers are to serve at
	 * most: below it with room for the slower first seconds of a cold board, so that the
	 * warm-up builds no queue for the measured seconds to drain.
	 */
	public static final double WARMUP_SHARE = 0.75;

	static final double OWN_CPU_MS = 0.6;

	public ServerEmulation {
		probes = List.copyOf(probes);
		if (!(oneWorkerOkPerS > 0 && tenWorkersOkPerS > oneWorkerOkPerS)) {
			throw new IllegalArgumentException(
					"ten workers must be faster than one, were " + tenWorkersOkPerS + " and " + oneWorkerOkPerS);
		}
	}

	/** The rate {@code workers} saturated workers are to serve (one or ten). */
	public double okPerS(final int workers) {
		return workers == 1 ? oneWorkerOkPerS : tenWorkersOkPerS;
	}

	/** Whether the knobs were measured. */
	public boolean measured() {
		return !probes.isEmpty();
	}

	/** The board's knobs to try first. */
	public BoardSettings firstGuess(final BoardSettings board) {
		return withKnobs(board, 1000 / tenWorkersOkPerS - OWN_CPU_MS, 0);
	}

	/** Whether both rates are within {@link #TOLERANCE} of the targets. */
	public boolean reached(final double oneOkPerS, final double tenOkPerS) {
		return miss(oneOkPerS, tenOkPerS) <= TOLERANCE;
	}

	/** The larger of the two rates' shares off their targets, e.g. 0.054 for 5.4 %. */
	public double miss(final double oneOkPerS, final double tenOkPerS) {
		return Math.max(Math.abs(off(oneOkPerS, oneWorkerOkPerS)), Math.abs(off(tenOkPerS, tenWorkersOkPerS)));
	}

	/**
	 * The knobs to try after {@code tried} served these rates. cpu-work moves by the ten
	 * workers' miss; db-hold moves only when one worker would still miss its target by
	 * more than the tolerance once cpu-work has moved: a hold keeps the connection in a
	 * transaction, whose own round trips cost a lone worker a sizeable part of a
	 * millisecond, so a small hold overshoots and the search would swing around zero. For
	 * the same reason a lone worker too fast by little gets no hold: where cpu-work alone
	 * can put both rates within the tolerance, the same share either side of their
	 * targets, it does.
	 */
	public BoardSettings next(final BoardSettings tried, final double oneOkPerS, final double tenOkPerS) {
		final double cpuMoveMs = 1000 / tenWorkersOkPerS - 1000 / tenOkPerS;
		final double oneAfterCpuMoveMs = 1000 / oneOkPerS + cpuMoveMs;
		final double holdMoveMs = 1000 / oneWorkerOkPerS - oneAfterCpuMoveMs;
		if (Math.abs(off(1000 / oneAfterCpuMoveMs, oneWorkerOkPerS)) <= TOLERANCE) {
			return withCpuWork(tried, millis(tried.cpuWork()) + cpuMoveMs);
		}
		final double split = splitShare(1000 / oneOkPerS - 1000 / tenOkPerS);
		if (holdMoveMs > 0 && Math.abs(split) <= TOLERANCE) {
			final double tenOwnMs = 1000 / tenOkPerS - millis(tried.cpuWork());
			return withCpuWork(tried, 1000 / tenWorkersOkPerS / (1 + split) - tenOwnMs);
		}
		return withKnobs(tried, millis(tried.cpuWork()) + cpuMoveMs, millis(tried.dbHold()) + holdMoveMs);
	}

	/**
	 * The share x that puts ten workers at (1 + x) of their target and one at (1 - x) of
	 * its, when a lone worker takes {@code gapMs} a request longer than ten and cpu-work
	 * alone moves: oneTarget / (1 - x) - tenTarget / (1 + x) = gap, a quadratic in x.
	 * Positive where one worker is the slower of the two against its target.
	 */
	private double splitShare(final double gapMs) {
		final double oneTargetMs = 1000 / oneWorkerOkPerS;
		final double tenTargetMs = 1000 / tenWorkersOkPerS;
		final double sum = oneTargetMs + tenTargetMs;
		final double c = oneTargetMs - tenTargetMs - gapMs;
		if (Math.abs(gapMs) < 1e-9) {
			return -c / sum;
		}
		return (-sum + Math.sqrt(sum * sum - 4 * gapMs * c)) / (2 * gapMs);
	}

	/**
	 * The knobs that the probes, taken together, point to, with the rates expected of
	 * them: for when none reached the targets, where the closest probe is often the
	 * luckiest reading rather than the closest knobs, as one worker's rate moves by more
	 * than the tolerance between fresh boards. The board's own time a request beside its
	 * knobs is the mean over the probes, for ten workers (1000 / rate - cpu-work) and for
	 * one (less db-hold too); cpu-work then puts ten workers on their target and db-hold
	 * one worker on its. Where that would take a negative hold (the board's lone worker
	 * slower beside its ten than the target's), the hold is none and cpu-work splits the
	 * miss, the two rates the same share either side of their targets; so too where the
	 * hold would be positive but the split keeps both within the tolerance, as a hold's
	 * transaction costs a lone worker more than the hold (see {@link #next}).
	 */
	public Reading fit(final List<Reading> probes) {
		final double tenOwnMs = tenOwnMs(probes);
		final double oneOwnMs = oneOwnMs(probes);
		final double oneTargetMs = 1000 / oneWorkerOkPerS;
		final double tenTargetMs = 1000 / tenWorkersOkPerS;
		double cpuMs = tenTargetMs - tenOwnMs;
		double holdMs = oneTargetMs - cpuMs - oneOwnMs;
		final double split = splitShare(lonelyWaitMs(probes));
		if (splits(probes) || Math.abs(split) <= TOLERANCE) {
			cpuMs = tenTargetMs / (1 + split) - tenOwnMs;
			holdMs = 0;
		}
		final BoardSettings knobs = withKnobs(probes.getFirst().knobs(), cpuMs, holdMs);
		return new Reading(knobs, 1000 / (millis(knobs.cpuWork()) + millis(knobs.dbHold()) + oneOwnMs),
				1000 / (millis(knobs.cpuWork()) + tenOwnMs));
	}

	/**
	 * Why no knobs reach both targets, when the probes show it: a lone worker of this
	 * board waits longer a request beside its ten than the emulated server's did, which a
	 * hold can only lengthen, so {@link #fit} splits the miss. Empty where a hold closes
	 * the gap.
	 */
	public Optional<String> outOfReach(final List<Reading> probes) {
		return !splits(probes) ? Optional.empty()
				: Optional.of(String.format(Locale.ROOT,
						"out of reach here: a lone worker waits %.2f ms a request more than ten, the emulated server's "
								+ "%.2f ms, and a hold only adds to it, so the miss is split",
						lonelyWaitMs(probes), targetLonelyWaitMs()));
	}

	/**
	 * Whether the board's lone worker waits longer beside its ten than the emulated
	 * server's, where the hold that would close the gap is negative: {@link #fit} then
	 * splits the miss.
	 */
	private boolean splits(final List<Reading> probes) {
		return lonelyWaitMs(probes) > targetLonelyWaitMs();
	}

	/** The same of the emulated server: its one worker's service time less its ten's. */
	private double targetLonelyWaitMs() {
		return 1000 / oneWorkerOkPerS - 1000 / tenWorkersOkPerS;
	}

	/**
	 * How much longer a lone worker of the board takes a request than ten, over the
	 * probes.
	 */
	private static double lonelyWaitMs(final List<Reading> probes) {
		return oneOwnMs(probes) - tenOwnMs(probes);
	}

	/**
	 * The board's own time a request beside its knobs with ten workers, over the probes.
	 */
	private static double tenOwnMs(final List<Reading> probes) {
		return probes.stream()
			.mapToDouble((probe) -> 1000 / probe.tenOkPerS() - millis(probe.knobs().cpuWork()))
			.average()
			.orElseThrow();
	}

	/** The same with one worker, its hold left out too. */
	private static double oneOwnMs(final List<Reading> probes) {
		return probes.stream()
			.mapToDouble((probe) -> 1000 / probe.oneOkPerS() - millis(probe.knobs().cpuWork())
					- millis(probe.knobs().dbHold()))
			.average()
			.orElseThrow();
	}

	/**
	 * A board's knobs and the rates one and ten saturated workers served with them (or,
	 * from {@link #fit}, are expected to serve).
	 */
	public record Reading(BoardSettings knobs, double oneOkPerS, double tenOkPerS) {
	}

	/** The line recorded for one probe. */
	public String describe(final BoardSettings tried, final double oneOkPerS, final double tenOkPerS) {
		return knobs(tried) + String.format(Locale.ROOT, ": one worker %.1f/s (%+.1f %%), ten %.1f/s (%+.1f %%)",
				oneOkPerS, 100 * off(oneOkPerS, oneWorkerOkPerS), tenOkPerS, 100 * off(tenOkPerS, tenWorkersOkPerS));
	}

	/** The knobs as a probe's line names them: "cpu-work 4.490 ms, db-hold 0.390 ms". */
	public static String knobs(final BoardSettings board) {
		return String.format(Locale.ROOT, "cpu-work %.3f ms, db-hold %.3f ms", millis(board.cpuWork()),
				millis(board.dbHold()));
	}

	/** The same targets with the probes made. */
	public ServerEmulation withProbes(final List<String> made) {
		return new ServerEmulation(oneWorkerOkPerS, tenWorkersOkPerS, made);
	}

	private static double off(final double measured, final double target) {
		return measured / target - 1;
	}

	/** A duration in ms with its fraction. */
	public static double millis(final Duration duration) {
		return duration.toNanos() / 1e6;
	}

	/** The board with {@code cpuMs} of cpu-work, its hold unchanged. */
	public static BoardSettings withCpuWork(final BoardSettings board, final double cpuMs) {
		return withKnobs(board, cpuMs, millis(board.dbHold()));
	}

	/** Whole microseconds, never negative. */
	private static BoardSettings withKnobs(final BoardSettings board, final double cpuMs, final double holdMs) {
		return new BoardSettings(board.heap(), board.seedRows(), micros(cpuMs), micros(holdMs), board.readyTimeout());
	}

	private static Duration micros(final double ms) {
		return Duration.ofNanos(1000 * Math.round(Math.max(0, ms) * 1000));
	}

}
