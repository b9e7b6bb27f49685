package dev.poolsweep.jmeter.request;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicReference;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.poolsweep.jmeter.arrivals.ArrivalDispatcher;
import dev.poolsweep.jmeter.arrivals.ArrivalSchedule;
import dev.poolsweep.jmeter.arrivals.EngineShare;
import dev.poolsweep.jmeter.arrivals.OpenArrivalsTimer;
import org.apache.jmeter.protocol.http.control.Header;
import org.apache.jmeter.protocol.http.control.HeaderManager;
import org.apache.jmeter.samplers.SampleResult;
import org.apache.jmeter.threads.JMeterContextService;
import org.apache.jmeter.threads.JMeterVariables;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class AsyncHttpSamplerTest {

	private HttpServer server;

	private final AtomicReference<String> received = new AtomicReference<>();

	@BeforeEach
	void startServer() throws IOException {
		server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 100);
		server.createContext("/page", exchange -> answer(exchange, 200, "hello"));
		server.createContext("/echo", exchange -> {
			final String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
			received.set(exchange.getRequestMethod() + " " + exchange.getRequestHeaders().getFirst("Content-Type") + " "
					+ exchange.getRequestHeaders().getFirst("X-Extra") + " " + body);
			answer(exchange, 201, "");
		});
		server.createContext("/slow", exchange -> {
			try {
				Thread.sleep(2000);
			}
			catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
			answer(exchange, 200, "late");
		});
		server.setExecutor(java.util.concurrent.Executors.newCachedThreadPool());
		server.start();
		JMeterContextService.getContext().setVariables(new JMeterVariables());
	}

	@AfterEach
	void stopServer() {
		server.stop(0);
	}

	@Test
	void sendsAndWaitsOutsideOpenArrivals() {
		final SampleResult result = sampler("GET", "/page", 1000).sample(null);

		assertThat(result.getResponseCode()).isEqualTo("200");
		assertThat(result.isSuccessful()).isTrue();
		assertThat(result.getResponseDataAsString()).isEqualTo("hello");
		assertThat(result.getSampleLabel()).isEqualTo("GET /page");
		assertThat(result.getURL().getPath()).isEqualTo("/page");
		assertThat(result.getBodySizeAsLong()).isEqualTo(5);
		assertThat(result.getTimeStamp()).isPositive();
		assertThat(result.getLatency()).isBetween(0L, result.getTime());
		assertThat(result.getConnectTime()).isBetween(0L, result.getLatency());
	}

	@Test
	void sendsTheRawBodyAndTheHeaders() {
		final AsyncHttpSampler sampler = sampler("POST", "/echo", 1000);
		sampler.setPostBodyRaw(true);
		sampler.addNonEncodedArgument("", "{\"name\":\"x\"}", "");
		final HeaderManager headers = new HeaderManager();
		headers.add(new Header("Content-Type", "application/json"));
		headers.add(new Header("X-Extra", "yes"));
		sampler.setHeaderManager(headers);

		final SampleResult result = sampler.sample(null);

		assertThat(result.getResponseCode()).isEqualTo("201");
		assertThat(received.get()).isEqualTo("POST application/json yes {\"name\":\"x\"}");
		assertThat(result.getSentBytes()).isEqualTo(12);
	}

	@Test
	void reportsAResponseTimeOutAsHttpClient4Does() {
		final SampleResult result = sampler("GET", "/slow", 200).sample(null);

		assertThat(result.isSuccessful()).isFalse();
		assertThat(result.getResponseCode()).isEqualTo("Non HTTP response code: java.net.SocketTimeoutException");
		assertThat(result.getResponseMessage()).isEqualTo("Non HTTP response message: Read timed out");
		// the time-out is checked every 50 ms
		assertThat(result.getTime()).isBetween(200L, 400L);
	}

	@Test
	void reportsAResponseTimeOutOnAKeptAliveConnectionAsOne() {
		// the first request opens the connection, the second finds it kept alive and
		// connects nothing: its time-out is still a read time-out
		assertThat(sampler("GET", "/page", 200).sample(null).isSuccessful()).isTrue();

		final SampleResult result = sampler("GET", "/slow", 200).sample(null);

		assertThat(result.getResponseCode()).isEqualTo("Non HTTP response code: java.net.SocketTimeoutException");
		assertThat(result.getResponseMessage()).isEqualTo("Non HTTP response message: Read timed out");
	}

	@Test
	void looksForTimeOutsEveryTwentiethOfTheResponseTimeOut() {
		// the I/O thread checks every connection at each look: not every 50 ms for a 10-s
		// time-out, which is then 0.5 s late at most
		assertThat(AsyncHttpSampler.Client.timeOutCheck(200)).isEqualTo(50);
		assertThat(AsyncHttpSampler.Client.timeOutCheck(10_000)).isEqualTo(500);
		assertThat(AsyncHttpSampler.Client.timeOutCheck(60_000)).isEqualTo(1000);
		assertThat(AsyncHttpSampler.Client.timeOutCheck(0)).as("no time-out").isEqualTo(1000);
	}

	@Test
	void reportsAConnectTimeOutAsOne() throws IOException {
		// a listen backlog that is full: the next connection is not accepted
		try (ServerSocket full = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
				Socket first = new Socket(InetAddress.getLoopbackAddress(), full.getLocalPort());
				Socket second = new Socket(InetAddress.getLoopbackAddress(), full.getLocalPort())) {
			final AsyncHttpSampler sampler = sampler("GET", "/", 5000);
			sampler.setPort(full.getLocalPort());
			sampler.setConnectTimeout("300");

			final SampleResult result = sampler.sample(null);

			assertThat(result.getResponseCode())
				.isEqualTo("Non HTTP response code: org.apache.hc.client5.http.ConnectTimeoutException");
			assertThat(result.getTime()).isBetween(300L, 1000L);
			assertThat(result.getConnectTime()).as("as HttpClient4: the time spent connecting")
				.isBetween(300L, result.getTime());
		}
	}

	@Test
	void underOpenArrivalsReturnsAtOnceAndTheAnswerInALaterTurn() throws Exception {
		final ArrivalDispatcher arrivals = new ArrivalDispatcher(ArrivalSchedule.of(1), EngineShare.ALONE, 10, 1000,
				System::currentTimeMillis);
		final JMeterVariables vars = JMeterContextService.getContext().getVariables();
		vars.putObject(OpenArrivalsTimer.ARRIVALS, arrivals);
		vars.putObject(OpenArrivalsTimer.TURN, OpenArrivalsTimer.Turn.SEND);
		vars.put(OpenArrivalsTimer.INTENDED_MS, "1234");
		final AsyncHttpSampler sampler = sampler("GET", "/slow", 5000);

		final long sentAt = System.nanoTime();
		assertThat(sampler.sample(null)).as("nothing answered yet").isNull();
		assertThat(System.nanoTime() - sentAt).isLessThan(1_000_000_000L);

		vars.putObject(OpenArrivalsTimer.TURN, OpenArrivalsTimer.Turn.RECORD);
		vars.put(OpenArrivalsTimer.INTENDED_MS, "");
		SampleResult recorded = null;
		for (int turn = 0; turn < 100 && recorded == null; turn++) {
			Thread.sleep(50);
			recorded = sampler.sample(null);
		}
		assertThat(recorded).isNotNull();
		assertThat(recorded.getResponseDataAsString()).isEqualTo("late");
		assertThat(vars.get(OpenArrivalsTimer.INTENDED_MS)).as("the due instant of the request recorded")
			.isEqualTo("1234");
	}

	private AsyncHttpSampler sampler(final String method, final String path, final int responseTimeoutMs) {
		final AsyncHttpSampler sampler = new AsyncHttpSampler();
		sampler.setName(method + " " + path);
		sampler.setProtocol("http");
		sampler.setDomain("127.0.0.1");
		sampler.setPort(server.getAddress().getPort());
		sampler.setPath(path);
		sampler.setMethod(method);
		sampler.setConnectTimeout("1000");
		sampler.setResponseTimeout(Integer.toString(responseTimeoutMs));
		return sampler;
	}

	private static void answer(final HttpExchange exchange, final int code, final String body) throws IOException {
		final byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
		exchange.sendResponseHeaders(code, bytes.length == 0 ? -1 : bytes.length);
		try (OutputStream out = exchange.getResponseBody()) {
			out.write(bytes);
		}
	}

}
