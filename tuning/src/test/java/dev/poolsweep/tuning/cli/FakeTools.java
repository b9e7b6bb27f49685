package dev.poolsweep.tuning.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Empty stand-ins for the board's jars, JMeter and its plans, which pass the checks made
 * before anything starts, for tests of what a command refuses: the options that name
 * them.
 */
final class FakeTools {

	private FakeTools() {
	}

	/** Creates the stand-ins in {@code dir}; the options that point a command at them. */
	static List<String> in(final Path dir) throws IOException {
		final Path jar = Files.writeString(dir.resolve("board.jar"), "");
		final Path bin = Files.createDirectories(dir.resolve("jmeter/bin"));
		Files.writeString(bin.resolve("ApacheJMeter-5.6.3.jar"), "");
		final Path plans = Files.createDirectories(dir.resolve("plans"));
		for (final String plan : List.of("burst", "steady", "closed")) {
			Files.writeString(plans.resolve(plan + ".jmx"), "");
		}
		return List.of("--board-jar", jar.toString(), "--board-jetty-jar", jar.toString(), "--jmeter-home",
				dir.resolve("jmeter").toString(), "--plans-dir", plans.toString());
	}

}
