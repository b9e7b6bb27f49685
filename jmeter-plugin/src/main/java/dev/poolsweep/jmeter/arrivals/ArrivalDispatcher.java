package dev.poolsweep.jmeter.arrivals;

import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongConsumer;
import java.util.function.LongSupplier;

/**
 * Hands each due request of an {@link ArrivalSchedule} to a client, on time, whether
 * earlier requests were answered or not.
 *
 * <p>
 * One scheduler thread paces the arrivals; the clients only wait to be handed one
 * ({@link #take}). At each due instant the request goes to the client that became free
 * most recently (a non-fair {@link SynchronousQueue} hands out last-in first-out, so the
 * connections in use follow the load rather than growing to one per client). When no
 * client waits, one more is started ({@link Clients#startOne}) and the request waits for
 * it in a backlog every client looks at first, so the clients grow with what is in flight
 * instead of all starting before the schedule. At {@code maxClients} the request waits
 * for the first client to come back; one that still finds none {@code patienceMs} after
 * it was due is never sent, and counted in its second ({@link ArrivalCounts}).
 *
 * <p>
 * After the schedule every client is handed {@link #END}: requests in flight finish,
 * nothing is sent after the schedule.
 */
public final class ArrivalDispatcher {

	/** What {@link #take} returns once the schedule is over. */
	public static final long END = -1;

	/** Starts client threads on the dispatcher's behalf. */
	public interface Clients {

		/** Starts one more client, which will call {@link #take}. */
		void startOne();

	}

	private final ArrivalSchedule schedule;

	private final long maxClients;

	private final long patienceMs;

	private final LongSupplier clock;

	private final SynchronousQueue<Long> idle = new SynchronousQueue<>(false);

	private final ConcurrentLinkedQueue<Long> backlog = new ConcurrentLinkedQueue<>();

	private final CountDownLatch ready = new CountDownLatch(1);

	private final AtomicInteger joined = new AtomicInteger();

	private final AtomicInteger launching = new AtomicInteger();

	private final AtomicInteger groupStarted = new AtomicInteger();

	private final AtomicInteger ended = new AtomicInteger();

	private final ArrivalCounts counts;

	private volatile Clients clients;

	private volatile long startMs = -1;

	public ArrivalDispatcher(final ArrivalSchedule schedule, final long maxClients, final long patienceMs,
			final LongSupplier clock) {
		this.schedule = schedule;
		this.maxClients = maxClients;
		this.patienceMs = patienceMs;
		this.clock = clock;
		this.counts = new ArrivalCounts(schedule.seconds());
	}

	/**
	 * Called once by every client before its first {@link #take}, with the size of its
	 * thread group. The schedule starts once the clients the thread group starts by
	 * itself (its size when the first one joins) have joined; every later one was started
	 * by {@link Clients#startOne}.
	 */
	public void joined(final Clients starter, final int groupSize) {
		this.clients = starter;
		groupStarted.compareAndSet(0, Math.max(1, groupSize));
		final int count = joined.incrementAndGet();
		if (count > groupStarted.get()) {
			launching.decrementAndGet();
		}
		else if (count == groupStarted.get()) {
			ready.countDown();
		}
	}

	/**
	 * Blocks until this client is handed a request; returns the epoch ms it was due, or
	 * {@link #END}.
	 */
	public long take() throws InterruptedException {
		final Long waiting = backlog.poll();
		final long due = waiting != null ? waiting : idle.take();
		if (due == END) {
			ended.incrementAndGet();
		}
		return due;
	}

	/**
	 * Runs the schedule in the calling thread: waits up to {@code joinTimeoutMs} for the
	 * first client, starts on the next whole second (reported to {@code onStart}), hands
	 * every arrival out, then ends every client.
	 */
	public void run(final long joinTimeoutMs, final LongConsumer onStart) throws InterruptedException {
		if (!ready.await(joinTimeoutMs, TimeUnit.MILLISECONDS)) {
			throw new IllegalStateException("the clients did not start within " + joinTimeoutMs + " ms");
		}
		final long now = clock.getAsLong();
		startMs = now - now % 1000 + 1000;
		onStart.accept(startMs);
		try {
			final ArrivalSchedule.Cursor cursor = schedule.cursor();
			while (cursor.hasNext()) {
				final int second = cursor.second();
				final long due = startMs + cursor.nextMs();
				final long wait = due - clock.getAsLong();
				if (wait > 0) {
					Thread.sleep(wait);
				}
				counts.handed(second, hand(due), clientsStarted());
			}
		}
		finally {
			endClients();
		}
	}

	private boolean hand(final long due) throws InterruptedException {
		if (idle.offer(due)) {
			return true;
		}
		if (clientsStarted() < maxClients) {
			backlog.add(due);
			launching.incrementAndGet();
			clients.startOne();
			return true;
		}
		final long patience = due + patienceMs - clock.getAsLong();
		return idle.offer(due, Math.max(0, patience), TimeUnit.MILLISECONDS);
	}

	/**
	 * Idle clients wait without a time-out (threads polling would cost CPU): each is
	 * handed an end instead of an arrival; clients still in flight take theirs when they
	 * come back.
	 */
	private void endClients() throws InterruptedException {
		while (ended.get() < joined.get() || launching.get() > 0) {
			idle.offer(END, 100, TimeUnit.MILLISECONDS);
		}
	}

	/** The epoch ms the schedule started at; -1 before it did. */
	public long startMs() {
		return startMs;
	}

	/** Per-second counts so far. */
	public ArrivalCounts counts() {
		return counts;
	}

	/** Clients started so far, joined or about to. */
	public int clientsStarted() {
		return joined.get() + launching.get();
	}

}
