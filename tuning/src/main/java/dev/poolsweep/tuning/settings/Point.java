package dev.poolsweep.tuning.settings;

import java.util.ArrayList;
import java.util.List;

import dev.poolsweep.tuning.results.PointId;

/**
 * One point of the grid: the pool settings one board run gets. {@code null} for
 * maxConnections or minSpareThreads means "Tomcat's default" (the board is started
 * without the property).
 */
public record Point(int maxThreads, int maxTotal, int acceptCount, Integer maxConnections,
		Integer minSpareThreads) implements BoardPools {

	/**
	 * The folder name of the point, as RESULTS.md defines it: {@code t10-p100-a100}, then
	 * {@code -c10}, {@code -s5}.
	 */
	public String id() {
		return PointId.of(maxThreads, maxTotal, acceptCount, maxConnections, minSpareThreads);
	}

	/**
	 * The board's Spring properties for this point, as {@code --name=value} arguments.
	 */
	@Override
	public List<String> springArguments() {
		final List<String> arguments = new ArrayList<>();
		arguments.add("--server.tomcat.threads.max=" + maxThreads);
		arguments.add("--spring.datasource.hikari.maximum-pool-size=" + maxTotal);
		arguments.add("--server.tomcat.accept-count=" + acceptCount);
		if (maxConnections != null) {
			arguments.add("--server.tomcat.max-connections=" + maxConnections);
		}
		if (minSpareThreads != null) {
			arguments.add("--server.tomcat.threads.min-spare=" + minSpareThreads);
		}
		return arguments;
	}

	@Override
	public String toString() {
		return "maxThreads=" + maxThreads + " maxTotal=" + maxTotal + " acceptCount=" + acceptCount
				+ (maxConnections == null ? "" : " maxConnections=" + maxConnections)
				+ (minSpareThreads == null ? "" : " minSpareThreads=" + minSpareThreads);
	}
}
