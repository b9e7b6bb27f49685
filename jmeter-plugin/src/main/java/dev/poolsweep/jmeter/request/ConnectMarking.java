package dev.poolsweep.jmeter.request;

import java.io.IOException;
import java.util.concurrent.Future;

import org.apache.hc.client5.http.HttpRoute;
import org.apache.hc.client5.http.nio.AsyncClientConnectionManager;
import org.apache.hc.client5.http.nio.AsyncConnectionEndpoint;
import org.apache.hc.core5.concurrent.FutureCallback;
import org.apache.hc.core5.http.protocol.HttpContext;
import org.apache.hc.core5.io.CloseMode;
import org.apache.hc.core5.reactor.ConnectionInitiator;
import org.apache.hc.core5.util.TimeValue;
import org.apache.hc.core5.util.Timeout;
import org.apache.jmeter.protocol.http.sampler.HTTPSampleResult;

/**
 * The connection manager of {@link AsyncHttpSampler}'s client: it marks a request's
 * result when the request's new connection is made (JMeter's Connect), and notes in the
 * request's context when that connection could not be made, so that a time-out then reads
 * as a connect time-out and not as a read time-out. A request on a kept-alive connection
 * connects nothing, and its Connect is 0 (HttpClient4's is about 0).
 *
 * <p>
 * Design: HttpClient 5's minimal client, which the sampler uses, has no chain of steps to
 * hook between connecting and sending; its connection manager is the one place that sees
 * a connection made, with the request's context.
 */
final class ConnectMarking implements AsyncClientConnectionManager {

	/** The attribute of a request's context that holds its result. */
	static final String RESULT = "poolsweep.result";

	/** The attribute of a request's context set when its connection was not made. */
	static final String NOT_CONNECTED = "poolsweep.not-connected";

	private final AsyncClientConnectionManager connections;

	ConnectMarking(final AsyncClientConnectionManager connections) {
		this.connections = connections;
	}

	/** Whether the request of {@code context} failed before its connection was made. */
	static boolean failedToConnect(final HttpContext context) {
		return context.getAttribute(NOT_CONNECTED) != null;
	}

	@Override
	public Future<AsyncConnectionEndpoint> connect(final AsyncConnectionEndpoint endpoint,
			final ConnectionInitiator initiator, final Timeout connectTimeout, final Object attachment,
			final HttpContext context, final FutureCallback<AsyncConnectionEndpoint> callback) {
		return connections.connect(endpoint, initiator, connectTimeout, attachment, context, new FutureCallback<>() {

			@Override
			public void completed(final AsyncConnectionEndpoint connected) {
				if (context.getAttribute(RESULT) instanceof HTTPSampleResult result) {
					result.connectEnd();
				}
				if (callback != null) {
					callback.completed(connected);
				}
			}

			@Override
			public void failed(final Exception failure) {
				context.setAttribute(NOT_CONNECTED, Boolean.TRUE);
				if (callback != null) {
					callback.failed(failure);
				}
			}

			@Override
			public void cancelled() {
				if (callback != null) {
					callback.cancelled();
				}
			}

		});
	}

	@Override
	public Future<AsyncConnectionEndpoint> lease(final String id, final HttpRoute route, final Object state,
			final Timeout requestTimeout, final FutureCallback<AsyncConnectionEndpoint> callback) {
		return connections.lease(id, route, state, requestTimeout, callback);
	}

	@Override
	public void release(final AsyncConnectionEndpoint endpoint, final Object newState, final TimeValue validDuration) {
		connections.release(endpoint, newState, validDuration);
	}

	@Override
	public void upgrade(final AsyncConnectionEndpoint endpoint, final Object attachment, final HttpContext context) {
		connections.upgrade(endpoint, attachment, context);
	}

	@Override
	public void close(final CloseMode mode) {
		connections.close(mode);
	}

	@Override
	public void close() throws IOException {
		connections.close();
	}

}
