package dev.poolsweep.board.suggestion;

import java.util.List;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.validation.BindingResult;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

/**
 * The HTML pages. The list is the load target of every experiment: one query, no session, no form (so no CSRF
 * token) for anonymous readers.
 */
@Controller
class SuggestionController {

	private final SuggestionService suggestions;

	SuggestionController(SuggestionService suggestions) {
		this.suggestions = suggestions;
	}

	@GetMapping("/")
	String home() {
		return "redirect:/suggestions";
	}

	@GetMapping("/suggestions")
	String list(@RequestParam(defaultValue = "1") @Min(1) int page,
			@RequestParam(defaultValue = "" + SuggestionService.DEFAULT_PAGE_SIZE) @Min(1) @Max(SuggestionService.MAX_PAGE_SIZE) int size,
			HttpServletRequest request, Model model) {
		// One row more than the page tells whether a next page exists, without a COUNT query.
		List<Suggestion> rows = this.suggestions.newest(size + 1, (long) (page - 1) * size);
		boolean hasNext = rows.size() > size;
		model.addAttribute("suggestions", hasNext ? rows.subList(0, size) : rows);
		model.addAttribute("page", page);
		model.addAttribute("size", size);
		model.addAttribute("hasNext", hasNext);
		model.addAttribute("admin", request.isUserInRole("ADMIN"));
		return "suggestions/list";
	}

	@GetMapping("/suggestions/new")
	String newForm(Model model) {
		model.addAttribute("suggestion", SuggestionForm.empty());
		return "suggestions/form";
	}

	@PostMapping("/suggestions")
	String add(@Valid @ModelAttribute("suggestion") SuggestionForm form, BindingResult result) {
		if (result.hasErrors()) {
			return "suggestions/form";
		}
		this.suggestions.add(form);
		return "redirect:/suggestions";
	}

	@PostMapping("/suggestions/{id}/delete")
	String delete(@PathVariable long id) {
		this.suggestions.delete(id);
		return "redirect:/suggestions";
	}

}
