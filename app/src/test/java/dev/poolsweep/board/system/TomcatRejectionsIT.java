package dev.poolsweep.board.system;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

import dev.poolsweep.board.BoardIntegrationTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import org.springframework.boot.test.web.server.LocalServerPort;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Requests Tomcat refuses before the board sees them still get problem details under
 * {@code /api}. Sent with {@link HttpClient}, which sends a URI as given, without
 * encoding it again.
 */
@BoardIntegrationTest
class TomcatRejectionsIT {

	private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

	@LocalServerPort
	private int port;

	@ParameterizedTest
	@ValueSource(strings = { "/api/suggestions/1%2F2", "/api/suggestions/%00", "/api/suggestions/..%2F..%2Fetc" })
	void badPathsUnderTheApiGetProblemDetails(String path) throws Exception {
		HttpResponse<String> response = send(HttpRequest.newBuilder(uri(path)));
		assertThat(response.statusCode()).isEqualTo(400);
		assertThat(response.headers().firstValue("Content-Type"))
			.hasValueSatisfying((type) -> assertThat(type).startsWith("application/problem+json"));
		assertThat(response.body()).contains("\"status\":400").doesNotContain("Tomcat");
	}

	@Test
	void oversizedHeaderUnderTheApiGetsProblemDetails() throws Exception {
		HttpResponse<String> response = send(
				HttpRequest.newBuilder(uri("/api/suggestions")).header("X-Padding", "a".repeat(20_000)));
		assertThat(response.statusCode()).isEqualTo(400);
		assertThat(response.headers().firstValue("Content-Type"))
			.hasValueSatisfying((type) -> assertThat(type).startsWith("application/problem+json"));
	}

	@Test
	void pagesKeepAnHtmlAnswer() throws Exception {
		HttpResponse<String> response = send(HttpRequest.newBuilder(uri("/suggestions/1%2F2")));
		assertThat(response.statusCode()).isEqualTo(400);
		assertThat(response.headers().firstValue("Content-Type"))
			.hasValueSatisfying((type) -> assertThat(type).startsWith("text/html"));
	}

	private HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
		return this.http.send(request.build(), HttpResponse.BodyHandlers.ofString());
	}

	private URI uri(String path) {
		return URI.create("http://127.0.0.1:" + this.port + path);
	}

}
