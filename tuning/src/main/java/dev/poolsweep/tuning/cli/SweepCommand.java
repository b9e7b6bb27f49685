package dev.poolsweep.tuning.cli;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.plan.LoadPlans;
import dev.poolsweep.tuning.plan.LoadProfile;
import dev.poolsweep.tuning.plan.LoadSettings;
import dev.poolsweep.tuning.plan.Request;
import dev.poolsweep.tuning.results.ResultsFolder;
import dev.poolsweep.tuning.settings.AppSettings;
import dev.poolsweep.tuning.settings.Axis;
import dev.poolsweep.tuning.settings.BoardSettings;
import dev.poolsweep.tuning.settings.Defaults;
import dev.poolsweep.tuning.settings.Grid;
import dev.poolsweep.tuning.settings.GridFile;
import dev.poolsweep.tuning.settings.RunOrder;
import dev.poolsweep.tuning.settings.SweepSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "sweep", sortOptions = false, mixinStandardHelpOptions = true, description = {
		"Runs the board, or any Spring Boot application (--app), at every point of a grid of pool settings, "
				+ "under a JMeter load, and reports.",
		"Per point and repetition: reset the database, start the application, warm up, run the plan while sampling "
				+ "JMX every second, stop the application. Results: OUT/points/<point-id>/rep-<k>/, then OUT/report.html." },
		footer = { "",
				"Example: poolsweep sweep --max-threads 1,10,100,300 --max-total 100 --accept-count 100 --repeat 3 "
						+ "--order shuffled --paper-semantics --out results/table2",
				"Any application: poolsweep sweep --app petclinic.jar --app-arg=--spring.profiles.active=mysql "
						+ "--path '/owners?lastName=' --max-threads 10,100 --max-total 10 --calibrate" })
final class SweepCommand implements Callable<Integer> {

	@Spec
	CommandSpec spec;

	@Option(names = "--app", paramLabel = "JAR", description = {
			"Sweep this executable Spring Boot jar instead of the board. The harness adds what it needs: "
					+ "loopback addresses, Tomcat's and HikariCP's MBeans (pool name poolsweep), remote JMX on 127.0.0.1; "
					+ "its database comes in SPRING_DATASOURCE_URL/_USERNAME/_PASSWORD. Ready: Actuator's readiness "
					+ "probe when it has the Actuator, else the first 2xx/3xx of GET on the first --path." })
	Path app;

	@Option(names = "--path", paramLabel = "[WEIGHT:]PATH",
			description = "Where every request goes; repeat for several, each request drawn by weight (default 1), e.g. "
					+ "--path 3:/owners?lastName= --path /vets.html. Default: the plan's own, the board's list page.")
	List<String> paths = new ArrayList<>();

	@Option(names = "--method", paramLabel = "METHOD", defaultValue = Request.GET,
			description = "HTTP method of every request (default: ${DEFAULT-VALUE}); any other sends --body.")
	String method;

	@Option(names = "--body", paramLabel = "TEXT", defaultValue = "",
			description = "Body of every request of --method POST, PUT, ...; JMeter functions in it are evaluated per "
					+ "request, e.g. '{\"name\":\"item $${__UUID()}\"}'.")
	String body;

	@Option(names = "--header", paramLabel = "'NAME: VALUE'",
			description = "Header added to every request; repeatable, e.g. --header 'Content-Type: application/json'.")
	List<String> headers = new ArrayList<>();

	@Option(names = "--app-arg", paramLabel = "ARG",
			description = "Argument for --app, after the harness's; repeatable: --app-arg=--spring.profiles.active=mysql.")
	List<String> appArgs = new ArrayList<>();

	@Option(names = "--jvm-arg", paramLabel = "OPTION",
			description = "JVM option for --app, before -jar; repeatable: --jvm-arg=-Dfile.encoding=UTF-8.")
	List<String> jvmArgs = new ArrayList<>();

	@Option(names = "--reset-sql", paramLabel = "FILE",
			description = "SQL run against --app's database before every run, to start each from the same data "
					+ "(statements end with ; at the end of a line; -- comments; one on a table not created yet is skipped). "
					+ "Default: nothing is reset.")
	Path resetSql;

	@Option(names = "--grid", paramLabel = "FILE",
			description = "Grid as a properties file: max_threads=1,10 max_total=100 ... (options below override its keys).")
	Path gridFile;

	@Option(names = "--max-threads", paramLabel = "LIST",
			description = "server.tomcat.threads.max values, e.g. 1,10,100,300.")
	String maxThreads;

	@Option(names = "--max-total", paramLabel = "LIST",
			description = "DB pool size (HikariCP maximum-pool-size) values (default: " + Defaults.MAX_TOTAL
					+ ", the board's).")
	String maxTotal;

	@Option(names = "--accept-count", paramLabel = "LIST",
			description = "server.tomcat.accept-count values (default: " + Defaults.ACCEPT_COUNT + ").")
	String acceptCount;

	@Option(names = "--max-connections", paramLabel = "LIST",
			description = "server.tomcat.max-connections values (default: Tomcat's).")
	String maxConnections;

	@Option(names = "--min-spare-threads", paramLabel = "LIST",
			description = "server.tomcat.threads.min-spare values (default: Tomcat's).")
	String minSpareThreads;

	@Option(names = "--repeat", paramLabel = "N", defaultValue = Defaults.REPEAT,
			description = "Repetitions of every point (default: ${DEFAULT-VALUE}).")
	int repeat;

	@Option(names = "--order", paramLabel = "as-given|shuffled", defaultValue = "as-given",
			description = "Order of the points within each round of repetitions (default: ${DEFAULT-VALUE}).")
	String order;

	@Option(names = "--seed", paramLabel = "N", description = "Seed of the shuffled order (default: random, recorded).")
	Long seed;

	@Option(names = "--plan", paramLabel = "NAME|FILE", defaultValue = LoadPlans.BURST,
			description = "burst, steady, smoke, or a .jmx file (default: ${DEFAULT-VALUE}).")
	String plan;

	@Option(names = "--load-profile", paramLabel = "SCHEDULE",
			description = {
					"Throughput Shaping Timer schedule before scaling: const(RPS,DUR) and line(FROM,TO,DUR) steps.",
					"Default: the paper's, " + LoadSettings.PAPER_PROFILE
							+ "; for steady and smoke, which run one rate: " + "const(100,60s) and const(5,5s)." })
	LoadProfile loadProfile;

	@Mixin
	ExperimentOptions experiment;

	@Option(names = "--keep-alive", paramLabel = "true|false", arity = "1", defaultValue = Defaults.KEEP_ALIVE,
			description = "Whether the client reuses connections (default: ${DEFAULT-VALUE}).")
	boolean keepAlive;

	@Option(names = "--connect-timeout", paramLabel = "DURATION", defaultValue = Defaults.CONNECT_TIMEOUT,
			description = "Client connect time-out (default: ${DEFAULT-VALUE}).")
	Duration connectTimeout;

	@Option(names = "--response-timeout", paramLabel = "DURATION", defaultValue = Defaults.RESPONSE_TIMEOUT,
			description = "Client response time-out (default: ${DEFAULT-VALUE}).")
	Duration responseTimeout;

	@Option(names = "--warmup", paramLabel = "DURATION", defaultValue = Defaults.WARMUP,
			description = "Steady warm-up (JIT) before every measured run; 0 for none (default: ${DEFAULT-VALUE}).")
	Duration warmup;

	@Option(names = "--warmup-rate", paramLabel = "RPS", defaultValue = Defaults.WARMUP_RATE,
			description = "Warm-up rate in requests/s (default: the first step of the scaled profile).")
	double warmupRate;

	@Option(names = { "--heap", "--board-heap" }, paramLabel = "SIZE", defaultValue = Defaults.BOARD_HEAP,
			description = "The application's -Xms and -Xmx (default: ${DEFAULT-VALUE}).")
	String boardHeap;

	@Option(names = "--seed-rows", paramLabel = "N", defaultValue = Defaults.SEED_ROWS,
			description = "Suggestions the board seeds at start (default: ${DEFAULT-VALUE}).")
	int seedRows;

	@Option(names = "--ready-timeout", paramLabel = "DURATION", defaultValue = Defaults.READY_TIMEOUT,
			description = "How long the application may take to become ready before the run fails (default: ${DEFAULT-VALUE}).")
	Duration readyTimeout;

	@Option(names = "--resume", paramLabel = "DIR",
			description = "Finish the interrupted sweep in DIR with its recorded settings: complete runs are kept, any other run is redone.")
	Path resume;

	@Mixin
	ToolOptions tools;

	@Override
	public Integer call() throws Exception {
		if (resume != null) {
			rejectSettingsGivenWithResume();
			return SweepLauncher.resume(resume, tools);
		}
		return SweepLauncher.fresh(settings(), experiment.outOrDefault("sweep"), tools);
	}

	SweepSettings settings() {
		final LoadProfile profile = loadProfile != null ? loadProfile : LoadPlans.defaultProfile(plan);
		final LoadSettings load = new LoadSettings(plan, profile, experiment.scaleOrDefault(), keepAlive,
				(int) connectTimeout.toMillis(), (int) responseTimeout.toMillis(), warmup, warmupRate,
				Request.of(paths, method, body, headers));
		final AppSettings appSettings = appSettings();
		final BoardSettings board = appSettings != null ? Defaults.otherApp(boardHeap, readyTimeout)
				: new BoardSettings(boardHeap, seedRows, experiment.cpuWork, experiment.dbHold, readyTimeout);
		final long orderSeed = seed != null ? seed : RunOrder.randomSeed();
		return new SweepSettings(grid(), repeat, RunOrder.parse(order), orderSeed, experiment.pinOrDefault(), load,
				board, appSettings, experiment.calibrate, null);
	}

	/**
	 * --app and what goes with it; null for the board. The board's own knobs do not go
	 * with --app, nor --app's with the board.
	 */
	private AppSettings appSettings() {
		if (app == null) {
			if (!appArgs.isEmpty() || !jvmArgs.isEmpty() || resetSql != null) {
				throw new BadInputException("--app-arg, --jvm-arg and --reset-sql go with --app");
			}
			return null;
		}
		final List<String> boardOnly = given("--seed-rows", "--experiment-cpu-work", "--experiment-db-hold");
		if (!boardOnly.isEmpty()) {
			throw new BadInputException(String.join(", ", boardOnly) + ": the board's, not for --app");
		}
		if (paths.isEmpty() && !plan.endsWith(".jmx")) {
			throw new BadInputException(
					"--app needs --path, the page to load (or --plan with a .jmx file of your own)");
		}
		return new AppSettings(app, appArgs, jvmArgs, resetSql);
	}

	/** Which of these options the command line gave. */
	private List<String> given(final String... names) {
		return Arrays.stream(names).filter(spec.commandLine().getParseResult()::hasMatchedOption).toList();
	}

	private Grid grid() {
		final Map<Axis, List<Integer>> axes = new EnumMap<>(Axis.class);
		if (gridFile != null) {
			axes.putAll(GridFile.read(gridFile));
		}
		put(axes, Axis.MAX_THREADS, maxThreads);
		put(axes, Axis.MAX_TOTAL, maxTotal);
		put(axes, Axis.ACCEPT_COUNT, acceptCount);
		put(axes, Axis.MAX_CONNECTIONS, maxConnections);
		put(axes, Axis.MIN_SPARE_THREADS, minSpareThreads);
		return new Grid(axes, experiment.paperSemantics);
	}

	private static void put(final Map<Axis, List<Integer>> axes, final Axis axis, final String list) {
		if (list != null) {
			axes.put(axis, axis.parse(axis.option(), list));
		}
	}

	/**
	 * --resume carries on with the recorded settings; a setting given beside it would
	 * silently not apply.
	 */
	private void rejectSettingsGivenWithResume() {
		final List<String> given = spec.commandLine()
			.getParseResult()
			.matchedOptions()
			.stream()
			.map(OptionSpec::longestName)
			.filter(name -> !name.equals("--resume") && !ToolOptions.NAMES.contains(name))
			.toList();
		if (!given.isEmpty()) {
			throw new BadInputException("--resume takes the sweep's settings from " + resume + "/"
					+ ResultsFolder.SWEEP_PROPERTIES + ": drop " + String.join(", ", given));
		}
	}

}
