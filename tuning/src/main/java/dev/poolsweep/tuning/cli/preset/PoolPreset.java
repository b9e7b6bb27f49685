package dev.poolsweep.tuning.cli.preset;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import dev.poolsweep.tuning.knob.Knob;
import picocli.CommandLine.Command;

/**
 * Does the database pool bound the board? The list request holds its connection 20 ms, so
 * 5 connections serve about 250 requests/s, below the burst's 300, and 1 connection about
 * 50/s, the first step's rate; maxThreads 100 keeps the workers from being the bound
 * first.
 */
@Command(name = "pool", sortOptions = false, mixinStandardHelpOptions = true,
		header = "Does the database pool bound the board? maxTotal 1, 2, 5, 10, 100 (--quick: a few minutes).",
		description = {
				"Does the database pool bound the board? maxTotal (HikariCP maximum-pool-size) 1, 2, 5, 10 and 100 at "
						+ "maxThreads 100, every list request holding its connection 20 ms (--experiment-db-hold 20ms): a "
						+ "connection then serves about 50 requests/s, so 5 of them fall short of the burst's 300/s. The paper "
						+ "(III.2): too few connections make the workers wait.",
				"The report shows, per point and second, the threads awaiting a connection, the estimated wait and the "
						+ "pool's time-outs (HikariCP's connection-timeout, the board's 5 s, then a 503).",
				"Default: the paper's burst at scale 1, " + Preset.REPETITIONS
						+ " repetitions in shuffled rounds, 15 s warm-up. The same as: poolsweep sweep --max-threads 100 "
						+ "--max-total 1,2,5,10,100 --experiment-db-hold 20ms --repeat 3 --order shuffled" })
final class PoolPreset extends Preset {

	@Override
	String name() {
		return "pool";
	}

	@Override
	Map<Knob, List<Integer>> axes() {
		return Map.of(Knob.MAX_THREADS, List.of(100), Knob.MAX_TOTAL, List.of(1, 2, 5, 10, 100));
	}

	@Override
	Duration dbHold() {
		return Duration.ofMillis(20);
	}

}
