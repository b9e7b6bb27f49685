package dev.poolsweep.jmeter.arrivals;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

class ArrivalCountsTest {

	@Test
	void writesOneLinePerSecondWithTheMostClientsSeenInIt(@TempDir final Path dir) throws Exception {
		final ArrivalCounts counts = new ArrivalCounts(3);
		counts.sent(0, 1);
		counts.sent(0, 2);
		counts.neverSent(1, 5);
		counts.sent(1, 4);
		counts.markAtBound(1);
		final Path file = dir.resolve("arrivals.csv");

		counts.write(file);

		assertThat(Files.readAllLines(file)).containsExactly(ArrivalCounts.HEADER, "0,2,2,0,2,0", "1,2,1,1,5,1",
				"2,0,0,0,0,0");
		assertThat(counts.sent()).isEqualTo(3);
		assertThat(counts.neverSent()).isEqualTo(1);
		try (var files = Files.list(dir)) {
			assertThat(files).containsExactly(file);
		}
	}

	@Test
	void theLogLineSaysWhyARequestWasNeverSent() {
		final ArrivalCounts counts = new ArrivalCounts(1);
		counts.sent(0, 1);
		counts.neverSent(0, 1);

		assertThat(counts.summary(4)).isEqualTo("1 handed to clients, 1 never sent (not sent within the patience: "
				+ "the bound reached, or no client took it), 4 clients");
	}

	@Test
	void enginesThatShareTheScheduleWriteAFileEach() {
		final Path file = Path.of("run", "arrivals.csv");
		assertThat(ArrivalCounts.fileOf(file, EngineShare.ALONE)).isEqualTo(file);
		assertThat(ArrivalCounts.fileOf(file, new EngineShare(1, 3)))
			.isEqualTo(Path.of("run", "arrivals.engine-2-of-3.csv"));
	}

}
