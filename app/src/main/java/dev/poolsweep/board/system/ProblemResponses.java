package dev.poolsweep.board.system;

import java.io.IOException;

import jakarta.servlet.http.HttpServletResponse;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.stereotype.Component;

/**
 * Writes an RFC 9457 problem detail straight to the response, for errors raised in
 * servlet filters (security, request size), for database failures, and for requests
 * Tomcat refuses itself, where Spring MVC's exception handling cannot help.
 */
@Component
public class ProblemResponses {

	private final JsonMapper json;

	public ProblemResponses(JsonMapper json) {
		this.json = json;
	}

	/**
	 * Whether a request URI belongs to the JSON API, whose errors are always problem
	 * details.
	 */
	static boolean isApi(String requestUri) {
		return requestUri != null && (requestUri.equals("/api") || requestUri.startsWith("/api/"));
	}

	void write(HttpServletResponse response, HttpStatus status, String title, String detail) throws IOException {
		response.setStatus(status.value());
		response.setContentType(MediaType.APPLICATION_PROBLEM_JSON_VALUE);
		this.json.writeValue(response.getOutputStream(), problem(status, title, detail));
	}

	String json(HttpStatus status, String title, String detail) {
		return this.json.writeValueAsString(problem(status, title, detail));
	}

	private static ProblemDetail problem(HttpStatus status, String title, String detail) {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(status, detail);
		problem.setTitle(title);
		return problem;
	}

}
