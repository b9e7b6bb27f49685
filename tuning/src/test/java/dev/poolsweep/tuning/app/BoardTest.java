package dev.poolsweep.tuning.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;

import dev.poolsweep.tuning.settings.BoardSettings;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

class BoardTest {

	private static final BoardSettings SETTINGS = new BoardSettings("512m", 1000, Duration.ZERO, Duration.ZERO,
			Duration.ofSeconds(60));

	private static final Instant BUILT = Instant.parse("2026-01-01T00:00:00Z");

	@TempDir
	Path dir;

	private Path jar;

	private Path fastStart;

	@BeforeEach
	void aBuiltBoard() throws IOException {
		jar = Files.writeString(dir.resolve("suggestion-board.jar"), "the board");
		Files.setLastModifiedTime(jar, FileTime.from(BUILT));
		fastStart = Files.createDirectories(dir.resolve("fast-start"));
		Files.writeString(fastStart.resolve("suggestion-board.jar"), "the board, extracted");
	}

	@Test
	void startsWithTheCacheItsTrainingLeftBesideTheExtractedJar() throws IOException {
		final Path cache = trainedAt(BUILT.plusSeconds(30));
		final Board board = new Board(jar, SETTINGS);

		assertThat(board.jarToRun()).isEqualTo(fastStart.resolve("suggestion-board.jar"));
		assertThat(board.aotCacheInUse()).hasValue(cache);
		assertThat(board.jvmArguments()).containsExactly("-XX:AOTCache=" + cache);
	}

	/** A build that skipped the training left the cache of an older jar. */
	@Test
	void startsWithoutACacheOlderThanTheJar() throws IOException {
		trainedAt(BUILT.minusSeconds(30));
		final Board board = new Board(jar, SETTINGS);

		assertThat(board.jarToRun()).isEqualTo(jar);
		assertThat(board.aotCacheInUse()).isEmpty();
		assertThat(board.jvmArguments()).isEmpty();
	}

	@Test
	void whatTrainedTheCacheIsTheFileItsTrainingWroteBesideIt() throws IOException {
		trainedAt(BUILT.plusSeconds(30));
		final Path training = describedAt(BUILT.plusSeconds(31));

		assertThat(new Board(jar, SETTINGS).aotTraining()).hasValue(training);
	}

	/**
	 * An older build's training wrote the file; this one's, which wrote none, the cache.
	 */
	@Test
	void aFileOlderThanTheCacheDoesNotSayWhatTrainedIt() throws IOException {
		describedAt(BUILT.plusSeconds(10));
		trainedAt(BUILT.plusSeconds(30));

		assertThat(new Board(jar, SETTINGS).aotTraining()).isEmpty();
	}

	@Test
	void withoutACacheNothingTrainedIt() throws IOException {
		describedAt(BUILT.plusSeconds(31));

		assertThat(new Board(jar, SETTINGS).aotTraining()).isEmpty();
	}

	private Path describedAt(final Instant when) throws IOException {
		final Path training = Files.writeString(fastStart.resolve("training.properties"), "source_sha256=ab12\n");
		Files.setLastModifiedTime(training, FileTime.from(when));
		return training;
	}

	private Path trainedAt(final Instant when) throws IOException {
		final Path cache = Files.writeString(fastStart.resolve("suggestion-board.aot"), "the classes and profiles");
		Files.setLastModifiedTime(cache, FileTime.from(when));
		return cache;
	}

}
