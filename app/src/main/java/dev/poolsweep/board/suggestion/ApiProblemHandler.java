package dev.poolsweep.board.suggestion;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import tools.jackson.databind.DatabindException;

import org.springframework.context.MessageSourceResolvable;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.validation.FieldError;
import org.springframework.web.bind.MethodArgumentNotValidException;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.context.request.WebRequest;
import org.springframework.web.method.annotation.HandlerMethodValidationException;
import org.springframework.web.servlet.mvc.method.annotation.ResponseEntityExceptionHandler;

/**
 * Turns the API's errors into RFC 9457 problem details that name each bad field or
 * parameter, and never echo parser internals or stack traces. The HTML pages keep the
 * ordinary error page.
 */
@RestControllerAdvice(assignableTypes = SuggestionApiController.class)
class ApiProblemHandler extends ResponseEntityExceptionHandler {

	@Override
	protected ResponseEntity<Object> handleMethodArgumentNotValid(MethodArgumentNotValidException ex,
			HttpHeaders headers, HttpStatusCode status, WebRequest request) {
		Map<String, String> errors = ex.getBindingResult()
			.getFieldErrors()
			.stream()
			.collect(Collectors.toMap(FieldError::getField, ApiProblemHandler::messageOf, (a, b) -> a + "; " + b,
					java.util.TreeMap::new));
		return problem(ex, HttpStatus.BAD_REQUEST, "Invalid suggestion", "Some fields are invalid: " + errors.keySet(),
				errors, headers, request);
	}

	@Override
	protected ResponseEntity<Object> handleHandlerMethodValidationException(HandlerMethodValidationException ex,
			HttpHeaders headers, HttpStatusCode status, WebRequest request) {
		Map<String, String> errors = new java.util.TreeMap<>();
		ex.getParameterValidationResults()
			.forEach((result) -> errors.put(result.getMethodParameter().getParameterName(),
					result.getResolvableErrors()
						.stream()
						.map(ApiProblemHandler::messageOf)
						.collect(Collectors.joining("; "))));
		return problem(ex, HttpStatus.BAD_REQUEST, "Invalid parameters",
				"Some parameters are invalid: " + errors.keySet(), errors, headers, request);
	}

	@Override
	protected ResponseEntity<Object> handleHttpMessageNotReadable(HttpMessageNotReadableException ex,
			HttpHeaders headers, HttpStatusCode status, WebRequest request) {
		String detail = "The request body is missing or is not valid JSON";
		if (ex.getCause() instanceof DatabindException bad && !bad.getPath().isEmpty()) {
			List<String> fields = bad.getPath().stream().map((ref) -> String.valueOf(ref.getPropertyName())).toList();
			detail = "The request body has a value of the wrong type at " + String.join(".", fields);
		}
		return problem(ex, HttpStatus.BAD_REQUEST, "Unreadable request body", detail, Map.of(), headers, request);
	}

	private ResponseEntity<Object> problem(Exception ex, HttpStatus status, String title, String detail,
			Map<String, String> errors, HttpHeaders headers, WebRequest request) {
		ProblemDetail body = ProblemDetail.forStatusAndDetail(status, detail);
		body.setTitle(title);
		if (!errors.isEmpty()) {
			body.setProperty("errors", errors);
		}
		return handleExceptionInternal(ex, body, headers, status, request);
	}

	private static String messageOf(MessageSourceResolvable error) {
		return (error.getDefaultMessage() != null) ? error.getDefaultMessage() : "is invalid";
	}

}
