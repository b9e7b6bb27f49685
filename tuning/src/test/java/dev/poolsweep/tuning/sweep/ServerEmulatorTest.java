package dev.poolsweep.tuning.sweep;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.OptionalDouble;
import java.util.Properties;

import dev.poolsweep.tuning.errors.RunFailedException;
import dev.poolsweep.tuning.progress.Progress;
import dev.poolsweep.tuning.results.EmulationCache;
import dev.poolsweep.tuning.results.EmulationEntry;
import dev.poolsweep.tuning.results.RunFolder;
import dev.poolsweep.tuning.results.SweepKeys;
import dev.poolsweep.tuning.settings.DbFault;
import dev.poolsweep.tuning.settings.Grid;
import dev.poolsweep.tuning.settings.Point;
import dev.poolsweep.tuning.settings.Probing;
import dev.poolsweep.tuning.settings.RunId;
import dev.poolsweep.tuning.settings.ServerEmulation;
import dev.poolsweep.tuning.settings.SweepSettings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

class ServerEmulatorTest {

	private static final Duration FOUND_CPU_WORK = Duration.ofNanos(3_328_000);

	private static final long ZERO_MS = 1_700_000_000_000L;

	@TempDir
	Path dir;

	@Test
	void aRunWithADatabaseFaultIsNotReadAsTheBoardDrifting() throws IOException, RunFailedException {
		final EmulationCache cache = new EmulationCache(this.dir.resolve("cache"));
		final Properties facts = new Properties();
		final SweepSettings asked = SweepSettings.builder(Grid.paper(false))
			.emulation(ServerEmulation.PAPER)
			.dbFault(DbFault.parse("pause@25s:5s"))
			.build();
		cache.store(EmulationCache.measuredWith(asked, facts), new EmulationEntry(FOUND_CPU_WORK, Duration.ZERO,
				List.of("a probe"), 191, 225, Instant.ofEpochMilli(ZERO_MS), OptionalDouble.of(226), 0));
		final SweepFolder folder = new SweepFolder(this.dir.resolve("out"));
		Files.createDirectories(folder.dir());
		try (Progress progress = Progress.onStderr()) {
			final ServerEmulator emulator = new ServerEmulator(folder, progress, (settings) -> {
				throw new AssertionError("no probe: the knobs are cached");
			}, cache);
			final SweepSettings reused = emulator.emulate(asked, facts, Probing.DEFAULT);
			assertThat(reused.board().cpuWork()).isEqualTo(FOUND_CPU_WORK);
			final RunId tenWorkers = new RunId(reused.grid()
				.points()
				.stream()
				.filter((point) -> point.maxThreads() == EmulationDrift.WORKERS)
				.findFirst()
				.orElseThrow(), 1);
			writeFrozenPeak(folder.run(tenWorkers).dir());

			assertThat(emulator.correctDrift(reused, tenWorkers, facts)).as("no correction").isEmpty();
		}
		assertThat(cache.find(EmulationCache.measuredWith(asked, facts)).orElseThrow().cpuWork())
			.as("the knobs kept for later sweeps")
			.isEqualTo(FOUND_CPU_WORK);
		assertThat(facts.getProperty(SweepKeys.EMULATION_CORRECTED)).isNull();
	}

	/**
	 * A run at ten workers whose database froze from 25 s: 5 successes a second in the
	 * peak step (20-30 s), the rest of the schedule served.
	 */
	private static void writeFrozenPeak(final Path run) throws IOException {
		final StringBuilder jtl = new StringBuilder("timeStamp,elapsed,success\n");
		for (int second = 0; second < 50; second++) {
			final int served = second >= 20 && second < 30 ? 5 : 50;
			for (int i = 0; i < served; i++) {
				jtl.append(ZERO_MS + second * 1000L + i).append(",5,true\n");
			}
		}
		Files.createDirectories(run);
		Files.writeString(run.resolve(RunFolder.SAMPLES_JTL), jtl);
	}

}
