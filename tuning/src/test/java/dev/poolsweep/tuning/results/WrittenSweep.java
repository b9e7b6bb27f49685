package dev.poolsweep.tuning.results;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;

import dev.poolsweep.db.MySqlServer;
import dev.poolsweep.tuning.analysis.SweepFixture;
import dev.poolsweep.tuning.board.BoardDatabase;
import dev.poolsweep.tuning.jmeter.JmeterInstall;
import dev.poolsweep.tuning.process.CpuPinning;
import dev.poolsweep.tuning.settings.Capacity;
import dev.poolsweep.tuning.settings.SweepSettings;
import dev.poolsweep.tuning.sweep.HostFacts;
import dev.poolsweep.tuning.sweep.SweepFile;
import dev.poolsweep.tuning.sweep.Tools;

/**
 * A results folder written by the runner's own writers (sweep.properties with the host
 * facts and a calibration, point.properties, outcome.properties, jmx.csv): one complete
 * run, one failed, one interrupted.
 */
final class WrittenSweep {

	static final String PROFILE = "const(4,3s) const(12,3s) const(4,6s)";

	static final String REASON = "board exited with code 1 before it was ready";

	static final Capacity CAPACITY = new Capacity(180.5, 1.0, 500,
			List.of("20 rps: sent 20.0/s (100.0 %), ok 20.0/s, p99 9 ms, 0 errors, ok",
					"30 rps: sent 29.8/s (99.3 %), ok 29.8/s, p99 9 ms, 0 errors, over"));

	private WrittenSweep() {
	}

	/** Writes the folder; returns the sweep as sweep.properties records it. */
	static SweepSettings write(final Path out) throws IOException {
		final SweepFixture fixture = new SweepFixture(out);
		final SweepFixture.Run ok = fixture.run(10, 1, PROFILE);
		ok.writeOk();
		fixture.run(10, 2, PROFILE).writeFailed(REASON);
		fixture.run(10, 3, PROFILE).writeIncomplete();
		final SweepSettings sweep = ok.sweep().withCapacity(CAPACITY);
		SweepFile.write(out, sweep, facts(out));
		return sweep;
	}

	private static Properties facts(final Path out) throws IOException {
		final Path jar = Files.writeString(out.resolve("board.jar"), "");
		final JmeterInstall jmeter = new JmeterInstall(out, out.resolve("ApacheJMeter.jar"), out);
		final Tools tools = new Tools("java", jar, jmeter, 0);
		final Properties facts = HostFacts.collect(tools, new BoardDatabase(new StubServer()),
				new CpuPinning("0", "1"));
		facts.setProperty(SweepKeys.CALIBRATION_WARMUP_MS, "15000");
		facts.setProperty(SweepKeys.CALIBRATION_WARMUP_RATE_USED, "4.0");
		return facts;
	}

	private static final class StubServer implements MySqlServer {

		@Override
		public String jdbcUrl() {
			return "jdbc:mysql://127.0.0.1:3306/board";
		}

		@Override
		public String username() {
			return "board";
		}

		@Override
		public String password() {
			return "";
		}

		@Override
		public String description() {
			return "external jdbc:mysql://127.0.0.1:3306/board";
		}

		@Override
		public void close() {
		}

	}

}
