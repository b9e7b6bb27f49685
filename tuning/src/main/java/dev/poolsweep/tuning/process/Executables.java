package dev.poolsweep.tuning.process;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Programs the harness runs that are not part of the build: nginx, vegeta, taskset. */
public final class Executables {

	private Executables() {
	}

	/**
	 * The first executable {@code program} in a directory of the PATH (empty entries
	 * skipped), else the first executable of {@code elsewhere}; empty when there is none.
	 */
	public static Optional<Path> find(final String program, final Path... elsewhere) {
		final List<Path> places = new ArrayList<>();
		for (final String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
			if (!dir.isEmpty()) {
				places.add(Path.of(dir, program));
			}
		}
		places.addAll(List.of(elsewhere));
		return places.stream().filter(Files::isExecutable).findFirst();
	}

}
