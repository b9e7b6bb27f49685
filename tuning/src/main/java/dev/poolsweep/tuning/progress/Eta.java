package dev.poolsweep.tuning.progress;

/**
 * The time a series of like steps has left: the sweep's runs, or its saturation probes.
 * Each step takes its planned load time (warm-up plus plan) plus an overhead (database
 * reset, board start and stop; JMeter starts up meanwhile); the overhead is guessed until
 * the first step ends, then it is the mean measured so far.
 */
final class Eta {

	/**
	 * The guess before any run ended: a database reset, a board start (JMeter starts up
	 * meanwhile) and the stops take about this.
	 */
	static final long GUESSED_OVERHEAD_S = 7;

	/**
	 * What a warm-up adds to the guess: its own JMeter's start and stop.
	 */
	static final long GUESSED_WARMUP_OVERHEAD_S = 2;

	private final long plannedStepS;

	private final long guessedOverheadS;

	private long finishedSteps;

	private long measuredOverheadS;

	Eta(final long plannedStepS, final boolean warmsUp) {
		this(plannedStepS, 1, warmsUp);
	}

	/**
	 * Steps of {@code loads} board starts each (a saturation probe starts one board per
	 * number of workers), {@code plannedStepS} of load in all.
	 */
	Eta(final long plannedStepS, final int loads, final boolean warmsUp) {
		this.plannedStepS = plannedStepS;
		this.guessedOverheadS = loads * (GUESSED_OVERHEAD_S + (warmsUp ? GUESSED_WARMUP_OVERHEAD_S : 0));
	}

	void stepFinished(final long tookS) {
		finishedSteps++;
		measuredOverheadS += Math.max(0, tookS - plannedStepS);
	}

	long perStepS() {
		return plannedStepS + (finishedSteps == 0 ? guessedOverheadS : measuredOverheadS / finishedSteps);
	}

	/**
	 * Seconds left when {@code remainingSteps} steps are still to do, the first of them
	 * {@code currentElapsedS} in.
	 */
	long leftS(final int remainingSteps, final long currentElapsedS) {
		if (remainingSteps <= 0) {
			return 0;
		}
		return (remainingSteps - 1) * perStepS() + Math.max(0, perStepS() - currentElapsedS);
	}

}
