package dev.poolsweep.tuning.generator.jmeter;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import dev.poolsweep.tuning.process.CpuPinning;
import dev.poolsweep.tuning.process.ProcStats;
import dev.poolsweep.tuning.results.RunFolder;

/**
 * The command line of one headless JMeter run: a JMeter that sends the load itself, or,
 * with {@code engines}, the controller of remote engines that send it.
 *
 * @param properties the plan's properties, passed as -Jname=value (to remote engines as
 * -Gname=value)
 * @param cpus taskset list to pin JMeter to; empty for none
 * @param engines the remote engines as host:port for -R; empty to send the load itself
 * @param extraProperties a properties file for -q (the RMI key of local engines); null
 * for none
 */
record JmeterLaunch(String java, JmeterInstall install, Path plan, Map<String, String> properties, Path jtl, Path log,
		String cpus, List<String> engines, Path extraProperties) {

	/** JMeter's heap with few threads: what its own bin/jmeter script sets. */
	static final long BASE_HEAP_MB = 1024;

	/** The heap ZGC aims at while the clients are few. */
	static final long SOFT_HEAP_MB = 512;

	/**
	 * What each client may add: its copy of the plan's tree, its HTTP client and its
	 * sample in flight (the plugin's InFlightBound.CLIENT_BYTES; its clients are virtual
	 * threads, whose stacks are in the heap too).
	 */
	static final double HEAP_MB_PER_THREAD = 0.125;

	/**
	 * The largest heap JMeter gets, whatever the rate: the plugin holds no more requests
	 * in flight than fit in it (about 14,000), and a JMeter on one CPU that collected a
	 * larger heap would spend the CPU its clients need (jmeter-plans/README.md, "Where
	 * one JMeter stops").
	 */
	static final long MAX_HEAP_MB = 2048;

	public JmeterLaunch {
		properties = new TreeMap<>(properties);
		engines = List.copyOf(engines);
	}

	/** A JMeter that sends the load itself. */
	public static JmeterLaunch local(final String java, final JmeterInstall install, final Path plan,
			final Map<String, String> properties, final Path jtl, final Path log, final String cpus) {
		return new JmeterLaunch(java, install, plan, properties, jtl, log, cpus, List.of(), null);
	}

	public List<String> command() {
		final List<String> command = new ArrayList<>(CpuPinning.prefix(cpus));
		command.add(java);
		command.addAll(clientJvm(engines.isEmpty() ? maxInFlight() : 1));
		if (extraProperties != null) {
			// the controller's own RMI objects (the samples come back to one) listen
			// there
			command.add("-Djava.rmi.server.hostname=127.0.0.1");
		}
		command.add("-jar");
		command.add(install.launcher().toString());
		command.add("-n");
		command.add("-t");
		command.add(plan.toString());
		if (extraProperties != null) {
			command.add("-q");
			command.add(extraProperties.toString());
		}
		if (engines.isEmpty()) {
			properties.forEach((name, value) -> command.add("-J" + name + "=" + value));
			command.add("-J" + PlanProperties.ARRIVALS_FILE + "=" + RunFolder.arrivalsOf(jtl));
		}
		else {
			// every remote engine runs the whole plan with the controller's -G
			// properties; the plan's Open Arrivals Timer gives each its share
			command.add("-R");
			command.add(String.join(",", engines));
			properties.forEach((name, value) -> command.add("-G" + name + "=" + value));
			command.add("-G" + PlanProperties.ENGINES + "=" + String.join(",", engines));
		}
		command.add("-l");
		command.add(jtl.toString());
		command.add("-j");
		command.add(log.toString());
		return command;
	}

	/**
	 * The JVM options of a JMeter that runs up to {@code maxInFlight} client threads (its
	 * own or a remote engine's).
	 */
	static List<String> clientJvm(final long maxInFlight) {
		// The heap may grow with the clients the plan may start (they start as the
		// requests in flight need them), up to -Xmx; ZGC keeps it near
		// SoftMaxHeapSize while they are few, so that memory follows the load. ZGC
		// rather than bin/jmeter's G1: under overload, with 1,000 and more client
		// threads in flight, G1 sent the due requests late in bunches of 100-170 ms
		// every few seconds (stop-the-world pauses grow with the threads' stacks); ZGC
		// scans stacks concurrently and keeps its pauses under a millisecond.
		return List.of("-Xmx" + heapMb(maxInFlight) + "m", "-XX:SoftMaxHeapSize=" + SOFT_HEAP_MB + "m",
				"-XX:MaxMetaspaceSize=256m", "-XX:+UseZGC",
				// No proactive major collections: on JMeter's one CPU such a cycle holds
				// the clients up, so they read responses late and the latency from the
				// due instant measures JMeter (jmeter-plans/README.md, "What it costs");
				// the young collections as the heap fills take a few ms.
				"-XX:-ZProactive",
				// C1 only: a run of a few thousand requests spends more CPU in C2's
				// compiles than C2's code saves, and the compiles compete with the
				// clients for JMeter's CPU in the first seconds of the schedule
				// (jmeter-plans/README.md, "What it costs").
				"-XX:TieredStopAtLevel=1");
	}

	/**
	 * JMeter's largest heap in MB for a run of up to {@code maxInFlight} client threads:
	 * {@value #BASE_HEAP_MB} MB and {@value #HEAP_MB_PER_THREAD} MB a client (1,399 MB
	 * for 3,000), but at most {@value #MAX_HEAP_MB} MB and half the machine's memory
	 * (never less than the base), so that a calibration probe at a high rate cannot ask
	 * for more than the machine has.
	 */
	public static long heapMb(final long maxInFlight) {
		return heapMb(maxInFlight, ProcStats.machineMemoryMb());
	}

	static long heapMb(final long maxInFlight, final long machineMb) {
		final long wanted = BASE_HEAP_MB + (long) Math.ceil(HEAP_MB_PER_THREAD * maxInFlight);
		final long bounded = Math.min(wanted, MAX_HEAP_MB);
		return machineMb > 0 ? Math.max(BASE_HEAP_MB, Math.min(bounded, machineMb / 2)) : bounded;
	}

	/**
	 * The plan's bound on requests in flight (its client threads); 1 when the properties
	 * do not set it.
	 */
	long maxInFlight() {
		final String bound = properties.get(PlanProperties.MAX_IN_FLIGHT);
		return bound == null ? 1 : Long.parseLong(bound);
	}

	/**
	 * Where JMeter's console output goes: next to its log, e.g. jmeter.out beside
	 * jmeter.log.
	 */
	public Path consoleLog() {
		return RunFolder.consoleOf(log);
	}
}
