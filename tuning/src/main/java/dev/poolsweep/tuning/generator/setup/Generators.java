package dev.poolsweep.tuning.generator.setup;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import dev.poolsweep.tuning.generator.ClosedGenerator;
import dev.poolsweep.tuning.generator.GeneratorSetup;
import dev.poolsweep.tuning.generator.jmeter.JmeterSetup;
import dev.poolsweep.tuning.generator.vegeta.VegetaSetup;

/**
 * The load generators the harness can drive. Only this package reaches the
 * generator-specific code (a build rule checks it): the rest of the harness sees a
 * {@link GeneratorSetup}, or a {@link ClosedGenerator} for vegeta, which sends closed
 * workloads only.
 */
public final class Generators {

	private Generators() {
	}

	/**
	 * JMeter from {@code home} with poolsweep's plans in {@code plans}: one JMeter per
	 * run, or {@code localEngines} remote engines started on this machine for each run,
	 * or the remote engines at {@code engines} (host:port) started elsewhere. Fails with
	 * a one-line message when JMeter or the plans are missing, or when both kinds of
	 * engine are asked for.
	 */
	public static GeneratorSetup jmeter(final String java, final Path home, final Path plans, final int localEngines,
			final List<String> engines) {
		return JmeterSetup.of(java, home, plans, localEngines, engines);
	}

	/** The JMeter home the jmeter-plans build made under {@code target}, if any. */
	public static Optional<Path> jmeterHomeUnder(final Path target) {
		return JmeterSetup.homeUnder(target);
	}

	/**
	 * vegeta at {@code binary}, pinned to {@code cpus} (empty: not pinned), for closed
	 * workloads.
	 */
	public static ClosedGenerator vegeta(final Path binary, final String cpus) {
		return VegetaSetup.on(binary, cpus);
	}

	/** The vegeta binary on this machine; empty when it is not installed. */
	public static Optional<Path> findVegeta() {
		return VegetaSetup.find();
	}

	/** How to install vegeta, in one command. */
	public static String vegetaInstall() {
		return VegetaSetup.INSTALL;
	}

}
