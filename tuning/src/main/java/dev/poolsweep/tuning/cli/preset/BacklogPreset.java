package dev.poolsweep.tuning.cli.preset;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import dev.poolsweep.tuning.knob.Knob;
import picocli.CommandLine.Command;

/**
 * Does the listen backlog decide how clients fail? Ten workers holding their connection
 * 50 ms serve about 200 requests/s, so the burst's 300/s queue; with maxConnections =
 * maxThreads the queue is the kernel's backlog, acceptCount long; every request connects
 * anew, and a client waits 2 s for its answer, so a long queue shows as read time-outs
 * within the burst's few seconds.
 */
@Command(name = "backlog", sortOptions = false, mixinStandardHelpOptions = true,
		header = "Connect failures or read time-outs? acceptCount 1, 10, 100, 1000 with bounded connections.",
		description = {
				"Does the listen backlog decide how clients fail? acceptCount 1, 10, 100 and 1000 at maxThreads 10 with "
						+ "maxConnections = maxThreads (the paper's semantics, always on here), every list request holding its "
						+ "connection 50 ms (--experiment-db-hold 50ms: about 200 requests/s, below the burst's 300), a new "
						+ "connection per request (client keep-alive off) and a 2 s response time-out (3 s to connect). The "
						+ "paper (III.2): a small acceptCount makes clients fail to connect, a large one makes them time out "
						+ "reading.",
				"The report shows connect failures against read time-outs per second, and records the kernel's limits on "
						+ "the backlog (net.core.somaxconn, net.ipv4.tcp_max_syn_backlog, net.ipv4.tcp_abort_on_overflow) in "
						+ "sweep.properties; it says when the kernel capped an acceptCount.",
				"Default: the paper's burst at scale 1, " + Preset.REPETITIONS
						+ " repetitions in shuffled rounds, 15 s warm-up. The same as: poolsweep sweep --max-threads 10 "
						+ "--accept-count 1,10,100,1000 --paper-semantics --keep-alive false --response-timeout 2s "
						+ "--experiment-db-hold 50ms --repeat 3 --order shuffled" })
final class BacklogPreset extends Preset {

	@Override
	String name() {
		return "backlog";
	}

	@Override
	Map<Knob, List<Integer>> axes() {
		return Map.of(Knob.MAX_THREADS, List.of(10), Knob.ACCEPT_COUNT, List.of(1, 10, 100, 1000), Knob.KEEP_ALIVE,
				List.of(0));
	}

	@Override
	boolean boundsConnections() {
		return true;
	}

	@Override
	Duration dbHold() {
		return Duration.ofMillis(50);
	}

	@Override
	Duration responseTimeout() {
		return Duration.ofSeconds(2);
	}

}
