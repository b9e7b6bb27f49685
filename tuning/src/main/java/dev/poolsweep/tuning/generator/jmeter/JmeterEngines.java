package dev.poolsweep.tuning.generator.jmeter;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.errors.RunFailedException;
import dev.poolsweep.tuning.generator.ClosedWorkload;
import dev.poolsweep.tuning.generator.Engine;
import dev.poolsweep.tuning.generator.GeneratorRun;
import dev.poolsweep.tuning.generator.LoadGenerator;
import dev.poolsweep.tuning.generator.RunWatch;
import dev.poolsweep.tuning.generator.Workload;
import dev.poolsweep.tuning.plan.LoadPlans;
import dev.poolsweep.tuning.plan.LoadSettings;
import dev.poolsweep.tuning.process.CpuPinning;
import dev.poolsweep.tuning.results.RunFolder;

/**
 * JMeter's own distributed mode: a controller (jmeter -n -R) drives remote engines that
 * share one schedule, each sending its interleaved part (the plans' Open Arrivals Timer,
 * told the engine list with -G), and gathers every sample into one JTL.
 *
 * <p>
 * Local engines are started for every run, each pinned to its part of the load
 * generator's CPUs, and stopped after it; they listen on 127.0.0.1 only, behind the
 * harness's {@link RmiKey}. Their CPU and memory are measured like one JMeter's, and
 * their per-second counts are added up into the run's arrivals file. Engines given by
 * address run elsewhere: the harness measures neither their CPU nor their counts, which
 * stay in their own logs.
 *
 * <p>
 * The engines start the schedule together at an instant the harness gives them
 * ({@value #START_DELAY_MS} ms after it launches the controller, on a whole second): each
 * engine would otherwise start as soon as its own clients are ready, and two engines
 * would send their parts at instants as far apart as their starts.
 */
final class JmeterEngines implements LoadGenerator {

	/**
	 * How long the controller gets to start and hand the plan to every engine, with room
	 * for a machine busy with other work (tuning/README.md, "Several JMeter engines").
	 */
	static final long START_DELAY_MS = 8000;

	/** Why engines send no closed workload, said in one line. */
	static final String CLOSED_ON_ONE_JMETER = "a closed workload runs on one JMeter: drop --local-engines and "
			+ "--jmeter-engines";

	private static final long READY_TIMEOUT_MS = 60_000;

	private final String java;

	private final JmeterInstall install;

	private final Engine controller;

	private final List<Engine> local;

	private final List<String> given;

	/** The engines given by address, as the results name them. */
	private final List<Engine> givenEngines;

	private RmiKey key;

	private JmeterEngines(final String java, final JmeterInstall install, final String cpus, final List<Engine> local,
			final List<String> given) {
		this.java = java;
		this.install = install;
		this.controller = new Engine("JMeter controller", cpus);
		this.local = List.copyOf(local);
		this.given = List.copyOf(given);
		this.givenEngines = given.stream().map(address -> new Engine("JMeter engine " + address, "")).toList();
	}

	/**
	 * {@code count} engines on this machine, sharing {@code cpus} (see {@link #cpusOf}).
	 */
	static JmeterEngines local(final String java, final JmeterInstall install, final int count, final String cpus) {
		final List<Engine> engines = new ArrayList<>();
		for (int engine = 0; engine < count; engine++) {
			engines.add(new Engine("JMeter engine " + (engine + 1), cpusOf(cpus, count, engine)));
		}
		return new JmeterEngines(java, install, cpus, engines, List.of());
	}

	/** Engines started elsewhere, host:port each (their -Jserver_port). */
	static JmeterEngines given(final String java, final JmeterInstall install, final List<String> addresses,
			final String cpus) {
		return new JmeterEngines(java, install, cpus, List.of(), addresses);
	}

	/**
	 * Engine {@code engine}'s CPUs (from 0) of {@code count} that share {@code cpus}: a
	 * part of its own when there are as many CPUs as engines (e.g. "2-3" of "0-3" for the
	 * second of two), else one CPU in turn ("1" for each of two engines on "1"); empty
	 * when not pinned.
	 */
	static String cpusOf(final String cpus, final int count, final int engine) {
		if (cpus.isEmpty()) {
			return "";
		}
		final List<Integer> all = CpuPinning.parseList(cpus);
		if (all.size() < count) {
			return Integer.toString(all.get(engine % all.size()));
		}
		final int from = engine * all.size() / count;
		return CpuPinning.list(all.subList(from, (engine + 1) * all.size() / count));
	}

	/** Refused: every engine would run the whole plan, every client. */
	@Override
	public GeneratorRun run(final ClosedWorkload workload, final Path jtl, final Path log, final RunWatch watch) {
		throw new BadInputException(CLOSED_ON_ONE_JMETER);
	}

	@Override
	public GeneratorRun run(final Workload workload, final Path jtl, final Path log, final RunWatch watch)
			throws RunFailedException {
		final List<EngineServer> servers = new ArrayList<>();
		try {
			for (int i = 0; i < local.size(); i++) {
				servers.add(EngineServer.start(java, install, keyForLocalEngines(), local.get(i),
						workload.maxInFlight(), RunFolder.engineLogOf(log, i + 1)));
			}
			for (final EngineServer server : servers) {
				server.awaitReady(READY_TIMEOUT_MS);
				watch.engineStarted(server.engine(), server.pid());
			}
			return drive(workload, jtl, log, watch, servers);
		}
		finally {
			servers.forEach(EngineServer::close);
		}
	}

	private GeneratorRun drive(final Workload workload, final Path jtl, final Path log, final RunWatch watch,
			final List<EngineServer> servers) throws RunFailedException {
		final long now = System.currentTimeMillis();
		final long startAt = (now + START_DELAY_MS) / 1000 * 1000 + 1000;
		final Map<String, String> properties = PlanProperties.of(workload);
		properties.put(PlanProperties.START_AT, Long.toString(startAt));
		if (!servers.isEmpty()) {
			properties.put(PlanProperties.ARRIVALS_FILE, RunFolder.arrivalsOf(jtl).toString());
		}
		final List<String> addresses = servers.isEmpty() ? given : servers.stream().map(EngineServer::address).toList();
		final JmeterLaunch launch = new JmeterLaunch(java, install, install.plan(workload.plan()), properties, jtl, log,
				controller.cpus(), addresses, servers.isEmpty() ? null : key.properties());
		watch.scheduleStarts(startAt);
		final JmeterProcess.Result result = JmeterProcess.run(launch,
				LoadPlans.timeout(workload.seconds() + START_DELAY_MS / 1000),
				pid -> watch.engineStarted(controller, pid), () -> servers.forEach(EngineServer::poll));
		final List<GeneratorRun.EngineRun> runs = new ArrayList<>();
		runs.add(new GeneratorRun.EngineRun(controller, result.cpuSeconds(), result.cpuSecondsTotal()));
		final long firstMs = result.samples().getFirst().startMs();
		for (final EngineServer server : servers) {
			final double total = server.cpuSeconds();
			runs.add(
					new GeneratorRun.EngineRun(server.engine(), total < 0 ? -1 : total - server.cpuAt(firstMs), total));
			requireStartedAt(server, startAt);
		}
		givenEngines.forEach(engine -> runs.add(new GeneratorRun.EngineRun(engine, -1, -1)));
		if (!servers.isEmpty()) {
			EngineCounts.merge(jtl, servers.size());
		}
		return new GeneratorRun(result.startedMs(), result.samples(), runs);
	}

	/**
	 * Fails the run when an engine started its part elsewhen than the others: their
	 * seconds would not add up to the schedule's.
	 */
	private static void requireStartedAt(final EngineServer server, final long startAt) throws RunFailedException {
		final OptionalLong started = ScheduleStart.read(server.console());
		if (started.isEmpty() || started.getAsLong() != startAt) {
			throw new RunFailedException(server.engine().name() + " started its part of the schedule "
					+ (started.isEmpty() ? "never" : (started.getAsLong() - startAt) + " ms late")
					+ ", not with the others (see " + server.console() + ")");
		}
	}

	/** The key, made when the first local engine needs it. */
	private RmiKey keyForLocalEngines() {
		if (key == null) {
			key = RmiKey.create(java);
		}
		return key;
	}

	@Override
	public List<Engine> engines() {
		final List<Engine> engines = new ArrayList<>(local);
		engines.addAll(givenEngines);
		return engines;
	}

	@Override
	public Map<String, String> facts(final LoadSettings load) {
		return install.facts(load, engines());
	}

}
