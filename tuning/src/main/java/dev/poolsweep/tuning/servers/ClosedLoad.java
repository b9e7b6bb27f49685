package dev.poolsweep.tuning.servers;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import dev.poolsweep.tuning.analysis.series.JtlFile;
import dev.poolsweep.tuning.analysis.series.Sample;
import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.errors.OneLine;
import dev.poolsweep.tuning.errors.RunFailedException;
import dev.poolsweep.tuning.process.ChildProcesses;
import dev.poolsweep.tuning.process.CpuPinning;
import dev.poolsweep.tuning.results.RunFolder;

/**
 * One headless JMeter run of the closed plan (jmeter-plans/closed.jmx): {@code clients}
 * clients send {@code loops} requests each for one file, the next as soon as the last is
 * answered. The open plans go through the load generator's seam, which runs schedules; a
 * closed workload has none, so it is launched here, with the plans' JMeter home and
 * properties (jmeter-plans/README.md) and the JVM options the harness gives JMeter.
 *
 * @param java the java launcher
 * @param launcher JMeter's jar in its home's bin folder
 * @param plan closed.jmx
 * @param cpus where JMeter runs (empty: unpinned)
 */
record ClosedLoad(String java, Path launcher, Path plan, String cpus, Duration connectTimeout,
		Duration responseTimeout) {

	/** The plan's file in the plans folder. */
	static final String PLAN = "closed.jmx";

	/**
	 * What JMeter keeps of each response body: it reads and counts every byte, but 1,000
	 * clients each holding a 4.9 MiB body would need 5 GB of heap.
	 */
	static final int BYTES_KEPT = 1024;

	/** JMeter's heap: its own 1 GB, and room for 5,000 client threads. */
	static final String HEAP = "2g";

	/** Seconds JMeter may take beyond its clients' time-outs to start and end. */
	private static final long SLACK_SECONDS = 120;

	/** The closed load of a JMeter home and plans folder; fails when one is missing. */
	static ClosedLoad of(final String java, final Path jmeterHome, final Path plansDir, final String cpus,
			final Duration connectTimeout, final Duration responseTimeout) {
		final Path launcher = launcherIn(jmeterHome).orElseThrow(() -> new BadInputException("no JMeter in "
				+ jmeterHome
				+ " (bin/ApacheJMeter*.jar): build it with ./mvnw -pl jmeter-plans package, or give --jmeter-home"));
		final Path plan = plansDir.resolve(PLAN);
		if (!Files.isRegularFile(plan)) {
			throw new BadInputException("JMeter plan " + plan + " does not exist");
		}
		return new ClosedLoad(java, launcher, plan, cpus, connectTimeout, responseTimeout);
	}

	/**
	 * Runs {@code clients} x {@code loops} requests of {@code path} against
	 * 127.0.0.1:{@code port}; the samples go to {@code jtl}, JMeter's log beside it.
	 * Fails when JMeter fails, runs past its time-out, or writes no sample.
	 */
	List<Sample> run(final int port, final String path, final int clients, final int loops, final Path jtl,
			final Path log) throws RunFailedException {
		final List<String> command = command(port, path, clients, loops, jtl, log);
		final Process process;
		try {
			Files.deleteIfExists(jtl);
			process = ChildProcesses.start(command, Map.of(), RunFolder.consoleOf(log));
		}
		catch (IOException e) {
			throw new RunFailedException("JMeter did not start: " + OneLine.of(e.getMessage()), e);
		}
		final long timeoutS = loops * (connectTimeout.toSeconds() + responseTimeout.toSeconds()) + SLACK_SECONDS;
		try {
			if (!process.waitFor(timeoutS, TimeUnit.SECONDS)) {
				ChildProcesses.stop(process, 10);
				throw new RunFailedException("JMeter ran past " + timeoutS + " s and was stopped (see " + log + ")");
			}
			ChildProcesses.ended(process);
			if (process.exitValue() != 0) {
				throw new RunFailedException("JMeter exited with " + process.exitValue() + " (see " + log + ")");
			}
			final List<Sample> samples = JtlFile.read(jtl);
			if (samples.isEmpty()) {
				throw new RunFailedException("JMeter wrote no sample (see " + log + ")");
			}
			return samples;
		}
		catch (InterruptedException e) {
			ChildProcesses.stop(process, 10);
			Thread.currentThread().interrupt();
			throw new RunFailedException("interrupted", e);
		}
		catch (IOException e) {
			throw new RunFailedException("JMeter's samples " + jtl + " cannot be read: " + OneLine.of(e.getMessage()),
					e);
		}
	}

	List<String> command(final int port, final String path, final int clients, final int loops, final Path jtl,
			final Path log) {
		final Map<String, String> properties = new LinkedHashMap<>();
		properties.put("host", "127.0.0.1");
		properties.put("port", Integer.toString(port));
		properties.put("path", path);
		properties.put("clients", Integer.toString(clients));
		properties.put("loops", Integer.toString(loops));
		properties.put("ramp_up", "0");
		properties.put("keep_alive", "true");
		properties.put("connect_timeout", Long.toString(connectTimeout.toMillis()));
		properties.put("response_timeout", Long.toString(responseTimeout.toMillis()));
		properties.put("httpsampler.max_bytes_to_store_per_request", Integer.toString(BYTES_KEPT));
		final List<String> command = new ArrayList<>(CpuPinning.prefix(cpus));
		command.addAll(
				List.of(java, "-Xmx" + HEAP, "-XX:+UseZGC", "-jar", launcher.toString(), "-n", "-t", plan.toString()));
		properties.forEach((name, value) -> command.add("-J" + name + "=" + value));
		command.addAll(List.of("-l", jtl.toString(), "-j", log.toString()));
		return command;
	}

	private static Optional<Path> launcherIn(final Path home) {
		final Path bin = home.resolve("bin");
		if (!Files.isDirectory(bin)) {
			return Optional.empty();
		}
		try (Stream<Path> files = Files.list(bin)) {
			return files.filter(file -> {
				final String name = file.getFileName().toString();
				return name.startsWith("ApacheJMeter") && name.endsWith(".jar");
			}).sorted().findFirst();
		}
		catch (IOException e) {
			return Optional.empty();
		}
	}

}
