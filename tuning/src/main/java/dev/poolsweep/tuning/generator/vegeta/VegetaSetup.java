package dev.poolsweep.tuning.generator.vegeta;

import java.nio.file.Path;
import java.util.Optional;

import dev.poolsweep.tuning.generator.ClosedGenerator;

/**
 * vegeta as the command line finds it: the one door into this package.
 */
public final class VegetaSetup {

	/** What to run where vegeta is missing. */
	public static final String INSTALL = "go install github.com/tsenart/vegeta/v12@v12.13.0";

	private VegetaSetup() {
	}

	/** The binary on this machine; empty when it is not installed. */
	public static Optional<Path> find() {
		return Vegeta.find();
	}

	/** vegeta at {@code binary}, pinned to {@code cpus} (empty: not pinned). */
	public static ClosedGenerator on(final Path binary, final String cpus) {
		return new Vegeta(binary, cpus);
	}

}
