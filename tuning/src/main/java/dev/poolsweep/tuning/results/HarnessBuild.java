package dev.poolsweep.tuning.results;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * Which build of the harness is running: its version and the commit it was built from
 * (the build fills them into {@value #RESOURCE}, the commit from
 * git-commit-id-maven-plugin), so that a result folder says what made it and a figure can
 * be made again with the same code.
 *
 * @param version the project's version
 * @param commit the commit's abbreviated id, with "-dirty" when the tree had uncommitted
 * changes; "unknown" when the build had no git repository
 */
public record HarnessBuild(String version, String commit) {

	/** The build-time file, on the harness's class path. */
	static final String RESOURCE = "/poolsweep-build.properties";

	static final String UNKNOWN = "unknown";

	private static final HarnessBuild CURRENT = read();

	/** This harness's build. */
	public static HarnessBuild current() {
		return CURRENT;
	}

	/**
	 * The build a build-time file describes; a key missing or left unfilled (a build
	 * without git leaves "@git.commit.id.abbrev@") is unknown.
	 */
	static HarnessBuild of(final Properties file) {
		final String commit = value(file, "commit");
		final boolean dirty = Boolean.parseBoolean(value(file, "dirty"));
		return new HarnessBuild(value(file, "version"), commit + (dirty ? "-dirty" : ""));
	}

	private static String value(final Properties file, final String key) {
		final String value = file.getProperty(key, "").strip();
		return value.isEmpty() || value.startsWith("@") ? UNKNOWN : value;
	}

	/**
	 * For people and sweep.properties, e.g. "poolsweep 0.1.0-SNAPSHOT, commit 9f82092".
	 */
	public String describe() {
		return "poolsweep " + version + ", commit " + commit;
	}

	private static HarnessBuild read() {
		final Properties file = new Properties();
		try (InputStream in = HarnessBuild.class.getResourceAsStream(RESOURCE)) {
			if (in != null) {
				file.load(in);
			}
		}
		catch (IOException e) {
			throw new UncheckedIOException("could not read " + RESOURCE, e);
		}
		return of(file);
	}

}
