package dev.poolsweep.tuning.sweep;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.function.LongConsumer;

import dev.poolsweep.tuning.board.BoardDatabase;
import dev.poolsweep.tuning.board.BoardLaunch;
import dev.poolsweep.tuning.board.BoardProcess;
import dev.poolsweep.tuning.errors.OneLine;
import dev.poolsweep.tuning.errors.RunFailedException;
import dev.poolsweep.tuning.jmeter.JmeterLaunch;
import dev.poolsweep.tuning.jmeter.JmeterProcess;
import dev.poolsweep.tuning.jmx.JmxSampler;
import dev.poolsweep.tuning.plan.LoadPlans;
import dev.poolsweep.tuning.plan.LoadSettings;
import dev.poolsweep.tuning.process.CpuPinning;
import dev.poolsweep.tuning.process.ProcStats;
import dev.poolsweep.tuning.results.RunFolder;
import dev.poolsweep.tuning.settings.BoardPools;
import dev.poolsweep.tuning.settings.BoardSettings;

/**
 * The steps every board run shares, for the sweep's runs and the calibration alike: reset
 * the database, start the board and wait until it is ready, warm it up, run a JMeter plan
 * against it.
 */
final class Bench {

	private final Tools tools;

	private final BoardDatabase database;

	private final BoardSettings board;

	private final CpuPinning pinning;

	private final Progress progress;

	public Bench(final Tools tools, final BoardDatabase database, final BoardSettings board, final CpuPinning pinning,
			final Progress progress) {
		this.tools = tools;
		this.database = database;
		this.board = board;
		this.pinning = pinning;
		this.progress = progress;
	}

	public BoardDatabase database() {
		return database;
	}

	public CpuPinning pinning() {
		return pinning;
	}

	/**
	 * Free ports for one board run (the HTTP port is fixed when the user asked for one).
	 */
	public BoardLaunch.BoardPorts ports() {
		return BoardLaunch.BoardPorts.free(tools.boardPort());
	}

	/**
	 * Empties the database, starts the board with the given pool settings (a point, or
	 * the board's own) and waits until it is ready. Its log goes to dir/board.log. The
	 * caller closes it.
	 */
	public BoardProcess startBoard(final BoardPools pools, final BoardLaunch.BoardPorts ports, final Path dir)
			throws RunFailedException {
		database.reset();
		final BoardLaunch launch = new BoardLaunch(tools.java(), tools.boardJar(), board, pools, database.server(),
				ports, pinning.boardCpus());
		final BoardProcess process = BoardProcess.start(launch, dir.resolve(RunFolder.BOARD_LOG));
		try {
			process.awaitReady(board.readyTimeout());
		}
		catch (RunFailedException e) {
			process.close();
			throw e;
		}
		progress.say("board pid " + process.pid() + " ready on port " + process.port() + "; watch it live: jconsole "
				+ process.jmxUrl());
		return process;
	}

	/**
	 * Warms the JIT up with a steady load of {@code rps} for {@code duration}:
	 * dir/warmup.jtl and dir/warmup-jmeter.log. Nothing when the duration is 0.
	 */
	public void warmUp(final BoardProcess process, final LoadSettings load, final double rps, final Duration duration,
			final Path dir) throws RunFailedException {
		if (duration.isZero()) {
			return;
		}
		final Map<String, String> properties = LoadPlans.steady(load, process.port(), rps, duration);
		jmeter(LoadPlans.STEADY, properties, duration.toSeconds(), dir.resolve(RunFolder.WARMUP_JTL),
				dir.resolve(RunFolder.WARMUP_JMETER_LOG));
	}

	/**
	 * Runs a plan to its end; {@code seconds} is its schedule's length (the time-out
	 * allows for more).
	 */
	public JmeterProcess.Result jmeter(final String plan, final Map<String, String> properties, final long seconds,
			final Path jtl, final Path log) throws RunFailedException {
		return jmeter(plan, properties, seconds, jtl, log, pid -> {
		});
	}

	/**
	 * The same, telling {@code started} JMeter's process id as soon as it is launched
	 * (for the sampler).
	 */
	public JmeterProcess.Result jmeter(final String plan, final Map<String, String> properties, final long seconds,
			final Path jtl, final Path log, final LongConsumer started) throws RunFailedException {
		final JmeterLaunch launch = new JmeterLaunch(tools.java(), tools.jmeter(), tools.jmeter().plan(plan),
				properties, jtl, log, pinning.jmeterCpus());
		return JmeterProcess.run(launch, LoadPlans.timeout(seconds), started);
	}

	/**
	 * JMeter's CPUs for people, e.g. "CPU 1" or "CPUs 0,1": its pinning, else the CPUs
	 * the harness may use.
	 */
	public String jmeterCpusLabel() {
		final String cpus = pinning.jmeterCpus().isEmpty()
				? CpuPinning.list(ProcStats.allowedCpus(ProcessHandle.current().pid())) : pinning.jmeterCpus();
		return CpuPinning.label(cpus);
	}

	/** Starts sampling the board into dir/jmx.csv. */
	public JmxSampler sample(final BoardProcess process, final Path dir) throws RunFailedException {
		if (!process.isAlive()) {
			throw new RunFailedException(
					"board exited before the measured run (see " + dir.resolve(RunFolder.BOARD_LOG) + ")");
		}
		try {
			return JmxSampler.start(process.jmxUrl(), process.pid(), process.port(), dir.resolve(RunFolder.JMX_CSV));
		}
		catch (IOException | RuntimeException e) {
			throw new RunFailedException("JMX not reachable at " + process.jmxUrl() + ": " + OneLine.of(e.getMessage()),
					e);
		}
	}

}
