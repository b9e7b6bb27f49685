package dev.poolsweep.tuning.sweep;

import java.nio.file.Files;
import java.nio.file.Path;

import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.jmeter.JmeterInstall;
import dev.poolsweep.tuning.plan.LoadPlans;
import dev.poolsweep.tuning.process.Ports;
import dev.poolsweep.tuning.settings.SweepSettings;

/**
 * What a sweep runs with, checked before the first run so that a missing jar fails at
 * once, not in every run.
 *
 * @param java the java launcher for board and JMeter (the harness's own)
 * @param boardJar suggestion-board.jar
 * @param boardPort the board's HTTP port; 0 picks a free one for every run
 */
public record Tools(String java, Path boardJar, JmeterInstall jmeter, int boardPort) {

	public Tools {
		if (!Files.isRegularFile(boardJar)) {
			throw new BadInputException(
					"board jar not found at " + boardJar + ": run ./mvnw -pl app package first (or give --board-jar)");
		}
		if (boardPort != 0) {
			Ports.requireFree(boardPort);
		}
	}

	/** Fails at once, not in every run, when a plan the sweep needs is missing. */
	public void requirePlans(final SweepSettings sweep) {
		jmeter.plan(sweep.load().plan());
		if (!sweep.load().warmup().isZero() || sweep.needsCalibration()) {
			jmeter.plan(LoadPlans.STEADY);
		}
	}
}
