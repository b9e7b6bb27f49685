package dev.poolsweep.tuning.analysis;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.function.IntToLongFunction;

import dev.poolsweep.tuning.plan.LoadProfile;

/**
 * Writes hand-made run folders in the RESULTS.md layout for tests: every second of the
 * schedule gets exactly its target rate of requests (rates must be whole numbers), each
 * with the response time the test gives for that second.
 */
public final class SweepFixture {

	public static final long ZERO_MS = 1_700_000_000_000L;

	public static final String JTL_HEADER = "timeStamp,elapsed,label,responseCode,responseMessage,threadName,dataType,"
			+ "success,failureMessage,bytes,sentBytes,grpThreads,allThreads,URL,Latency,IdleTime,Connect";

	public static final String JMX_HEADER = "epoch_ms,tomcat_threads_busy,tomcat_threads_current,tomcat_threads_max,"
			+ "tomcat_connections,hikari_active,hikari_idle,hikari_total,hikari_pending,process_cpu,system_cpu,heap_used_bytes,"
			+ "gc_count,gc_time_ms,live_threads,ctx_switches_voluntary,ctx_switches_involuntary,board_cpu_allowed,"
			+ "jmeter_cpu_allowed,jmeter_rss_bytes";

	private final Path out;

	public SweepFixture(final Path out) {
		this.out = out;
	}

	public Run run(final int maxThreads, final int repetition, final String loadProfile) {
		return new Run("t" + maxThreads + "-p100-a100", maxThreads, repetition, loadProfile);
	}

	public final class Run {

		private final String pointId;

		private final int maxThreads;

		private final int repetition;

		private final String loadProfile;

		private IntToLongFunction elapsedAtSecond = s -> 10;

		private final Map<Integer, String[]> failures = new HashMap<>();

		private double processCpu = 0.3;

		private double systemCpu = 0.4;

		private double boardCpu = 0.5;

		private double jmeterCpu = 0.3;

		private final Map<Integer, Integer> neverSent = new HashMap<>();

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

		/**
		 * The first request of {@code second} fails with this responseCode and
		 * failureMessage.
		 */
		public Run failFirstOf(final int second, final String responseCode, final String failureMessage) {
			failures.put(second, new String[] { responseCode, failureMessage });
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

		public Path dir() {
			return out.resolve("points").resolve(pointId).resolve("rep-" + repetition);
		}

		public Path writeOk() {
			writePoint();
			write("samples.jtl", samples());
			write("jmx.csv", jmx());
			write("outcome.properties", "status=ok\nstarted_ms=" + (ZERO_MS - 5000) + "\nfinished_ms="
					+ (ZERO_MS + 60000) + "\nload_started_ms=" + (ZERO_MS - 100) + "\njmeter_cpu_seconds=2.5\n");
			return dir();
		}

		public Path writeFailed(final String reason) {
			writePoint();
			write("outcome.properties", "status=failed\nreason=" + reason + "\n");
			return dir();
		}

		/** A run still going or interrupted: no outcome.properties. */
		public Path writeIncomplete() {
			writePoint();
			return dir();
		}

		private void writePoint() {
			write("point.properties", "point.id=" + pointId + "\nrepetition=" + repetition + "\nmax_threads="
					+ maxThreads
					+ "\nmax_total=100\naccept_count=100\nmax_connections=\nmin_spare_threads=\nplan=burst\nload_profile="
					+ loadProfile + "\nscale=1\n");
		}

		private String samples() {
			final StringBuilder jtl = new StringBuilder(JTL_HEADER).append('\n');
			final LoadProfile profile = LoadProfile.parse(loadProfile);
			for (int s = 0; s < profile.durationS(); s++) {
				final int count = (int) profile.rateAt(s) - neverSent.getOrDefault(s, 0);
				for (int i = 0; i < count; i++) {
					final long start = ZERO_MS + s * 1000L + 250 + i * 10L;
					final String[] failure = i == 0 ? failures.get(s) : null;
					jtl.append(start)
						.append(',')
						.append(elapsedAtSecond.applyAsLong(s))
						.append(",GET /suggestions,")
						.append(failure == null ? "200,OK" : quote(failure[0]) + ",failed")
						.append(",Thread 1-1,text,")
						.append(failure == null ? "true," : "false," + quote(failure[1]))
						.append(",1024,120,1,1,http://127.0.0.1:8080/suggestions,5,0,1\n");
				}
			}
			return jtl.toString();
		}

		/**
		 * One row a second from 1 s before time zero; busy threads 3 in the busiest step,
		 * else 1; counters +1 or +100 a second.
		 */
		private String jmx() {
			final LoadProfile profile = LoadProfile.parse(loadProfile);
			final LoadProfile.Step burst = profile.peakStep();
			final StringBuilder csv = new StringBuilder(JMX_HEADER).append('\n');
			for (int s = -1; s < profile.durationS(); s++) {
				final int busy = s >= burst.startS() && s < burst.endS() ? 3 : 1;
				final int k = s + 1;
				csv.append(ZERO_MS + s * 1000L + 500)
					.append(',')
					.append(busy)
					.append(",10,")
					.append(maxThreads)
					.append(',')
					.append(busy + 1)
					.append(",1,9,10,0,")
					.append(processCpu)
					.append(',')
					.append(systemCpu)
					.append(',')
					.append(100L * 1024 * 1024)
					.append(',')
					.append(k)
					.append(',')
					.append(5 * k)
					.append(",40,")
					.append(100 * k)
					.append(',')
					.append(10 * k)
					.append(',')
					.append(boardCpu)
					.append(',')
					.append(jmeterCpu)
					.append(',')
					.append(500L * 1024 * 1024)
					.append('\n');
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

	static String quote(final String field) {
		return "\"" + field.replace("\"", "\"\"") + "\"";
	}

}
