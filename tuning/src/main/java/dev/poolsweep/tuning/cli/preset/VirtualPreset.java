package dev.poolsweep.tuning.cli.preset;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import dev.poolsweep.tuning.knob.Knob;
import picocli.CommandLine.Command;

/**
 * What bounds the board once maxThreads does not? Virtual threads beside platform
 * threads, at maxThreads 10 (which bounds only the platform threads) and a pool of 10 or
 * 100 connections, every list request holding its connection 50 ms: ten of anything then
 * serve about 200 requests/s, below the burst's 300, a hundred connections about 2,000/s.
 */
@Command(name = "virtual", sortOptions = false, mixinStandardHelpOptions = true,
		header = "What bounds the board under virtual threads? Virtual vs platform, maxTotal 10 and 100.",
		description = {
				"What bounds the board under virtual threads? spring.threads.virtual.enabled false and true, each with "
						+ "maxTotal 10 and 100, at maxThreads 10 (which then bounds nothing), every list request holding its "
						+ "connection 50 ms (--experiment-db-hold 50ms: 10 threads or 10 connections serve about 200 "
						+ "requests/s, below the burst's 300). With virtual threads the bound moves to maxConnections and the "
						+ "pool; add --paper-semantics to bound the connections by maxThreads.",
				"sweep.properties records the JDK (java) and the JDBC driver (board_jdbc_driver): a blocking call in "
						+ "synchronized code pinned the carrier thread before JDK 24 and Connector/J 9.0.",
				"Default: the paper's burst at scale 1, " + Preset.REPETITIONS
						+ " repetitions in shuffled rounds, 15 s warm-up. The same as: poolsweep sweep --max-threads 10 "
						+ "--max-total 10,100 --virtual-threads false,true --experiment-db-hold 50ms --repeat 3 --order shuffled" })
final class VirtualPreset extends Preset {

	@Override
	String name() {
		return "virtual";
	}

	@Override
	Map<Knob, List<Integer>> axes() {
		return Map.of(Knob.MAX_THREADS, List.of(10), Knob.MAX_TOTAL, List.of(10, 100), Knob.VIRTUAL_THREADS,
				List.of(0, 1));
	}

	@Override
	Duration dbHold() {
		return Duration.ofMillis(50);
	}

}
