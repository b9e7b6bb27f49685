package dev.poolsweep.tuning.progress;

/**
 * The time a sweep has left. Each run takes its planned load time (warm-up plus plan)
 * plus an overhead (database reset, board start and stop; JMeter starts up meanwhile);
 * the overhead is guessed until the first run ends, then it is the mean measured so far.
 */
final class Eta {

	/**
	 * The guess before any run ended: a database reset, a board start (JMeter starts up
	 * meanwhile), the wait for the schedule's whole second, and the stops take about
	 * this.
	 */
	static final long GUESSED_OVERHEAD_S = 7;

	/**
	 * What a warm-up adds to the guess: its own wait for a whole second, and its stop.
	 */
	static final long GUESSED_WARMUP_OVERHEAD_S = 2;

	private final long plannedRunS;

	private final long guessedOverheadS;

	private long finishedRuns;

	private long measuredOverheadS;

	Eta(final long plannedRunS, final boolean warmsUp) {
		this.plannedRunS = plannedRunS;
		this.guessedOverheadS = GUESSED_OVERHEAD_S + (warmsUp ? GUESSED_WARMUP_OVERHEAD_S : 0);
	}

	void runFinished(final long tookS) {
		finishedRuns++;
		measuredOverheadS += Math.max(0, tookS - plannedRunS);
	}

	long perRunS() {
		return plannedRunS + (finishedRuns == 0 ? guessedOverheadS : measuredOverheadS / finishedRuns);
	}

	/**
	 * Seconds left when {@code remainingRuns} runs are still to do, the first of them
	 * {@code currentElapsedS} in.
	 */
	long leftS(final int remainingRuns, final long currentElapsedS) {
		if (remainingRuns <= 0) {
			return 0;
		}
		return (remainingRuns - 1) * perRunS() + Math.max(0, perRunS() - currentElapsedS);
	}

}
