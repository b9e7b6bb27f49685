package dev.poolsweep.jmeter.arrivals;

import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Semaphore;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongConsumer;
import java.util.function.LongSupplier;

import org.apache.jmeter.samplers.SampleResult;

/**
 * Hands each due request of an {@link ArrivalSchedule} to a client, on time, whether
 * earlier requests were answered or not.
 *
 * <p>
 * One scheduler thread paces the arrivals; the clients only wait to be handed one
 * ({@link #take}). At each due instant the request goes to the client that became free
 * most recently (a non-fair {@link SynchronousQueue} hands out last-in first-out, so the
 * connections in use follow the load rather than growing to one per client). When no
 * client waits, the request goes to a backlog that every client looks at first; when the
 * oldest request there has waited {@value #GRACE_MS} ms, a starter thread starts one more
 * client ({@link Clients#startOne}) for every request waiting there, up to
 * {@code maxInFlight}: the clients grow with the requests in flight instead of all
 * starting before the schedule.
 *
 * <p>
 * Starting a client takes the generator's CPU, which the clients need to read their
 * responses. So it never runs in the scheduler thread, and it waits until the clients
 * about to come back could not take the backlog. How many may be starting at once the
 * clients say ({@link Clients#startsAtOnce}): a client on a platform thread takes a
 * millisecond or more to start, and when the board paused for a moment, a client for
 * every request that piled up took the CPU from the clients that came back, so that
 * requests piled up further; those start one at a time. A client on a virtual thread
 * ({@link OpenArrivalsThreadGroup}) is cheap enough to start one for every request
 * waiting, as a server that stops answering needs.
 *
 * <p>
 * A client may send its request without waiting for the answer
 * ({@link #sentWithoutWaiting}, an
 * {@link dev.poolsweep.jmeter.request.AsyncHttpSampler}): it is free again at once, and
 * the answer comes back through {@link #answered}. A client is then handed, after any
 * request due, {@link #RECORD}: its sampler returns an answered request
 * ({@link #nextAnswered}) to JMeter, which records it as any sample. A few clients then
 * hold thousands of requests in flight, each a connection and a sample, instead of a
 * thread with a copy of the plan.
 *
 * <p>
 * Design: such a client is busy only while it sends or records, which is CPU work; a
 * backlog then means the generator is short of CPU, and more clients would take turns on
 * the same cores and take CPU to start. So once clients send without waiting, and as long
 * as none has waited for an answer, at most {@link #CLIENTS_WITHOUT_WAITING} clients run:
 * two per core, so that one may run while another is held up in JMeter's recording (a
 * lock, a write, a pause of the collector), and no fewer than four. The first client that
 * comes back from a request it waited for lifts the cap for the run: then the clients
 * needed grow with the requests in flight, as above.
 *
 * <p>
 * At most {@code maxInFlight} requests are in flight, held by clients or sent without
 * waiting. A request still in the backlog {@code patienceMs} after it was due (at the
 * bound) is never sent, and counted in its second ({@link ArrivalCounts}). After the
 * schedule, once every request in flight is answered and recorded, every client is handed
 * {@link #END}: nothing is sent after the schedule.
 */
public final class ArrivalDispatcher {

	/** What {@link #take} returns once the schedule is over. */
	public static final long END = -1;

	/**
	 * What {@link #take} returns when no request is due but an answered one waits to be
	 * recorded ({@link #nextAnswered}).
	 */
	public static final long RECORD = -3;

	/** How long the oldest request in the backlog waits before one more client starts. */
	static final long GRACE_MS = 5;

	/**
	 * The most clients while every client sends without waiting (see the class's design
	 * note): two per core the JVM may use, at least four.
	 */
	static final int CLIENTS_WITHOUT_WAITING = Math.max(4, 2 * Runtime.getRuntime().availableProcessors());

	/** Handed to an idle client to make it look at the backlog again. */
	private static final Arrival WAKE = new Arrival(-2, -1);

	private static final Arrival END_ARRIVAL = new Arrival(END, -1);

	/** Starts client threads on the dispatcher's behalf. */
	public interface Clients {

		/**
		 * Starts one more client, which will call {@link #joined} and then {@link #take}.
		 */
		void startOne();

		/** How many clients may be starting at once. */
		default int startsAtOnce() {
			return 1;
		}

	}

	private record Arrival(long dueMs, int second) {
	}

	/** An answer to a request sent without waiting, and the epoch ms it was due. */
	public record Answered(SampleResult result, long dueMs) {
	}

	private final ArrivalSchedule schedule;

	private final EngineShare share;

	private final long maxInFlight;

	private final long patienceMs;

	private final LongSupplier clock;

	private final SynchronousQueue<Arrival> idle = new SynchronousQueue<>(false);

	private final ConcurrentLinkedDeque<Arrival> backlog = new ConcurrentLinkedDeque<>();

	/** Answers to requests sent without waiting, not yet recorded. */
	private final ConcurrentLinkedQueue<Answered> answered = new ConcurrentLinkedQueue<>();

	/**
	 * Requests in flight: handed to a client that has not come back for another, or sent
	 * without waiting and not yet answered.
	 */
	private final AtomicInteger inFlight = new AtomicInteger();

	/**
	 * Requests handed out or in the backlog whose turn is not over: not yet answered and
	 * taken to be recorded (or come back with the client that waited for the answer), nor
	 * counted as never sent. One count that every request enters before it is handed and
	 * leaves last, so that the end of the schedule cannot look between two states: the
	 * dispatcher goes on the moment a parked client is handed a request, before that
	 * client has counted it in flight, and a client handed its end meanwhile never
	 * recorded that request's answer.
	 */
	private final AtomicInteger unfinished = new AtomicInteger();

	/** Whether the calling client holds a request it may be sending and waiting for. */
	private final ThreadLocal<boolean[]> holding = ThreadLocal.withInitial(() -> new boolean[1]);

	private final CountDownLatch ready = new CountDownLatch(1);

	private final Semaphore backlogGrew = new Semaphore(0);

	private final Semaphore launchedJoined = new Semaphore(0);

	private final AtomicInteger joined = new AtomicInteger();

	private final AtomicInteger launching = new AtomicInteger();

	/** Requests in the backlog. */
	private final AtomicInteger waiting = new AtomicInteger();

	private final AtomicInteger groupStarted = new AtomicInteger();

	private final AtomicInteger ended = new AtomicInteger();

	private final ArrivalCounts counts;

	private volatile Clients clients;

	private volatile boolean scheduling = true;

	/** Whether a client sent a request without waiting for its answer. */
	private volatile boolean sendingWithoutWaiting;

	/** Whether a client came back from a request it waited for. */
	private volatile boolean clientsWait;

	private volatile long startMs = -1;

	/**
	 * Sends {@code share} of {@code schedule}, with {@code maxInFlight} requests in
	 * flight (and as many clients) at most.
	 */
	public ArrivalDispatcher(final ArrivalSchedule schedule, final EngineShare share, final long maxInFlight,
			final long patienceMs, final LongSupplier clock) {
		this.schedule = schedule;
		this.share = share;
		this.maxInFlight = maxInFlight;
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
			launchedJoined.release();
		}
		else if (count == groupStarted.get()) {
			ready.countDown();
		}
	}

	/**
	 * Blocks until this client is handed a request, and returns the epoch ms it was due;
	 * or {@link #RECORD}, when none is due and an answered request waits to be recorded;
	 * or {@link #END}. The request this client was handed last is over, unless it was
	 * sent without waiting.
	 */
	public long take() throws InterruptedException {
		final boolean[] holds = holding.get();
		if (holds[0]) {
			holds[0] = false;
			inFlight.decrementAndGet();
			unfinished.decrementAndGet();
			if (!clientsWait) {
				clientsWait = true;
			}
		}
		while (true) {
			final Arrival oldest = backlog.pollFirst();
			if (oldest != null) {
				if (clock.getAsLong() - oldest.dueMs() > patienceMs) {
					waiting.decrementAndGet();
					counts.neverSent(oldest.second(), clientsStarted());
					unfinished.decrementAndGet();
					continue;
				}
				if (inFlight.get() < maxInFlight) {
					waiting.decrementAndGet();
					return sent(oldest, holds);
				}
				// at the bound: it waits for an answer
				backlog.addFirst(oldest);
			}
			if (!answered.isEmpty()) {
				return RECORD;
			}
			final Arrival handed = idle.take();
			if (handed == END_ARRIVAL) {
				ended.incrementAndGet();
				return END;
			}
			if (handed != WAKE) {
				if (inFlight.get() < maxInFlight) {
					return sent(handed, holds);
				}
				waiting.incrementAndGet();
				backlog.addLast(handed);
				backlogGrew.release();
			}
		}
	}

	private long sent(final Arrival arrival, final boolean[] holds) {
		inFlight.incrementAndGet();
		holds[0] = true;
		counts.sent(arrival.second(), clientsStarted());
		return arrival.dueMs();
	}

	/**
	 * The calling client sent the request it was handed last without waiting for the
	 * answer, which will come through {@link #answered}: the client is free.
	 */
	public void sentWithoutWaiting() {
		holding.get()[0] = false;
		if (!sendingWithoutWaiting) {
			sendingWithoutWaiting = true;
		}
	}

	/**
	 * The answer to a request sent without waiting: it is no longer in flight, and waits
	 * for a client to record it. Called from any thread.
	 *
	 * <p>
	 * Design: JMeter records one sample per sampler call, and a client's turn costs CPU
	 * whatever it does. A client that sends a request records an answer in the same turn
	 * ({@link #nextAnswered}), and one about to wait records any left first
	 * ({@link #RECORD}), so no client is woken for an answer, except at the bound, where
	 * the answer frees a slot for a request waiting, or once the schedule is over.
	 */
	public void answered(final SampleResult result, final long dueMs) {
		answered.add(new Answered(result, dueMs));
		if (inFlight.getAndDecrement() >= maxInFlight || !scheduling) {
			idle.offer(WAKE);
		}
	}

	/** The oldest answer not yet recorded, or null. */
	public Answered nextAnswered() {
		final Answered next = answered.poll();
		if (next != null) {
			unfinished.decrementAndGet();
		}
		return next;
	}

	/**
	 * Runs the schedule in the calling thread: waits up to {@code joinTimeoutMs} for the
	 * thread group's clients, starts when {@code start} says (reported to
	 * {@code onStart}), hands every arrival out, then ends every client.
	 */
	public void run(final long joinTimeoutMs, final StartSignal start, final LongConsumer onStart)
			throws InterruptedException {
		if (!ready.await(joinTimeoutMs, TimeUnit.MILLISECONDS)) {
			throw new IllegalStateException("the clients did not start within " + joinTimeoutMs + " ms");
		}
		final Thread starter = new Thread(this::startClients, "open-arrivals-clients");
		starter.setDaemon(true);
		starter.start();
		try {
			startMs = start.await(clock);
			onStart.accept(startMs);
			final ArrivalSchedule.Cursor cursor = schedule.cursor(share);
			while (cursor.hasNext()) {
				final int second = cursor.second();
				final long due = startMs + cursor.nextMs();
				final long wait = due - clock.getAsLong();
				if (wait > 0) {
					Thread.sleep(wait);
				}
				hand(new Arrival(due, second));
			}
		}
		finally {
			scheduling = false;
			backlogGrew.release();
			endClients();
		}
	}

	private void hand(final Arrival arrival) {
		unfinished.incrementAndGet();
		if (idle.offer(arrival)) {
			return;
		}
		waiting.incrementAndGet();
		backlog.addLast(arrival);
		// a client may have begun to wait since the offer: make it look at the backlog
		idle.offer(WAKE);
		backlogGrew.release();
	}

	/**
	 * The starter thread: once the oldest request in the backlog has waited
	 * {@value #GRACE_MS} ms, one more client for each request there that no client being
	 * started will take, as many at once as the clients allow; none while the requests in
	 * flight are at the bound, which more clients would not lift.
	 */
	private void startClients() {
		try {
			while (scheduling) {
				final Arrival oldest = backlog.peek();
				if (oldest == null) {
					backlogGrew.acquire();
					backlogGrew.drainPermits();
					continue;
				}
				final long waited = clock.getAsLong() - oldest.dueMs();
				final long room = Math.min(clientsAtMost() - clientsStarted(), maxInFlight - inFlight.get());
				if (waited >= GRACE_MS && Math.min(maxInFlight - clientsStarted(), maxInFlight - inFlight.get()) <= 0) {
					counts.markAtBound(oldest.second());
				}
				final long wanted = Math.min(Math.min(waiting.get(), clients.startsAtOnce()) - launching.get(), room);
				if (waited < GRACE_MS || wanted <= 0) {
					Thread.sleep(Math.max(1, GRACE_MS - waited));
					continue;
				}
				for (long started = 0; started < wanted; started++) {
					launching.incrementAndGet();
					clients.startOne();
				}
				launchedJoined.tryAcquire(1, TimeUnit.SECONDS);
			}
		}
		catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}

	/**
	 * The most clients that may run: {@link #CLIENTS_WITHOUT_WAITING} while clients send
	 * without waiting and none waited for an answer, else one per request in flight.
	 */
	private long clientsAtMost() {
		return (sendingWithoutWaiting && !clientsWait) ? Math.min(CLIENTS_WITHOUT_WAITING, maxInFlight) : maxInFlight;
	}

	/**
	 * Idle clients wait without a time-out (threads polling would cost CPU): each is
	 * handed an end instead of an arrival; clients still in flight take theirs when they
	 * come back, after the backlog. Requests sent without waiting are answered and
	 * recorded first (each has its response time-out), and the backlog is looked at
	 * meanwhile, so that its requests are sent or counted as never sent.
	 */
	private void endClients() throws InterruptedException {
		while (unfinished.get() > 0) {
			idle.offer(WAKE, 10, TimeUnit.MILLISECONDS);
		}
		while (ended.get() < joined.get() || launching.get() > 0) {
			idle.offer(END_ARRIVAL, 100, TimeUnit.MILLISECONDS);
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

	/** Requests in flight: see {@link #inFlight}. */
	public int inFlight() {
		return inFlight.get();
	}

	/** Clients started so far, joined or about to. */
	public int clientsStarted() {
		return joined.get() + launching.get();
	}

}
