package dev.poolsweep.tuning.app;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import dev.poolsweep.db.MySqlServer;
import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.process.CpuPinning;
import dev.poolsweep.tuning.settings.BoardPools;

/**
 * The command line and environment of one JVM under test, the board or any other
 * application: a fixed heap, G1 unless its JVM options name another collector, remote JMX
 * on 127.0.0.1, every port on 127.0.0.1, the pool settings, and the Spring properties
 * that make Tomcat and HikariCP register the MBeans the sampler reads, the pool under
 * {@link #POOL_NAME}. The database credentials go in the environment (Spring's relaxed
 * binding reads SPRING_DATASOURCE_PASSWORD and so on), not on the command line, where any
 * user of the machine could read them with ps.
 *
 * @param heap -Xms and -Xmx alike
 * @param pools the pool settings: a point of the grid, or the application's own
 * @param pinning where it starts ({@link CpuPinning#allCpus}) and then runs (the board's
 * CPUs, {@link AppProcess#awaitReady})
 */
public record AppLaunch(String java, AppUnderTest app, String heap, BoardPools pools, MySqlServer database,
		AppPorts ports, CpuPinning pinning) {

	/**
	 * The name every application's HikariCP pool is given, so that its MBean is
	 * com.zaxxer.hikari:type=Pool (poolsweep).
	 */
	public static final String POOL_NAME = "poolsweep";

	/**
	 * The java launcher running this harness, so the application runs on the same JDK.
	 */
	public static String currentJava() {
		return ProcessHandle.current()
			.info()
			.command()
			.orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
	}

	public List<String> command() {
		final List<String> command = new ArrayList<>(CpuPinning.prefix(pinning.allCpus()));
		command.add(java);
		command.addAll(pinning.startingJvmOptions());
		command.add("-Xms" + heap);
		command.add("-Xmx" + heap);
		// The JVM picks the Serial collector when it sees one CPU (as under --pin on two
		// cores); naming G1 keeps the collector the same pinned or not. A JVM given two
		// collectors does not start, so one named in the application's options wins.
		if (app.jvmArguments().stream().noneMatch(AppLaunch::selectsCollector)) {
			command.add("-XX:+UseG1GC");
		}
		command.add("-Dcom.sun.management.jmxremote.port=" + ports.jmx());
		command.add("-Dcom.sun.management.jmxremote.rmi.port=" + ports.jmx());
		command.add("-Dcom.sun.management.jmxremote.host=127.0.0.1");
		command.add("-Djava.rmi.server.hostname=127.0.0.1");
		command.add("-Dcom.sun.management.jmxremote.authenticate=false");
		command.add("-Dcom.sun.management.jmxremote.ssl=false");
		command.addAll(app.jvmArguments());
		command.add("-jar");
		command.add(app.jarToRun().toString());
		command.addAll(springArguments(ports, app.hasActuator()));
		command.addAll(pools.springArguments());
		command.addAll(app.arguments());
		return command;
	}

	/**
	 * Whether a JVM option chooses the garbage collector, e.g. -XX:+UseParallelGC (the
	 * collectors of JDK 21 and later).
	 */
	static boolean selectsCollector(final String option) {
		return option.matches("-XX:\\+Use(Serial|Parallel|G1|Z|Shenandoah|Epsilon)GC");
	}

	/**
	 * What the harness adds for any application: loopback only (an application may listen
	 * on every interface by default, with its Actuator open), the MBeans it reads (Spring
	 * Boot leaves Tomcat's registry and Hikari's MBeans off), and Actuator's readiness
	 * probe where there is an Actuator (on by default only since Spring Boot 4, or on
	 * Kubernetes).
	 */
	private static List<String> springArguments(final AppPorts ports, final boolean actuator) {
		final List<String> arguments = new ArrayList<>(
				List.of("--server.address=127.0.0.1", "--server.port=" + ports.server(),
						"--management.server.address=127.0.0.1", "--management.server.port=" + ports.management(),
						"--server.tomcat.mbeanregistry.enabled=true", "--spring.datasource.hikari.register-mbeans=true",
						"--spring.datasource.hikari.pool-name=" + POOL_NAME));
		if (actuator) {
			arguments.add("--management.endpoint.health.probes.enabled=true");
		}
		return arguments;
	}

	/**
	 * The Spring properties the harness sets itself, every knob the registry guards
	 * ({@link Knob#guardedAgainstAppArgs()}) included, set at a point or not: an
	 * application's own arguments must leave them alone.
	 */
	static Set<String> propertiesOfTheHarness() {
		return Stream
			.concat(springArguments(new AppPorts(1, 1, 1), true).stream()
				.map(argument -> argument.substring(2, argument.indexOf('='))),
					Arrays.stream(Knob.values())
						.filter(Knob::guardedAgainstAppArgs)
						.flatMap(knob -> knob.springProperties().stream()))
			.collect(Collectors.toUnmodifiableSet());
	}

	public Map<String, String> environment() {
		final Map<String, String> environment = new HashMap<>(app.environment());
		environment.put("SPRING_DATASOURCE_URL", database.jdbcUrl());
		environment.put("SPRING_DATASOURCE_USERNAME", database.username());
		environment.put("SPRING_DATASOURCE_PASSWORD", database.password());
		return environment;
	}

}
