package dev.poolsweep.jmeter.arrivals;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import org.apache.jmeter.samplers.SampleResult;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

class ArrivalDispatcherTest {

	@Test
	void handsEveryArrivalToAClientAndStartsClientsOnlyAsNeeded() throws Exception {
		final ArrivalDispatcher dispatcher = new ArrivalDispatcher(ArrivalSchedule.of(50, 50), EngineShare.ALONE, 100,
				1000, System::currentTimeMillis);
		final List<Long> sent = runWithClients(dispatcher, 0);

		assertThat(sent).hasSize(100);
		assertThat(dispatcher.counts().sent()).isEqualTo(100);
		assertThat(dispatcher.counts().neverSent()).isZero();
		assertThat(dispatcher.counts().atBound(0)).isFalse();
		// a request answered at once: a handful of clients serve 50/s, not one per
		// request
		assertThat(dispatcher.clientsStarted()).isBetween(1, 10);
		// every request was due on the schedule: start + 20 ms apart
		assertThat(sent.getFirst()).isEqualTo(dispatcher.startMs());
		assertThat(sent.getLast()).isEqualTo(dispatcher.startMs() + 1980);
	}

	@Test
	void neverSendsWhatFindsNoClientWithinThePatienceAtTheBound() throws Exception {
		// two clients that each hold a request for 400 ms; 20 due in one second, patience
		// 100 ms
		final ArrivalDispatcher dispatcher = new ArrivalDispatcher(ArrivalSchedule.of(20), EngineShare.ALONE, 2, 100,
				System::currentTimeMillis);
		final List<Long> sent = runWithClients(dispatcher, 400);

		assertThat(dispatcher.clientsStarted()).isEqualTo(2);
		assertThat(dispatcher.counts().sent()).isEqualTo(sent.size()).isBetween(3L, 8L);
		assertThat(dispatcher.counts().neverSent()).isEqualTo(20 - sent.size());
		assertThat(dispatcher.counts().neverSent(0)).isEqualTo(20 - sent.size());
		assertThat(dispatcher.counts().atBound(0)).as("the bound decided the second").isTrue();
	}

	@Test
	void startsAClientForEveryRequestWaitingWhenClientsMayStartAtOnce() throws Exception {
		// a server that holds every request for 1 s: 400 due in one second need about 400
		// clients, each ready 5 ms after it is started
		final ArrivalDispatcher dispatcher = new ArrivalDispatcher(ArrivalSchedule.of(400), EngineShare.ALONE, 1000,
				2000, System::currentTimeMillis);
		final Clients clients = new Clients(dispatcher, new CopyOnWriteArrayList<>(), 1000, 5, Integer.MAX_VALUE);
		clients.start();
		dispatcher.run(5000, StartSignal.AT_ONCE, start -> {
		});
		clients.awaitAllEnded();

		assertThat(dispatcher.counts().sent()).isEqualTo(400);
		assertThat(clients.latestMs()).isLessThan(100);
	}

	@Test
	void startsOneClientAtATimeWhenClientsSaySo() throws Exception {
		final ArrivalDispatcher dispatcher = new ArrivalDispatcher(ArrivalSchedule.of(400), EngineShare.ALONE, 1000,
				2000, System::currentTimeMillis);
		final Clients clients = new Clients(dispatcher, new CopyOnWriteArrayList<>(), 1000, 5, 1);
		clients.start();
		dispatcher.run(5000, StartSignal.AT_ONCE, start -> {
		});
		clients.awaitAllEnded();

		// each waits for the last to be ready: at most 200 a second, the rest late
		assertThat(clients.latestMs()).isGreaterThan(100);
	}

	@Test
	void startsNoClientWhileTheClientsSayNone() throws Exception {
		final ArrivalDispatcher dispatcher = new ArrivalDispatcher(ArrivalSchedule.of(20), EngineShare.ALONE, 1000, 100,
				System::currentTimeMillis);
		final Clients clients = new Clients(dispatcher, new CopyOnWriteArrayList<>(), 2000, 0, 0);
		clients.start();
		dispatcher.run(5000, StartSignal.AT_ONCE, start -> {
		});
		clients.awaitAllEnded();

		assertThat(dispatcher.clientsStarted()).isEqualTo(1);
		assertThat(dispatcher.counts().sent()).isEqualTo(1);
		assertThat(dispatcher.counts().neverSent()).isEqualTo(19);
	}

	@Test
	void oneClientHoldsAStallOfRequestsSentWithoutWaiting() throws Exception {
		// a server that answers nothing for 1 s: 400 due meanwhile, all sent on time by
		// one client, and every answer recorded before the clients end
		final ArrivalDispatcher dispatcher = new ArrivalDispatcher(ArrivalSchedule.of(400), EngineShare.ALONE, 1000,
				2000, System::currentTimeMillis);
		final AsyncClients clients = new AsyncClients(dispatcher, 1000);
		clients.start();
		dispatcher.run(5000, StartSignal.AT_ONCE, start -> {
		});
		clients.awaitAllEnded();

		assertThat(dispatcher.counts().sent()).isEqualTo(400);
		assertThat(clients.latestMs()).isLessThan(100);
		assertThat(dispatcher.clientsStarted()).isBetween(1, 3);
		assertThat(clients.recorded()).hasSize(400);
		assertThat(dispatcher.inFlight()).isZero();
	}

	@Test
	void startsNoMoreThanAFewClientsThatSendWithoutWaiting() throws Exception {
		// each send takes a client 50 ms (a generator short of CPU): 400/s would take 20
		// clients, but clients that do not wait are CPU work, which more clients do not
		// make sooner
		final ArrivalDispatcher dispatcher = new ArrivalDispatcher(ArrivalSchedule.of(400), EngineShare.ALONE, 1000,
				500, System::currentTimeMillis);
		final AsyncClients clients = new AsyncClients(dispatcher, 100, 50);
		clients.start();
		dispatcher.run(5000, StartSignal.AT_ONCE, start -> {
		});
		clients.awaitAllEnded();

		assertThat(dispatcher.clientsStarted()).isBetween(2, ArrivalDispatcher.CLIENTS_WITHOUT_WAITING);
		assertThat(dispatcher.counts().sent()).isEqualTo(clients.recorded().size());
		assertThat(dispatcher.counts().neverSent()).isEqualTo(400 - dispatcher.counts().sent()).isPositive();
	}

	@Test
	void boundsTheRequestsSentWithoutWaiting() throws Exception {
		// answers after 1 s, at most 100 in flight, patience 100 ms: of 400 due in one
		// second the first 100 are sent, those waiting longer than the patience never
		final ArrivalDispatcher dispatcher = new ArrivalDispatcher(ArrivalSchedule.of(400), EngineShare.ALONE, 100, 100,
				System::currentTimeMillis);
		final AsyncClients clients = new AsyncClients(dispatcher, 1000);
		clients.start();
		dispatcher.run(5000, StartSignal.AT_ONCE, start -> {
		});
		clients.awaitAllEnded();

		assertThat(clients.maxInFlight()).isEqualTo(100);
		assertThat(dispatcher.counts().sent()).isEqualTo(clients.recorded().size()).isBetween(100L, 150L);
		assertThat(dispatcher.counts().neverSent()).isEqualTo(400 - dispatcher.counts().sent());
		assertThat(dispatcher.counts().atBound(0)).as("the bound decided the second").isTrue();
	}

	@Test
	void recordsTheAnswerToTheLastRequestHandedToAnIdleClient() throws Exception {
		// the last request goes to a client parked in take(), and the dispatcher turns to
		// ending the clients before that client has woken up: the end waits for that
		// request's answer, which a client handed its end meanwhile never records
		for (int round = 1; round <= 20; round++) {
			final ArrivalDispatcher dispatcher = new ArrivalDispatcher(ArrivalSchedule.of(1), EngineShare.ALONE, 10,
					1000, () -> 1);
			final AsyncClients clients = new AsyncClients(dispatcher, 20);
			clients.start();
			Thread.sleep(20);
			dispatcher.run(5000, new StartSignal(1, null, 0), start -> {
			});
			clients.awaitAllEnded();
			assertThat(clients.recorded()).as("answers recorded in round %d", round).hasSize(1);
		}
	}

	@Test
	void refusesToStartWhenNoClientJoins() {
		final ArrivalDispatcher dispatcher = new ArrivalDispatcher(ArrivalSchedule.of(1), EngineShare.ALONE, 1, 100,
				System::currentTimeMillis);
		assertThatIllegalStateException().isThrownBy(() -> dispatcher.run(50, StartSignal.AT_ONCE, start -> {
		})).withMessageContaining("did not start");
	}

	/**
	 * Runs the schedule with one client of the thread group's own, more as the dispatcher
	 * starts them, each holding a request for {@code holdMs}; returns the due instants
	 * they were handed, once every client has ended.
	 */
	private static List<Long> runWithClients(final ArrivalDispatcher dispatcher, final long holdMs)
			throws InterruptedException {
		final List<Long> sent = new CopyOnWriteArrayList<>();
		final Clients clients = new Clients(dispatcher, sent, holdMs);
		clients.start();
		dispatcher.run(5000, StartSignal.AT_ONCE, start -> {
		});
		clients.awaitAllEnded();
		return sent;
	}

	/**
	 * Client threads that send without waiting: each request is answered
	 * {@code answerAfterMs} after it is sent, by a timer thread; answers are recorded in
	 * the clients' turns.
	 */
	private static final class AsyncClients implements ArrivalDispatcher.Clients {

		private final ArrivalDispatcher dispatcher;

		private final long answerAfterMs;

		private final ScheduledExecutorService server = Executors.newSingleThreadScheduledExecutor();

		private final List<Long> recorded = new CopyOnWriteArrayList<>();

		private final AtomicLong latestMs = new AtomicLong();

		private final AtomicInteger inFlight = new AtomicInteger();

		private final AtomicInteger maxInFlight = new AtomicInteger();

		private final AtomicInteger running = new AtomicInteger();

		private final CountDownLatch noneRunning = new CountDownLatch(1);

		private final long sendMs;

		AsyncClients(final ArrivalDispatcher dispatcher, final long answerAfterMs) {
			this(dispatcher, answerAfterMs, 0);
		}

		/** Clients that take {@code sendMs} to send a request. */
		AsyncClients(final ArrivalDispatcher dispatcher, final long answerAfterMs, final long sendMs) {
			this.dispatcher = dispatcher;
			this.answerAfterMs = answerAfterMs;
			this.sendMs = sendMs;
		}

		@Override
		public void startOne() {
			start();
		}

		long latestMs() {
			return latestMs.get();
		}

		int maxInFlight() {
			return maxInFlight.get();
		}

		/** The due instants of the answers recorded. */
		List<Long> recorded() {
			return recorded;
		}

		void start() {
			running.incrementAndGet();
			final Thread client = new Thread(() -> {
				try {
					dispatcher.joined(this, 1);
					for (long due = dispatcher.take(); due != ArrivalDispatcher.END; due = dispatcher.take()) {
						if (due != ArrivalDispatcher.RECORD) {
							latestMs.accumulateAndGet(System.currentTimeMillis() - due, Math::max);
							maxInFlight.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
							dispatcher.sentWithoutWaiting();
							final long dueMs = due;
							server.schedule(() -> {
								inFlight.decrementAndGet();
								dispatcher.answered(new SampleResult(), dueMs);
							}, answerAfterMs, TimeUnit.MILLISECONDS);
							Thread.sleep(sendMs);
						}
						final ArrivalDispatcher.Answered answered = dispatcher.nextAnswered();
						if (answered != null) {
							recorded.add(answered.dueMs());
						}
					}
				}
				catch (InterruptedException e) {
					Thread.currentThread().interrupt();
				}
				if (running.decrementAndGet() == 0) {
					noneRunning.countDown();
				}
			});
			client.setDaemon(true);
			client.start();
		}

		void awaitAllEnded() throws InterruptedException {
			assertThat(noneRunning.await(5, TimeUnit.SECONDS)).isTrue();
			server.shutdown();
		}

	}

	/** Client threads as a thread group runs them: take, hold the request, repeat. */
	private static final class Clients implements ArrivalDispatcher.Clients {

		private final ArrivalDispatcher dispatcher;

		private final List<Long> sent;

		private final long holdMs;

		private final long readyAfterMs;

		private final int atOnce;

		private final AtomicLong latestMs = new AtomicLong();

		private final AtomicInteger running = new AtomicInteger();

		private final CountDownLatch noneRunning = new CountDownLatch(1);

		Clients(final ArrivalDispatcher dispatcher, final List<Long> sent, final long holdMs) {
			this(dispatcher, sent, holdMs, 0, 1);
		}

		/**
		 * Clients that are ready {@code readyAfterMs} after they are started, and may
		 * start {@code atOnce} at once.
		 */
		Clients(final ArrivalDispatcher dispatcher, final List<Long> sent, final long holdMs, final long readyAfterMs,
				final int atOnce) {
			this.dispatcher = dispatcher;
			this.sent = sent;
			this.holdMs = holdMs;
			this.readyAfterMs = readyAfterMs;
			this.atOnce = atOnce;
		}

		@Override
		public void startOne() {
			start();
		}

		@Override
		public int startsAtOnce() {
			return atOnce;
		}

		/** The latest a request was handed out after it was due, in ms. */
		long latestMs() {
			return latestMs.get();
		}

		void start() {
			running.incrementAndGet();
			final Thread client = new Thread(() -> {
				try {
					Thread.sleep(readyAfterMs);
					dispatcher.joined(this, 1);
					for (long due = dispatcher.take(); due != ArrivalDispatcher.END; due = dispatcher.take()) {
						final long late = System.currentTimeMillis() - due;
						latestMs.accumulateAndGet(late, Math::max);
						sent.add(due);
						Thread.sleep(holdMs);
					}
				}
				catch (InterruptedException e) {
					Thread.currentThread().interrupt();
				}
				if (running.decrementAndGet() == 0) {
					noneRunning.countDown();
				}
			});
			client.setDaemon(true);
			client.start();
		}

		void awaitAllEnded() throws InterruptedException {
			assertThat(noneRunning.await(5, TimeUnit.SECONDS)).isTrue();
		}

	}

}
