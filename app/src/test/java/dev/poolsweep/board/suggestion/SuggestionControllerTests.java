package dev.poolsweep.board.suggestion;

import java.time.Instant;
import java.util.List;
import java.util.stream.LongStream;

import dev.poolsweep.board.system.ProblemResponses;
import dev.poolsweep.board.system.SecurityConfiguration;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Import;
import org.springframework.http.HttpStatus;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.assertj.MockMvcTester;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.BDDMockito.given;
import static org.mockito.BDDMockito.then;
import static org.mockito.Mockito.never;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;

@WebMvcTest(SuggestionController.class)
@Import({ SecurityConfiguration.class, ProblemResponses.class })
class SuggestionControllerTests {

	@Autowired
	private MockMvcTester mvc;

	@MockitoBean
	private SuggestionService suggestions;

	@Test
	void listShowsAHundredNewestAndAsksForOneMoreToKnowIfThereIsANextPage() {
		given(this.suggestions.newest(101, 0)).willReturn(rows(101));
		assertThat(this.mvc.get().uri("/suggestions")).hasStatusOk()
			.bodyText()
			.contains("Visitor 100")
			.doesNotContain("Visitor 101")
			.contains("Older");
	}

	@Test
	void listPagesByPageAndSize() {
		given(this.suggestions.newest(11, 20)).willReturn(rows(3));
		assertThat(this.mvc.get().uri("/suggestions?page=3&size=10")).hasStatusOk().bodyText().contains("Page 3");
	}

	@Test
	void listRefusesAPageSizeAboveTheCap() {
		assertThat(this.mvc.get().uri("/suggestions?size=501")).hasStatus(HttpStatus.BAD_REQUEST);
		assertThat(this.mvc.get().uri("/suggestions?page=0")).hasStatus(HttpStatus.BAD_REQUEST);
	}

	@Test
	void listForAnonymousReadersHasNoFormsAndCreatesNoSession() {
		given(this.suggestions.newest(101, 0)).willReturn(rows(2));
		var result = this.mvc.get().uri("/suggestions").exchange();
		assertThat(result).hasStatusOk().bodyText().doesNotContain("<form").doesNotContain("_csrf");
		assertThat(result.getRequest().getSession(false)).isNull();
	}

	@Test
	void listEscapesUserText() {
		given(this.suggestions.newest(101, 0)).willReturn(List.of(new Suggestion(1, "<script>alert(1)</script>",
				"x@example.org", "<img src=x onerror=alert(2)>", Instant.EPOCH)));
		assertThat(this.mvc.get().uri("/suggestions")).hasStatusOk()
			.bodyText()
			.doesNotContain("<script>alert(1)")
			.doesNotContain("<img")
			.contains("&lt;script&gt;alert(1)&lt;/script&gt;")
			// JStachio escapes '=' too, as the Mustache spec's HTML escaping does.
			.contains("&lt;img src&#x3D;x onerror&#x3D;alert(2)&gt;");
	}

	@Test
	void adminSeesDeleteButtons() {
		given(this.suggestions.newest(101, 0)).willReturn(rows(2));
		assertThat(this.mvc.get().uri("/suggestions").with(user("admin").roles("ADMIN"))).hasStatusOk()
			.bodyText()
			.contains("/suggestions/2/delete")
			.contains("_csrf");
	}

	@Test
	void addShowsFieldErrorsNextToTheFields() {
		assertThat(this.mvc.post()
			.uri("/suggestions")
			.with(csrf())
			.param("name", "")
			.param("email", "not-an-address")
			.param("content", "x".repeat(2001))).hasStatusOk()
			.bodyText()
			.contains("name is required")
			.contains("email must be a valid address")
			.contains("content must be at most 2000 characters");
		then(this.suggestions).should(never()).add(any());
	}

	@Test
	void addRedirectsToTheList() {
		assertThat(this.mvc.post()
			.uri("/suggestions")
			.with(csrf())
			.param("name", "Kim")
			.param("email", "kim@example.org")
			.param("content", "More threads?")).hasStatus(HttpStatus.FOUND).hasRedirectedUrl("/suggestions");
		then(this.suggestions).should().add(new SuggestionForm("Kim", "kim@example.org", "More threads?"));
	}

	@Test
	void addWithoutCsrfTokenIsRefused() {
		assertThat(this.mvc.post()
			.uri("/suggestions")
			.param("name", "Kim")
			.param("email", "kim@example.org")
			.param("content", "x")).hasStatus(HttpStatus.FORBIDDEN);
		then(this.suggestions).should(never()).add(any());
	}

	@Test
	void deleteByAnonymousGoesToLogin() {
		assertThat(this.mvc.post().uri("/suggestions/7/delete").with(csrf())).hasStatus(HttpStatus.FOUND)
			.redirectedUrl()
			.endsWith("/login");
		then(this.suggestions).should(never()).delete(7);
	}

	@Test
	void deleteByAdminDeletes() {
		assertThat(this.mvc.post().uri("/suggestions/7/delete").with(csrf()).with(user("admin").roles("ADMIN")))
			.hasStatus(HttpStatus.FOUND)
			.hasRedirectedUrl("/suggestions");
		then(this.suggestions).should().delete(7);
	}

	@Test
	void deleteOfAnUnknownIdIsNotFound() {
		org.mockito.BDDMockito.willThrow(new SuggestionNotFoundException(7)).given(this.suggestions).delete(7);
		assertThat(this.mvc.post().uri("/suggestions/7/delete").with(csrf()).with(user("admin").roles("ADMIN")))
			.hasStatus(HttpStatus.NOT_FOUND);
	}

	static List<Suggestion> rows(int count) {
		return LongStream.rangeClosed(1, count)
			.mapToObj((n) -> new Suggestion(n, "Visitor " + n, "v" + n + "@example.org", "Idea " + n, Instant.EPOCH))
			.toList();
	}

}
