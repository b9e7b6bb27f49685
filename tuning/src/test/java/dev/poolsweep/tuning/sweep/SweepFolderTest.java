package dev.poolsweep.tuning.sweep;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;

import dev.poolsweep.tuning.results.PropertiesFiles;
import dev.poolsweep.tuning.results.RunFolder;
import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.settings.Grid;
import dev.poolsweep.tuning.settings.RunId;
import dev.poolsweep.tuning.settings.RunOrder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

/**
 * Resume bookkeeping: complete = outcome.properties exists; anything else is wiped and
 * redone.
 */
class SweepFolderTest {

	@TempDir
	Path out;

	private final List<RunId> runs = RunOrder.AS_GIVEN
		.runs(new Grid(Map.of(Knob.MAX_THREADS, List.of(2, 8)), false).points(), 2, 1);

	@Test
	void pendingSkipsCompleteRunsOnlyAndKeepsTheOrder() throws IOException {
		final SweepFolder folder = new SweepFolder(out);
		complete(folder, runs.get(0));
		complete(folder, runs.get(2));
		folder.prepare(runs.get(1));
		Files.writeString(folder.runDir(runs.get(1)).resolve("samples.jtl"), "half a run");
		assertThat(folder.pending(runs)).containsExactly(runs.get(1), runs.get(3));
	}

	@Test
	void prepareWipesWhatAnInterruptedRunLeft() throws IOException {
		final SweepFolder folder = new SweepFolder(out);
		final RunId run = runs.getFirst();
		final Path dir = folder.prepare(run).dir();
		Files.createDirectories(dir.resolve("nested"));
		Files.writeString(dir.resolve("nested/file"), "x");
		Files.writeString(dir.resolve(RunFolder.POINT_PROPERTIES), "point.id=t2-p10-a100\n");
		assertThat(folder.prepare(run).dir()).isEmptyDirectory();
	}

	@Test
	void aCompleteRunIsNeverPreparedAgain() throws IOException {
		final SweepFolder folder = new SweepFolder(out);
		complete(folder, runs.getFirst());
		assertThatIllegalStateException().isThrownBy(() -> folder.prepare(runs.getFirst()))
			.withMessageContaining("complete already");
		assertThat(folder.runDir(runs.getFirst()).resolve("samples.jtl")).exists();
	}

	@Test
	void outcomeIsWrittenAtomicallyAndReadsBack() throws IOException {
		final SweepFolder folder = new SweepFolder(out);
		final RunId run = runs.getFirst();
		folder.prepare(run);
		final Properties outcome = new Properties();
		outcome.setProperty("status", "failed");
		outcome.setProperty("reason", "board exited with code 1 before it was ready");
		folder.run(run).writeOutcome(outcome);
		assertThat(PropertiesFiles.read(folder.runDir(run).resolve(RunFolder.OUTCOME_PROPERTIES))).isEqualTo(outcome);
		try (var files = Files.list(folder.runDir(run))) {
			assertThat(files.map(p -> p.getFileName().toString())).containsExactly(RunFolder.OUTCOME_PROPERTIES);
		}
		assertThat(Files.readString(folder.runDir(run).resolve(RunFolder.OUTCOME_PROPERTIES))).doesNotStartWith("#");
	}

	private static void complete(final SweepFolder folder, final RunId run) throws IOException {
		folder.prepare(run);
		Files.writeString(folder.runDir(run).resolve("samples.jtl"), "timeStamp,elapsed\n");
		final Properties outcome = new Properties();
		outcome.setProperty("status", "ok");
		folder.run(run).writeOutcome(outcome);
	}

}
