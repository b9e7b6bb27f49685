package dev.poolsweep.tuning.sweep;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Properties;
import java.util.function.BooleanSupplier;

import dev.poolsweep.tuning.progress.Progress;
import dev.poolsweep.tuning.app.AppDatabase;
import dev.poolsweep.tuning.app.AppUnderTest;
import dev.poolsweep.tuning.errors.RunFailedException;
import dev.poolsweep.tuning.plan.LoadSettings;
import dev.poolsweep.tuning.process.ChildProcesses;
import dev.poolsweep.tuning.process.CpuPinning;
import dev.poolsweep.tuning.results.SweepKeys;
import dev.poolsweep.tuning.settings.Capacity;
import dev.poolsweep.tuning.settings.Probing;
import dev.poolsweep.tuning.settings.RunId;
import dev.poolsweep.tuning.settings.SweepSettings;
import dev.poolsweep.tuning.results.SweepFile;
import dev.poolsweep.tuning.knob.Server;

/**
 * Runs a sweep into its folder: calibrates when asked, records sweep.properties, then
 * runs every run not yet complete, in the sweep's order. A fresh sweep and a resumed one
 * go through the same steps; only the runs already complete are skipped.
 */
public final class SweepRunner {

	/** How a sweep went: runs done now, and how many of them failed. */
	public record Result(int runs, int failed, int skipped) {
	}

	private final SweepFolder folder;

	private final Tools tools;

	private final AppUnderTest app;

	private final AppDatabase database;

	private final CpuPinning pinning;

	private final Progress progress;

	public SweepRunner(final SweepFolder folder, final Tools tools, final AppUnderTest app, final AppDatabase database,
			final CpuPinning pinning, final Progress progress) {
		this.folder = folder;
		this.tools = tools;
		this.app = app;
		this.database = database;
		this.pinning = pinning;
		this.progress = progress;
	}

	/**
	 * @param resumed whether the folder holds this sweep already (sweep.properties is
	 * then kept as it is, unless a calibration still had to be done)
	 * @param probing what a fresh sweep measures before its points (a resumed one has the
	 * saturated rates already, or never will)
	 * @param typedCommand the command line that asked for the sweep, for people ("" when
	 * there was none)
	 */
	public Result run(final SweepSettings asked, final boolean resumed, final Probing probing,
			final String typedCommand) throws IOException, RunFailedException {
		return run(asked, resumed, probing, typedCommand, null);
	}

	/**
	 * The same for some of the sweep's runs only, in this order (a tune's round); null
	 * for every run.
	 */
	public Result run(final SweepSettings asked, final boolean resumed, final Probing probing,
			final String typedCommand, final List<RunId> only) throws IOException, RunFailedException {
		return run(asked, resumed, probing, typedCommand, only, () -> false);
	}

	/**
	 * The same, ending early when {@code enough} says so before a run: a tune's budget of
	 * time is checked between runs, not between its rounds of many runs.
	 */
	public Result run(final SweepSettings asked, final boolean resumed, final Probing probing,
			final String typedCommand, final List<RunId> only, final BooleanSupplier enough)
			throws IOException, RunFailedException {
		FreeSpace.requireRoomForARun(folder.dir());
		// the application as these settings run it: a tune's later rounds carry the
		// emulation's knobs, which the settings the launch started from did not have
		final AppUnderTest measured = tools.appUnderTest(asked);
		final Bench bench = new Bench(tools, database, measured, asked, pinning, progress);
		final Properties facts = HostFacts.collect(tools, measured, bench.readiness(), database, pinning);
		facts.setProperty(SweepKeys.POOLSWEEP_COMMAND, typedCommand);
		facts.putAll(bench.generator().facts(asked.load()));
		if (!resumed) {
			SweepFile.write(folder.dir(), asked, facts);
		}
		final SweepSettings calibrated = asked.needsCalibration() ? calibrate(asked, bench, facts) : asked;
		// the emulation sets knobs only: the runs and their schedule are known before it
		final List<RunId> runs = only != null ? only : calibrated.runs();
		final List<RunId> pending = folder.pending(runs);
		final long plannedRunS = calibrated.load().warmup().toSeconds() + calibrated.load().scaledProfile().durationS();
		progress.start(pending.size(), calibrated.repeat(), plannedRunS, !calibrated.load().warmup().isZero());
		final ServerEmulator emulator = new ServerEmulator(folder, progress, this::benchFor);
		SweepSettings sweep = calibrated.needsEmulation() ? emulator.emulate(calibrated, facts, probing) : calibrated;
		if (!resumed && sweep == calibrated) {
			if (probing.saturation() && sweep.grid().points().getFirst().server() == Server.JETTY) {
				// the probe's one worker is maxThreads=1, which Jetty cannot start with
				progress.say("saturation probe: skipped on Jetty, which keeps an acceptor, a selector and a reserved "
						+ "thread of its maxThreads and so cannot run one worker; the model extrapolates from low load");
			}
			else if (probing.saturation()) {
				probeSaturation(sweep, bench, facts);
			}
			else {
				progress.say("saturation probe: skipped (--no-saturation-probe); the model extrapolates from low load");
			}
		}
		PointRunner runner = new PointRunner(sweep, folder, sweep == calibrated ? bench : benchFor(sweep), progress);
		final List<RunId> done = new ArrayList<>();
		List<RunId> todo = pending;
		int failed = 0;
		int made = 0;
		for (int next = 0; next < todo.size() && !ChildProcesses.stopping() && !enough.getAsBoolean(); next++) {
			final RunId run = todo.get(next);
			FreeSpace.requireRoomForARun(folder.dir());
			progress.runStarted(run);
			final boolean ok = runner.run(run);
			failed += ok ? 0 : 1;
			made++;
			progress.runFinished(ok);
			done.add(run);
			final Optional<SweepSettings> corrected = ok
					? emulator.correctDrift(sweep, run, todo.subList(next + 1, todo.size()), facts) : Optional.empty();
			if (corrected.isPresent()) {
				// every run so far ran on knobs that no longer emulate the server: redone
				sweep = corrected.get();
				runner = new PointRunner(sweep, folder, benchFor(sweep), progress);
				for (final RunId redo : done) {
					SweepFolder.deleteRecursively(folder.runDir(redo));
				}
				progress.redo(done.size());
				failed = 0;
				done.clear();
				todo = folder.pending(runs);
				next = -1;
			}
		}
		return new Result(made, failed, runs.size() - pending.size());
	}

	/**
	 * Measures the saturated rates for the model before the points, and records them in
	 * sweep.properties; records nothing when the peak does not saturate one worker or the
	 * application stalls under it.
	 */
	private void probeSaturation(final SweepSettings sweep, final Bench bench, final Properties facts)
			throws IOException, RunFailedException {
		final SaturationProbe probe = new SaturationProbe(bench, sweep.load(), sweep.grid().points().getFirst());
		progress.say(String.format(Locale.ROOT,
				"saturation probe: %s with one worker, then ten, at the peak of %.0f requests/s for %d s, for the model",
				app.name(), probe.peakRps(), SaturationProbe.SECONDS));
		switch (probe.measure(folder.results(), progress, 1, 1)) {
			case ProbeResult.KeptUp keptUp -> progress
				.say("saturation probe: the peak did not saturate one worker; the model extrapolates from low load");
			case ProbeResult.Stalled stalled -> progress.say("saturation probe: " + stalled.what()
					+ "; a stall is no speed, so the model extrapolates from low load");
			case ProbeResult.Saturated saturated -> {
				progress.say("saturation probe: " + saturated.rates().describe());
				HostFacts.recordSaturatedRates(saturated.rates(), 0, facts);
				SweepFile.write(folder.dir(), sweep, facts);
			}
		}
	}

	/** A bench for the application with these settings (the board's knobs). */
	private Bench benchFor(final SweepSettings settings) {
		return new Bench(tools, database, tools.appUnderTest(settings), settings, pinning, progress);
	}

	private SweepSettings calibrate(final SweepSettings asked, final Bench bench, final Properties facts)
			throws IOException, RunFailedException {
		final LoadSettings load = asked.load();
		final Duration warmup = Calibrator.warmup(load);
		progress.say(String.format(Locale.ROOT,
				"calibrating: rising steady rates against the %s with its own pool "
						+ "settings, after a %d s warm-up at %.0f requests/s%s",
				app.name(), warmup.toSeconds(), load.effectiveWarmupRps(), pinning.boardCpus().isEmpty()
						? ", not pinned" : ", " + app.name() + " on " + CpuPinning.label(pinning.boardCpus())));
		facts.setProperty(SweepKeys.CALIBRATION_WARMUP_MS, Long.toString(warmup.toMillis()));
		facts.setProperty(SweepKeys.CALIBRATION_WARMUP_RATE_USED, Double.toString(load.effectiveWarmupRps()));
		final Capacity capacity = new Calibrator(bench, load, progress).measure(folder.results().calibration());
		final SweepSettings sweep = asked.withCapacity(capacity);
		progress.say(String.format(Locale.ROOT,
				"calibration: capacity %.1f requests/s -> scale %s (burst at %.0f requests/s)", capacity.capacityRps(),
				capacity.scale(), sweep.load().scaledProfile().peakStep().peakRps()));
		SweepFile.write(folder.dir(), sweep, facts);
		return sweep;
	}

}
