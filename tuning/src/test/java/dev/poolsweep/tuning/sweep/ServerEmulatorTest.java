package dev.poolsweep.tuning.sweep;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

import dev.poolsweep.tuning.errors.RunFailedException;
import dev.poolsweep.tuning.progress.Progress;
import dev.poolsweep.tuning.results.EmulationCache;
import dev.poolsweep.tuning.results.EmulationEntry;
import dev.poolsweep.tuning.results.RunFolder;
import dev.poolsweep.tuning.results.SweepKeys;
import dev.poolsweep.tuning.settings.DbFault;
import dev.poolsweep.tuning.settings.Grid;
import dev.poolsweep.tuning.settings.Probing;
import dev.poolsweep.tuning.settings.RunId;
import dev.poolsweep.tuning.settings.ServerEmulation;
import dev.poolsweep.tuning.settings.SweepSettings;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class ServerEmulatorTest {

	private static final Duration FOUND_CPU_WORK = Duration.ofNanos(3_328_000);

	private static final long ZERO_MS = 1_700_000_000_000L;

	@TempDir
	Path dir;

	private final Progress progress = Progress.onStderr();

	@AfterEach
	void closeProgress() {
		progress.close();
	}

	@Test
	void aRunWithADatabaseFaultIsNotReadAsTheBoardDrifting() throws IOException, RunFailedException {
		final Properties facts = new Properties();
		final Reused sweep = reused(facts, Map.of("t10-p100-a100", 226.0),
				SweepSettings.builder(Grid.paper(false))
					.emulation(ServerEmulation.PAPER)
					.dbFault(DbFault.parse("pause@25s:5s"))
					.build());
		assertThat(sweep.settings().board().cpuWork()).isEqualTo(FOUND_CPU_WORK);

		// a database frozen from 25 s: 5 successes a second in the peak step, and no
		// later run to wait for
		assertThat(sweep.emulator().correctDrift(sweep.settings(), sweep.run("t10-p100-a100", 5), List.of(), facts))
			.as("no correction")
			.isEmpty();
		assertThat(sweep.cache().find(sweep.with()).orElseThrow().cpuWork()).as("the knobs kept for later sweeps")
			.isEqualTo(FOUND_CPU_WORK);
		assertThat(facts.getProperty(SweepKeys.EMULATION_CORRECTED)).isNull();
	}

	/**
	 * One run of three 11.5 % below its reference, two within 3 %: the noise of one fresh
	 * board, which the median of the three leaves uncorrected, where one run alone
	 * decided before.
	 */
	@Test
	void oneRunOffAmongRunsThatHoldCorrectsNothing() throws IOException, RunFailedException {
		final Properties facts = new Properties();
		final Reused sweep = reused(facts);

		assertThat(sweep.ran("t10-p100-a100", 231)).as("not decided on one run").isEmpty();
		assertThat(sweep.ran("t1-p100-a100", 150)).as("one worker tells nothing").isEmpty();
		assertThat(sweep.ran("t100-p100-a100", 240)).isEmpty();
		assertThat(sweep.ran("t300-p100-a100", 238)).as("2.4 % below in the median").isEmpty();
		assertThat(facts.getProperty(SweepKeys.EMULATION_CORRECTED)).isNull();
		assertThat(sweep.cache().find(sweep.with()).orElseThrow().cpuWork()).isEqualTo(FOUND_CPU_WORK);
	}

	@Test
	void runsThatAllDriftedCorrectTheKnobsByTheirMedian() throws IOException, RunFailedException {
		final Properties facts = new Properties();
		final Reused sweep = reused(facts);

		assertThat(sweep.ran("t300-p100-a100", 214)).isEmpty();
		assertThat(sweep.ran("t10-p100-a100", 227)).isEmpty();
		final Optional<SweepSettings> corrected = sweep.ran("t100-p100-a100", 216);

		// the median run, t100's, and the median reference, also t100's
		final double expectedMs = 3.328 - (1000 / 216.0 - 1000 / 246.0);
		assertThat(ServerEmulation.millis(corrected.orElseThrow().board().cpuWork())).isCloseTo(expectedMs,
				within(0.001));
		assertThat(facts.getProperty(SweepKeys.EMULATION_CORRECTED)).contains("the median 12.2 % below");
		assertThat(sweep.cache().find(sweep.with()).orElseThrow().cpuWork())
			.isEqualTo(corrected.orElseThrow().board().cpuWork());
		assertThat(sweep.ran("t10-p100-a100", 150)).as("decided once").isEmpty();
	}

	/** A grid with one point that has a reference decides on its run. */
	@Test
	void aSweepWithFewerReferencedRunsDecidesOnThose() throws IOException, RunFailedException {
		final Properties facts = new Properties();
		final Reused sweep = reused(facts);

		assertThat(sweep.emulator()
			.correctDrift(sweep.settings(), sweep.run("t10-p100-a100", 200), List.of(runOf("t1-p100-a100")), facts))
			.as("11.3 % below, and no later run has a reference")
			.isPresent();
	}

	/**
	 * Knobs without references get them from the first run of each point of ten workers
	 * or more.
	 */
	@Test
	void theFirstRunsOnKnobsWithoutReferencesSetThem() throws IOException, RunFailedException {
		final Properties facts = new Properties();
		final Reused sweep = reused(facts, Map.of());

		assertThat(sweep.ran("t10-p100-a100", 231)).isEmpty();
		assertThat(sweep.ran("t1-p100-a100", 150)).isEmpty();
		assertThat(sweep.ran("t10-p100-a100", 150)).as("a repetition").isEmpty();
		assertThat(sweep.ran("t300-p100-a100", 238)).isEmpty();
		assertThat(sweep.cache().find(sweep.with()).orElseThrow().referencePeaks())
			.isEqualTo(Map.of("t10-p100-a100", 231.0, "t300-p100-a100", 238.0));
	}

	/** A sweep of the paper's grid that reused cached knobs with these references. */
	private Reused reused(final Properties facts) throws IOException, RunFailedException {
		return reused(facts, Map.of("t10-p100-a100", 261.0, "t100-p100-a100", 246.0, "t300-p100-a100", 243.0));
	}

	private Reused reused(final Properties facts, final Map<String, Double> references)
			throws IOException, RunFailedException {
		return reused(facts, references,
				SweepSettings.builder(Grid.paper(false)).emulation(ServerEmulation.PAPER).build());
	}

	private Reused reused(final Properties facts, final Map<String, Double> references, final SweepSettings asked)
			throws IOException, RunFailedException {
		final EmulationCache cache = new EmulationCache(this.dir.resolve("cache"));
		final Map<String, String> with = EmulationCache.measuredWith(asked, facts);
		cache.store(with, new EmulationEntry(FOUND_CPU_WORK, Duration.ZERO, List.of("a probe"), 191, 225,
				Instant.ofEpochMilli(ZERO_MS), references, 0));
		final SweepFolder folder = new SweepFolder(this.dir.resolve("out"));
		Files.createDirectories(folder.dir());
		final ServerEmulator emulator = new ServerEmulator(folder, progress, (settings) -> {
			throw new AssertionError("no probe: the knobs are cached");
		}, cache);
		return new Reused(emulator.emulate(asked, facts, Probing.DEFAULT), emulator, folder, cache, with, facts);
	}

	private record Reused(SweepSettings settings, ServerEmulator emulator, SweepFolder folder, EmulationCache cache,
			Map<String, String> with, Properties facts) {

		/**
		 * What the emulator makes of a complete run of {@code point} that served
		 * {@code peakOkPerS} in the burst's peak, with every point of the grid still to
		 * run after it.
		 */
		Optional<SweepSettings> ran(final String point, final int peakOkPerS) throws IOException {
			final List<RunId> later = settings.grid().points().stream().map((each) -> new RunId(each, 2)).toList();
			return emulator.correctDrift(settings, run(point, peakOkPerS), later, facts);
		}

		RunId run(final String point, final int peakOkPerS) throws IOException {
			final RunId run = runOf(point);
			writePeak(folder.run(run).dir(), peakOkPerS);
			return run;
		}

	}

	private static RunId runOf(final String point) {
		return new RunId(
				Grid.paper(false).points().stream().filter((each) -> each.id().equals(point)).findFirst().orElseThrow(),
				1);
	}

	/**
	 * A run that served {@code peakOkPerS} a second in the peak step (20-30 s), and 50 a
	 * second in the rest of the schedule.
	 */
	private static void writePeak(final Path run, final int peakOkPerS) throws IOException {
		final StringBuilder jtl = new StringBuilder("timeStamp,elapsed,success\n");
		for (int second = 0; second < 50; second++) {
			final int served = second >= 20 && second < 30 ? peakOkPerS : 50;
			for (int i = 0; i < served; i++) {
				jtl.append(ZERO_MS + second * 1000L + i).append(",5,true\n");
			}
		}
		Files.createDirectories(run);
		Files.writeString(run.resolve(RunFolder.SAMPLES_JTL), jtl);
	}

}
