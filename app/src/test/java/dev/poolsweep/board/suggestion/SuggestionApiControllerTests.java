package dev.poolsweep.board.suggestion;

import java.time.Instant;

import dev.poolsweep.board.system.ProblemResponses;
import dev.poolsweep.board.system.SecurityConfiguration;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Import;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.assertj.MockMvcTester;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.BDDMockito.given;
import static org.mockito.BDDMockito.then;
import static org.mockito.BDDMockito.willThrow;
import static org.mockito.Mockito.never;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.httpBasic;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;

@WebMvcTest(SuggestionApiController.class)
@Import({ SecurityConfiguration.class, ProblemResponses.class })
class SuggestionApiControllerTests {

	@Autowired
	private MockMvcTester mvc;

	@MockitoBean
	private SuggestionService suggestions;

	@Test
	void addReturnsCreatedWithLocation() {
		given(this.suggestions.add(any()))
			.willReturn(new Suggestion(42, "Kim", "kim@example.org", "Cache the list", Instant.EPOCH));
		assertThat(post("{\"name\":\"Kim\",\"email\":\"kim@example.org\",\"content\":\"Cache the list\"}"))
			.hasStatus(HttpStatus.CREATED)
			.hasHeader("Location", "http://localhost/api/suggestions/42")
			.bodyJson()
			.extractingPath("$.id")
			.isEqualTo(42);
	}

	@Test
	void invalidFieldsAreNamedInAProblemDetail() {
		var result = post("{\"name\":\"\",\"email\":\"nope\",\"content\":\"" + "x".repeat(2001) + "\"}");
		assertThat(result).hasStatus(HttpStatus.BAD_REQUEST).hasContentType(MediaType.APPLICATION_PROBLEM_JSON);
		assertThat(result).bodyJson().extractingPath("$.errors.name").isEqualTo("name is required");
		assertThat(result).bodyJson().extractingPath("$.errors.email").isEqualTo("email must be a valid address");
		assertThat(result).bodyJson()
			.extractingPath("$.errors.content")
			.isEqualTo("content must be at most 2000 characters");
		then(this.suggestions).should(never()).add(any());
	}

	@Test
	void malformedJsonIsABadRequestWithoutParserInternals() {
		var result = post("{\"name\": \"Kim\",");
		assertThat(result).hasStatus(HttpStatus.BAD_REQUEST).hasContentType(MediaType.APPLICATION_PROBLEM_JSON);
		assertThat(result).bodyJson()
			.extractingPath("$.detail")
			.isEqualTo("The request body is missing or is not valid JSON");
		assertThat(result).bodyText().doesNotContain("jackson").doesNotContain("at [Source");
	}

	@Test
	void aWrongTypeNamesTheField() {
		var result = post("{\"name\":{\"first\":\"Kim\"},\"email\":\"kim@example.org\",\"content\":\"x\"}");
		assertThat(result).hasStatus(HttpStatus.BAD_REQUEST);
		assertThat(result).bodyJson()
			.extractingPath("$.detail")
			.isEqualTo("The request body has a value of the wrong type at name");
	}

	@Test
	void anOversizedBodyIsRefusedBeforeItIsRead() {
		var result = post("{\"content\":\"" + "x".repeat(70_000) + "\"}");
		assertThat(result).hasStatus(HttpStatus.CONTENT_TOO_LARGE).hasContentType(MediaType.APPLICATION_PROBLEM_JSON);
		then(this.suggestions).should(never()).add(any());
	}

	@Test
	void listParametersAreValidated() {
		var result = this.mvc.get().uri("/api/suggestions?limit=0&offset=-1").exchange();
		assertThat(result).hasStatus(HttpStatus.BAD_REQUEST).hasContentType(MediaType.APPLICATION_PROBLEM_JSON);
		assertThat(result).bodyJson().extractingPath("$.errors.limit").isNotNull();
		assertThat(result).bodyJson().extractingPath("$.errors.offset").isNotNull();
		assertThat(this.mvc.get().uri("/api/suggestions?limit=abc")).hasStatus(HttpStatus.BAD_REQUEST);
	}

	@Test
	void listDefaultsToAHundred() {
		assertThat(this.mvc.get().uri("/api/suggestions")).hasStatusOk()
			.bodyJson()
			.extractingPath("$.limit")
			.isEqualTo(100);
		then(this.suggestions).should().newest(100, 0);
	}

	@Test
	void unknownIdIsANotFoundProblem() {
		given(this.suggestions.get(9)).willThrow(new SuggestionNotFoundException(9));
		assertThat(this.mvc.get().uri("/api/suggestions/9")).hasStatus(HttpStatus.NOT_FOUND)
			.hasContentType(MediaType.APPLICATION_PROBLEM_JSON)
			.bodyJson()
			.extractingPath("$.detail")
			.isEqualTo("No suggestion with id 9");
		assertThat(this.mvc.get().uri("/api/suggestions/abc")).hasStatus(HttpStatus.BAD_REQUEST);
	}

	@Test
	void deleteNeedsTheAdministrator() {
		assertThat(this.mvc.delete().uri("/api/suggestions/3")).hasStatus(HttpStatus.UNAUTHORIZED)
			.hasContentType(MediaType.APPLICATION_PROBLEM_JSON);
		assertThat(this.mvc.delete().uri("/api/suggestions/3").with(user("reader").roles("READER")))
			.hasStatus(HttpStatus.FORBIDDEN);
		then(this.suggestions).should(never()).delete(3);
	}

	@Test
	void deleteByTheAdministratorAnswersNoContentOrNotFound() {
		assertThat(this.mvc.delete().uri("/api/suggestions/3").with(user("admin").roles("ADMIN")))
			.hasStatus(HttpStatus.NO_CONTENT);
		willThrow(new SuggestionNotFoundException(4)).given(this.suggestions).delete(4);
		assertThat(this.mvc.delete().uri("/api/suggestions/4").with(user("admin").roles("ADMIN")))
			.hasStatus(HttpStatus.NOT_FOUND);
	}

	@Test
	void wrongCredentialsAreUnauthorized() {
		assertThat(this.mvc.delete().uri("/api/suggestions/3").with(httpBasic("admin", "wrong")))
			.hasStatus(HttpStatus.UNAUTHORIZED);
	}

	private org.springframework.test.web.servlet.assertj.MvcTestResult post(String json) {
		return this.mvc.post().uri("/api/suggestions").contentType(MediaType.APPLICATION_JSON).content(json).exchange();
	}

}
