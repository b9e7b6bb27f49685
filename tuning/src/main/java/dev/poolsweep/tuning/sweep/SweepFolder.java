package dev.poolsweep.tuning.sweep;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;

import dev.poolsweep.tuning.results.ResultsFolder;
import dev.poolsweep.tuning.results.RunFolder;
import dev.poolsweep.tuning.settings.RunId;

/**
 * The output folder of a sweep as the runner keeps it: a run is complete iff its
 * {@link RunFolder#complete() outcome.properties exists}, because that file is written
 * last and atomically. Resuming therefore skips complete runs and wipes and redoes any
 * other run folder, so no run is done twice and none is half-kept.
 */
public final class SweepFolder {

	private final ResultsFolder results;

	public SweepFolder(final Path dir) {
		this.results = new ResultsFolder(dir);
	}

	public Path dir() {
		return results.dir();
	}

	public ResultsFolder results() {
		return results;
	}

	/**
	 * Whether a sweep was started here already (then only {@code --resume} may continue
	 * it).
	 */
	public boolean holdsSweep() {
		return results.holdsSweep();
	}

	public RunFolder run(final RunId run) {
		return results.run(run.point().id(), run.repetition());
	}

	public Path runDir(final RunId run) {
		return run(run).dir();
	}

	public boolean isComplete(final RunId run) {
		return run(run).complete();
	}

	/** The runs still to do, in their order. */
	public List<RunId> pending(final List<RunId> runs) {
		return runs.stream().filter(run -> !isComplete(run)).toList();
	}

	/**
	 * An empty folder for the run: whatever an interrupted attempt left there is deleted
	 * first.
	 */
	public RunFolder prepare(final RunId run) throws IOException {
		if (isComplete(run)) {
			throw new IllegalStateException(run + " is complete already; it is not run again");
		}
		final RunFolder folder = run(run);
		deleteRecursively(folder.dir());
		Files.createDirectories(folder.dir());
		return folder;
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
