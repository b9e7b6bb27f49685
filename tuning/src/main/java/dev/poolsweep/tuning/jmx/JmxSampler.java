package dev.poolsweep.tuning.jmx;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import javax.management.remote.JMXConnector;
import javax.management.remote.JMXConnectorFactory;
import javax.management.remote.JMXServiceURL;

import dev.poolsweep.tuning.generator.Engine;
import dev.poolsweep.tuning.generator.GeneratorUsage;

/**
 * Samples the application under test once a second over remote JMX (plus /proc for its
 * CPU and context switches, and for the measured JMeter process's CPU and memory once
 * {@link #watchGenerator} names them) into jmx.csv, on a thread of its own, while the
 * load runs. A sample that fails (the application is busy or going away) is skipped, not
 * retried: the analysis works from the epoch_ms of each row, not from the row count.
 */
public final class JmxSampler implements AutoCloseable {

	static final long PERIOD_MS = 1000;

	private final JMXConnector connector;

	private final JmxReader reader;

	private final BufferedWriter out;

	private final ScheduledExecutorService timer;

	private JmxSampler(final JMXConnector connector, final JmxReader reader, final BufferedWriter out) {
		this.connector = connector;
		this.reader = reader;
		this.out = out;
		this.timer = Executors.newSingleThreadScheduledExecutor(runnable -> {
			final Thread thread = new Thread(runnable, "jmx-sampler");
			thread.setDaemon(true);
			return thread;
		});
	}

	/**
	 * Connects to {@code jmxUrl}, writes the header and starts sampling at once.
	 * @param poolName the name the application's HikariCP pool was given at launch
	 */
	public static JmxSampler start(final String jmxUrl, final long pid, final int httpPort, final String poolName,
			final Path csv) throws IOException {
		final JMXConnector connector = JMXConnectorFactory.connect(new JMXServiceURL(jmxUrl));
		final JmxReader reader = new JmxReader(connector.getMBeanServerConnection(), pid, httpPort, poolName);
		final BufferedWriter out = Files.newBufferedWriter(csv, StandardCharsets.UTF_8);
		out.write(JmxRow.HEADER);
		out.newLine();
		final JmxSampler sampler = new JmxSampler(connector, reader, out);
		sampler.timer.scheduleAtFixedRate(sampler::sample, 0, PERIOD_MS, TimeUnit.MILLISECONDS);
		return sampler;
	}

	private void sample() {
		try {
			final JmxRow row = reader.read(System.currentTimeMillis());
			synchronized (this) {
				out.write(row.line());
				out.newLine();
				out.flush();
			}
		}
		catch (IOException | RuntimeException e) {
			// skipped; see the class comment
		}
	}

	/**
	 * From now on also samples the load generator's process {@code pid} (the jmeter_*
	 * columns): call it for each of its processes as it starts.
	 */
	public void watchGenerator(final Engine engine, final long pid) {
		reader.watchGenerator(engine, pid);
	}

	/** What the load generator's processes used, as sampled so far. */
	public GeneratorUsage generatorUsage() {
		return reader.generatorUsage();
	}

	/**
	 * MBeans or attributes the application did not have, e.g.
	 * "com.zaxxer.hikari:type=Pool (poolsweep)".
	 */
	public Set<String> missing() {
		return reader.missing();
	}

	/**
	 * Stops sampling, waits for a sample in flight, closes the file and the connection.
	 */
	@Override
	public void close() throws IOException {
		timer.shutdown();
		try {
			timer.awaitTermination(5, TimeUnit.SECONDS);
		}
		catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
		synchronized (this) {
			out.close();
		}
		try {
			connector.close();
		}
		catch (IOException e) {
			// the application may already be gone; the samples are on disk
		}
	}

}
