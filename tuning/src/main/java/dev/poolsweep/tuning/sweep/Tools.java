package dev.poolsweep.tuning.sweep;

import java.nio.file.Path;

import dev.poolsweep.tuning.app.AppUnderTest;
import dev.poolsweep.tuning.app.Board;
import dev.poolsweep.tuning.app.OtherApp;
import dev.poolsweep.tuning.generator.GeneratorSetup;
import dev.poolsweep.tuning.knob.Server;
import dev.poolsweep.tuning.process.Ports;
import dev.poolsweep.tuning.settings.SweepSettings;

/**
 * What a sweep runs with, checked before the first run so that a missing jar fails at
 * once, not in every run.
 *
 * @param java the java launcher for the application under test (the harness's own)
 * @param generator the load generator, not yet pinned
 * @param boardJar suggestion-board.jar, for a sweep of the board on Tomcat
 * @param boardJettyJar suggestion-board-jetty.jar, for the board on Jetty
 * @param boardPort the HTTP port of the application under test; 0 picks a free one for
 * every run
 */
public record Tools(String java, Path boardJar, Path boardJettyJar, GeneratorSetup generator, int boardPort) {

	public Tools {
		if (boardPort != 0) {
			Ports.requireFree(boardPort);
		}
	}

	/**
	 * Tools whose board on Jetty is beside the board's jar as the build tree has it
	 * (app/jetty/target/suggestion-board-jetty.jar for app/target/suggestion-board.jar).
	 */
	public Tools(final String java, final Path boardJar, final GeneratorSetup generator, final int boardPort) {
		this(java, boardJar, jettyBeside(boardJar), generator, boardPort);
	}

	/** Where the build tree puts the board on Jetty, for the board's jar at boardJar. */
	public static Path jettyBeside(final Path boardJar) {
		final Path target = boardJar.toAbsolutePath().getParent();
		return target.resolveSibling("jetty").resolve("target").resolve("suggestion-board-jetty.jar");
	}

	/**
	 * The application the sweep measures, its jar (and reset file) checked: the board on
	 * the grid's first server, or the one given with --app.
	 */
	public AppUnderTest appUnderTest(final SweepSettings sweep) {
		return appUnderTest(sweep, sweep.grid().servers().getFirst());
	}

	/**
	 * The same on {@code server}: the board's jar for it; an application given with --app
	 * runs on its own (the grid holds its server).
	 */
	public AppUnderTest appUnderTest(final SweepSettings sweep, final Server server) {
		if (sweep.app() != null) {
			return OtherApp.of(sweep.app());
		}
		return new Board(server == Server.JETTY ? boardJettyJar : boardJar, sweep.board(), server);
	}

	/** Fails at once, not in every run, when a plan the sweep needs is missing. */
	public void requirePlans(final SweepSettings sweep) {
		generator.check(sweep.load(), !sweep.load().warmup().isZero() || sweep.needsCalibration());
	}
}
