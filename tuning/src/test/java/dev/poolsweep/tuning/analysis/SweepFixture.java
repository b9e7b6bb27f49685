package dev.poolsweep.tuning.analysis;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntToLongFunction;

import dev.poolsweep.tuning.analysis.series.JtlFile;
import dev.poolsweep.tuning.analysis.series.Sample;
import dev.poolsweep.tuning.app.AppPorts;
import dev.poolsweep.tuning.generator.Engine;
import dev.poolsweep.tuning.generator.GeneratorRun;
import dev.poolsweep.tuning.jmx.JmxRow;
import dev.poolsweep.tuning.plan.LoadPlans;
import dev.poolsweep.tuning.plan.LoadProfile;
import dev.poolsweep.tuning.plan.LoadSettings;
import dev.poolsweep.tuning.plan.Request;
import dev.poolsweep.tuning.settings.AppSettings;
import dev.poolsweep.tuning.results.JmxColumns;
import dev.poolsweep.tuning.settings.PointId;
import dev.poolsweep.tuning.results.ResultsFolder;
import dev.poolsweep.tuning.results.RunFolder;
import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.knob.Server;
import dev.poolsweep.tuning.settings.BoardSettings;
import dev.poolsweep.tuning.settings.Defaults;
import dev.poolsweep.tuning.settings.Grid;
import dev.poolsweep.tuning.settings.RunId;
import dev.poolsweep.tuning.settings.SweepSettings;
import dev.poolsweep.tuning.sweep.Outcome;
import dev.poolsweep.tuning.sweep.PointFile;

/**
 * Writes run folders for tests the way a sweep does: point.properties, outcome.properties
 * and jmx.csv through the runner's own writers (so the analysis reads what the runner
 * writes), samples.jtl as JMeter writes it: every second of the schedule gets exactly its
 * target rate of requests (rates must be whole numbers), each with the response time the
 * test gives for that second.
 */
public final class SweepFixture {

	public static final long ZERO_MS = 1_700_000_000_000L;

	public static final String JTL_HEADER = "timeStamp,elapsed,label,responseCode,responseMessage,threadName,dataType,"
			+ "success,failureMessage,bytes,sentBytes,grpThreads,allThreads,URL,Latency,IdleTime,Connect";

	/** What the sampler names when an application has no HikariCP pool. */
	public static final String HIKARI_MBEAN = "com.zaxxer.hikari:type=Pool (poolsweep)";

	/** The header the runner's sampler writes. */
	public static final String JMX_HEADER = JmxRow.HEADER;

	private final Path out;

	private AppSettings app;

	private Server server = Server.TOMCAT;

	public SweepFixture(final Path out) {
		this.out = out;
	}

	/**
	 * Makes every run one of this application, not the board, with GET /items its
	 * request.
	 */
	public SweepFixture app(final AppSettings settings) {
		this.app = settings;
		return this;
	}

	/** Makes every run one of the board on {@code server} (Tomcat unless given). */
	public SweepFixture on(final Server onServer) {
		this.server = onServer;
		return this;
	}

	public Run run(final int maxThreads, final int repetition, final String loadProfile) {
		final String pointId = server == Server.TOMCAT ? PointId.of(maxThreads, 100, 100, null, null)
				: grid(maxThreads).points().getFirst().id();
		return new Run(pointId, maxThreads, repetition, loadProfile);
	}

	/**
	 * The grid of one point: maxThreads, maxTotal 100, acceptCount 100 on Tomcat; on
	 * another server that server, and acceptCount its own.
	 */
	private Grid grid(final int maxThreads) {
		return server == Server.TOMCAT
				? new Grid(Map.of(Knob.MAX_THREADS, List.of(maxThreads), Knob.MAX_TOTAL, List.of(100),
						Knob.ACCEPT_COUNT, List.of(100)), false)
				: new Grid(Map.of(Knob.MAX_THREADS, List.of(maxThreads), Knob.MAX_TOTAL, List.of(100), Knob.SERVER,
						List.of(server.ordinal())), false);
	}

	public final class Run {

		private final String pointId;

		private final int maxThreads;

		private final int repetition;

		private final String loadProfile;

		private IntToLongFunction elapsedAtSecond = s -> 10;

		private IntToLongFunction connectAtSecond = s -> 1;

		private IntToLongFunction startDelayAtSecond;

		private final Map<Integer, Failure> failures = new HashMap<>();

		private double processCpu = 0.3;

		private double systemCpu = 0.4;

		private double boardCpu = 0.5;

		private double jmeterCpu = 0.3;

		private final Map<Integer, Integer> neverSent = new HashMap<>();

		private boolean withoutHikari;

		private Run(final String pointId, final int maxThreads, final int repetition, final String loadProfile) {
			this.pointId = pointId;
			this.maxThreads = maxThreads;
			this.repetition = repetition;
			this.loadProfile = loadProfile;
		}

		public Run elapsed(final IntToLongFunction elapsedAtSecond) {
			this.elapsedAtSecond = elapsedAtSecond;
			return this;
		}

		/** JMeter's Connect of each request of second s, in ms (1 unless given). */
		public Run connect(final IntToLongFunction connectAtSecond) {
			this.connectAtSecond = connectAtSecond;
			return this;
		}

		/**
		 * Records intended_ms, as the plans do: each request of second s is due at time
		 * zero + s seconds + 10 ms × its index in the second, and sent
		 * {@code delayAtSecond} ms later. Without it samples.jtl has no intended_ms
		 * (older results), and requests start 250 ms + 10 ms × the index into their
		 * second.
		 */
		public Run startDelay(final IntToLongFunction delayAtSecond) {
			this.startDelayAtSecond = delayAtSecond;
			return this;
		}

		/**
		 * The first request of {@code second} fails with this responseCode and
		 * failureMessage.
		 */
		public Run failFirstOf(final int second, final String responseCode, final String failureMessage) {
			failures.put(second, new Failure(responseCode, failureMessage, -1));
			return this;
		}

		/** The same, the failure taking {@code elapsedMs}. */
		public Run failFirstOf(final int second, final String responseCode, final String failureMessage,
				final long elapsedMs) {
			failures.put(second, new Failure(responseCode, failureMessage, elapsedMs));
			return this;
		}

		public Run cpu(final double process, final double system) {
			this.processCpu = process;
			this.systemCpu = system;
			return this;
		}

		/** The board's CPU in the run, 0..1 of the CPUs it may use. */
		public Run boardCpu(final double allowed) {
			this.boardCpu = allowed;
			return this;
		}

		/** JMeter's CPU in the run, 0..1 of the CPUs it may use. */
		public Run jmeterCpu(final double allowed) {
			this.jmeterCpu = allowed;
			return this;
		}

		/**
		 * The last {@code count} requests of {@code second} are never sent (a generator
		 * that fell behind).
		 */
		public Run neverSent(final int second, final int count) {
			neverSent.put(second, count);
			return this;
		}

		/**
		 * An application without HikariCP: the pool's jmx.csv columns empty, the MBean
		 * named in outcome.properties.
		 */
		public Run withoutHikari() {
			this.withoutHikari = true;
			return this;
		}

		private RunFolder folder() {
			return new ResultsFolder(out).run(pointId, repetition);
		}

		public Path dir() {
			return folder().dir();
		}

		public Path writeOk() {
			writePoint();
			write(RunFolder.SAMPLES_JTL, samples());
			write(RunFolder.JMX_CSV, jmx());
			final List<Sample> samples;
			try {
				samples = JtlFile.read(folder().samples());
			}
			catch (IOException e) {
				throw new UncheckedIOException(e);
			}
			final GeneratorRun jmeter = new GeneratorRun(ZERO_MS - 100, samples,
					List.of(new GeneratorRun.EngineRun(new Engine("JMeter", "1"), 2.5, 3.5)));
			writeOutcome(new Outcome(ZERO_MS - 5000).measured(jmeter, sweep().load().maxInFlight())
				.jmxMissing(withoutHikari ? Set.of(HIKARI_MBEAN) : Set.of())
				.ok(ZERO_MS + 60000));
			return dir();
		}

		public Path writeFailed(final String reason) {
			writePoint();
			writeOutcome(new Outcome(ZERO_MS - 5000).failed(reason, ZERO_MS));
			return dir();
		}

		/** A run still going or interrupted: no outcome.properties. */
		public Path writeIncomplete() {
			writePoint();
			return dir();
		}

		/**
		 * The sweep this run belongs to: its point, the burst plan, the test's profile,
		 * scale 1.
		 */
		public SweepSettings sweep() {
			final Grid grid = grid(maxThreads);
			final Request request = app == null ? Request.PLAN_DEFAULT
					: Request.of(List.of("/items"), "GET", "", List.of());
			final LoadSettings load = new LoadSettings(LoadPlans.BURST, LoadProfile.parse(loadProfile), 1, true, 3000,
					10_000, Duration.ofSeconds(15), 0, request);
			final BoardSettings board = app == null
					? new BoardSettings("512m", 1000, Duration.ZERO, Duration.ZERO, Duration.ofSeconds(120))
					: Defaults.otherApp("512m", Duration.ofSeconds(120));
			return SweepSettings.builder(grid)
				.repeat(repetition)
				.seed(1L)
				.pin(false)
				.load(load)
				.board(board)
				.app(app)
				.build();
		}

		private void writePoint() {
			final RunId run = new RunId(sweep().grid().points().getFirst(), repetition);
			try {
				Files.createDirectories(dir());
				folder().writePoint(PointFile.of(sweep(), run, new AppPorts(8080, 8081, 9010), "0", "1", ""));
			}
			catch (IOException e) {
				throw new UncheckedIOException(e);
			}
		}

		private void writeOutcome(final Outcome outcome) {
			try {
				folder().writeOutcome(outcome.properties());
			}
			catch (IOException e) {
				throw new UncheckedIOException(e);
			}
		}

		private String samples() {
			final boolean intended = startDelayAtSecond != null;
			final StringBuilder jtl = new StringBuilder(JTL_HEADER).append(intended ? ",\"intended_ms\"\n" : "\n");
			final LoadProfile profile = LoadProfile.parse(loadProfile);
			for (int s = 0; s < profile.durationS(); s++) {
				final int count = (int) profile.rateAt(s) - neverSent.getOrDefault(s, 0);
				for (int i = 0; i < count; i++) {
					final long due = ZERO_MS + s * 1000L + i * 10L;
					final long start = intended ? due + startDelayAtSecond.applyAsLong(s) : due + 250;
					final Failure failure = i == 0 ? failures.get(s) : null;
					jtl.append(start)
						.append(',')
						.append(failure == null || failure.elapsedMs() < 0 ? elapsedAtSecond.applyAsLong(s)
								: failure.elapsedMs())
						.append(",GET /suggestions,")
						.append(failure == null ? "200,OK" : quote(failure.responseCode()) + ",failed")
						.append(",Thread 1-1,text,")
						.append(failure == null ? "true," : "false," + quote(failure.message()))
						.append(",1024,120,1,1,http://127.0.0.1:8080/suggestions,5,0,")
						.append(connectAtSecond.applyAsLong(s))
						.append(intended ? "," + due + "\n" : "\n");
				}
			}
			return jtl.toString();
		}

		/**
		 * One row a second from 1 s before time zero, as the sampler writes it; busy
		 * threads 3 in the busiest step, else 1; counters +1 or +100 a second.
		 */
		private String jmx() {
			final LoadProfile profile = LoadProfile.parse(loadProfile);
			final LoadProfile.Step burst = profile.peakStep();
			final StringBuilder csv = new StringBuilder(JmxRow.HEADER).append('\n');
			for (int s = -1; s < profile.durationS(); s++) {
				final int busy = s >= burst.startS() && s < burst.endS() ? 3 : 1;
				final int k = s + 1;
				final JmxRow row = new JmxRow(ZERO_MS + s * 1000L + 500).set(JmxColumns.THREADS_BUSY, busy)
					.set(JmxColumns.THREADS_CURRENT, 10)
					.set(JmxColumns.THREADS_MAX, maxThreads)
					.set(JmxColumns.CONNECTIONS, busy + 1)
					.set(JmxColumns.HIKARI_ACTIVE, withoutHikari ? null : 1)
					.set(JmxColumns.HIKARI_IDLE, withoutHikari ? null : 9)
					.set(JmxColumns.HIKARI_TOTAL, withoutHikari ? null : 10)
					.set(JmxColumns.HIKARI_PENDING, withoutHikari ? null : 0)
					.set(JmxColumns.PROCESS_CPU, processCpu)
					.set(JmxColumns.SYSTEM_CPU, systemCpu)
					.set(JmxColumns.HEAP_USED, 100L * 1024 * 1024)
					.set(JmxColumns.GC_COUNT, k)
					.set(JmxColumns.GC_TIME_MS, 5 * k)
					.set(JmxColumns.LIVE_THREADS, 40)
					.set(JmxColumns.CTX_VOLUNTARY, 100 * k)
					.set(JmxColumns.CTX_INVOLUNTARY, 10 * k)
					.set(JmxColumns.BOARD_CPU_ALLOWED, boardCpu)
					.set(JmxColumns.JMETER_CPU_ALLOWED, jmeterCpu)
					.set(JmxColumns.JMETER_RSS, 500L * 1024 * 1024);
				csv.append(row.line()).append('\n');
			}
			return csv.toString();
		}

		private void write(final String name, final String content) {
			try {
				Files.createDirectories(dir());
				Files.writeString(dir().resolve(name), content);
			}
			catch (IOException e) {
				throw new UncheckedIOException(e);
			}
		}

	}

	/** A failed request: its code, message and time (-1: its second's). */
	private record Failure(String responseCode, String message, long elapsedMs) {
	}

	static String quote(final String field) {
		return "\"" + field.replace("\"", "\"\"") + "\"";
	}

}
