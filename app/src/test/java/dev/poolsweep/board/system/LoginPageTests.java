package dev.poolsweep.board.system;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Import;
import org.springframework.http.HttpStatus;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.web.servlet.assertj.MockMvcTester;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;

@WebMvcTest(LoginController.class)
@Import({ SecurityConfiguration.class, ProblemResponses.class })
@TestPropertySource(properties = { "board.admin.username=admin", "board.admin.password=s3cret-for-tests" })
class LoginPageTests {

	@Autowired
	private MockMvcTester mvc;

	@Test
	void loginPageHasAFormWithACsrfToken() {
		assertThat(this.mvc.get().uri("/login")).hasStatusOk()
			.bodyText()
			.contains("<form action=\"/login\" method=\"post\">")
			.contains("name=\"_csrf\"")
			.contains("name=\"password\"");
	}

	@Test
	void theAdministratorLogsInAndLandsOnTheList() {
		assertThat(this.mvc.post()
			.uri("/login")
			.with(csrf())
			.param("username", "admin")
			.param("password", "s3cret-for-tests")).hasStatus(HttpStatus.FOUND).hasRedirectedUrl("/suggestions");
	}

	@Test
	void aWrongPasswordGoesBackToTheFormWithAnError() {
		assertThat(this.mvc.post().uri("/login").with(csrf()).param("username", "admin").param("password", "guess"))
			.hasStatus(HttpStatus.FOUND)
			.hasRedirectedUrl("/login?error");
		assertThat(this.mvc.get().uri("/login?error")).hasStatusOk().bodyText().contains("Wrong user name or password");
	}

	@Test
	void loginWithoutCsrfTokenIsRefused() {
		assertThat(this.mvc.post().uri("/login").param("username", "admin").param("password", "s3cret-for-tests"))
			.hasStatus(HttpStatus.FORBIDDEN);
	}

}
