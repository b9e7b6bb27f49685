package dev.poolsweep.tuning.settings;

import java.util.Collection;
import java.util.Locale;

import dev.poolsweep.tuning.errors.BadInputException;

/**
 * The fewest threads the board starts with on Jetty 12.1. Jetty counts in its maxThreads
 * the threads it leases for itself, and does not start ("Insufficient configured
 * threads") unless at least one is left beyond them: its acceptors (Spring Boot leaves
 * {@code server.jetty.threads.acceptors} at -1, which Jetty takes as one), its selectors
 * ({@code selectors} -1: one per two CPUs, at most one per 16 threads, at least one) and
 * its reserved threads (one per 8 threads, at most one per CPU, rounded up to a power of
 * two, at least one). Tomcat starts with one.
 *
 * <p>
 * Such a point is refused before the run rather than started with other acceptors and
 * selectors: acceptors=0 would have the selectors accept connections, which is not Jetty
 * as a Spring application ships it, and even then a selector and a reserved thread
 * (Spring Boot has no property for the latter) stay in maxThreads, so one worker alone
 * cannot be had on Jetty.
 */
public final class JettyThreads {

	/** Jetty's acceptors as Spring Boot leaves them. */
	static final int ACCEPTORS = 1;

	private JettyThreads() {
	}

	/** Jetty's selectors at {@code maxThreads} on {@code cpus} CPUs. */
	static int selectors(final int maxThreads, final int cpus) {
		return Math.max(1, Math.min(cpus / 2, maxThreads / 16));
	}

	/** Jetty's reserved threads at {@code maxThreads} on {@code cpus} CPUs. */
	static int reserved(final int maxThreads, final int cpus) {
		final int wanted = Math.min(cpus, maxThreads / 8);
		return Math.max(1, wanted <= 1 ? wanted : Integer.highestOneBit(wanted - 1) << 1);
	}

	/** Whether Jetty starts with {@code maxThreads} on {@code cpus} CPUs. */
	static boolean starts(final int maxThreads, final int cpus) {
		return maxThreads > ACCEPTORS + selectors(maxThreads, cpus) + reserved(maxThreads, cpus);
	}

	/** The fewest maxThreads Jetty starts with on {@code cpus} CPUs. */
	public static int minimum(final int cpus) {
		int maxThreads = 1;
		while (!starts(maxThreads, cpus)) {
			maxThreads++;
		}
		return maxThreads;
	}

	/**
	 * Refuses, in one line naming the minimum on this machine, maxThreads values Jetty
	 * does not start with; {@code where} says which option gave them.
	 */
	public static void require(final Collection<Integer> maxThreads, final String where) {
		final int cpus = Runtime.getRuntime().availableProcessors();
		final int minimum = minimum(cpus);
		maxThreads.stream().filter(value -> !starts(value, cpus)).findFirst().ifPresent(value -> {
			throw new BadInputException(String.format(Locale.ROOT,
					"%s: maxThreads %d on Jetty: Jetty 12.1 keeps %d acceptor, %d selector and %d reserved thread of "
							+ "its maxThreads on this machine and does not start without a worker beyond them: give %d "
							+ "or more for Jetty (Tomcat starts with 1)",
					where, value, ACCEPTORS, selectors(minimum, cpus), reserved(minimum, cpus), minimum));
		});
	}

}
