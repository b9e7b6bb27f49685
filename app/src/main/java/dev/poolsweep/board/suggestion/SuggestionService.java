package dev.poolsweep.board.suggestion;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

import dev.poolsweep.board.system.LoadExperiment;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.dao.DataAccessException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.TransactionException;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The board's rules between the web and the data: fields are trimmed before they are
 * stored, absent ids are an error, not a silent no-op, and a write is reported done
 * exactly when it committed. Reads are single statements and need no transaction.
 */
@Service
public class SuggestionService {

	/** The paper's list request reads 100 records through one connection. */
	public static final int DEFAULT_PAGE_SIZE = 100;

	public static final int MAX_PAGE_SIZE = 500;

	/**
	 * How long a write whose commit was not confirmed waits for the database to say
	 * whether it is stored.
	 */
	static final Duration IN_DOUBT_LIMIT = Duration.ofSeconds(30);

	private static final Logger logger = LoggerFactory.getLogger(SuggestionService.class);

	private final SuggestionRepository repository;

	private final LoadExperiment experiment;

	private final TransactionTemplate transaction;

	SuggestionService(SuggestionRepository repository, LoadExperiment experiment, TransactionTemplate transaction) {
		this.repository = repository;
		this.experiment = experiment;
		this.transaction = transaction;
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

	/**
	 * Stores a suggestion and returns it as stored. When the database fails after the
	 * INSERT, the commit may have happened even though it was not confirmed (a server
	 * shutting down can commit and then drop the connection instead of answering): the
	 * outcome is looked up before a failure is reported, so that a stored suggestion is
	 * never answered as failed.
	 */
	public Suggestion add(SuggestionForm form) {
		SuggestionForm trimmed = new SuggestionForm(form.name().strip(), form.email().strip(), form.content().strip());
		AtomicLong inserted = new AtomicLong();
		try {
			return this.transaction.execute((status) -> {
				inserted.set(this.repository.insert(trimmed));
				return get(inserted.get());
			});
		}
		catch (TransactionException | DataAccessException ex) {
			if (inserted.get() == 0) {
				throw ex; // nothing was sent that could have been stored
			}
			Optional<Suggestion> stored = outcomeOf(inserted.get(), ex);
			logger.warn("Write of suggestion {} failed after its INSERT ({}); it is {}", inserted.get(),
					ex.getMessage(), stored.isPresent() ? "stored after all" : "not stored");
			return stored.orElseThrow(() -> ex);
		}
	}

	/**
	 * Whether the row of a write in doubt is stored, asked again until the database
	 * answers. The wait is bounded, and only writes caught between their INSERT and its
	 * commit come here: at most one per connection in use when the database failed. Past
	 * the limit the write's own failure goes out and the id is logged for reconciliation.
	 */
	private Optional<Suggestion> outcomeOf(long id, RuntimeException failure) {
		long deadline = System.nanoTime() + IN_DOUBT_LIMIT.toNanos();
		while (true) {
			try {
				return this.repository.findById(id);
			}
			catch (DataAccessException ex) {
				if (System.nanoTime() > deadline) {
					logger.error("Write of suggestion {} is in doubt: the database did not answer within {}", id,
							IN_DOUBT_LIMIT);
					throw failure;
				}
				try {
					Thread.sleep(250);
				}
				catch (InterruptedException interrupted) {
					Thread.currentThread().interrupt(); // shutting down: give the write's
														// own failure
					throw failure;
				}
			}
		}
	}

	@Transactional
	public void delete(long id) {
		if (!this.repository.deleteById(id)) {
			throw new SuggestionNotFoundException(id);
		}
	}

}
