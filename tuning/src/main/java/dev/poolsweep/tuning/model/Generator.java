package dev.poolsweep.tuning.model;

import java.util.ArrayDeque;
import java.util.Deque;

import dev.poolsweep.tuning.analysis.series.Sample;

/**
 * JMeter's side, as the burst plan runs it (jmeter-plugin's ArrivalSchedule): one
 * scheduler hands each due request to the client that became free most recently; when
 * none is free the scheduler waits, and drops a request that still found no client a
 * response time-out after it was due. A client keeps its connection for the next request
 * (keep-alive) unless the board closed it; it opens one when it has none, and a refused
 * attempt is retried after 1 s, 3 s, 7 s ... (the kernel's SYN retries) until the connect
 * time-out. A response not complete a response time-out after the request went out is an
 * error, and the client closes the connection. A connection Tomcat closed while it was
 * idle is replaced by a new one when the client next sends.
 */
final class Generator implements SimulatedBoard.Responses {

	/** A JMeter client thread and its connection, if it has one. */
	static final class Client {

		SimulatedBoard.Connection connection;

	}

	private final BoardModel clock;

	private final SimulatedBoard board;

	private final ModelInputs inputs;

	private final Deque<ModelRequest> waiting = new ArrayDeque<>();

	private final Deque<Client> free = new ArrayDeque<>();

	private int neverUsed;

	private int inFlight;

	Generator(final BoardModel clock, final SimulatedBoard board, final ModelInputs inputs) {
		this.clock = clock;
		this.board = board;
		this.inputs = inputs;
		this.neverUsed = inputs.maxInFlight();
	}

	/** The request is due now. */
	void due(final ModelRequest request) {
		waiting.add(request);
		dispatch();
	}

	private void dispatch() {
		while (!waiting.isEmpty()) {
			final ModelRequest next = waiting.peek();
			if (clock.now() > next.dueMs + inputs.responseTimeoutMs()) {
				waiting.poll().outcome = ModelRequest.Outcome.NEVER_SENT;
				continue;
			}
			final Client client = freeClient();
			if (client == null) {
				return;
			}
			waiting.poll();
			send(next, client);
		}
	}

	private Client freeClient() {
		if (!free.isEmpty()) {
			return free.pop();
		}
		if (neverUsed > 0) {
			neverUsed--;
			return new Client();
		}
		return null;
	}

	private void send(final ModelRequest request, final Client client) {
		inFlight++;
		request.client = client;
		request.sentMs = clock.now();
		if (client.connection != null && !client.connection.open) {
			client.connection = null; // Tomcat closed it while it was idle
		}
		if (client.connection != null) {
			request.connection = client.connection;
			awaitResponse(request);
			board.receive(request);
		}
		else {
			tryConnect(request, clock.now(), 1);
		}
	}

	private void tryConnect(final ModelRequest request, final double firstTryMs, final int attempt) {
		if (board.connect(request) != SimulatedBoard.Connect.REFUSED) {
			request.client.connection = request.connection;
			awaitResponse(request);
			return;
		}
		final double nextTryMs = firstTryMs + Sample.SYN_RETRY_MS * (Math.pow(2, attempt) - 1);
		final double giveUpMs = firstTryMs + inputs.connectTimeoutMs();
		if (nextTryMs < giveUpMs) {
			clock.at(nextTryMs, () -> tryConnect(request, firstTryMs, attempt + 1));
		}
		else {
			clock.at(giveUpMs, () -> end(request, ModelRequest.Outcome.CONNECT_FAILED));
		}
	}

	private void awaitResponse(final ModelRequest request) {
		clock.at(clock.now() + inputs.responseTimeoutMs(), () -> {
			if (request.outcome == ModelRequest.Outcome.PENDING) {
				board.clientClosed(request.connection);
				request.client.connection = null;
				end(request, ModelRequest.Outcome.READ_TIMEOUT);
			}
		});
	}

	@Override
	public void respond(final ModelRequest request, final ModelRequest.Outcome outcome,
			final boolean connectionClosed) {
		if (request.outcome != ModelRequest.Outcome.PENDING) {
			return; // the client gave up on it
		}
		if (connectionClosed) {
			request.client.connection = null;
		}
		end(request, outcome);
	}

	private void end(final ModelRequest request, final ModelRequest.Outcome outcome) {
		request.outcome = outcome;
		request.endMs = clock.now();
		inFlight--;
		free.push(request.client);
		dispatch();
	}

	boolean idle() {
		return inFlight == 0 && waiting.isEmpty();
	}

}
