package dev.poolsweep.board.system;

import java.io.IOException;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.util.unit.DataSize;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Refuses request bodies larger than {@code board.max-request-size} (default 64KB) with a
 * 413 before anything reads them: the largest valid suggestion is a few kilobytes.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE)
class RequestSizeLimitFilter extends OncePerRequestFilter {

	private final long maxBytes;

	private final ProblemResponses problems;

	RequestSizeLimitFilter(@Value("${board.max-request-size:64KB}") DataSize maxSize, ProblemResponses problems) {
		this.maxBytes = maxSize.toBytes();
		this.problems = problems;
	}

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		if (request.getContentLengthLong() > this.maxBytes) {
			this.problems.write(response, HttpStatus.CONTENT_TOO_LARGE, "Request body too large",
					"The request body has " + request.getContentLengthLong() + " bytes; at most " + this.maxBytes
							+ " are accepted");
			return;
		}
		chain.doFilter(request, response);
	}

}
