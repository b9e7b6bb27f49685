package dev.poolsweep.tuning.results;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Properties;

import dev.poolsweep.db.MySqlServer;
import dev.poolsweep.tuning.analysis.SweepFixture;
import dev.poolsweep.tuning.app.AppDatabase;
import dev.poolsweep.tuning.app.AppUnderTest;
import dev.poolsweep.tuning.app.Board;
import dev.poolsweep.tuning.app.FakeBootJar;
import dev.poolsweep.tuning.app.Readiness;
import dev.poolsweep.tuning.generator.GeneratorSetup;
import dev.poolsweep.tuning.generator.LoadGenerator;
import dev.poolsweep.tuning.plan.LoadSettings;
import dev.poolsweep.tuning.process.CpuPinning;
import dev.poolsweep.tuning.settings.AppSettings;
import dev.poolsweep.tuning.settings.Capacity;
import dev.poolsweep.tuning.settings.Defaults;
import dev.poolsweep.tuning.settings.SweepSettings;
import dev.poolsweep.tuning.sweep.HostFacts;
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
			List.of("20 rps: sent on time 20.0/s (100.0 %), ok 20.0/s, p99 9 ms, 0 errors, ok",
					"30 rps: sent on time 29.8/s (99.3 %), ok 29.8/s, p99 9 ms, 0 errors, over"));

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

	/**
	 * The same for a sweep of another application (--app, a stand-in Spring Boot jar),
	 * without HikariCP; no calibration.
	 */
	static SweepSettings writeApp(final Path out) throws IOException {
		final Path jar = out.resolve("app.jar");
		Files.createDirectories(out);
		final Path resetSql = Files.writeString(out.resolve("reset.sql"), "DELETE FROM item WHERE id > 10;\n");
		final AppSettings app = new AppSettings(jar, List.of("--spring.profiles.active=mysql"),
				List.of("-Dfile.encoding=UTF-8"), resetSql);
		final SweepFixture fixture = new SweepFixture(out).app(app);
		final SweepFixture.Run ok = fixture.run(10, 1, PROFILE).withoutHikari();
		ok.writeOk();
		FakeBootJar.write(jar, "4.0.3", "tomcat-embed-core-11.0.18.jar");
		final SweepSettings sweep = ok.sweep();
		SweepFile.write(out, sweep, facts(out, sweep));
		return sweep;
	}

	private static Properties facts(final Path out) throws IOException {
		Files.writeString(out.resolve("board.jar"), "");
		return facts(out, null);
	}

	/** The host facts of a sweep of {@code sweep}'s application, else of the board. */
	private static Properties facts(final Path out, final SweepSettings sweep) throws IOException {
		final Tools tools = new Tools("java", out.resolve("board.jar"), NO_GENERATOR, 0);
		final AppUnderTest app = sweep != null ? tools.appUnderTest(sweep)
				: new Board(out.resolve("board.jar"), Defaults.board(Duration.ZERO, Duration.ZERO));
		final Properties facts = HostFacts.collect(tools, app, Readiness.of(app.hasActuator(), "/items"),
				new AppDatabase(new StubServer()), new CpuPinning("0", "1"));
		facts.setProperty(SweepKeys.CALIBRATION_WARMUP_MS, "15000");
		facts.setProperty(SweepKeys.CALIBRATION_WARMUP_RATE_USED, "4.0");
		return facts;
	}

	/**
	 * The facts the harness records in sweep.properties for {@code sweep} run with
	 * {@code tools}: the host's, the application's and the load generator's (on a
	 * stand-in database, JMeter on CPU 1).
	 */
	static Properties facts(final Tools tools, final SweepSettings sweep) {
		final AppUnderTest app = tools.appUnderTest(sweep);
		final CpuPinning pinning = new CpuPinning("0", "1");
		final Properties facts = HostFacts.collect(tools, app, Readiness.of(app.hasActuator(), "/items"),
				new AppDatabase(new StubServer()), pinning);
		facts.putAll(tools.generator().on(pinning.jmeterCpus()).facts(sweep.load()));
		return facts;
	}

	/** The host facts need no load generator. */
	private static final GeneratorSetup NO_GENERATOR = new GeneratorSetup() {

		@Override
		public void check(final LoadSettings load, final boolean steadyToo) {
		}

		@Override
		public void checkClosed() {
		}

		@Override
		public LoadGenerator on(final String cpus) {
			throw new UnsupportedOperationException("no runs here");
		}

	};

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
