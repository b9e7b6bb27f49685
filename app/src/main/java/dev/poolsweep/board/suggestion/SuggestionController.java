package dev.poolsweep.board.suggestion;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

import io.jstach.jstachio.output.ByteBufferEncodedOutput;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.validation.Valid;
import org.jspecify.annotations.Nullable;

import org.springframework.http.HttpStatus;
import org.springframework.security.web.csrf.CsrfToken;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.validation.BindingResult;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.server.ResponseStatusException;

/**
 * The HTML pages. The list is the load target of every experiment: one query, no session,
 * no form (so no CSRF token) for anonymous readers.
 */
@Controller
class SuggestionController {

	private static final String HTML_UTF8 = "text/html;charset=UTF-8";

	/** The 100-row page is about 24 KB. */
	private static final int PAGE_BUFFER_BYTES = 32 * 1024;

	private final SuggestionService suggestions;

	SuggestionController(SuggestionService suggestions) {
		this.suggestions = suggestions;
	}

	@GetMapping("/")
	String home() {
		return "redirect:/suggestions";
	}

	@GetMapping("/suggestions")
	void list(@RequestParam(required = false) @Nullable Integer page,
			@RequestParam(required = false) @Nullable Integer size, HttpServletRequest request,
			HttpServletResponse response) throws IOException {
		// Defaults and bounds by hand, as they cost nothing here: a defaultValue is
		// resolved as an expression, and
		// constraint annotations run Bean Validation, on every call of the busiest page.
		page = (page != null) ? page : 1;
		size = (size != null) ? size : SuggestionService.DEFAULT_PAGE_SIZE;
		if (page < 1 || size < 1 || size > SuggestionService.MAX_PAGE_SIZE) {
			throw new ResponseStatusException(HttpStatus.BAD_REQUEST,
					"page must be >= 1 and size between 1 and " + SuggestionService.MAX_PAGE_SIZE);
		}
		// One row more than the page tells whether a next page exists, without a COUNT
		// query.
		List<Suggestion> rows = this.suggestions.newest(size + 1, (long) (page - 1) * size);
		boolean hasNext = rows.size() > size;
		boolean admin = request.isUserInRole("ADMIN");
		// Only the administrator's page has forms; asking a reader's request for the
		// token would create a session.
		CsrfToken csrf = admin ? (CsrfToken) request.getAttribute(CsrfToken.class.getName()) : null;
		var view = new SuggestionListPage(hasNext ? rows.subList(0, size) : rows, page, size, hasNext, admin, csrf);
		// Rendered as bytes (the template's fixed parts were encoded when the board was
		// built) into one array, then
		// written in one call with its length: a write per fragment into the response
		// took about 3 % in a profile.
		ByteBufferEncodedOutput html = ByteBufferEncodedOutput.ofByteArray(StandardCharsets.UTF_8, PAGE_BUFFER_BYTES);
		SuggestionListPageRenderer.of().write(view, html);
		response.setContentType(HTML_UTF8);
		response.setContentLength(html.size());
		html.transferTo(response.getOutputStream());
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
