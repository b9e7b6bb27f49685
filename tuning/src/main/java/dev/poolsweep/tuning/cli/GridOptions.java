package dev.poolsweep.tuning.cli;

import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import dev.poolsweep.tuning.plan.Durations;
import dev.poolsweep.tuning.settings.Axis;
import dev.poolsweep.tuning.settings.Defaults;
import dev.poolsweep.tuning.settings.Grid;
import dev.poolsweep.tuning.settings.GridFile;
import picocli.CommandLine.Option;

/** The grid of pool settings, as sweep and predict take it. */
final class GridOptions {

	@Option(names = "--grid", paramLabel = "FILE",
			description = "Grid as a properties file: max_threads=1,10 max_total=100 ... (options below override its keys).")
	Path gridFile;

	@Option(names = "--max-threads", paramLabel = "LIST",
			description = "server.tomcat.threads.max values, e.g. 1,10,100,300.")
	String maxThreads;

	@Option(names = "--max-total", paramLabel = "LIST",
			description = "DB pool size (HikariCP maximum-pool-size) values (default: " + Defaults.MAX_TOTAL
					+ ", the board's).")
	String maxTotal;

	@Option(names = "--accept-count", paramLabel = "LIST",
			description = "server.tomcat.accept-count values (default: " + Defaults.ACCEPT_COUNT + ").")
	String acceptCount;

	@Option(names = "--max-connections", paramLabel = "LIST",
			description = "server.tomcat.max-connections values (default: Tomcat's).")
	String maxConnections;

	@Option(names = "--min-spare-threads", paramLabel = "LIST",
			description = "server.tomcat.threads.min-spare values (default: Tomcat's).")
	String minSpareThreads;

	@Option(names = "--keep-alive", paramLabel = "LIST",
			description = "Whether the client reuses connections: true, false or true,false (default: "
					+ Defaults.KEEP_ALIVE + "). false sends Connection: close: a new connection per request.")
	String keepAlive;

	@Option(names = "--keep-alive-timeout", paramLabel = "LIST",
			description = "server.tomcat.keep-alive-timeout values, durations, e.g. 5s,60s (default: Tomcat's, its "
					+ "connection time-out).")
	String keepAliveTimeout;

	@Option(names = "--max-keep-alive-requests", paramLabel = "LIST",
			description = "server.tomcat.max-keep-alive-requests values (default: Tomcat's, 100; 1 turns keep-alive off).")
	String maxKeepAliveRequests;

	@Option(names = "--virtual-threads", paramLabel = "LIST",
			description = "spring.threads.virtual.enabled values: false, true or false,true (default: the board's, false).")
	String virtualThreads;

	/** The grid: the file's axes, overridden by the options given. */
	Grid grid(final boolean boundConnections) {
		final Map<Axis, List<Integer>> axes = new EnumMap<>(Axis.class);
		if (gridFile != null) {
			axes.putAll(GridFile.read(gridFile));
		}
		put(axes, Axis.MAX_THREADS, maxThreads);
		put(axes, Axis.MAX_TOTAL, maxTotal);
		put(axes, Axis.ACCEPT_COUNT, acceptCount);
		put(axes, Axis.MAX_CONNECTIONS, maxConnections);
		put(axes, Axis.MIN_SPARE_THREADS, minSpareThreads);
		put(axes, Axis.KEEP_ALIVE, keepAlive);
		put(axes, Axis.KEEP_ALIVE_TIMEOUT, Durations.toMillisList(keepAliveTimeout));
		put(axes, Axis.MAX_KEEP_ALIVE_REQUESTS, maxKeepAliveRequests);
		put(axes, Axis.VIRTUAL_THREADS, virtualThreads);
		return new Grid(axes, boundConnections);
	}

	private static void put(final Map<Axis, List<Integer>> axes, final Axis axis, final String list) {
		if (list != null) {
			axes.put(axis, axis.parse(axis.option(), list));
		}
	}

}
