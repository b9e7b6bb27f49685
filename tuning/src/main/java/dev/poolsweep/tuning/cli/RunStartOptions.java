package dev.poolsweep.tuning.cli;

import java.time.Duration;
import java.util.List;

import dev.poolsweep.tuning.settings.Defaults;
import picocli.CommandLine.Option;

/**
 * How every run of sweep and tune starts: the warm-up and the application's start-up.
 */
final class RunStartOptions {

	@Option(names = "--warmup", paramLabel = "DURATION",
			description = "Steady warm-up (JIT) before every measured run; 0 for none (default: ${DEFAULT-VALUE}).")
	Duration warmup = Defaults.WARMUP;

	@Option(names = "--warmup-rate", paramLabel = "RPS",
			description = "Warm-up rate in requests/s (default: the first step of the scaled profile).")
	double warmupRate = Defaults.WARMUP_RATE;

	@Option(names = { "--heap", "--board-heap" }, paramLabel = "SIZE", defaultValue = Defaults.BOARD_HEAP,
			description = "The application's -Xms and -Xmx (default: ${DEFAULT-VALUE}).")
	String boardHeap;

	@Option(names = "--seed-rows", paramLabel = "N",
			description = "Suggestions the board seeds at start (default: ${DEFAULT-VALUE}).")
	int seedRows = Defaults.SEED_ROWS;

	@Option(names = "--ready-timeout", paramLabel = "DURATION",
			description = "How long the application may take to become ready before the run fails (default: ${DEFAULT-VALUE}).")
	Duration readyTimeout = Defaults.READY_TIMEOUT;

	/** These options as the settings take them, with the board-only options given. */
	SweepCommand.Shape shape(final List<String> boardOnlyGiven) {
		return new SweepCommand.Shape(warmup, warmupRate, boardHeap, seedRows, readyTimeout, boardOnlyGiven);
	}

}
