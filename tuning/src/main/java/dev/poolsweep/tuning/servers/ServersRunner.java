package dev.poolsweep.tuning.servers;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

import dev.poolsweep.tuning.app.AppLaunch;
import dev.poolsweep.tuning.app.AppPorts;
import dev.poolsweep.tuning.app.AppProcess;
import dev.poolsweep.tuning.app.Board;
import dev.poolsweep.tuning.app.Readiness;
import dev.poolsweep.tuning.errors.EnvironmentException;
import dev.poolsweep.tuning.errors.OneLine;
import dev.poolsweep.tuning.errors.RunFailedException;
import dev.poolsweep.tuning.generator.ClosedGenerator;
import dev.poolsweep.tuning.generator.GeneratorRun;
import dev.poolsweep.tuning.generator.RunWatch;
import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.process.ChildProcesses;
import dev.poolsweep.tuning.process.Ports;
import dev.poolsweep.tuning.progress.Progress;
import dev.poolsweep.tuning.results.RunFolder;
import dev.poolsweep.tuning.settings.Point;

/**
 * Runs the matrix: for every repetition, every cell in order, each with every tool in
 * turn, and each run with a fresh server (the board on its server, or nginx), a warm-up
 * by the same tool, and the measured closed run. A run that fails is recorded with its
 * reason and the matrix goes on. Each run's files are in OUT/rep-R/RUN/
 * ({@link LoadTool#folder}); every run's figures in OUT/runs.csv as it ends.
 */
public final class ServersRunner {

	/** The file of every run's figures. */
	public static final String RUNS_CSV = "runs.csv";

	/** The most clients the warm-up uses. */
	static final int WARMUP_CLIENTS = 50;

	static final String CSV_HEADER = "repetition,cell,tool,server,file,bytes,clients,loops,status,requests,errors,"
			+ "throughput_rps,mean_ms,deviation_ms,p50_ms,p95_ms,p99_ms,generator_cpu_ms_per_request,"
			+ "generator_cpu_share,reason";

	private final ServersSetup setup;

	private final Path out;

	private final Progress progress;

	public ServersRunner(final ServersSetup setup, final Path out, final Progress progress) {
		this.setup = setup;
		this.out = out;
		this.progress = progress;
	}

	/**
	 * Runs every cell with every tool {@code matrix.repetitions()} times; the summary of
	 * each cell as each tool measured it, in order (a cell's tools together).
	 */
	public List<CellSummary> run(final ServerMatrix matrix) throws IOException {
		final Path runsCsv = out.resolve(RUNS_CSV);
		Files.writeString(runsCsv, CSV_HEADER + "\n", StandardCharsets.UTF_8);
		final Path nginxRoot = out.resolve("nginx-root");
		if (matrix.servers().contains(WebServer.NGINX)) {
			Nginx.copyPayloads(setup.boardJar(), nginxRoot);
		}
		final Map<Cell, Map<LoadTool, SortedMap<Integer, ClosedRunFigures>>> figures = new LinkedHashMap<>();
		final Map<Cell, Map<LoadTool, Integer>> failures = new LinkedHashMap<>();
		for (final Cell cell : matrix.cells()) {
			figures.put(cell, new EnumMap<>(LoadTool.class));
			failures.put(cell, new EnumMap<>(LoadTool.class));
			for (final LoadTool tool : matrix.tools()) {
				figures.get(cell).put(tool, new TreeMap<>());
				failures.get(cell).put(tool, 0);
			}
		}
		final int total = matrix.cells().size() * matrix.tools().size() * matrix.repetitions();
		int done = 0;
		for (int repetition = 1; repetition <= matrix.repetitions(); repetition++) {
			for (final Cell cell : matrix.cells()) {
				for (final LoadTool tool : matrix.tools()) {
					done++;
					progress.say("run " + done + "/" + total + ": " + cell + ", " + tool.displayName() + ", repetition "
							+ repetition);
					final Path dir = Files
						.createDirectories(out.resolve("rep-" + repetition).resolve(tool.folder(cell)));
					String row;
					try {
						final ClosedRunFigures measured = measure(cell, tool, dir, nginxRoot);
						figures.get(cell).get(tool).put(repetition, measured);
						row = row(repetition, cell, tool, "ok", measured, "");
						progress.say(String.format(Locale.ROOT,
								"  %,.0f requests/s, Deviation %.1f ms, p50 %.0f ms, p95 %.0f ms, p99 %.0f ms, "
										+ "errors %d, %s %.2f ms CPU a request (%.0f %% of its CPUs)",
								measured.throughputRps(), measured.deviationMs(), measured.p50Ms(), measured.p95Ms(),
								measured.p99Ms(), measured.errors(), tool.displayName(),
								measured.generatorCpuMsPerRequest(), 100 * measured.generatorCpuShare()));
					}
					catch (RunFailedException e) {
						if (ChildProcesses.stopping()) {
							throw new EnvironmentException("stopped", e);
						}
						failures.get(cell).merge(tool, 1, Integer::sum);
						row = row(repetition, cell, tool, "failed", null, e.getMessage());
						progress.say("  failed: " + e.getMessage());
					}
					Files.writeString(runsCsv, row + "\n", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
				}
			}
		}
		final List<CellSummary> summaries = new ArrayList<>();
		figures.forEach((cell, byTool) -> byTool
			.forEach((tool, runs) -> summaries.add(new CellSummary(cell, tool, runs, failures.get(cell).get(tool)))));
		return summaries;
	}

	private ClosedRunFigures measure(final Cell cell, final LoadTool tool, final Path dir, final Path nginxRoot)
			throws RunFailedException {
		final ClosedGenerator generator = setup.generator(tool);
		try (Served served = start(cell.server(), dir, nginxRoot)) {
			final String path = cell.payload().path();
			if (setup.warmupRequests() > 0) {
				final int clients = Math.min(cell.clients(), WARMUP_CLIENTS);
				final int loops = (int) Math.ceil((double) setup.warmupRequests() / clients);
				generator.run(setup.workload(served.port(), path, clients, loops), dir.resolve(tool.warmupSamples()),
						dir.resolve(tool.warmupLog()), RunWatch.NONE);
			}
			final GeneratorRun run = generator.run(setup.workload(served.port(), path, cell.clients(), cell.loops()),
					dir.resolve(tool.samples()), dir.resolve(tool.log()), RunWatch.NONE);
			if (!served.isAlive()) {
				throw new RunFailedException(cell.server().displayName() + " died during the run (see " + dir + ")");
			}
			return ClosedRunFigures.of(run.samples(), run.cpuSeconds(), setup.generatorCpus());
		}
	}

	/** A server serving the payloads: the board on Tomcat or Jetty, or nginx. */
	private interface Served extends AutoCloseable {

		int port();

		boolean isAlive();

		@Override
		void close();

	}

	private Served start(final WebServer server, final Path dir, final Path nginxRoot) throws RunFailedException {
		if (server == WebServer.NGINX) {
			final Nginx nginx = Nginx.start(setup.nginx().orElseThrow(), nginxRoot, Ports.free(),
					setup.pinning().boardCpus(), dir);
			progress.say("  nginx pid " + nginx.pid() + " ready on port " + nginx.port());
			return new Served() {
				@Override
				public int port() {
					return nginx.port();
				}

				@Override
				public boolean isAlive() {
					return nginx.isAlive();
				}

				@Override
				public void close() {
					nginx.close();
				}
			};
		}
		final Board board = new Board(server == WebServer.JETTY ? setup.boardJettyJar() : setup.boardJar(),
				setup.board(), server.container());
		final AppPorts ports = AppPorts.free(0);
		final AppLaunch launch = new AppLaunch(setup.java(), board, setup.board().heap(), point(server),
				setup.database(), ports, setup.pinning());
		final AppProcess process = AppProcess.start(launch, dir.resolve(RunFolder.BOARD_LOG));
		try {
			process.awaitReady(Readiness.of(board.hasActuator(), Payload.SMALL.path()), setup.board().readyTimeout());
		}
		catch (RunFailedException e) {
			process.close();
			throw e;
		}
		progress.say("  " + board.name() + " pid " + process.pid() + " ready on port " + process.port());
		return new Served() {
			@Override
			public int port() {
				return process.port();
			}

			@Override
			public boolean isAlive() {
				return process.isAlive();
			}

			@Override
			public void close() {
				process.close();
			}
		};
	}

	/** The board's settings on this server: its own, or the matrix's maxThreads. */
	private Point point(final WebServer server) {
		final Map<Knob, Integer> values = new EnumMap<>(Knob.class);
		values.put(Knob.SERVER, server.container().ordinal());
		values.put(Knob.MAX_THREADS, setup.maxThreads());
		return new Point(values);
	}

	static String row(final int repetition, final Cell cell, final LoadTool tool, final String status,
			final ClosedRunFigures figures, final String reason) {
		final List<String> fields = new ArrayList<>(List.of(Integer.toString(repetition), cell.id(), tool.text(),
				cell.server().text(), cell.payload().file(), Long.toString(cell.payload().bytes()),
				Integer.toString(cell.clients()), Integer.toString(cell.loops()), status));
		if (figures == null) {
			fields.addAll(List.of("", "", "", "", "", "", "", "", "", ""));
		}
		else {
			// every figure exactly (the shortest text that reads back as the same
			// double), so that a report rebuilt from this file is the one written at
			// the end: rounded, a mean of whole milliseconds such as 44.625 can round
			// the other way
			fields.addAll(List.of(Long.toString(figures.requests()), Long.toString(figures.errors()),
					exact(figures.throughputRps()), exact(figures.meanMs()), exact(figures.deviationMs()),
					exact(figures.p50Ms()), exact(figures.p95Ms()), exact(figures.p99Ms()),
					exact(figures.generatorCpuMsPerRequest()), exact(figures.generatorCpuShare())));
		}
		fields.add(reason.isEmpty() ? "" : "\"" + OneLine.of(reason).replace("\"", "\"\"") + "\"");
		return String.join(",", fields);
	}

	static String decimal(final double value) {
		return Double.isNaN(value) ? "" : String.format(Locale.ROOT, "%.2f", value);
	}

	/** {@code value} as the shortest text that reads back as it; empty for NaN. */
	static String exact(final double value) {
		return Double.isNaN(value) ? "" : Double.toString(value);
	}

}
