package dev.poolsweep.tuning.sweep;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import java.util.Properties;

import dev.poolsweep.tuning.results.PropertiesFiles;
import dev.poolsweep.tuning.settings.RunId;

/**
 * The output folder of a sweep (layout in tuning/RESULTS.md) and its bookkeeping: a run
 * is complete iff its outcome.properties exists, because that file is written last and
 * atomically. Resuming therefore skips complete runs and wipes and redoes any other run
 * folder, so no run is done twice and none is half-kept.
 */
public final class SweepFolder {

	public static final String POINT = "point.properties";

	public static final String OUTCOME = "outcome.properties";

	private final Path dir;

	public SweepFolder(final Path dir) {
		this.dir = dir;
	}

	public Path dir() {
		return dir;
	}

	/**
	 * Whether a sweep was started here already (then only {@code --resume} may continue
	 * it).
	 */
	public boolean holdsSweep() {
		return Files.exists(dir.resolve(SweepFile.NAME));
	}

	public Path runDir(final RunId run) {
		return dir.resolve(run.folder());
	}

	public boolean isComplete(final RunId run) {
		return Files.isRegularFile(runDir(run).resolve(OUTCOME));
	}

	/** The runs still to do, in their order. */
	public List<RunId> pending(final List<RunId> runs) {
		return runs.stream().filter(run -> !isComplete(run)).toList();
	}

	/**
	 * An empty folder for the run: whatever an interrupted attempt left there is deleted
	 * first.
	 */
	public Path prepare(final RunId run) throws IOException {
		final Path runDir = runDir(run);
		if (isComplete(run)) {
			throw new IllegalStateException(run + " is complete already; it is not run again");
		}
		deleteRecursively(runDir);
		Files.createDirectories(runDir);
		return runDir;
	}

	public void writePoint(final RunId run, final Properties point) throws IOException {
		PropertiesFiles.write(runDir(run).resolve(POINT), point);
	}

	/** Marks the run complete: the last write of a run. */
	public void writeOutcome(final RunId run, final Properties outcome) throws IOException {
		PropertiesFiles.write(runDir(run).resolve(OUTCOME), outcome);
	}

	static void deleteRecursively(final Path root) throws IOException {
		if (!Files.exists(root)) {
			return;
		}
		Files.walkFileTree(root, new SimpleFileVisitor<>() {
			@Override
			public FileVisitResult visitFile(final Path file, final BasicFileAttributes attributes) throws IOException {
				Files.delete(file);
				return FileVisitResult.CONTINUE;
			}

			@Override
			public FileVisitResult postVisitDirectory(final Path folder, final IOException failure) throws IOException {
				if (failure != null) {
					throw failure;
				}
				Files.delete(folder);
				return FileVisitResult.CONTINUE;
			}
		});
	}

}
