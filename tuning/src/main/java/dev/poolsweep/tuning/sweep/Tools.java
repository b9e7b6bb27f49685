package dev.poolsweep.tuning.sweep;

import java.nio.file.Path;

import dev.poolsweep.tuning.app.AppUnderTest;
import dev.poolsweep.tuning.app.Board;
import dev.poolsweep.tuning.app.OtherApp;
import dev.poolsweep.tuning.generator.GeneratorSetup;
import dev.poolsweep.tuning.process.Ports;
import dev.poolsweep.tuning.settings.SweepSettings;

/**
 * What a sweep runs with, checked before the first run so that a missing jar fails at
 * once, not in every run.
 *
 * @param java the java launcher for the application under test (the harness's own)
 * @param generator the load generator, not yet pinned
 * @param boardJar suggestion-board.jar, for a sweep of the board
 * @param boardPort the HTTP port of the application under test; 0 picks a free one for
 * every run
 */
public record Tools(String java, Path boardJar, GeneratorSetup generator, int boardPort) {

	public Tools {
		if (boardPort != 0) {
			Ports.requireFree(boardPort);
		}
	}

	/**
	 * The application the sweep measures, its jar (and reset file) checked: the board, or
	 * the one given with --app.
	 */
	public AppUnderTest appUnderTest(final SweepSettings sweep) {
		return sweep.app() == null ? new Board(boardJar, sweep.board()) : OtherApp.of(sweep.app());
	}

	/** Fails at once, not in every run, when a plan the sweep needs is missing. */
	public void requirePlans(final SweepSettings sweep) {
		generator.check(sweep.load(), !sweep.load().warmup().isZero() || sweep.needsCalibration());
	}
}
