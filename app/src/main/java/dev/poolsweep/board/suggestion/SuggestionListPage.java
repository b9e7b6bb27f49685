package dev.poolsweep.board.suggestion;

import java.time.Instant;
import java.util.List;

import io.jstach.jstache.JStache;
import io.jstach.jstache.JStacheConfig;
import io.jstach.jstache.JStacheFormatterTypes;
import org.jspecify.annotations.Nullable;

import org.springframework.security.web.csrf.CsrfToken;

/**
 * The model of the list page. Its template, templates/suggestions/list.mustache, is
 * compiled into Java by JStachio when the board is built (SuggestionListPageRenderer):
 * the page is what every load test measures, and a compiled template costs a fraction of
 * an interpreted one. Every {{variable}} is HTML-escaped.
 *
 * @param csrf the token for the administrator's forms; null for readers, who get no form
 * (and so no session)
 */
@JStache(path = "templates/suggestions/list.mustache")
@JStacheConfig(formatter = ListPageFormatter.class)
@JStacheFormatterTypes(types = Instant.class) // written with toString(), ISO-8601
record SuggestionListPage(List<Suggestion> suggestions, int page, int size, boolean hasNext, boolean admin,
		@Nullable CsrfToken csrf) {

	public boolean hasRows() {
		return !this.suggestions.isEmpty();
	}

	public boolean hasPrevious() {
		return this.page > 1;
	}

	public int previousPage() {
		return this.page - 1;
	}

	public int nextPage() {
		return this.page + 1;
	}

}
