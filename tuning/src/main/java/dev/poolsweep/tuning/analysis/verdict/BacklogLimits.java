package dev.poolsweep.tuning.analysis.verdict;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import dev.poolsweep.tuning.analysis.PointAnalysis;
import dev.poolsweep.tuning.results.SweepRecord;

/**
 * What decides the listen backlog a client meets, besides acceptCount: the kernel cuts
 * the backlog Tomcat asks for to net.core.somaxconn, decides with
 * net.ipv4.tcp_abort_on_overflow what a connection that finds it full gets, and the
 * backlog fills only once Tomcat holds maxConnections. Read from sweep.properties (the
 * host facts) and the points.
 */
record BacklogLimits(OptionalInt somaxconn, Optional<Boolean> abortOnOverflow, OptionalInt synBacklog,
		List<PointAnalysis> points) {

	static BacklogLimits of(final List<PointAnalysis> points, final SweepRecord sweep) {
		return new BacklogLimits(sweep.somaxconn(), sweep.tcpAbortOnOverflow(), sweep.tcpMaxSynBacklog(), points);
	}

	List<String> lines() {
		final List<String> lines = new ArrayList<>();
		lines.add(kernelCap());
		if (abortOnOverflow.equals(Optional.of(false))) {
			lines.add("net.ipv4.tcp_abort_on_overflow = 0: a connection that finds the backlog full is dropped "
					+ "silently; the client sends its SYN again after 1 s and 3 s and fails with a connect time-out "
					+ "when its connect time-out passes first.");
		}
		else if (abortOnOverflow.equals(Optional.of(true))) {
			lines.add("net.ipv4.tcp_abort_on_overflow = 1: a connection that finds the backlog full is reset "
					+ "(connection refused, counted as connect).");
		}
		if (synBacklog.isPresent()) {
			lines.add("net.ipv4.tcp_max_syn_backlog = " + synBacklog.getAsInt()
					+ " bounds the connections still in their " + "handshake, apart from the backlog.");
		}
		final List<String> unbounded = points.stream()
			.filter(p -> p.settings().point().maxConnections() == null)
			.map(p -> p.settings().pointId())
			.toList();
		if (!unbounded.isEmpty()) {
			lines.add("maxConnections is Tomcat's default (8192) at " + String.join(", ", unbounded)
					+ ": Tomcat accepts every connection, the backlog stays empty and acceptCount cannot matter there "
					+ "(--paper-semantics bounds it by maxThreads).");
		}
		return lines;
	}

	/** Whether the kernel cut any point's acceptCount, and to what. */
	private String kernelCap() {
		if (somaxconn.isEmpty()) {
			return "The kernel's net.core.somaxconn, which caps the backlog, was not recorded.";
		}
		final int cap = somaxconn.getAsInt();
		final List<String> capped = points.stream()
			.filter(p -> p.settings().point().acceptCount() != null && p.settings().point().acceptCount() > cap)
			.map(p -> "acceptCount=" + p.settings().point().acceptCount())
			.distinct()
			.toList();
		return capped.isEmpty() ? "net.core.somaxconn = " + cap + ": the kernel capped no acceptCount of this sweep."
				: "net.core.somaxconn = " + cap + ": the kernel capped " + String.join(", ", capped) + " to " + cap
						+ " (the backlog the client met).";
	}

}
