package dev.poolsweep.board.suggestion;

import java.net.URI;
import java.util.List;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.support.ServletUriComponentsBuilder;

/** The JSON API; its errors are RFC 9457 problem details (see ApiProblemHandler). */
@RestController
@RequestMapping("/api/suggestions")
class SuggestionApiController {

	private final SuggestionService suggestions;

	SuggestionApiController(SuggestionService suggestions) {
		this.suggestions = suggestions;
	}

	@GetMapping
	SuggestionList list(
			@RequestParam(defaultValue = ""
					+ SuggestionService.DEFAULT_PAGE_SIZE) @Min(1) @Max(SuggestionService.MAX_PAGE_SIZE) int limit,
			@RequestParam(defaultValue = "0") @Min(0) long offset) {
		return new SuggestionList(this.suggestions.newest(limit, offset), limit, offset);
	}

	@GetMapping("/{id}")
	Suggestion get(@PathVariable long id) {
		return this.suggestions.get(id);
	}

	@PostMapping
	ResponseEntity<Suggestion> add(@Valid @RequestBody SuggestionForm form) {
		Suggestion created = this.suggestions.add(form);
		URI location = ServletUriComponentsBuilder.fromCurrentRequest()
			.path("/{id}")
			.buildAndExpand(created.id())
			.toUri();
		return ResponseEntity.created(location).body(created);
	}

	@DeleteMapping("/{id}")
	ResponseEntity<Void> delete(@PathVariable long id) {
		this.suggestions.delete(id);
		return ResponseEntity.noContent().build();
	}

	record SuggestionList(List<Suggestion> items, int limit, long offset) {
	}

}
