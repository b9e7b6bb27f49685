package dev.poolsweep.tuning.cli;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import dev.poolsweep.tuning.generator.setup.Generators;
import dev.poolsweep.tuning.sweep.Tools;

/**
 * Where the poolsweep build puts the board jar, the JMeter home and the plans, so that
 * the defaults work from the project folder, from any folder under it (tuning/ when Maven
 * runs the tests) and from tuning/target/poolsweep.jar.
 */
final class BuildTree {

	private final Path root;

	private BuildTree(final Path root) {
		this.root = root;
	}

	/**
	 * The project folder found above the working folder or above this jar; the working
	 * folder when neither.
	 */
	static BuildTree locate() {
		final List<Path> starts = new ArrayList<>();
		starts.add(Path.of("").toAbsolutePath());
		codeLocation().ifPresent(starts::add);
		for (final Path start : starts) {
			for (Path dir = start; dir != null; dir = dir.getParent()) {
				if (Files.isDirectory(dir.resolve("jmeter-plans")) && Files.isDirectory(dir.resolve("app"))) {
					return new BuildTree(dir);
				}
			}
		}
		return new BuildTree(starts.getFirst());
	}

	Path boardJar() {
		return root.resolve("app").resolve("target").resolve("suggestion-board.jar");
	}

	Path boardJettyJar() {
		return Tools.jettyBeside(boardJar());
	}

	/**
	 * jmeter-plans/target/jmeter-home, where the jmeter-plans build links the JMeter home
	 * it makes; else any JMeter home under jmeter-plans/target; else jmeter-home (the
	 * error then names it).
	 */
	Path jmeterHome() {
		final Path target = root.resolve("jmeter-plans").resolve("target");
		final Path home = target.resolve("jmeter-home");
		return Files.isDirectory(home) ? home : Generators.jmeterHomeUnder(target).orElse(home);
	}

	Path plansDir() {
		return root.resolve("jmeter-plans");
	}

	private static Optional<Path> codeLocation() {
		try {
			return Optional.of(Path.of(BuildTree.class.getProtectionDomain().getCodeSource().getLocation().toURI()));
		}
		catch (URISyntaxException | RuntimeException e) {
			return Optional.empty();
		}
	}

}
