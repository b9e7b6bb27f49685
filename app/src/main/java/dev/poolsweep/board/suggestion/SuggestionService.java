package dev.poolsweep.board.suggestion;

import java.util.List;

import dev.poolsweep.board.system.LoadExperiment;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The board's rules between the web and the data: fields are trimmed before they are stored, and absent ids
 * are an error, not a silent no-op. Reads are single statements and need no transaction.
 */
@Service
public class SuggestionService {

	/** The paper's list request reads 100 records through one connection. */
	public static final int DEFAULT_PAGE_SIZE = 100;

	public static final int MAX_PAGE_SIZE = 500;

	private final SuggestionRepository repository;

	private final LoadExperiment experiment;

	SuggestionService(SuggestionRepository repository, LoadExperiment experiment) {
		this.repository = repository;
		this.experiment = experiment;
	}

	public List<Suggestion> newest(int limit, long offset) {
		if (this.experiment.isActive()) {
			return this.experiment.around(() -> this.repository.findNewest(limit, offset));
		}
		return this.repository.findNewest(limit, offset);
	}

	public Suggestion get(long id) {
		return this.repository.findById(id).orElseThrow(() -> new SuggestionNotFoundException(id));
	}

	@Transactional
	public Suggestion add(SuggestionForm form) {
		SuggestionForm trimmed = new SuggestionForm(form.name().strip(), form.email().strip(), form.content().strip());
		return get(this.repository.insert(trimmed));
	}

	@Transactional
	public void delete(long id) {
		if (!this.repository.deleteById(id)) {
			throw new SuggestionNotFoundException(id);
		}
	}

}
