package dev.poolsweep.jmeter.arrivals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

class StartSignalTest {

	@TempDir
	Path dir;

	@Test
	void startsAtTheInstantGivenEvenWhenItHasPassedElseAtOnce() {
		assertThat(StartSignal.startOf(10_250, 0)).isEqualTo(10_250);
		assertThat(StartSignal.startOf(10_250, 12_500)).isEqualTo(12_500);
		assertThat(StartSignal.startOf(10_250, 10_000)).as("one clock for every engine").isEqualTo(10_000);
	}

	@Test
	void readsTheTimersProperties() {
		assertThat(StartSignal.of("", "", 9)).isEqualTo(new StartSignal(0, null, 9));
		assertThat(StartSignal.of(" 12500 ", " /tmp/go ", 9)).isEqualTo(new StartSignal(12_500, Path.of("/tmp/go"), 9));
	}

	@Test
	void waitsForTheFileThenStartsAtOnce() throws Exception {
		final Path file = dir.resolve("start");
		final AtomicLong clock = new AtomicLong(10_250);
		final Thread harness = new Thread(() -> {
			try {
				Thread.sleep(50);
				clock.set(11_400);
				Files.createFile(file);
			}
			catch (Exception e) {
				throw new IllegalStateException(e);
			}
		});
		harness.start();
		final long start = new StartSignal(0, file, 10_000).await(clock::get);
		harness.join();
		assertThat(start).as("when the file appeared").isEqualTo(11_400);
	}

	@Test
	void keepsTheInstantGivenOnceTheFileIsThere() throws Exception {
		final Path file = Files.createFile(dir.resolve("start"));
		assertThat(new StartSignal(12_500, file, 10_000).await(() -> 10_250)).isEqualTo(12_500);
	}

	@Test
	void givesUpWhenTheFileNeverAppears() {
		final AtomicLong clock = new AtomicLong();
		assertThatIllegalStateException()
			.isThrownBy(() -> new StartSignal(0, dir.resolve("never"), 100).await(() -> clock.addAndGet(30)))
			.withMessageContaining("did not appear within 100 ms");
	}

}
