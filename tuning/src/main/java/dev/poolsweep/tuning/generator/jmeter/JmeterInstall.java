package dev.poolsweep.tuning.generator.jmeter;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.generator.Engine;
import dev.poolsweep.tuning.plan.LoadPlans;
import dev.poolsweep.tuning.plan.LoadSettings;
import dev.poolsweep.tuning.process.CpuPinning;
import dev.poolsweep.tuning.results.SettingKeys;
import dev.poolsweep.tuning.results.SweepKeys;

/**
 * A JMeter home (with the Throughput Shaping Timer plugin) and the folder of poolsweep's
 * plans (burst.jmx, steady.jmx, smoke.jmx).
 *
 * @param home the JMeter home: it has bin/ApacheJMeter-*.jar
 * @param launcher that jar
 * @param plans the folder holding the .jmx plans
 */
record JmeterInstall(Path home, Path launcher, Path plans) {

	/**
	 * Checks both folders; throws BadInputException with a one-line message telling how
	 * to build them.
	 */
	public static JmeterInstall of(final Path home, final Path plans) {
		final Path launcher = launcherIn(home).orElseThrow(() -> new BadInputException(
				"JMeter not found at " + home + ": run ./mvnw -pl jmeter-plans package first (or give --jmeter-home)"));
		if (!Files.isDirectory(plans)) {
			throw new BadInputException("JMeter plans folder " + plans + " does not exist (give --plans-dir)");
		}
		return new JmeterInstall(home, launcher, plans);
	}

	/**
	 * The JMeter home the jmeter-plans build made under {@code target}: the first folder
	 * (breadth first, by name) holding bin/ApacheJMeter-*.jar. Empty when there is none.
	 */
	public static Optional<Path> findUnder(final Path target) {
		if (!Files.isDirectory(target)) {
			return Optional.empty();
		}
		try (Stream<Path> dirs = Files.walk(target, 3)) {
			return dirs.filter(Files::isDirectory)
				.filter(dir -> launcherIn(dir).isPresent())
				.min(Comparator.comparingInt(Path::getNameCount).thenComparing(Path::toString));
		}
		catch (IOException e) {
			return Optional.empty();
		}
	}

	/**
	 * The plan file: a name like "burst" means burst.jmx in the plans folder; a path
	 * ending in .jmx is taken as is.
	 */
	public Path plan(final String plan) {
		final Path file = plan.endsWith(".jmx") ? Path.of(plan) : plans.resolve(plan + ".jmx");
		if (!Files.isRegularFile(file)) {
			throw new BadInputException("JMeter plan " + file + " does not exist");
		}
		return file;
	}

	/**
	 * Fails at once, not in every run, when a plan the sweep needs is missing: its own,
	 * and the steady one when {@code steadyToo} (a warm-up or a calibration).
	 */
	void requirePlans(final LoadSettings load, final boolean steadyToo) {
		plan(load.plan());
		if (steadyToo) {
			plan(LoadPlans.STEADY);
		}
	}

	/**
	 * What sweep.properties and point.properties record about JMeter for a load, and the
	 * engines that send it.
	 */
	Map<String, String> facts(final LoadSettings load, final List<Engine> engines) {
		return Map.of(SweepKeys.JMETER_HOME, home.toAbsolutePath().toString(), SettingKeys.JMETER_HEAP_MB,
				Long.toString(JmeterLaunch.heapMb(load.maxInFlight())), SettingKeys.GENERATOR_ENGINES,
				String.join(", ",
						engines.stream()
							.map(engine -> engine.cpus().isEmpty() ? engine.name()
									: engine.name() + " (" + CpuPinning.label(engine.cpus()) + ")")
							.toList()));
	}

	private static Optional<Path> launcherIn(final Path home) {
		final Path bin = home.resolve("bin");
		if (!Files.isDirectory(bin)) {
			return Optional.empty();
		}
		try (Stream<Path> files = Files.list(bin)) {
			return files.filter(file -> {
				final String name = file.getFileName().toString();
				return name.startsWith("ApacheJMeter") && name.endsWith(".jar");
			}).sorted().findFirst();
		}
		catch (IOException e) {
			return Optional.empty();
		}
	}
}
