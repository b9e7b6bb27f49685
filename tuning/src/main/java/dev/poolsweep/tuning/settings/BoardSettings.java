package dev.poolsweep.tuning.settings;

import java.time.Duration;

import dev.poolsweep.tuning.errors.BadInputException;

/**
 * How the board JVM is started, the same for every point.
 *
 * @param heap -Xms and -Xmx alike, e.g. "512m": a fixed heap, so heap sizing cannot
 * differ between points
 * @param seedRows rows of table suggestion the board fills in at start (board.seed.count)
 * @param cpuWork the board's per-request CPU work (board.experiment.cpu-work); zero = off
 * @param dbHold how long each list request holds its connection
 * (board.experiment.db-hold); zero = off
 * @param readyTimeout how long the board may take to report ready before the run counts
 * as failed
 */
public record BoardSettings(String heap, int seedRows, Duration cpuWork, Duration dbHold, Duration readyTimeout) {

	public BoardSettings {
		if (!heap.matches("\\d+[kKmMgG]?")) {
			throw new BadInputException("--board-heap must be a JVM size like 512m or 1g, not '" + heap + "'");
		}
		if (seedRows < 0) {
			throw new BadInputException("--seed-rows cannot be negative");
		}
		if (cpuWork.isNegative() || dbHold.isNegative() || readyTimeout.isNegative() || readyTimeout.isZero()) {
			throw new BadInputException(
					"the experiment knobs cannot be negative and the ready time-out must be positive");
		}
	}
}
