package dev.poolsweep.board.suggestion;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.poolsweep.board.BoardIntegrationTest;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.client.EntityExchangeResult;
import org.springframework.test.web.servlet.client.RestTestClient;

import static org.assertj.core.api.Assertions.assertThat;

/** The running board over real HTTP against the real database. */
@BoardIntegrationTest
class SuggestionBoardIT {

	private static final Pattern ROW = Pattern.compile("<tr>\\s*<td>\\d+</td>");

	private static final Pattern CSRF = Pattern.compile("name=\"_csrf\" value=\"([^\"]+)\"");

	@Autowired
	private RestTestClient http;

	@Test
	void listPageShowsAHundredRowsAndPages() {
		String first = page("/suggestions");
		assertThat(rows(first)).isEqualTo(100);
		assertThat(first).contains("Older");
		assertThat(rows(page("/suggestions?page=2&size=100"))).isGreaterThanOrEqualTo(50);
		assertThat(rows(page("/suggestions?size=500"))).isGreaterThanOrEqualTo(150);
	}

	@Test
	void listPageCreatesNoSession() {
		this.http.get()
			.uri("/suggestions")
			.exchange()
			.expectStatus()
			.isOk()
			.expectHeader()
			.doesNotExist(HttpHeaders.SET_COOKIE);
	}

	@Test
	void apiCreatesReadsAndTheAdministratorDeletes() {
		EntityExchangeResult<Suggestion> created = this.http.post()
			.uri("/api/suggestions")
			.contentType(MediaType.APPLICATION_JSON)
			.body(new SuggestionForm("  Lee  ", "lee@example.org", "Raise acceptCount"))
			.exchange()
			.expectStatus()
			.isCreated()
			.expectBody(Suggestion.class)
			.returnResult();
		Suggestion suggestion = created.getResponseBody();
		assertThat(suggestion.name()).isEqualTo("Lee");
		String location = created.getResponseHeaders().getLocation().toString();
		assertThat(location).endsWith("/api/suggestions/" + suggestion.id());

		this.http.get()
			.uri(location)
			.exchange()
			.expectStatus()
			.isOk()
			.expectBody()
			.jsonPath("$.content")
			.isEqualTo("Raise acceptCount");
		this.http.get()
			.uri("/api/suggestions?limit=100")
			.exchange()
			.expectBody()
			.jsonPath("$.items.length()")
			.isEqualTo(100);

		this.http.delete()
			.uri(location)
			.exchange()
			.expectStatus()
			.isUnauthorized()
			.expectHeader()
			.contentType(MediaType.APPLICATION_PROBLEM_JSON);
		this.http.delete()
			.uri(location)
			.headers((h) -> h.setBasicAuth("admin", "wrong"))
			.exchange()
			.expectStatus()
			.isUnauthorized();
		this.http.delete().uri(location).headers(this::asAdmin).exchange().expectStatus().isNoContent();
		this.http.delete()
			.uri(location)
			.headers(this::asAdmin)
			.exchange()
			.expectStatus()
			.isNotFound()
			.expectBody()
			.jsonPath("$.detail")
			.isEqualTo("No suggestion with id " + suggestion.id());
		this.http.get().uri(location).exchange().expectStatus().isNotFound();
	}

	@Test
	void badInputGetsProblemDetailsNeverAServerError() {
		this.http.post()
			.uri("/api/suggestions")
			.contentType(MediaType.APPLICATION_JSON)
			.body("{\"name\":")
			.exchange()
			.expectStatus()
			.isBadRequest()
			.expectHeader()
			.contentType(MediaType.APPLICATION_PROBLEM_JSON);
		this.http.post()
			.uri("/api/suggestions")
			.contentType(MediaType.APPLICATION_JSON)
			.body("{\"name\":\"\",\"email\":\"x\",\"content\":\"\"}")
			.exchange()
			.expectStatus()
			.isBadRequest()
			.expectBody()
			.jsonPath("$.errors.name")
			.exists()
			.jsonPath("$.errors.email")
			.exists()
			.jsonPath("$.errors.content")
			.exists();
		this.http.post()
			.uri("/api/suggestions")
			.contentType(MediaType.APPLICATION_JSON)
			.body("{\"content\":\"" + "y".repeat(100_000) + "\"}")
			.exchange()
			.expectStatus()
			.isEqualTo(HttpStatus.CONTENT_TOO_LARGE);
		this.http.post()
			.uri("/api/suggestions")
			.contentType(MediaType.TEXT_PLAIN)
			.body("hello")
			.exchange()
			.expectStatus()
			.isEqualTo(HttpStatus.UNSUPPORTED_MEDIA_TYPE);
		this.http.get().uri("/api/suggestions/not-a-number").exchange().expectStatus().isBadRequest();
		this.http.get()
			.uri("/api/suggestions?limit=100000")
			.exchange()
			.expectStatus()
			.isBadRequest()
			.expectBody()
			.jsonPath("$.errors.limit")
			.exists();
	}

	@Test
	void htmlFormAddsWithItsCsrfTokenAndUserTextIsEscaped() {
		CsrfSession session = csrfSession();

		String payload = "<script>alert('xss')</script>";
		this.http.post()
			.uri("/suggestions")
			.header(HttpHeaders.COOKIE, session.cookie())
			.contentType(MediaType.APPLICATION_FORM_URLENCODED)
			.body("name=Mallory&email=m%40example.org&content="
					+ java.net.URLEncoder.encode(payload, java.nio.charset.StandardCharsets.UTF_8) + "&_csrf="
					+ session.token())
			.exchange()
			.expectStatus()
			.isFound()
			.expectHeader()
			.value(HttpHeaders.LOCATION, (location) -> assertThat(location).endsWith("/suggestions"));

		String list = page("/suggestions");
		// The list page's escaper (JStachio's) writes ' as &#x27;.
		assertThat(list).contains("&lt;script&gt;alert(&#x27;xss&#x27;)&lt;/script&gt;").doesNotContain(payload);
	}

	@Test
	void htmlPostWithoutCsrfTokenIsRefused() {
		this.http.post()
			.uri("/suggestions")
			.contentType(MediaType.APPLICATION_FORM_URLENCODED)
			.body("name=Eve&email=e%40example.org&content=forged")
			.exchange()
			.expectStatus()
			.isForbidden();
		assertThat(page("/suggestions?size=500")).doesNotContain("forged");
	}

	@Test
	void anonymousDeleteFromThePagesGoesToLogin() {
		// With a valid CSRF token, so that what answers is the rule that only the
		// administrator deletes, not the
		// CSRF filter (which would refuse any tokenless POST with a 403).
		CsrfSession session = csrfSession();
		this.http.post()
			.uri("/suggestions/1/delete")
			.header(HttpHeaders.COOKIE, session.cookie())
			.contentType(MediaType.APPLICATION_FORM_URLENCODED)
			.body("_csrf=" + session.token())
			.exchange()
			.expectStatus()
			.isFound()
			.expectHeader()
			.value(HttpHeaders.LOCATION, (location) -> assertThat(location).endsWith("/login"));
	}

	/**
	 * An anonymous session and its CSRF token, as the add form hands them to a browser.
	 */
	private CsrfSession csrfSession() {
		EntityExchangeResult<String> form = this.http.get()
			.uri("/suggestions/new")
			.exchange()
			.expectStatus()
			.isOk()
			.expectBody(String.class)
			.returnResult();
		Matcher token = CSRF.matcher(form.getResponseBody());
		assertThat(token.find()).as("form carries a CSRF token").isTrue();
		String cookie = form.getResponseHeaders().getFirst(HttpHeaders.SET_COOKIE).split(";", 2)[0];
		return new CsrfSession(cookie, token.group(1));
	}

	private record CsrfSession(String cookie, String token) {
	}

	private String page(String uri) {
		return this.http.get()
			.uri(uri)
			.exchange()
			.expectStatus()
			.isOk()
			.expectBody(String.class)
			.returnResult()
			.getResponseBody();
	}

	private static int rows(String html) {
		return (int) ROW.matcher(html).results().count();
	}

	private void asAdmin(HttpHeaders headers) {
		headers.setBasicAuth("admin", BoardIntegrationTest.ADMIN_PASSWORD);
	}

}
