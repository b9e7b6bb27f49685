package dev.poolsweep.tuning.cli.preset;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;

import dev.poolsweep.tuning.PoolsweepCommand;
import dev.poolsweep.tuning.cli.CommandSettings;
import dev.poolsweep.tuning.plan.LoadSettings;
import dev.poolsweep.tuning.settings.Point;
import dev.poolsweep.tuning.settings.SweepSettings;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import static org.assertj.core.api.Assertions.assertThat;

/** What each preset asks of a sweep. */
class PresetsTest {

	private static SweepSettings preset(final String... args) {
		return CommandSettings.of(args);
	}

	@Test
	void poolVariesMaxTotalWithTheDatabaseHeld() {
		final SweepSettings sweep = preset("pool");
		assertThat(sweep.grid().points()).extracting(Point::id)
			.containsExactly("t100-p1-a100", "t100-p2-a100", "t100-p5-a100", "t100-p10-a100", "t100-p100-a100");
		assertThat(sweep.board().dbHold()).isEqualTo(Duration.ofMillis(20));
		assertThat(sweep.repeat()).isEqualTo(3);
		assertThat(sweep.load().loadProfile()).isEqualTo(LoadSettings.PAPER);
		assertThat(sweep.load().warmup()).isEqualTo(Duration.ofSeconds(15));
		assertThat(sweep.load().keepAlive()).isTrue();
	}

	@Test
	void quickIsOneRepetitionOfTheBurstWithFiveSecondSteps() {
		final SweepSettings sweep = preset("pool", "--quick", "--experiment-db-hold", "10ms");
		assertThat(sweep.repeat()).isEqualTo(1);
		assertThat(sweep.load().loadProfile())
			.hasToString("const(50,5s) const(100,5s) const(300,5s) const(100,5s) const(50,5s)");
		assertThat(sweep.load().warmup()).isEqualTo(Duration.ofSeconds(5));
		assertThat(sweep.board().dbHold()).as("the option over the preset's").isEqualTo(Duration.ofMillis(10));
		assertThat(preset("pool", "--quick", "--repeat", "3").repeat()).isEqualTo(3);
		assertThat(preset("pool", "--quick", "--tail", "30s").load().loadProfile())
			.hasToString("const(50,5s) const(100,5s) const(300,5s) const(100,5s) const(50,25s)");
	}

	@Test
	void backlogBoundsConnectionsAndConnectsForEveryRequest() {
		final SweepSettings sweep = preset("backlog");
		assertThat(sweep.grid().points()).extracting(Point::id)
			.containsExactly("t10-p100-a1-c10-k0", "t10-p100-a10-c10-k0", "t10-p100-a100-c10-k0",
					"t10-p100-a1000-c10-k0");
		assertThat(sweep.load().keepAlive()).isFalse();
		assertThat(sweep.load().responseTimeoutMs()).isEqualTo(2000);
		assertThat(sweep.load().maxInFlight()).as("300/s x (3 s to connect + 2 s to answer)").isEqualTo(1500);
		assertThat(sweep.board().dbHold()).isEqualTo(Duration.ofMillis(50));
	}

	@Test
	void keepaliveCrossesTheClientWithTomcatsTimeout() {
		assertThat(preset("keepalive").grid().points()).extracting(Point::id)
			.containsExactly("t10-p100-a100-c10-k1-i5000", "t10-p100-a100-c10-k1-i60000", "t10-p100-a100-c10-k0-i5000",
					"t10-p100-a100-c10-k0-i60000");
		assertThat(preset("keepalive", "--max-keep-alive-requests", "1,100").grid().points()).hasSize(8);
	}

	@Test
	void spareComparesTenSpareThreadsWithAll() {
		final SweepSettings sweep = preset("spare");
		assertThat(sweep.grid().points()).extracting(Point::id)
			.containsExactly("t100-p100-a100-s10", "t100-p100-a100-s100", "t300-p100-a100-s10", "t300-p100-a100-s300");
		assertThat(sweep.board().cpuWork()).isEqualTo(Duration.ofMillis(4));
	}

	@Test
	void virtualPutsVirtualThreadsBesidePlatformThreads() {
		final SweepSettings sweep = preset("virtual", "--paper-semantics");
		assertThat(sweep.grid().points()).extracting(Point::id)
			.containsExactly("t10-p10-a100-c10-v0", "t10-p10-a100-c10-v1", "t10-p100-a100-c10-v0",
					"t10-p100-a100-c10-v1");
	}

	@Test
	void theHelpNamesEveryPreset() {
		final StringWriter out = new StringWriter();
		final CommandLine line = PoolsweepCommand.commandLine();
		line.setOut(new PrintWriter(out));
		line.execute("--help");
		assertThat(out.toString()).contains("pool", "backlog", "keepalive", "spare", "virtual");
	}

}
