package dev.poolsweep.tuning.generator.jmeter;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

import dev.poolsweep.tuning.errors.OneLine;
import dev.poolsweep.tuning.errors.RunFailedException;
import dev.poolsweep.tuning.generator.ClosedWorkload;
import dev.poolsweep.tuning.generator.Workload;
import dev.poolsweep.tuning.plan.LoadPlans;
import dev.poolsweep.tuning.plan.LoadProfile;
import dev.poolsweep.tuning.plan.LoadSettings;

/**
 * The JMeter properties of poolsweep's plans (jmeter-plans/README.md) for a workload:
 * where to send the load and what to ask, the client's behaviour, and the load itself: a
 * schedule (burst, and any other .jmx) or one constant rate for a number of seconds
 * (steady and smoke); or a closed workload (closed.jmx), clients that loop. Every open
 * plan multiplies its rates by -Jscale. The names here (host, port, keep_alive, scale,
 * load_profile, rate, ...) are the plans' own, read by their .jmx files; some are spelled
 * like keys of the results folder, but they are a different contract
 * (jmeter-plans/README.md), so they are not taken from results.
 */
final class PlanProperties {

	/** The bound on the requests a run may have in flight (its client threads). */
	static final String MAX_IN_FLIGHT = "max_in_flight";

	/**
	 * The file where the plans write the requests due, sent and never sent in each second
	 * of the schedule.
	 */
	static final String ARRIVALS_FILE = "arrivals_file";

	/** The remote engines that share the schedule, as given to -R. */
	static final String ENGINES = "engines";

	/** The epoch ms the engines that share the schedule start it at. */
	static final String START_AT = "start_at";

	/** A file the schedule waits for before it starts. */
	static final String START_FILE = "start_file";

	/** The plan of a closed workload, closed.jmx in the plans folder. */
	static final String CLOSED_PLAN = "closed";

	/**
	 * What JMeter keeps of each response body of a closed workload: it reads and counts
	 * every byte, but 1,000 clients each holding a 4.9 MiB body would need 5 GB of heap.
	 */
	static final int CLOSED_BYTES_KEPT = 1024;

	/** How a plan passes {@link #START_FILE} on to its Open Arrivals Timer. */
	private static final String READS_START_FILE = "${__P(" + START_FILE + ",";

	private PlanProperties() {
	}

	/** The workload's properties, in a new map the caller may add to. */
	static Map<String, String> of(final Workload workload) {
		final LoadSettings load = workload.load();
		final Map<String, String> properties = client(load, workload.port(), workload.maxInFlight());
		if (workload.isSteady()) {
			properties.put("rate", rate(workload.steadyRps()));
			properties.put("duration", Long.toString(workload.seconds()));
		}
		else if (LoadPlans.isOneRate(load.plan())) {
			final LoadProfile.Step step = load.loadProfile().steps().getFirst();
			properties.put("rate", rate(step.fromRps()));
			properties.put("duration", Long.toString(step.durationS()));
			properties.put("scale", Double.toString(load.scale()));
		}
		else {
			properties.put("load_profile", load.loadProfile().toString());
			properties.put("scale", Double.toString(load.scale()));
		}
		return properties;
	}

	/**
	 * The properties of closed.jmx for a closed workload, in a new map: its clients start
	 * at once (no ramp-up) and keep their connections alive. Its clients are its requests
	 * in flight, so {@link #MAX_IN_FLIGHT}, which the plan does not read, sizes JMeter's
	 * heap as for an open workload.
	 */
	static Map<String, String> of(final ClosedWorkload workload) {
		final Map<String, String> properties = new LinkedHashMap<>();
		properties.put(MAX_IN_FLIGHT, Integer.toString(workload.clients()));
		properties.put("host", "127.0.0.1");
		properties.put("port", Integer.toString(workload.port()));
		properties.put("path", workload.path());
		properties.put("clients", Integer.toString(workload.clients()));
		properties.put("loops", Integer.toString(workload.loops()));
		properties.put("ramp_up", "0");
		properties.put("keep_alive", "true");
		properties.put("connect_timeout", Long.toString(workload.connectTimeout().toMillis()));
		properties.put("response_timeout", Long.toString(workload.responseTimeout().toMillis()));
		properties.put("httpsampler.max_bytes_to_store_per_request", Integer.toString(CLOSED_BYTES_KEPT));
		return properties;
	}

	/**
	 * Whether the plan waits for {@link #START_FILE}, as poolsweep's plans do: only such
	 * a plan may be launched before the application it loads is ready.
	 */
	static boolean waitsForStartFile(final Path plan) throws RunFailedException {
		try {
			return Files.readString(plan, StandardCharsets.UTF_8).contains(READS_START_FILE);
		}
		catch (IOException e) {
			throw new RunFailedException("JMeter plan " + plan + " cannot be read: " + OneLine.of(e.getMessage()), e);
		}
	}

	/** The start file of a run that writes {@code jtl}: samples.jtl.start beside it. */
	static Path startFileOf(final Path jtl) {
		return jtl.resolveSibling(jtl.getFileName() + ".start");
	}

	private static Map<String, String> client(final LoadSettings load, final int port, final long maxInFlight) {
		final Map<String, String> properties = new LinkedHashMap<>();
		properties.put(MAX_IN_FLIGHT, Long.toString(maxInFlight));
		properties.put("host", "127.0.0.1");
		properties.put("port", Integer.toString(port));
		properties.put("keep_alive", Boolean.toString(load.keepAlive()));
		properties.put("connect_timeout", Integer.toString(load.connectTimeoutMs()));
		properties.put("response_timeout", Integer.toString(load.responseTimeoutMs()));
		properties.putAll(load.request().properties());
		return properties;
	}

	private static String rate(final double rps) {
		return rps == Math.rint(rps) ? Long.toString((long) rps) : Double.toString(rps);
	}

}
