package dev.poolsweep.tuning.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.Spec;

import dev.poolsweep.db.MySqlServer;
import dev.poolsweep.tuning.app.AppDatabase;
import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.errors.ExitCode;
import dev.poolsweep.tuning.process.CpuPinning;
import dev.poolsweep.tuning.progress.Progress;
import dev.poolsweep.tuning.results.HarnessBuild;
import dev.poolsweep.tuning.servers.CellSummary;
import dev.poolsweep.tuning.servers.LoadTool;
import dev.poolsweep.tuning.servers.Payload;
import dev.poolsweep.tuning.servers.ServerMatrix;
import dev.poolsweep.tuning.servers.ServersFolder;
import dev.poolsweep.tuning.servers.ServersReport;
import dev.poolsweep.tuning.servers.ServersRunner;
import dev.poolsweep.tuning.servers.ServersSetup;
import dev.poolsweep.tuning.servers.WebServer;
import dev.poolsweep.tuning.settings.BoardSettings;
import dev.poolsweep.tuning.settings.Defaults;
import dev.poolsweep.tuning.settings.JettyThreads;
import dev.poolsweep.tuning.sweep.SweepLock;
import dev.poolsweep.tuning.sweep.Tools;
import dev.poolsweep.tuning.text.TypedCommand;

/**
 * {@code poolsweep servers}: Yoo et al.'s matrix (server x file size under a closed
 * workload) for the board on Tomcat and on Jetty, with nginx as the native reference;
 * then the open burst at equal maxThreads on both Java servers, which is a sweep with
 * {@code --server tomcat,jetty}, run as one.
 */
@Command(name = "servers", sortOptions = false, mixinStandardHelpOptions = true, description = {
		"Yoo et al.'s comparison of web servers, for the servers a Spring application runs on: the board on Tomcat and "
				+ "on Jetty, and nginx (Debian's package) as the native reference, serving static files of 104 B, "
				+ "6.8 KiB and 4.9 MiB to a closed workload (each client sends its requests one after the other, no "
				+ "think time): every server with every file at --clients, then the small file at --crowd-clients.",
		"Each run: a fresh server, pinned as a sweep's board, a warm-up, the measured run. Reported as the paper did: "
				+ "throughput and Deviation (the standard deviation of the response times, JMeter's), with p50/p95/p99, "
				+ "each the mean of the repetitions. Then the open burst at equal maxThreads on both Java servers "
				+ "(the paper's future work): poolsweep sweep --server tomcat,jetty --max-threads LIST --repeat N, "
				+ "into OUT/burst.",
		"Results: OUT/runs.csv, OUT/summary.csv, OUT/report.html; each run's files in OUT/rep-R/CELL/." },
		footer = { "", "Example: poolsweep servers                      # the seed's matrix, 5 repetitions",
				"         poolsweep servers --repeat 1 --sizes small --clients 100 --crowd-clients 0 --burst none" })
public final class ServersCommand implements Callable<Integer> {

	/** --burst's value that runs no burst. */
	static final String NO_BURST = "none";

	@Spec
	CommandSpec spec;

	@Option(names = "--servers", paramLabel = "LIST", split = ",", defaultValue = "tomcat,jetty,nginx",
			description = "The servers: tomcat, jetty (the board on each), nginx (default: ${DEFAULT-VALUE}).")
	List<String> servers;

	@Option(names = "--sizes", paramLabel = "LIST", split = ",", defaultValue = "small,medium,large",
			description = "The files: small (index.html, 104 B), medium (cat.jpg, 6.8 KiB), large (4k.jpg, 4.9 MiB) "
					+ "(default: ${DEFAULT-VALUE}).")
	List<String> sizes;

	@Option(names = "--tools", paramLabel = "LIST", split = ",", defaultValue = "jmeter",
			description = "The load generators that each send every cell's workload, on the same CPUs: jmeter, vegeta "
					+ "(v12, the second tool, which checks JMeter's figures) (default: ${DEFAULT-VALUE}).")
	List<String> loadTools;

	@Option(names = "--clients", paramLabel = "N",
			description = "Clients of every cell, started at once (default: ${DEFAULT-VALUE}).")
	int clients = ServerMatrix.CLIENTS;

	@Option(names = "--crowd-clients", paramLabel = "N",
			description = "Clients of the small file's second workload; 0 for none (default: ${DEFAULT-VALUE}).")
	int crowdClients = ServerMatrix.CROWD_CLIENTS;

	@Option(names = "--loops", paramLabel = "N", description = "Requests of each client (default: ${DEFAULT-VALUE}).")
	int loops = ServerMatrix.LOOPS;

	@Option(names = "--repeat", paramLabel = "N",
			description = "Repetitions of the matrix, and of each burst point (default: ${DEFAULT-VALUE}).")
	int repeat = ServerMatrix.REPETITIONS;

	@Option(names = "--max-threads", paramLabel = "N",
			description = "maxThreads of both Java servers (Tomcat's threads.max, Jetty's threads.max) (default: each "
					+ "as the board ships, 200); nginx has no worker threads: one process per CPU it is pinned to.")
	Integer maxThreads;

	@Option(names = "--warmup-requests", paramLabel = "N",
			description = "Requests sent to every fresh server before its measured run, by up to 50 clients; 0 for "
					+ "none (default: ${DEFAULT-VALUE}).")
	int warmupRequests = 1000;

	@Option(names = "--burst", paramLabel = "LIST|none", defaultValue = "10,100",
			description = "maxThreads values of the open burst run after the matrix on Tomcat and Jetty alike, as "
					+ "'poolsweep sweep --server tomcat,jetty --max-threads LIST --repeat N --out OUT/burst'; "
					+ "'none' for no burst (default: ${DEFAULT-VALUE}).")
	String burst;

	@Option(names = "--no-pin",
			description = "Do not pin: the server, JMeter and the database share every CPU and the scheduler decides.")
	boolean noPin;

	@Option(names = "--out", paramLabel = "DIR", description = "Results folder (default: results/servers-<time>).")
	Path out;

	@Mixin
	ToolOptions tools;

	@Override
	public Integer call() throws IOException {
		final ServerMatrix asked = matrix();
		final Path folder = out != null ? out : Path.of("results",
				"servers-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
		if (ServersFolder.holds(folder)) {
			throw new BadInputException(folder + " holds a servers run already: choose another --out");
		}
		final Tools found = tools.tools();
		found.generator().checkClosed();
		final List<String> notes = new ArrayList<>();
		final Optional<Path> nginx = ServersSetup.findNginx();
		ServerMatrix matrix = asked;
		if (asked.servers().contains(WebServer.NGINX) && nginx.isEmpty()) {
			if (asked.servers().size() == 1) {
				throw new BadInputException(ServersSetup.nginxMissing().replace("note: ", ""));
			}
			notes.add(ServersSetup.nginxMissing());
			matrix = matrix.without(WebServer.NGINX);
		}
		final Optional<Path> vegeta = ServersSetup.findVegeta();
		if (asked.tools().contains(LoadTool.VEGETA) && vegeta.isEmpty()) {
			if (asked.tools().size() == 1) {
				throw new BadInputException(ServersSetup.vegetaMissing().replace("note: ", ""));
			}
			notes.add(ServersSetup.vegetaMissing());
			matrix = matrix.without(LoadTool.VEGETA);
		}
		for (final Path jar : List.of(found.boardJar(), found.boardJettyJar())) {
			if (!Files.isRegularFile(jar)) {
				throw new BadInputException(jar + " does not exist: build it with ./mvnw package -DskipTests");
			}
		}
		final CpuPinning.Choice pinned = CpuPinning.choose(!noPin);
		final CpuPinning pinning = pinned.pinning();
		final String harnessNote = pinning.pinHarness();
		List.of(pinned.note(), harnessNote).stream().filter(note -> !note.isEmpty()).forEach(notes::add);
		final BoardSettings board = new BoardSettings(Defaults.BOARD_HEAP, 0, Duration.ZERO, Duration.ZERO,
				Defaults.READY_TIMEOUT);
		Files.createDirectories(folder);
		final List<CellSummary> cells;
		final String console;
		try (SweepLock lock = SweepLock.acquire(folder, "or choose another --out");
				MySqlServer database = tools.database(pinning.databaseCpus());
				Progress progress = Progress.onStderr()) {
			new AppDatabase(database).requireReachable();
			notes.forEach(progress::say);
			progress.say("servers into " + folder + "; database: " + database.description());
			final ServersSetup setup = ServersSetup.of(found.java(), found.boardJar(), found.boardJettyJar(), nginx,
					found.generator(), matrix.tools().contains(LoadTool.VEGETA) ? vegeta : Optional.empty(), pinning,
					database, board, maxThreads, warmupRequests, Defaults.CONNECT_TIMEOUT, Defaults.RESPONSE_TIMEOUT,
					tools.typedCommand());
			final String settings = settings(matrix, pinning, nginx, vegeta);
			ServersFolder.record(folder, setup.threadLimits(), settings, notes);
			cells = new ServersRunner(setup, folder, progress).run(matrix);
			console = ServersReport.writeAll(folder, cells, setup.threadLimits(), notes, settings);
		}
		spec.commandLine().getOut().print(console);
		spec.commandLine().getOut().println("report: " + folder.resolve(ServersReport.REPORT_HTML));
		spec.commandLine().getOut().flush();
		final boolean failed = cells.stream().anyMatch(cell -> cell.failed() > 0);
		final String unpinned = pinning.unpinHarness();
		if (!unpinned.isEmpty()) {
			spec.commandLine().getOut().println(unpinned);
		}
		final int burstExit = runBurst(folder);
		return failed || burstExit == ExitCode.RUNS_FAILED ? ExitCode.RUNS_FAILED
				: burstExit != ExitCode.OK ? burstExit : ExitCode.OK;
	}

	ServerMatrix matrix() {
		if (maxThreads != null && maxThreads < 1) {
			throw new BadInputException("--max-threads must be at least 1");
		}
		if (warmupRequests < 0) {
			throw new BadInputException("--warmup-requests must be 0 (none) or more");
		}
		burstMaxThreads();
		final List<WebServer> asked = servers.stream().map(WebServer::parse).toList();
		if (maxThreads != null && asked.contains(WebServer.JETTY)) {
			JettyThreads.require(List.of(maxThreads), "--max-threads");
		}
		return new ServerMatrix(asked, sizes.stream().map(Payload::parse).toList(), clients, crowdClients, loops,
				repeat, loadTools.stream().map(LoadTool::parse).toList());
	}

	/** --burst's maxThreads list, checked; empty for none. */
	String burstMaxThreads() {
		if (burst.equalsIgnoreCase(NO_BURST)) {
			return "";
		}
		if (!burst.matches("\\d+(,\\d+)*")) {
			throw new BadInputException("--burst takes maxThreads values like 10,100, or 'none', not '" + burst + "'");
		}
		// checked now, not after the matrix: the burst runs on Jetty too
		JettyThreads.require(Arrays.stream(burst.split(",")).map(Integer::valueOf).toList(), "--burst");
		return burst;
	}

	/**
	 * The open burst at equal maxThreads on Tomcat and Jetty: the sweep, run as its own
	 * command line would run it, so that it is a sweep like any other (its folder, its
	 * report, --resume). Its exit code; OK when there is none.
	 */
	private int runBurst(final Path folder) {
		final List<String> sweep = burstCommand(folder);
		if (sweep.isEmpty()) {
			return ExitCode.OK;
		}
		spec.commandLine()
			.getOut()
			.println("the open burst at equal maxThreads: " + TypedCommand.of("poolsweep", sweep));
		spec.commandLine().getOut().flush();
		return spec.root().commandLine().execute(sweep.toArray(String[]::new));
	}

	/**
	 * The sweep of the open burst at equal maxThreads on both Java servers, as its
	 * command line's arguments; empty with --burst none.
	 */
	List<String> burstCommand(final Path folder) {
		final String maxThreadsList = burstMaxThreads();
		if (maxThreadsList.isEmpty()) {
			return List.of();
		}
		final List<String> sweep = new ArrayList<>(List.of("sweep", "--server", "tomcat,jetty", "--max-threads",
				maxThreadsList, "--repeat", Integer.toString(repeat), "--out", folder.resolve("burst").toString()));
		if (noPin) {
			sweep.add("--no-pin");
		}
		sweep.addAll(toolArguments());
		return sweep;
	}

	/**
	 * The tool options given to servers, as given, so that its burst runs with the same
	 * jars, JMeter and database; empty when it was not parsed from a command line.
	 */
	private List<String> toolArguments() {
		final ParseResult parsed = spec == null ? null : spec.commandLine().getParseResult();
		if (parsed == null) {
			return List.of();
		}
		final List<OptionSpec> toolOptions = spec.mixins().get("tools").options();
		final List<String> arguments = new ArrayList<>();
		for (final OptionSpec option : parsed.matchedOptions()) {
			if (toolOptions.contains(option)) {
				option.originalStringValues().forEach(value -> arguments.addAll(List.of(option.longestName(), value)));
			}
		}
		return arguments;
	}

	private String settings(final ServerMatrix matrix, final CpuPinning pinning, final Optional<Path> nginx,
			final Optional<Path> vegeta) {
		return String.join("\n", "command: " + tools.typedCommand(), "harness: " + HarnessBuild.current().describe(),
				"servers: " + String.join(",", matrix.servers().stream().map(WebServer::text).toList()),
				"files: " + String.join(",", matrix.payloads().stream().map(Payload::file).toList()),
				"tools: " + String.join(",", matrix.tools().stream().map(LoadTool::text).toList())
						+ (matrix.tools().contains(LoadTool.VEGETA) ? " (vegeta: " + vegeta.orElseThrow() + ")" : ""),
				"clients: " + matrix.clients() + ", then the small file at " + matrix.crowdClients() + "; loops: "
						+ matrix.loops() + "; repetitions: " + matrix.repetitions(),
				"maxThreads: " + (maxThreads == null ? "as the board ships (200)" : maxThreads),
				"warm-up requests: " + warmupRequests,
				"pinning: server on " + (pinning.boardCpus().isEmpty() ? "any CPU" : "CPUs " + pinning.boardCpus())
						+ ", the load generator on "
						+ (pinning.jmeterCpus().isEmpty() ? "any CPU" : "CPUs " + pinning.jmeterCpus()),
				"nginx: " + nginx.map(Path::toString).orElse("not installed"));
	}

}
