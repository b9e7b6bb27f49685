package dev.poolsweep.board.system;

import java.io.IOException;

import jakarta.servlet.http.HttpServletResponse;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.stereotype.Component;

/**
 * Writes an RFC 9457 problem detail straight to the response, for errors raised in servlet filters (security,
 * request size) before Spring MVC's exception handling can see them.
 */
@Component
public class ProblemResponses {

	private final JsonMapper json;

	public ProblemResponses(JsonMapper json) {
		this.json = json;
	}

	void write(HttpServletResponse response, HttpStatus status, String title, String detail) throws IOException {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(status, detail);
		problem.setTitle(title);
		response.setStatus(status.value());
		response.setContentType(MediaType.APPLICATION_PROBLEM_JSON_VALUE);
		this.json.writeValue(response.getOutputStream(), problem);
	}

}
