package dev.poolsweep.tuning.generator.jmeter;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.generator.GeneratorSetup;
import dev.poolsweep.tuning.generator.LoadGenerator;
import dev.poolsweep.tuning.plan.LoadSettings;

/**
 * JMeter as the command line chose it: one JMeter per run, local remote engines, or
 * remote engines started elsewhere.
 */
public final class JmeterSetup implements GeneratorSetup {

	/** The most local engines: each is a JVM with its own clients. */
	static final int MAX_LOCAL_ENGINES = 64;

	private final String java;

	private final JmeterInstall install;

	private final int localEngines;

	private final List<String> engines;

	private JmeterSetup(final String java, final JmeterInstall install, final int localEngines,
			final List<String> engines) {
		this.java = java;
		this.install = install;
		this.localEngines = localEngines;
		this.engines = List.copyOf(engines);
	}

	/** See {@code Generators.jmeter}. */
	public static JmeterSetup of(final String java, final Path home, final Path plans, final int localEngines,
			final List<String> engines) {
		if (localEngines < 0 || localEngines > MAX_LOCAL_ENGINES) {
			throw new BadInputException(
					"--local-engines must be within 0.." + MAX_LOCAL_ENGINES + ", was " + localEngines);
		}
		if (localEngines > 0 && !engines.isEmpty()) {
			throw new BadInputException("give --local-engines or --jmeter-engines, not both");
		}
		for (final String engine : engines) {
			if (!engine.matches("[A-Za-z0-9.\\-]+:\\d{1,5}|\\[[0-9A-Fa-f:.]+\\]:\\d{1,5}")) {
				throw new BadInputException(
						"--jmeter-engines takes HOST:PORT,... (each engine's server_port), not '" + engine + "'");
			}
		}
		if (engines.size() != engines.stream().distinct().count()) {
			throw new BadInputException("--jmeter-engines names an engine twice: " + String.join(",", engines));
		}
		return new JmeterSetup(java, JmeterInstall.of(home, plans), localEngines, engines);
	}

	/** See {@code Generators.jmeterHomeUnder}. */
	public static Optional<Path> homeUnder(final Path target) {
		return JmeterInstall.findUnder(target);
	}

	@Override
	public void check(final LoadSettings load, final boolean steadyToo) {
		install.requirePlans(load, steadyToo);
	}

	@Override
	public void checkClosed() {
		if (localEngines > 0 || !engines.isEmpty()) {
			throw new BadInputException(JmeterEngines.CLOSED_ON_ONE_JMETER);
		}
		install.plan(PlanProperties.CLOSED_PLAN);
	}

	@Override
	public LoadGenerator on(final String cpus) {
		if (localEngines > 0) {
			return JmeterEngines.local(java, install, localEngines, cpus);
		}
		if (!engines.isEmpty()) {
			return JmeterEngines.given(java, install, engines, cpus);
		}
		return new LocalJmeter(java, install, cpus);
	}

}
