package dev.poolsweep.tuning.model;

import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.settings.Point;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * The board's side: Tomcat's connections and listen backlog, its workers and their queue,
 * the connection pool, and the CPU phases of each request.
 *
 * <p>
 * Tomcat accepts a connection while it has fewer than maxConnections open; beyond that
 * the kernel holds up to acceptCount completed connections in the backlog (their requests
 * already sent) and drops further attempts. A request on an open connection goes to an
 * idle worker, or waits in the workers' queue (first come, first served, no bound). A
 * worker runs the request's CPU phases on the shared {@link Cores}, and in between waits
 * for a database connection from the {@link ConnectionPool} (a 5xx when none comes within
 * the pool's time-out). A request whose client gave up is served all the same: Tomcat
 * reads it from the socket and only the write of the response fails. A kept-alive
 * connection that carries no request for keepAliveTimeout is closed by Tomcat, which
 * frees its place among the maxConnections; its client opens a new one for its next
 * request.
 * </p>
 */
final class SimulatedBoard {

	/** One TCP connection from a JMeter client. */
	static final class Connection {

		int served;

		boolean accepted;

		boolean open = true;

		boolean clientClosed;

		boolean requestOnBoard;

	}

	enum Connect {

		ACCEPTED, BACKLOG, REFUSED

	}

	/** Where the board hands a finished request back. */
	interface Responses {

		void respond(ModelRequest request, ModelRequest.Outcome outcome, boolean connectionClosed);

	}

	private final int maxThreads;

	private final int maxConnections;

	private final int acceptCount;

	private final boolean keepAlive;

	private final int maxKeepAliveRequests;

	private final long keepAliveTimeoutMs;

	private final ServiceProfile service;

	private final Cores cores;

	private final BoardModel clock;

	private Responses responses;

	private final Deque<ModelRequest> backlog = new ArrayDeque<>();

	private final Deque<ModelRequest> queue = new ArrayDeque<>();

	private final ConnectionPool pool;

	private int connections;

	private int busy;

	/**
	 * @param point the point's settings, the knobs it leaves unset at their defaults;
	 * virtual threads and minSpareThreads are not modelled (a worker starts when a
	 * request needs one)
	 * @param poolTimeoutMs how long a request waits for a database connection
	 */
	SimulatedBoard(final Point point, final long poolTimeoutMs, final ServiceProfile service, final Cores cores,
			final BoardModel clock) {
		this.maxThreads = point.valueOrDefault(Knob.MAX_THREADS);
		this.maxConnections = point.valueOrDefault(Knob.MAX_CONNECTIONS);
		this.acceptCount = point.valueOrDefault(Knob.ACCEPT_COUNT);
		this.keepAlive = point.valueOrDefault(Knob.KEEP_ALIVE) != 0;
		this.maxKeepAliveRequests = point.valueOrDefault(Knob.MAX_KEEP_ALIVE_REQUESTS);
		this.keepAliveTimeoutMs = point.valueOrDefault(Knob.KEEP_ALIVE_TIMEOUT);
		this.service = service;
		this.cores = cores;
		this.clock = clock;
		this.pool = new ConnectionPool(point.valueOrDefault(Knob.MAX_TOTAL), poolTimeoutMs, clock);
	}

	void respondTo(final Responses responses) {
		this.responses = responses;
	}

	/** A client opens a connection and sends its request on it. */
	Connect connect(final ModelRequest request) {
		if (connections >= maxConnections && backlog.size() >= acceptCount) {
			return Connect.REFUSED;
		}
		request.connection = new Connection();
		request.newConnection = true;
		if (connections < maxConnections) {
			accept(request);
			return Connect.ACCEPTED;
		}
		request.phase = ModelRequest.Phase.BACKLOG;
		backlog.add(request);
		return Connect.BACKLOG;
	}

	private void accept(final ModelRequest request) {
		request.connection.accepted = true;
		connections++;
		receive(request);
	}

	/** A request arrives on an open connection. */
	void receive(final ModelRequest request) {
		request.connection.requestOnBoard = true;
		if (busy < maxThreads) {
			start(request);
		}
		else {
			request.phase = ModelRequest.Phase.QUEUED;
			queue.add(request);
		}
	}

	private void start(final ModelRequest request) {
		busy++;
		cores.busyWorkers(busy);
		compute(request, ModelRequest.Phase.CPU_BEFORE,
				service.cpuBeforeDbMs() + (request.newConnection ? service.acceptCpuMs() : 0));
	}

	private void compute(final ModelRequest request, final ModelRequest.Phase phase, final double cpuMs) {
		request.phase = phase;
		final double work = cpuMs * request.cpuFactor;
		if (work > 0) {
			cores.add(request, work);
		}
		else {
			computed(request);
		}
	}

	/** A CPU phase of the request ended. */
	void computed(final ModelRequest request) {
		switch (request.phase) {
			case CPU_BEFORE -> {
				request.phase = ModelRequest.Phase.POOL_WAIT;
				pool.borrow(request, this::query, r -> finish(r, ModelRequest.Outcome.HTTP_5XX));
			}
			case CPU_HOLDING -> {
				pool.giveBack();
				compute(request, ModelRequest.Phase.CPU_AFTER, service.cpuAfterDbMs());
			}
			case CPU_AFTER -> finish(request, ModelRequest.Outcome.OK);
			default -> throw new IllegalStateException("no CPU phase ends in " + request.phase);
		}
	}

	private void query(final ModelRequest request) {
		request.phase = ModelRequest.Phase.DB;
		clock.at(clock.now() + service.dbMs(),
				() -> compute(request, ModelRequest.Phase.CPU_HOLDING, service.cpuHoldingMs()));
	}

	private void finish(final ModelRequest request, final ModelRequest.Outcome outcome) {
		request.phase = ModelRequest.Phase.DONE;
		busy--;
		cores.busyWorkers(busy);
		final Connection connection = request.connection;
		connection.served++;
		connection.requestOnBoard = false;
		final boolean close = !keepAlive || connection.clientClosed || connection.served >= maxKeepAliveRequests;
		clock.at(clock.now() + request.noiseMs, () -> responses.respond(request, outcome, close));
		if (close) {
			close(connection);
		}
		else {
			final int servedNow = connection.served;
			clock.at(clock.now() + keepAliveTimeoutMs, () -> {
				if (connection.served == servedNow && !connection.requestOnBoard) {
					close(connection);
				}
			});
		}
		final ModelRequest next = queue.poll();
		if (next != null) {
			start(next);
		}
	}

	/**
	 * The client closed the connection (it gave up on its request); Tomcat closes it once
	 * no request of it is left on the board.
	 */
	void clientClosed(final Connection connection) {
		connection.clientClosed = true;
		if (!connection.requestOnBoard) {
			close(connection);
		}
	}

	private void close(final Connection connection) {
		if (connection.accepted && connection.open) {
			connection.open = false;
			connections--;
			while (connections < maxConnections && !backlog.isEmpty()) {
				accept(backlog.poll());
			}
		}
	}

	int busyWorkers() {
		return busy;
	}

	int waitingForWorker() {
		return queue.size() + backlog.size();
	}

	int poolWaiting() {
		return pool.waiting();
	}

	int connections() {
		return connections;
	}

}
