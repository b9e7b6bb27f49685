package dev.poolsweep.jmeter.request;

import java.io.IOException;
import java.io.UnsupportedEncodingException;
import java.net.SocketTimeoutException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.ByteBuffer;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;

import dev.poolsweep.jmeter.arrivals.ArrivalDispatcher;
import dev.poolsweep.jmeter.arrivals.OpenArrivalsTimer;
import org.apache.hc.client5.http.ConnectTimeoutException;
import org.apache.hc.client5.http.async.AsyncExecCallback;
import org.apache.hc.client5.http.async.AsyncExecChain;
import org.apache.hc.client5.http.async.methods.SimpleHttpRequest;
import org.apache.hc.client5.http.async.methods.SimpleHttpResponse;
import org.apache.hc.client5.http.async.methods.SimpleRequestBuilder;
import org.apache.hc.client5.http.async.methods.SimpleRequestProducer;
import org.apache.hc.client5.http.async.methods.SimpleResponseConsumer;
import org.apache.hc.client5.http.config.RequestConfig;
import org.apache.hc.client5.http.impl.ChainElement;
import org.apache.hc.client5.http.impl.async.CloseableHttpAsyncClient;
import org.apache.hc.client5.http.impl.async.HttpAsyncClients;
import org.apache.hc.client5.http.impl.nio.PoolingAsyncClientConnectionManagerBuilder;
import org.apache.hc.client5.http.protocol.HttpClientContext;
import org.apache.hc.core5.concurrent.FutureCallback;
import org.apache.hc.core5.http.ContentType;
import org.apache.hc.core5.http.EntityDetails;
import org.apache.hc.core5.http.HttpException;
import org.apache.hc.core5.http.HttpRequest;
import org.apache.hc.core5.http.HttpResponse;
import org.apache.hc.core5.http.nio.AsyncEntityProducer;
import org.apache.hc.core5.http.nio.AsyncResponseConsumer;
import org.apache.hc.core5.http.nio.CapacityChannel;
import org.apache.hc.core5.http.protocol.HttpContext;
import org.apache.hc.core5.pool.PoolConcurrencyPolicy;
import org.apache.hc.core5.reactor.IOReactorConfig;
import org.apache.hc.core5.util.TimeValue;
import org.apache.hc.core5.util.Timeout;
import org.apache.jmeter.protocol.http.control.Header;
import org.apache.jmeter.protocol.http.control.HeaderManager;
import org.apache.jmeter.protocol.http.sampler.HTTPSampleResult;
import org.apache.jmeter.protocol.http.sampler.HTTPSamplerBase;
import org.apache.jmeter.protocol.http.util.HTTPArgument;
import org.apache.jmeter.samplers.Entry;
import org.apache.jmeter.samplers.SampleResult;
import org.apache.jmeter.testelement.property.JMeterProperty;
import org.apache.jmeter.threads.JMeterContextService;
import org.apache.jmeter.threads.JMeterVariables;

/**
 * An HTTP request that does not wait for its answer: under an {@link OpenArrivalsTimer},
 * it sends the request due and returns at once, and the answer comes back to the schedule
 * ({@link ArrivalDispatcher#answered}); in the same turn, or in a turn of its own
 * ({@link OpenArrivalsTimer.Turn#RECORD}), the sampler returns an answered request to
 * JMeter, which runs the post-processors, assertions and listeners on it as on any
 * sample, with {@value OpenArrivalsTimer#INTENDED_MS} the instant that request was due.
 * Outside such a timer it sends and waits, as JMeter's own sampler does.
 *
 * <p>
 * Design: with JMeter's HTTP sampler a request in flight holds a client thread, with its
 * own copy of the plan, HTTP client and connection, until it is answered: a server that
 * stops answering for S s at R requests/s makes the generator hold R × S of them, exactly
 * when it must go on sending on time. Here a request in flight is a connection of the one
 * asynchronous HTTP client the JVM shares (Apache HttpClient 5, which JMeter's home
 * ships; one I/O thread) and its sample; a few client threads send and record. A
 * post-processor or assertion runs in the turn that returns the sample, under whichever
 * of the samplers in scope that turn chose; the plans have none.
 *
 * <p>
 * It takes what JMeter's HTTP Request takes (it opens in the GUI as one, and the HTTP
 * Request Defaults and Header Managers in its scope apply): the URL, the method, the
 * headers, a raw body ({@code Body Data}), the connect and response time-outs. Redirects
 * are not followed, cookies are not kept, a connection is kept alive unless the request
 * says {@code Connection: close}. Where its results differ from HttpClient4's:
 * {@code sentBytes} counts the body only, {@code bytes} the body and the headers as
 * received; {@code Connect} is, as there, the time to the connection (about 0 on one kept
 * alive). A request not answered within the response time-out is reported as HttpClient4
 * reports it ({@code java.net.SocketTimeoutException}, {@code Read timed out}); a
 * connection not accepted in time is
 * {@code org.apache.hc.client5.http.ConnectTimeoutException}, one refused
 * {@code org.apache.hc.client5.http.HttpHostConnectException}, so that the analysis tells
 * them apart as before.
 */
public class AsyncHttpSampler extends HTTPSamplerBase {

	private static final long serialVersionUID = 1L;

	/** Headers the client sets itself. */
	private static final Set<String> SET_BY_CLIENT = Set.of("content-length", "host", "transfer-encoding");

	@Override
	public SampleResult sample(final Entry entry) {
		final JMeterVariables vars = JMeterContextService.getContext().getVariables();
		if (!(vars.getObject(OpenArrivalsTimer.ARRIVALS) instanceof ArrivalDispatcher arrivals)) {
			return sample();
		}
		if (vars.getObject(OpenArrivalsTimer.TURN) != OpenArrivalsTimer.Turn.RECORD) {
			final long dueMs = Long.parseLong(vars.get(OpenArrivalsTimer.INTENDED_MS));
			arrivals.sentWithoutWaiting();
			send(answer -> arrivals.answered(answer, dueMs));
		}
		final ArrivalDispatcher.Answered answered = arrivals.nextAnswered();
		if (answered == null) {
			return null;
		}
		vars.put(OpenArrivalsTimer.INTENDED_MS, Long.toString(answered.dueMs()));
		return answered.result();
	}

	/** Sends and waits: outside an {@link OpenArrivalsTimer}. */
	@Override
	protected HTTPSampleResult sample(final URL url, final String method, final boolean areFollowingRedirect,
			final int depth) {
		final java.util.concurrent.CompletableFuture<HTTPSampleResult> answer = new java.util.concurrent.CompletableFuture<>();
		send(answer::complete);
		try {
			return answer.get();
		}
		catch (final InterruptedException e) {
			Thread.currentThread().interrupt();
			return errorResult(e, newResult());
		}
		catch (final ExecutionException e) {
			return errorResult(e.getCause(), newResult());
		}
	}

	/**
	 * Sends the request this sampler describes now; its result, answered or failed, goes
	 * to {@code answer}, from the client's I/O thread.
	 */
	private void send(final Consumer<HTTPSampleResult> answer) {
		final HTTPSampleResult result = newResult();
		final SimpleHttpRequest request;
		try {
			request = request(result);
		}
		catch (final Exception e) {
			result.sampleEnd();
			answer.accept(errorResult(e, result));
			return;
		}
		final HttpClientContext context = HttpClientContext.create();
		context.setAttribute(Client.RESULT, result);
		Client.checkingEvery(Client.timeOutCheck(getResponseTimeout()))
			.execute(SimpleRequestProducer.create(request), new LatencyMarking(result), context,
					new FutureCallback<>() {

						@Override
						public void completed(final SimpleHttpResponse response) {
							answer.accept(answered(result, response));
						}

						@Override
						public void failed(final Exception failure) {
							final boolean connected = context.getAttribute(Client.CONNECTED) != null;
							if (!connected) {
								// as HttpClient4: Connect is how long connecting took
								result.connectEnd();
							}
							result.sampleEnd();
							answer.accept(errorResult(reported(failure, connected, request), result));
						}

						@Override
						public void cancelled() {
							failed(new IOException("cancelled"));
						}

					});
	}

	/** A result started now, in the calling client's name. */
	private HTTPSampleResult newResult() {
		final HTTPSampleResult result = new HTTPSampleResult();
		result.setSampleLabel(getName());
		result.setThreadName(Thread.currentThread().getName());
		result.sampleStart();
		return result;
	}

	/** The request this sampler describes now, with its URL and method in the result. */
	private SimpleHttpRequest request(final HTTPSampleResult result)
			throws java.net.MalformedURLException, URISyntaxException, UnsupportedEncodingException {
		final URL url = getUrl();
		final String method = getMethod();
		result.setURL(url);
		result.setHTTPMethod(method);
		final SimpleRequestBuilder builder = SimpleRequestBuilder.create(method)
			.setUri(url.toURI())
			.setRequestConfig(RequestConfig.custom()
				.setConnectTimeout(Timeout.ofMilliseconds(getConnectTimeout()))
				.setResponseTimeout(Timeout.ofMilliseconds(getResponseTimeout()))
				.build());
		final HeaderManager headers = getHeaderManager();
		String contentType = null;
		if (headers != null) {
			for (int i = 0; i < headers.size(); i++) {
				final Header header = headers.get(i);
				final String name = header.getName().toLowerCase(Locale.ROOT);
				if (name.equals("content-type")) {
					contentType = header.getValue();
				}
				else if (!SET_BY_CLIENT.contains(name)) {
					builder.setHeader(header.getName(), header.getValue());
				}
			}
		}
		if (getSendParameterValuesAsPostBody()) {
			final Charset encoding = encoding();
			final ContentType type = contentType == null ? ContentType.TEXT_PLAIN.withCharset(encoding)
					: ContentType.parse(contentType);
			final byte[] body = body(encoding);
			builder.setBody(body, type);
			result.setSentBytes(body.length);
		}
		return builder.build();
	}

	/** The raw body: every argument's value, as JMeter's sampler sends it. */
	private byte[] body(final Charset encoding) throws UnsupportedEncodingException {
		final StringBuilder body = new StringBuilder();
		for (final JMeterProperty property : getArguments()) {
			body.append(((HTTPArgument) property.getObjectValue()).getEncodedValue(encoding.name()));
		}
		return body.toString().getBytes(encoding);
	}

	private Charset encoding() {
		final String encoding = getContentEncoding();
		return encoding == null || encoding.isBlank() ? StandardCharsets.UTF_8 : Charset.forName(encoding.trim());
	}

	/** The result of an answer. */
	private HTTPSampleResult answered(final HTTPSampleResult result, final SimpleHttpResponse response) {
		result.sampleEnd();
		final int code = response.getCode();
		final byte[] body = response.getBodyBytes() == null ? new byte[0] : response.getBodyBytes();
		final StringBuilder headers = new StringBuilder(response.getVersion() + " " + code + "\n");
		for (final org.apache.hc.core5.http.Header header : response.getHeaders()) {
			headers.append(header.getName()).append(": ").append(header.getValue()).append('\n');
		}
		result.setResponseCode(Integer.toString(code));
		result.setResponseMessage(response.getReasonPhrase() == null ? "" : response.getReasonPhrase());
		result.setSuccessful(isSuccessCode(code));
		result.setResponseHeaders(headers.toString());
		result.setHeadersSize(headers.length());
		result.setBodySize((long) body.length);
		result.setResponseData(body);
		if (response.getContentType() != null) {
			result.setEncodingAndType(response.getContentType().toString());
		}
		result.setDataType(SampleResult.TEXT);
		return result;
	}

	/**
	 * The failure as JMeter's HttpClient4 sampler reports it where the two differ only in
	 * words: a request not answered within the response time-out is
	 * {@code SocketTimeoutException: Read timed out}, one whose connection was not
	 * accepted within the connect time-out a {@link ConnectTimeoutException} (HttpClient
	 * 5 reports either as a {@code SocketTimeoutException} that says how long it waited),
	 * so that the analysis tells them apart.
	 */
	private static Throwable reported(final Exception failure, final boolean connected,
			final SimpleHttpRequest request) {
		if (!(failure instanceof SocketTimeoutException) || failure instanceof ConnectTimeoutException) {
			return failure;
		}
		if (connected) {
			return new SocketTimeoutException("Read timed out");
		}
		return new ConnectTimeoutException(
				"Connect to " + request.getAuthority() + " failed: Connect timed out (" + failure.getMessage() + ")");
	}

	/**
	 * Notes when the response's head arrived (JMeter's latency), and buffers its body.
	 */
	private static final class LatencyMarking implements AsyncResponseConsumer<SimpleHttpResponse> {

		private final HTTPSampleResult result;

		private final AsyncResponseConsumer<SimpleHttpResponse> body = SimpleResponseConsumer.create();

		LatencyMarking(final HTTPSampleResult result) {
			this.result = result;
		}

		@Override
		public void consumeResponse(final HttpResponse response, final EntityDetails entity, final HttpContext context,
				final FutureCallback<SimpleHttpResponse> callback) throws HttpException, IOException {
			result.latencyEnd();
			body.consumeResponse(response, entity, context, callback);
		}

		@Override
		public void informationResponse(final HttpResponse response, final HttpContext context)
				throws HttpException, IOException {
			body.informationResponse(response, context);
		}

		@Override
		public void failed(final Exception cause) {
			body.failed(cause);
		}

		@Override
		public void updateCapacity(final CapacityChannel channel) throws IOException {
			body.updateCapacity(channel);
		}

		@Override
		public void consume(final ByteBuffer data) throws IOException {
			body.consume(data);
		}

		@Override
		public void streamEnd(final List<? extends org.apache.hc.core5.http.Header> trailers)
				throws HttpException, IOException {
			body.streamEnd(trailers);
		}

		@Override
		public void releaseResources() {
			body.releaseResources();
		}

	}

	/**
	 * The one client of this JVM for each time-out check (see {@link #timeOutCheck}; a
	 * plan with one response time-out has one): one I/O thread for every connection, and
	 * as many connections as requests in flight (the schedule bounds those). Started when
	 * first used; its thread is a daemon.
	 */
	static final class Client {

		/** The attribute of a request's context that holds its result. */
		static final String RESULT = "poolsweep.result";

		/** The attribute of a request's context set once it is connected. */
		static final String CONNECTED = "poolsweep.connected";

		/**
		 * The shortest time-out check: HttpClient 5's default, 1 s, made a 700-ms
		 * time-out 1.0-1.6 s.
		 */
		static final long SHORTEST_CHECK_MS = 50;

		/** The longest time-out check. */
		static final long LONGEST_CHECK_MS = 1000;

		/** The share of the response time-out by which a request may time out late. */
		static final int LATENESS_DIVISOR = 20;

		private static final Map<Long, CloseableHttpAsyncClient> BY_CHECK = new ConcurrentHashMap<>();

		private Client() {
		}

		/**
		 * How often, in ms, the I/O thread looks for connections past their time-out, for
		 * requests with {@code responseTimeoutMs}: a twentieth of it, between 50 ms and 1
		 * s.
		 *
		 * <p>
		 * Design: the I/O thread checks every connection it holds at each check
		 * (HttpClient 5's {@code SingleCoreIOReactor}): through a stall of the server,
		 * thousands every 50 ms, which took the generator's CPU exactly when the answers
		 * came back. A request then times out at most 5 % late (a 10-s time-out by 0.5
		 * s), and one without a time-out is checked every second.
		 */
		static long timeOutCheck(final long responseTimeoutMs) {
			if (responseTimeoutMs <= 0) {
				return LONGEST_CHECK_MS;
			}
			return Math.clamp(responseTimeoutMs / LATENESS_DIVISOR, SHORTEST_CHECK_MS, LONGEST_CHECK_MS);
		}

		/** The client whose I/O thread looks for time-outs every {@code checkMs}. */
		static CloseableHttpAsyncClient checkingEvery(final long checkMs) {
			return BY_CHECK.computeIfAbsent(checkMs, Client::started);
		}

		private static CloseableHttpAsyncClient started(final long checkMs) {
			final CloseableHttpAsyncClient client = HttpAsyncClients.custom()
				.setIOReactorConfig(IOReactorConfig.custom()
					.setIoThreadCount(1)
					.setSelectInterval(TimeValue.ofMilliseconds(checkMs))
					.build())
				.setConnectionManager(PoolingAsyncClientConnectionManagerBuilder.create()
					.setPoolConcurrencyPolicy(PoolConcurrencyPolicy.LAX)
					.setMaxConnPerRoute(Integer.MAX_VALUE)
					.setMaxConnTotal(Integer.MAX_VALUE)
					.build())
				.disableCookieManagement()
				.disableRedirectHandling()
				.disableAutomaticRetries()
				.disableAuthCaching()
				.disableConnectionState()
				.addExecInterceptorAfter(ChainElement.CONNECT.name(), "connected", Client::connected)
				.build();
			client.start();
			return client;
		}

		/**
		 * Between connecting and sending: JMeter's Connect, from the start of the request
		 * (about 0 on a kept-alive connection).
		 */
		private static void connected(final HttpRequest request, final AsyncEntityProducer entity,
				final AsyncExecChain.Scope scope, final AsyncExecChain chain, final AsyncExecCallback callback)
				throws HttpException, IOException {
			if (scope.clientContext.getAttribute(RESULT) instanceof HTTPSampleResult result) {
				result.connectEnd();
			}
			scope.clientContext.setAttribute(CONNECTED, Boolean.TRUE);
			chain.proceed(request, entity, scope, callback);
		}

	}

}
