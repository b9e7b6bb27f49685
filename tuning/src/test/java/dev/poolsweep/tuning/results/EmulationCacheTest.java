package dev.poolsweep.tuning.results;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Properties;

import dev.poolsweep.tuning.settings.Grid;
import dev.poolsweep.tuning.settings.ServerEmulation;
import dev.poolsweep.tuning.settings.SweepSettings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

class EmulationCacheTest {

	/** A sweep of the paper's grid that emulates the paper's server. */
	private static final SweepSettings PAPER = SweepSettings.builder(Grid.paper(false))
		.emulation(ServerEmulation.PAPER)
		.build();

	private static final Map<String, String> MEASURED_WITH = Map.of(SweepKeys.BOARD_JAR_SHA256, "ab12", SweepKeys.JAVA,
			"OpenJDK 64-Bit Server VM 25.0.3", SettingKeys.BOARD_CPUS, "0");

	@TempDir
	Path dir;

	@Test
	void whatWasStoredIsFoundWithTheSameValues() throws IOException {
		final EmulationCache cache = new EmulationCache(dir.resolve("poolsweep"));
		cache.store(MEASURED_WITH, found("3.553"));

		assertThat(cache.find(MEASURED_WITH)).hasValue(found("3.553"));
	}

	/**
	 * An equal board jar started with a cache of another training (200 requests rather
	 * than 10,000) compiles its request path at another time of the burst, so it probes
	 * again.
	 */
	@Test
	void knobsMeasuredWithACacheOfAnotherTrainingAreNotReused() throws IOException {
		final EmulationCache cache = new EmulationCache(dir);
		cache.store(EmulationCache.measuredWith(PAPER, built("cd34", "0b77")), found("3.553"));

		assertThat(cache.find(EmulationCache.measuredWith(PAPER, built("cd34", "0b77")))).hasValue(found("3.553"));
		assertThat(cache.find(EmulationCache.measuredWith(PAPER, built("ef56", "8474")))).isEmpty();
	}

	/**
	 * Every build trains a new cache, whose bytes differ from the last one's: the knobs
	 * hold for it when the same training made it (./mvnw verify between two runs).
	 */
	@Test
	void knobsMeasuredWithAnotherCacheOfTheSameTrainingAreReused() throws IOException {
		final EmulationCache cache = new EmulationCache(dir);
		cache.store(EmulationCache.measuredWith(PAPER, built("cd34", "0b77")), found("3.553"));

		assertThat(cache.find(EmulationCache.measuredWith(PAPER, built("cd34", "8474")))).hasValue(found("3.553"));
	}

	/** A user who updated the JDK and the board sees why the machine is probed again. */
	@Test
	void saysWhatTheClosestEntryOfThisMachineWasFoundWith() throws IOException {
		final EmulationCache cache = new EmulationCache(dir);
		final Properties before = built("cd34", "0b77");
		before.setProperty(SweepKeys.HOST_NAME, "lab-1");
		before.setProperty(SweepKeys.JAVA, "OpenJDK 64-Bit Server VM 25.0.2");
		cache.store(EmulationCache.measuredWith(PAPER, before), found("3.553"));
		final Properties elsewhere = new Properties();
		elsewhere.putAll(before);
		elsewhere.setProperty(SweepKeys.HOST_NAME, "lab-2");
		cache.store(EmulationCache.measuredWith(PAPER, elsewhere), found("3.553"));
		final Properties updated = new Properties();
		updated.putAll(before);
		updated.setProperty(SweepKeys.JAVA, "OpenJDK 64-Bit Server VM 25.0.3");
		updated.setProperty(SweepKeys.BOARD_JAR_SHA256, "ff00");

		assertThat(cache.closestMiss(EmulationCache.measuredWith(PAPER, updated)))
			.hasValue("another board jar and JDK");
		updated.setProperty(SweepKeys.HOST_NAME, "lab-3");
		assertThat(cache.closestMiss(EmulationCache.measuredWith(PAPER, updated))).as("a machine with no entry")
			.isEmpty();
		assertThat(new EmulationCache(dir.resolve("none")).closestMiss(EmulationCache.measuredWith(PAPER, before)))
			.isEmpty();
	}

	/** A board build's facts: one jar, the cache's training and the cache's own bytes. */
	private static Properties built(final String training, final String cache) {
		final Properties facts = new Properties();
		facts.setProperty(SweepKeys.BOARD_JAR_SHA256, "ab12");
		facts.setProperty(SweepKeys.BOARD_AOT_TRAINING_SHA256, training);
		facts.setProperty(SweepKeys.BOARD_AOT_CACHE_SHA256, cache);
		return facts;
	}

	@Test
	void theReferencesOfTheFirstRunsOfEachPointAreKeptToo() throws IOException {
		final EmulationCache cache = new EmulationCache(dir);
		final EmulationEntry checked = found("3.553").withReferencePeak("t10-p100-a100", 204.5)
			.withReferencePeak("t300-p100-a100", 199.0);
		cache.store(MEASURED_WITH, checked);

		assertThat(cache.find(MEASURED_WITH)).hasValue(checked);
		assertThat(Files.readString(cache.file(MEASURED_WITH))).contains(
				"emulation.reference_peak_ok_per_s.t10-p100-a100=204.5",
				"emulation.reference_peak_ok_per_s.t300-p100-a100=199.0");
	}

	/**
	 * An entry as the harness has written them since the cache exists: one from
	 * ~/.cache/poolsweep after a reproduce --quick, with the one reference that its first
	 * run at ten workers added before references were kept per point, which is left out.
	 * Its keys are those of sweep.properties.
	 */
	@Test
	void anEntryWrittenByEarlierSweepsLoads() throws IOException {
		final EmulationCache cache = new EmulationCache(dir);
		final StringBuilder with = new StringBuilder();
		MEASURED_WITH.forEach((key, value) -> with.append("with.").append(key).append('=').append(value).append('\n'));
		Files.writeString(cache.file(MEASURED_WITH),
				"""
						board_cpu_work_ms=3.34
						board_db_hold_ms=0
						created_ms=1795729183054
						emulation.probe.1=cpu-work 3.539 ms, db-hold 0.000 ms\\: one worker 170.0/s (-8.6 %), ten 202.5/s (-4.0 %)
						emulation.probe.2=cpu-work 3.340 ms, db-hold 0.000 ms\\: one worker 186.0/s (+0.0 %), ten 214.0/s (+1.4 %)
						emulation.reference_peak_ok_per_s=207.0
						saturated.one_worker_ok_per_s=186.0
						saturated.ten_workers_ok_per_s=214.0
						"""
						+ with);

		assertThat(cache.find(MEASURED_WITH)).hasValue(new EmulationEntry(Duration.ofNanos(3_340_000), Duration.ZERO,
				List.of("cpu-work 3.539 ms, db-hold 0.000 ms: one worker 170.0/s (-8.6 %), ten 202.5/s (-4.0 %)",
						"cpu-work 3.340 ms, db-hold 0.000 ms: one worker 186.0/s (+0.0 %), ten 214.0/s (+1.4 %)"),
				186.0, 214.0, Instant.ofEpochMilli(1795729183054L), Map.of(), 0));
	}

	/**
	 * Knobs fitted from three probes that missed: kept as such, and a sweep that reuses
	 * them says so in its facts, where a reading of one probe leaves no such key.
	 */
	@Test
	void knobsFittedFromProbesAreKeptAndReusedAsFitted() throws IOException {
		final EmulationCache cache = new EmulationCache(dir);
		final EmulationEntry fitted = new EmulationEntry(Duration.ofNanos(3_383_000), Duration.ZERO,
				List.of("probe 1", "probe 2", "probe 3", "fitted from the 3 probes"), 183.1, 214.6,
				Instant.ofEpochMilli(1_795_729_183_054L), Map.of(), 3);
		cache.store(MEASURED_WITH, fitted);
		final Properties facts = new Properties();

		assertThat(cache.find(MEASURED_WITH)).hasValue(fitted);
		fitted.recordReuse(facts, cache.file(MEASURED_WITH));
		assertThat(facts.getProperty(SweepKeys.SATURATED_FITTED_FROM_PROBES)).isEqualTo("3");
		found("3.340").recordReuse(facts, cache.file(MEASURED_WITH));
		assertThat(facts).doesNotContainKey(SweepKeys.SATURATED_FITTED_FROM_PROBES);
	}

	@Test
	void aGarbledEntryIsNotUsed() throws IOException {
		final EmulationCache cache = new EmulationCache(dir);
		cache.store(MEASURED_WITH, found("3.553"));
		final Path file = cache.file(MEASURED_WITH);
		Files.writeString(file, Files.readString(file).replace("saturated.one_worker_ok_per_s=186.0", ""));

		assertThat(cache.find(MEASURED_WITH)).as("the probes run again").isEmpty();
	}

	@Test
	void anotherBoardJarJdkOrPinningFindsNothing() throws IOException {
		final EmulationCache cache = new EmulationCache(dir);
		cache.store(MEASURED_WITH, found("3.553"));

		for (final String key : MEASURED_WITH.keySet()) {
			final Map<String, String> other = new java.util.HashMap<>(MEASURED_WITH);
			other.put(key, "something else");
			assertThat(cache.find(other)).as(key).isEmpty();
		}
	}

	@Test
	void aNewerMeasurementReplacesTheOlder() throws IOException {
		final EmulationCache cache = new EmulationCache(dir);
		cache.store(MEASURED_WITH, found("3.553"));
		cache.store(MEASURED_WITH, found("3.476"));

		assertThat(cache.find(MEASURED_WITH).orElseThrow().cpuWork()).isEqualTo(Duration.ofNanos(3_476_000));
		assertThat(dir).isDirectoryContaining(path -> path.getFileName().toString().startsWith("emulation-"));
	}

	@Test
	void anEntryThatDoesNotSayWhatItWasMeasuredWithIsNotUsed() throws IOException {
		final EmulationCache cache = new EmulationCache(dir);
		Files.writeString(cache.file(MEASURED_WITH), SettingKeys.BOARD_CPU_WORK_MS + "=3.553\n");

		assertThat(cache.find(MEASURED_WITH)).isEmpty();
	}

	@Test
	void noDirectoryFindsNothing() {
		assertThat(new EmulationCache(dir.resolve("absent")).find(MEASURED_WITH)).isEmpty();
	}

	private static EmulationEntry found(final String cpuWorkMs) {
		return new EmulationEntry(Duration.ofNanos(Math.round(Double.parseDouble(cpuWorkMs) * 1e6)), Duration.ZERO,
				List.of("cpu-work " + cpuWorkMs
						+ " ms, db-hold 0.000 ms: one worker 186.0/s (+0.0 %), ten 214.0/s (+1.4 %)"),
				186.0, 214.0, Instant.ofEpochMilli(1_795_729_183_054L), Map.of(), 0);
	}

}
