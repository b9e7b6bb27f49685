package dev.poolsweep.tuning.generator.vegeta;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import dev.poolsweep.tuning.analysis.series.Sample;
import dev.poolsweep.tuning.errors.OneLine;
import dev.poolsweep.tuning.errors.RunFailedException;
import dev.poolsweep.tuning.generator.ClosedGenerator;
import dev.poolsweep.tuning.generator.ClosedWorkload;
import dev.poolsweep.tuning.generator.Engine;
import dev.poolsweep.tuning.generator.GeneratorRun;
import dev.poolsweep.tuning.generator.RunWatch;
import dev.poolsweep.tuning.process.ChildProcesses;
import dev.poolsweep.tuning.process.CpuPinning;
import dev.poolsweep.tuning.process.Executables;
import dev.poolsweep.tuning.process.ProcStats;

/**
 * vegeta v12 sending a closed workload as closed.jmx sends it: as many workers as
 * clients, with no pacing ({@code -rate=0}), each sending its next request as soon as its
 * last is answered; a target list of exactly clients x loops requests, read lazily, whose
 * end ends the attack; kept-alive HTTP/1.1 connections, one a worker, as JMeter's threads
 * keep theirs; the whole body read and thrown away ({@code -max-body=0}).
 *
 * <p>
 * vegeta has one time-out for a whole request, where JMeter has one to connect and one
 * for each read, so that JMeter lets a download run as long as its bytes keep coming. The
 * two summed would cut off the large file's downloads that JMeter lets run (a 4.9 MiB
 * file shared by 1,000 clients takes seconds, its tail more than 13 s); so vegeta's is
 * the run's own bound ({@link ClosedWorkload#timeout}): a request it fails would have
 * stopped the run. It does not fail a request whose read was silent for the response
 * time-out, as JMeter does.
 *
 * <p>
 * Its CPU time is that of the attack, measured as JMeter's: the growth of the harness's
 * reaped-children CPU time across it (no other child ends meanwhile). vegeta starts in
 * milliseconds, so there is no start-up to leave out. The attack writes vegeta's binary
 * results; {@code vegeta encode -to csv}, run after it, turns them into the samples file,
 * which {@link VegetaResults} reads.
 */
final class Vegeta implements ClosedGenerator {

	private static final long STOP_GRACE_SECONDS = 10;

	private static final long ENCODE_TIMEOUT_SECONDS = 300;

	private final Path binary;

	private final Engine engine;

	Vegeta(final Path binary, final String cpus) {
		this.binary = binary;
		this.engine = new Engine("vegeta", cpus);
	}

	/**
	 * The vegeta binary: on the PATH, else where {@code go install} puts it ($GOPATH/bin,
	 * by default ~/go/bin, often off a user's PATH); empty when it is not installed.
	 */
	static Optional<Path> find() {
		final String gopath = System.getenv("GOPATH");
		return Executables.find("vegeta",
				gopath != null && !gopath.isBlank() ? Path.of(gopath.split(":")[0], "bin", "vegeta")
						: Path.of(System.getProperty("user.home"), "go", "bin", "vegeta"));
	}

	@Override
	public GeneratorRun run(final ClosedWorkload workload, final Path samples, final Path log, final RunWatch watch)
			throws RunFailedException {
		final Path targets = samples.resolveSibling(samples.getFileName() + ".targets");
		final Path results = samples.resolveSibling(samples.getFileName() + ".bin");
		try {
			writeTargets(workload, targets);
			final long startedMs = System.currentTimeMillis();
			final double cpuSeconds = attack(workload, targets, results, log, watch);
			encode(results, samples, log);
			final List<Sample> read = VegetaResults.read(samples);
			final long asked = (long) workload.clients() * workload.loops();
			if (read.size() != asked) {
				throw new RunFailedException("vegeta wrote " + read.size() + " results to " + samples.getFileName()
						+ ", not the " + asked + " requests asked (see " + log + ")");
			}
			return new GeneratorRun(startedMs, read,
					List.of(new GeneratorRun.EngineRun(engine, cpuSeconds, cpuSeconds)));
		}
		catch (IOException e) {
			throw new RunFailedException("vegeta's run failed: " + OneLine.of(e.getMessage()), e);
		}
		finally {
			deleteIfExists(targets);
			deleteIfExists(results);
		}
	}

	/** Writes the target list: one GET line a request. */
	static void writeTargets(final ClosedWorkload workload, final Path targets) throws IOException {
		final String line = "GET http://127.0.0.1:" + workload.port() + workload.path() + "\n";
		try (BufferedWriter writer = Files.newBufferedWriter(targets, StandardCharsets.UTF_8)) {
			for (long i = 0; i < (long) workload.clients() * workload.loops(); i++) {
				writer.write(line);
			}
		}
	}

	/** The attack's command line, pinned to the engine's CPUs. */
	List<String> attackCommand(final ClosedWorkload workload, final Path targets, final Path results) {
		final List<String> command = new ArrayList<>(CpuPinning.prefix(engine.cpus()));
		command.addAll(List.of(binary.toString(), "attack", "-lazy", "-targets=" + targets, "-rate=0",
				"-workers=" + workload.clients(), "-max-workers=" + workload.clients(),
				"-connections=" + workload.clients(), "-keepalive=true", "-http2=false", "-max-body=0", "-redirects=-1",
				"-timeout=" + workload.timeout().toSeconds() + "s", "-output=" + results));
		return command;
	}

	/** Runs the attack to its end; its CPU seconds, -1 when unknown. */
	private double attack(final ClosedWorkload workload, final Path targets, final Path results, final Path log,
			final RunWatch watch) throws IOException, RunFailedException {
		final double reapedBefore = ProcStats.reapedChildrenCpuSeconds();
		final Process process = ChildProcesses.start(attackCommand(workload, targets, results), Map.of(), log);
		watch.engineStarted(engine, process.pid());
		awaitEnd(process, workload.timeout().toSeconds(), "vegeta attack", log);
		final double reapedAfter = ProcStats.reapedChildrenCpuSeconds();
		return reapedBefore < 0 || reapedAfter < 0 ? -1 : reapedAfter - reapedBefore;
	}

	private void encode(final Path results, final Path samples, final Path log) throws IOException, RunFailedException {
		final Process process = ChildProcesses.start(
				List.of(binary.toString(), "encode", "-to", "csv", "-output", samples.toString(), results.toString()),
				Map.of(), log);
		awaitEnd(process, ENCODE_TIMEOUT_SECONDS, "vegeta encode", log);
	}

	private static void awaitEnd(final Process process, final long timeoutSeconds, final String what, final Path log)
			throws RunFailedException {
		try {
			if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
				ChildProcesses.stop(process, STOP_GRACE_SECONDS);
				throw new RunFailedException(what + " still running after its time-out, stopped (see " + log + ")");
			}
			ChildProcesses.ended(process);
			if (process.exitValue() != 0) {
				throw new RunFailedException(what + " exited with code " + process.exitValue() + " (see " + log + ")");
			}
		}
		catch (InterruptedException e) {
			ChildProcesses.stop(process, 5);
			Thread.currentThread().interrupt();
			throw new RunFailedException("interrupted while " + what + " was running", e);
		}
	}

	private static void deleteIfExists(final Path file) {
		try {
			Files.deleteIfExists(file);
		}
		catch (IOException e) {
			// a left-over file of the run's folder, not a figure
		}
	}

}
