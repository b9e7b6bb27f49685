package dev.poolsweep.board.suggestion;

import jakarta.validation.constraints.Email;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;

/**
 * What a person submits, from the HTML form or as JSON; limits match the table's columns.
 */
public record SuggestionForm(
		@NotBlank(message = "name is required") @Size(max = 50,
				message = "name must be at most 50 characters") String name,
		@NotBlank(message = "email is required") @Email(message = "email must be a valid address") @Size(max = 254,
				message = "email must be at most 254 characters") String email,
		@NotBlank(message = "content is required") @Size(max = 2000,
				message = "content must be at most 2000 characters") String content) {

	static SuggestionForm empty() {
		return new SuggestionForm("", "", "");
	}

}
