package dev.poolsweep.tuning.cli.preset;

import java.time.Duration;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import dev.poolsweep.tuning.knob.Knob;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * Do kept-alive connections hold the server's slots? With maxConnections = maxThreads a
 * kept-alive connection holds one of them while idle, until keepAliveTimeout, as an
 * Apache prefork child does in the how-to "Checking Apache MPM" (anonymous, in Korean);
 * the burst (ten workers holding their connection 50 ms serve about 200 requests/s)
 * brings in more client connections than there are slots.
 */
@Command(name = "keepalive", sortOptions = false, mixinStandardHelpOptions = true,
		header = "Do kept-alive connections hold the slots? Client keep-alive x Tomcat keepAliveTimeout.",
		description = {
				"Do kept-alive connections hold the server's slots? Client keep-alive on and off, each with Tomcat's "
						+ "keepAliveTimeout 5 s and 60 s (its default, the connection time-out), at maxThreads 10 with "
						+ "maxConnections = maxThreads (always on here: an idle kept-alive connection then holds a slot, as "
						+ "an Apache prefork child does), every list request holding its connection 50 ms "
						+ "(--experiment-db-hold 50ms: about 200 requests/s, below the burst's 300). The how-to "
						+ "\"Checking Apache MPM\" (anonymous, in Korean) advises keep-alive on, a high MaxKeepAliveRequests, a KeepAliveTimeout of 2-5 s.",
				"With client keep-alive off Tomcat's keep-alive settings do nothing: those two points are the same "
						+ "setting twice, which shows the noise between runs.",
				"Default: the paper's burst at scale 1, " + Preset.REPETITIONS
						+ " repetitions in shuffled rounds, 15 s warm-up. The same as: poolsweep sweep --max-threads 10 "
						+ "--paper-semantics --keep-alive true,false --keep-alive-timeout 5s,60s --experiment-db-hold 50ms "
						+ "--repeat 3 --order shuffled" })
final class KeepAlivePreset extends Preset {

	@Option(names = "--max-keep-alive-requests", paramLabel = "LIST",
			description = "Also vary server.tomcat.max-keep-alive-requests, e.g. 1,100 (default: Tomcat's 100; 1 turns "
					+ "keep-alive off on the server's side).")
	String maxKeepAliveRequests;

	@Override
	String name() {
		return "keepalive";
	}

	@Override
	Map<Knob, List<Integer>> axes() {
		final Map<Knob, List<Integer>> axes = new EnumMap<>(Knob.class);
		axes.put(Knob.MAX_THREADS, List.of(10));
		axes.put(Knob.KEEP_ALIVE, List.of(1, 0));
		axes.put(Knob.KEEP_ALIVE_TIMEOUT, List.of(5_000, 60_000));
		if (maxKeepAliveRequests != null) {
			axes.put(Knob.MAX_KEEP_ALIVE_REQUESTS, Knob.MAX_KEEP_ALIVE_REQUESTS.parseOption(maxKeepAliveRequests));
		}
		return axes;
	}

	@Override
	boolean boundsConnections() {
		return true;
	}

	@Override
	Duration dbHold() {
		return Duration.ofMillis(50);
	}

}
