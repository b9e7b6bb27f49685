package dev.poolsweep.tuning.generator.vegeta;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.poolsweep.tuning.errors.RunFailedException;
import dev.poolsweep.tuning.generator.ClosedWorkload;
import dev.poolsweep.tuning.generator.GeneratorRun;
import dev.poolsweep.tuning.generator.RunWatch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * vegeta sends closed.jmx's workload: one worker a client, unpaced, exactly clients x
 * loops requests, kept-alive HTTP/1.1, pinned where JMeter runs; a request's time-out the
 * run's own (10 x (3 s + 10 s) + 120 s), as vegeta has no time-out for each read.
 */
class VegetaTest {

	private static final ClosedWorkload WORKLOAD = new ClosedWorkload(18080, "/payload/index.html", 1000, 10,
			Duration.ofSeconds(3), Duration.ofSeconds(10));

	@Test
	void theAttackIsOneUnpacedWorkerAClientPinnedWhereJmeterRuns() {
		final List<String> command = new Vegeta(Path.of("/opt/vegeta"), "1").attackCommand(WORKLOAD, Path.of("t.txt"),
				Path.of("r.bin"));
		assertThat(command).startsWith("taskset", "-c", "1", "/opt/vegeta", "attack")
			.contains("-lazy", "-targets=t.txt", "-rate=0", "-workers=1000", "-max-workers=1000", "-connections=1000",
					"-keepalive=true", "-http2=false", "-max-body=0", "-timeout=250s", "-output=r.bin");
		assertThat(new Vegeta(Path.of("/opt/vegeta"), "").attackCommand(WORKLOAD, Path.of("t.txt"), Path.of("r.bin")))
			.as("not pinned")
			.startsWith("/opt/vegeta", "attack");
	}

	/**
	 * A run: the attack, then its results encoded as CSV and read back, every request
	 * asked a sample; a count that is not clients x loops fails the run. A stand-in for
	 * the binary replays a real attack's results (12 requests).
	 */
	@Test
	void aRunReadsEveryRequestAskedAndFailsOnAnyOtherCount(@TempDir final Path dir) throws Exception {
		final Path binary = dir.resolve("vegeta");
		final Path replayed = Path.of(VegetaTest.class.getResource("/vegeta/small-4-workers.csv").toURI());
		Files.writeString(binary,
				String.join("\n", "#!/bin/sh",
						"case $1 in attack) for a; do case $a in -output=*) : > \"${a#-output=}\";; esac; done;;",
						"encode) cp '" + replayed + "' \"$5\";; esac", ""));
		assertThat(binary.toFile().setExecutable(true)).isTrue();
		final Vegeta vegeta = new Vegeta(binary, "");
		final ClosedWorkload twelve = new ClosedWorkload(1, "/", 4, 3, Duration.ofSeconds(1), Duration.ofSeconds(1));
		final GeneratorRun run = vegeta.run(twelve, dir.resolve("vegeta.csv"), dir.resolve("vegeta.log"),
				RunWatch.NONE);
		assertThat(run.samples()).hasSize(12);
		assertThat(run.cpuSeconds()).isNotNegative();
		assertThat(dir.resolve("vegeta.csv.targets")).as("the target list removed").doesNotExist();
		final ClosedWorkload eight = new ClosedWorkload(1, "/", 4, 2, Duration.ofSeconds(1), Duration.ofSeconds(1));
		assertThatThrownBy(() -> vegeta.run(eight, dir.resolve("eight.csv"), dir.resolve("eight.log"), RunWatch.NONE))
			.isInstanceOf(RunFailedException.class)
			.hasMessageContaining("12 results to eight.csv, not the 8 requests asked");
	}

	/**
	 * The attack ends when the lazily read list does: its length is the request count.
	 */
	@Test
	void theTargetsAreExactlyClientsTimesLoopsGetsOfTheFile(@TempDir final Path dir) throws IOException {
		final Path targets = dir.resolve("targets");
		Vegeta.writeTargets(WORKLOAD, targets);
		assertThat(Files.readAllLines(targets)).hasSize(10_000)
			.containsOnly("GET http://127.0.0.1:18080/payload/index.html");
	}

}
