package dev.poolsweep.tuning.results;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import dev.poolsweep.tuning.knob.Knob;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class GridFileTest {

	@TempDir
	Path dir;

	@Test
	void readsTheAxesItSets() throws IOException {
		final Path file = Files.writeString(dir.resolve("grid.properties"), """
				# table 2
				max_threads=1,10,100,300
				max_total=100
				max_connections=
				""");
		assertThat(GridFile.read(file)).containsEntry(Knob.MAX_THREADS, List.of(1, 10, 100, 300))
			.containsEntry(Knob.MAX_TOTAL, List.of(100))
			.doesNotContainKey(Knob.MAX_CONNECTIONS)
			.doesNotContainKey(Knob.ACCEPT_COUNT);
	}

	@Test
	void namesAnUnknownKeyAndABadValue() throws IOException {
		final Path typo = Files.writeString(dir.resolve("typo.properties"), "maxThreads=1\n");
		assertThatIllegalArgumentException().isThrownBy(() -> GridFile.read(typo))
			.withMessageStartingWith("grid file typo.properties: unknown key 'maxThreads'");
		final Path bad = Files.writeString(dir.resolve("bad.properties"), "max_threads=1\nmax_total=0\n");
		assertThatIllegalArgumentException().isThrownBy(() -> GridFile.read(bad))
			.withMessage("grid file bad.properties: max_total: max_total must be at least 1, was 0");
		final Path empty = Files.writeString(dir.resolve("empty.properties"), "max_threads=\n");
		assertThatIllegalArgumentException().isThrownBy(() -> GridFile.read(empty))
			.withMessageContaining("max_threads is empty");
	}

	@Test
	void aMissingFileIsNamed() {
		assertThatIllegalArgumentException().isThrownBy(() -> GridFile.read(dir.resolve("nope.properties")))
			.withMessageEndingWith("nope.properties does not exist");
	}

}
