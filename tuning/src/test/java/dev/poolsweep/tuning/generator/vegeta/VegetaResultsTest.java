package dev.poolsweep.tuning.generator.vegeta;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.poolsweep.tuning.analysis.series.Sample;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * vegeta's results, as {@code vegeta encode -to csv} wrote them for two real attacks
 * (vegeta v12.13.0, -lazy, -rate=0, -max-body=0): 12 GETs of a 19-byte file by 4 workers,
 * and 3 GETs of a port nobody listened on by 2 workers. Each ended with results that are
 * no requests: "no targets to attack".
 */
class VegetaResultsTest {

	@Test
	void everyRequestIsASampleAndTheEndOfTheTargetsIsNone() throws Exception {
		final List<Sample> samples = VegetaResults.read(resource("small-4-workers.csv"));
		assertThat(samples).hasSize(12).allSatisfy(sample -> {
			assertThat(sample.success()).isTrue();
			assertThat(sample.responseCode()).isEqualTo("200");
		});
		// 1795769853680426332 ns, latency 28841391 ns: from ms ...680 to ms ...709
		assertThat(samples.getFirst().startMs()).isEqualTo(1_795_769_853_680L);
		assertThat(samples.getFirst().elapsedMs()).isEqualTo(29);
		// 1795769853711610644 ns, latency 2934161 ns: from ms ...711 to ms ...714
		assertThat(samples.get(4).startMs()).isEqualTo(1_795_769_853_711L);
		assertThat(samples.get(4).elapsedMs()).isEqualTo(3);
	}

	@Test
	void aRequestWithoutResponseFailsWithVegetasError() throws Exception {
		final List<Sample> samples = VegetaResults.read(resource("refused-2-workers.csv"));
		assertThat(samples).hasSize(3).allSatisfy(sample -> {
			assertThat(sample.success()).isFalse();
			assertThat(sample.responseCode()).isEmpty();
			assertThat(sample.message()).contains("connect: connection refused");
		});
	}

	/**
	 * A response time is read off a millisecond clock at both ends, as JMeter's: 0.2 ms
	 * across a ms boundary is 1 ms, within one is 0; an error status fails.
	 */
	@Test
	void responseTimesAreWholeMillisecondsOfBothEnds(@TempDir final Path dir) throws IOException {
		final Path csv = dir.resolve("vegeta.csv");
		Files.writeString(csv,
				String.join("\n", "1000900000,200,200000,0,0,,,,0,GET,http://127.0.0.1:1/a,",
						"1000100000,200,200000,0,0,,,,1,GET,http://127.0.0.1:1/a,",
						"1000100000,503,200000,0,0,503 Service Unavailable,,,2,GET,http://127.0.0.1:1/a,", ""));
		final List<Sample> samples = VegetaResults.read(csv);
		assertThat(samples).extracting(Sample::elapsedMs).containsExactly(1L, 0L, 0L);
		assertThat(samples).extracting(Sample::success).containsExactly(true, true, false);
		assertThat(samples.get(2).responseCode()).isEqualTo("503");
	}

	@Test
	void aFileThatIsNotVegetasIsAnError(@TempDir final Path dir) throws IOException {
		final Path jtl = dir.resolve("samples.jtl");
		Files.writeString(jtl, "timeStamp,elapsed,label,responseCode\n1000,5,GET,200\n");
		assertThatThrownBy(() -> VegetaResults.read(jtl)).isInstanceOf(IOException.class)
			.hasMessageContaining("not vegeta's");
	}

	private static Path resource(final String name) throws URISyntaxException {
		return Path.of(VegetaResultsTest.class.getResource("/vegeta/" + name).toURI());
	}

}
