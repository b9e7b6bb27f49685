package dev.poolsweep.board.suggestion;

import org.springframework.http.HttpStatus;
import org.springframework.web.ErrorResponseException;

/**
 * No suggestion has this id: a 404, as a problem detail in the API and the error page in
 * HTML.
 */
class SuggestionNotFoundException extends ErrorResponseException {

	SuggestionNotFoundException(long id) {
		super(HttpStatus.NOT_FOUND);
		getBody().setTitle("Suggestion not found");
		getBody().setDetail("No suggestion with id " + id);
	}

}
