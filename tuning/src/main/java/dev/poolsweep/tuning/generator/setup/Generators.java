package dev.poolsweep.tuning.generator.setup;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import dev.poolsweep.tuning.generator.GeneratorSetup;
import dev.poolsweep.tuning.generator.jmeter.JmeterSetup;

/**
 * The load generators the harness can drive. Only this package reaches the
 * JMeter-specific code (a build rule checks it): the rest of the harness sees a
 * {@link GeneratorSetup}.
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

}
