package dev.poolsweep.board.system;

import java.io.IOException;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.dao.RecoverableDataAccessException;
import org.springframework.dao.TransientDataAccessException;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.transaction.CannotCreateTransactionException;
import org.springframework.transaction.TransactionSystemException;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;

/**
 * When the database cannot be reached (no connection within {@code connection-timeout},
 * or the connection broke mid-request) every request gets an honest {@code 503} with
 * {@code Retry-After}: problem details from the API, the 503 error page from the HTML
 * pages.
 *
 * <p>
 * This must answer these exceptions itself. Left to Spring MVC's defaults, a failure
 * whose cause chain holds the driver's {@code java.io.EOFException} (the database closed
 * the socket) is taken by {@code DisconnectedClientHelper} for a client that went away,
 * and {@code DefaultHandlerExceptionResolver} ends the request with nothing written: a
 * {@code 200} with an empty body for a write that was never stored
 * (spring-framework#34481). {@code @ExceptionHandler} methods run before that resolver.
 */
@ControllerAdvice
@Order(Ordered.HIGHEST_PRECEDENCE)
class DatabaseUnavailableHandler {

	/**
	 * Seconds a client should wait before trying again: about one connection time-out.
	 */
	static final int RETRY_AFTER_SECONDS = 5;

	private static final Logger logger = LoggerFactory.getLogger(DatabaseUnavailableHandler.class);

	private final ProblemResponses problems;

	DatabaseUnavailableHandler(ProblemResponses problems) {
		this.problems = problems;
	}

	@ExceptionHandler({ DataAccessResourceFailureException.class, RecoverableDataAccessException.class,
			TransientDataAccessException.class, CannotCreateTransactionException.class,
			TransactionSystemException.class })
	void databaseUnavailable(Exception ex, HttpServletRequest request, HttpServletResponse response)
			throws IOException {
		// One line per request, not a stack trace: during an outage every request ends
		// here.
		logger.warn("Database unavailable for {} {}: {}", request.getMethod(), request.getRequestURI(),
				ex.getMessage());
		response.setHeader(HttpHeaders.RETRY_AFTER, String.valueOf(RETRY_AFTER_SECONDS));
		if (ProblemResponses.isApi(request.getRequestURI())) {
			this.problems.write(response, HttpStatus.SERVICE_UNAVAILABLE, "Database unavailable",
					"The board's database did not answer in time; try again in " + RETRY_AFTER_SECONDS + " seconds");
		}
		else {
			// The error page machinery renders templates/error/503.html, as for any other
			// status.
			response.sendError(HttpStatus.SERVICE_UNAVAILABLE.value());
		}
	}

}
