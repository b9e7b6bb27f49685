package dev.poolsweep.tuning.cli.preset;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import dev.poolsweep.tuning.knob.Knob;
import picocli.CommandLine.Command;

/**
 * Does it matter whether the workers are started before the burst? 4 ms of CPU per list
 * request makes the board's one core serve about 200 requests/s, so the burst's 300/s
 * keeps every worker busy and Tomcat starts all of them, on demand with 10 spare threads,
 * at start-up with maxThreads spare threads. The grid caps minSpareThreads at maxThreads,
 * as Tomcat does.
 */
@Command(name = "spare", sortOptions = false, mixinStandardHelpOptions = true,
		header = "Does pre-starting the workers help? minSpareThreads 10 vs all, at maxThreads 100 and 300.",
		description = {
				"Does starting every worker before the burst help? minSpareThreads 10 against minSpareThreads = "
						+ "maxThreads (all workers started with Tomcat), at maxThreads 100 and 300, with 4 ms of CPU per list "
						+ "request (--experiment-cpu-work 4ms: one core then serves about 200 requests/s, so the burst's 300/s "
						+ "makes Tomcat start every worker). Jeon, Lee and Kang (\"Analysis of "
						+ "Multi-thread Pool Utilization Scheme on the Apache Web Server\", 2004): what slowed Apache's "
						+ "threaded server was its spare-thread policy (creating and destroying workers), not threads as such.",
				"Default: the paper's burst at scale 1, " + Preset.REPETITIONS
						+ " repetitions in shuffled rounds, 15 s warm-up. The same as: poolsweep sweep --max-threads 100,300 "
						+ "--min-spare-threads 10,300 --experiment-cpu-work 4ms --repeat 3 --order shuffled (minSpareThreads "
						+ "above maxThreads is taken as maxThreads)" })
final class SparePreset extends Preset {

	@Override
	String name() {
		return "spare";
	}

	@Override
	Map<Knob, List<Integer>> axes() {
		return Map.of(Knob.MAX_THREADS, List.of(100, 300), Knob.MIN_SPARE_THREADS, List.of(10, 300));
	}

	@Override
	Duration cpuWork() {
		return Duration.ofMillis(4);
	}

}
