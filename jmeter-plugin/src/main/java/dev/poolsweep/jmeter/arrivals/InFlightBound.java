package dev.poolsweep.jmeter.arrivals;

import java.lang.management.ManagementFactory;

/**
 * The most requests this JMeter can hold in flight without giving out itself: as many
 * clients as fit in its heap beside what JMeter needs with few, and as many connections
 * as it may open files. A request beyond it waits for a client to come back, and is never
 * sent if none does within the patience ({@link ArrivalDispatcher}).
 *
 * <p>
 * Design: the bound used to be the peak rate times the response time-out, what a server
 * that answers nothing for a whole time-out would need. A JMeter on one CPU cannot hold
 * that many (40,000 at 4,000/s): it ran out of heap, or spent its CPU collecting it,
 * before the server could make the requests time out, and measured itself from then on.
 * Bounded by the machine, it keeps sending what it can hold on time and counts the rest
 * as never sent, each in its second.
 */
final class InFlightBound {

	/**
	 * The heap a client holds while its request is in flight: its copy of the thread
	 * group's tree, its HTTP client and connection, its sample; about 125 KB measured
	 * with 8,000 in flight (jmeter-plans/README.md, "Where one JMeter stops").
	 */
	static final long CLIENT_BYTES = 128 * 1024;

	/** The heap JMeter needs with few clients: its code, the results writer, the plan. */
	static final long BASE_HEAP_BYTES = 256L * 1024 * 1024;

	/** The files JMeter keeps open besides its connections: jars, logs, results. */
	static final long BASE_FILES = 256;

	private InFlightBound() {
	}

	/** The bound for this JVM: its largest heap and its limit on open files. */
	static long ofThisJvm() {
		final long files = ManagementFactory
			.getOperatingSystemMXBean() instanceof com.sun.management.UnixOperatingSystemMXBean unix
					? unix.getMaxFileDescriptorCount() : Long.MAX_VALUE;
		return of(Runtime.getRuntime().maxMemory(), files);
	}

	/** The bound for a heap of {@code maxHeapBytes} and {@code maxFiles} open files. */
	static long of(final long maxHeapBytes, final long maxFiles) {
		final long byHeap = (maxHeapBytes - BASE_HEAP_BYTES) / CLIENT_BYTES;
		final long byFiles = maxFiles - BASE_FILES;
		return Math.max(1, Math.min(byHeap, byFiles));
	}

}
