package dev.poolsweep.tuning.model;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.function.Consumer;

/**
 * The board's database connections (HikariCP, the paper's maxTotal): a request takes a
 * free one, or waits for one to come back, first come first served, for at most the
 * pool's time-out.
 */
final class ConnectionPool {

	private record Waiter(ModelRequest request, Consumer<ModelRequest> granted) {
	}

	private final BoardModel clock;

	private final long timeoutMs;

	private final Deque<Waiter> waiters = new ArrayDeque<>();

	private int free;

	ConnectionPool(final int size, final long timeoutMs, final BoardModel clock) {
		this.free = size;
		this.timeoutMs = timeoutMs;
		this.clock = clock;
	}

	/**
	 * Lends the request a connection now, or when one comes back ({@code granted}); when
	 * none came within the time-out, {@code timedOut}.
	 */
	void borrow(final ModelRequest request, final Consumer<ModelRequest> granted,
			final Consumer<ModelRequest> timedOut) {
		if (free > 0) {
			free--;
			granted.accept(request);
			return;
		}
		final Waiter waiter = new Waiter(request, granted);
		waiters.add(waiter);
		clock.at(clock.now() + timeoutMs, () -> {
			if (waiters.remove(waiter)) {
				timedOut.accept(request);
			}
		});
	}

	/** A connection comes back: to the first waiter, if any. */
	void giveBack() {
		final Waiter next = waiters.poll();
		if (next == null) {
			free++;
		}
		else {
			next.granted().accept(next.request());
		}
	}

	int waiting() {
		return waiters.size();
	}

}
