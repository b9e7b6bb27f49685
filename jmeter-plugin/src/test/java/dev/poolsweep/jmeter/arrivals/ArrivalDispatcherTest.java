package dev.poolsweep.jmeter.arrivals;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

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
	}

	@Test
	void refusesToStartWhenNoClientJoins() {
		final ArrivalDispatcher dispatcher = new ArrivalDispatcher(ArrivalSchedule.of(1), EngineShare.ALONE, 1, 100,
				System::currentTimeMillis);
		assertThatIllegalStateException().isThrownBy(() -> dispatcher.run(50, StartSignal.NEXT_SECOND, start -> {
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
		dispatcher.run(5000, StartSignal.NEXT_SECOND, start -> {
		});
		clients.awaitAllEnded();
		return sent;
	}

	/** Client threads as a thread group runs them: take, hold the request, repeat. */
	private static final class Clients implements ArrivalDispatcher.Clients {

		private final ArrivalDispatcher dispatcher;

		private final List<Long> sent;

		private final long holdMs;

		private final AtomicInteger running = new AtomicInteger();

		private final CountDownLatch noneRunning = new CountDownLatch(1);

		Clients(final ArrivalDispatcher dispatcher, final List<Long> sent, final long holdMs) {
			this.dispatcher = dispatcher;
			this.sent = sent;
			this.holdMs = holdMs;
		}

		@Override
		public void startOne() {
			start();
		}

		void start() {
			running.incrementAndGet();
			final Thread client = new Thread(() -> {
				dispatcher.joined(this, 1);
				try {
					for (long due = dispatcher.take(); due != ArrivalDispatcher.END; due = dispatcher.take()) {
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
