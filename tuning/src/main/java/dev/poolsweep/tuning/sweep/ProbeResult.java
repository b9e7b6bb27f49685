package dev.poolsweep.tuning.sweep;

import dev.poolsweep.tuning.model.calibration.SaturatedRates;

/** What a {@link SaturationProbe} found. */
sealed interface ProbeResult {

	/** The rates one saturated worker and ten served. */
	record Saturated(SaturatedRates rates) implements ProbeResult {
	}

	/** One worker kept up with the peak: the probe has nothing to tell. */
	record KeptUp() implements ProbeResult {
	}

	/**
	 * The application stopped answering in time while it was loaded, which is no speed:
	 * e.g. "the board with 10 worker(s) stopped answering in time: from second 10 it
	 * served 15, 1, 1 ... (see DIR)".
	 */
	record Stalled(String what) implements ProbeResult {
	}

}
