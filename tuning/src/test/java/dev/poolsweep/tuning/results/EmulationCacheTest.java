package dev.poolsweep.tuning.results;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

class EmulationCacheTest {

	private static final Map<String, String> MEASURED_WITH = Map.of(SweepKeys.BOARD_JAR_SHA256, "ab12", SweepKeys.JAVA,
			"OpenJDK 64-Bit Server VM 25.0.3", SettingKeys.BOARD_CPUS, "0");

	@TempDir
	Path dir;

	@Test
	void whatWasStoredIsFoundWithTheSameValues() throws IOException {
		final EmulationCache cache = new EmulationCache(dir.resolve("poolsweep"));
		cache.store(MEASURED_WITH, found("3.553"));

		assertThat(cache.find(MEASURED_WITH)).hasValueSatisfying(
				entry -> assertThat(entry.getProperty(SettingKeys.BOARD_CPU_WORK_MS)).isEqualTo("3.553"));
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

		assertThat(cache.find(MEASURED_WITH).orElseThrow().getProperty(SettingKeys.BOARD_CPU_WORK_MS))
			.isEqualTo("3.476");
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

	private static Properties found(final String cpuWorkMs) {
		final Properties found = new Properties();
		found.setProperty(SettingKeys.BOARD_CPU_WORK_MS, cpuWorkMs);
		found.setProperty(SettingKeys.BOARD_DB_HOLD_MS, "0");
		return found;
	}

}
