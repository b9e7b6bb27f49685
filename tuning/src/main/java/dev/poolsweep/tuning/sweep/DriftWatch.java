package dev.poolsweep.tuning.sweep;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

import dev.poolsweep.tuning.analysis.series.JtlFile;
import dev.poolsweep.tuning.model.PredictionSpread;
import dev.poolsweep.tuning.progress.Progress;
import dev.poolsweep.tuning.results.EmulationCache;
import dev.poolsweep.tuning.results.EmulationEntry;
import dev.poolsweep.tuning.results.RunFolder;
import dev.poolsweep.tuning.results.SweepFile;
import dev.poolsweep.tuning.settings.BoardSettings;
import dev.poolsweep.tuning.settings.RunId;
import dev.poolsweep.tuning.settings.ServerEmulation;
import dev.poolsweep.tuning.settings.SweepSettings;

/**
 * Watches a sweep's runs on emulation knobs from the {@link EmulationCache}: where the
 * knobs have references, whether the runs show the machine drifted since
 * ({@link EmulationDrift}), decided once; where they have none yet, the references its
 * runs set. What it finds goes into the cache entry, for later sweeps.
 */
final class DriftWatch {

	private final SweepFolder folder;

	private final Progress progress;

	private final EmulationCache cache;

	private final Map<String, String> with;

	/**
	 * Whether the knobs had no reference when the sweep began, so that its runs set them
	 * rather than being checked against them.
	 */
	private final boolean settingReferences;

	/** The sweep's runs compared with the references so far. */
	private final List<EmulationDrift.Comparison> compared = new ArrayList<>();

	/** The cache entry as the sweep changed it; null once the drift was decided. */
	private EmulationEntry entry;

	/**
	 * @param with what the knobs were measured with, the entry's key in {@code cache}
	 * @param entry the knobs' entry, as found or as just measured
	 */
	DriftWatch(final SweepFolder folder, final Progress progress, final EmulationCache cache,
			final Map<String, String> with, final EmulationEntry entry) {
		this.folder = folder;
		this.progress = progress;
		this.cache = cache;
		this.with = with;
		this.entry = entry;
		this.settingReferences = entry.referencePeaks().isEmpty();
	}

	/**
	 * After a complete run: the sweep with knobs corrected when its runs show the board
	 * drifted beyond the model's band from the sweep that set the references, recorded in
	 * sweep.properties and in the cache, and said in one line. It decides once, on the
	 * first {@value EmulationDrift#DECIDING_RUNS} runs of points that have a reference,
	 * or on fewer when {@code remaining} has no more; empty until then, when they hold,
	 * and for other runs. Where the knobs have no reference yet, the sweep's first run of
	 * each point of ten workers or more sets one. A sweep with a database fault neither
	 * checks nor sets them, and says so.
	 */
	Optional<SweepSettings> afterRun(final SweepSettings sweep, final RunId run, final List<RunId> remaining,
			final Properties facts) throws IOException {
		// a frozen or restarting database in the peak step would read as a slower
		// board (a pause at 25 s read ten workers at 5/s, and cpu-work was "corrected"
		// to nothing)
		if (entry != null && sweep.dbFault().any()) {
			entry = null;
			progress.say("emulation: the knobs are not checked for drift in this sweep: its database fault, not the "
					+ "board's speed, sets its runs' peak");
			return Optional.empty();
		}
		if (entry == null || run.point().maxThreads() < EmulationDrift.WORKERS) {
			return Optional.empty();
		}
		final String point = run.point().id();
		final Double reference = entry.referencePeaks().get(point);
		// the run is read only when it sets its point's reference or is checked against
		// it
		final boolean tells = settingReferences ? reference == null : reference != null;
		if (!tells) {
			return Optional.empty();
		}
		final double peak = EmulationDrift.peakOkPerS(
				JtlFile.read(folder.run(run).dir().resolve(RunFolder.SAMPLES_JTL)), sweep.load().scaledProfile());
		if (!(peak > 0)) {
			return Optional.empty();
		}
		if (settingReferences) {
			entry = entry.withReferencePeak(point, peak);
			store(entry);
			return Optional.empty();
		}
		compared.add(new EmulationDrift.Comparison(point, peak, reference));
		if (compared.size() < EmulationDrift.DECIDING_RUNS
				&& remaining.stream().anyMatch((later) -> entry.referencePeaks().containsKey(later.point().id()))) {
			return Optional.empty();
		}
		final EmulationEntry checked = entry;
		entry = null;
		return decide(new EmulationDrift(compared), sweep, checked, facts);
	}

	private Optional<SweepSettings> decide(final EmulationDrift drift, final SweepSettings sweep,
			final EmulationEntry checked, final Properties facts) throws IOException {
		if (!drift.beyondTheBand()) {
			progress.say("emulation: " + drift.describe() + ", within the model's ±" + PredictionSpread.PERCENT
					+ ": the reused knobs hold");
			return Optional.empty();
		}
		final BoardSettings knobs = drift.corrected(sweep.board());
		final String correction = drift.describe() + ", beyond the model's ±" + PredictionSpread.PERCENT
				+ ": the machine drifted since; " + ServerEmulation.knobs(sweep.board()) + " corrected to "
				+ ServerEmulation.knobs(knobs);
		SweepFile.recordEmulationCorrection(facts, correction);
		final SweepSettings corrected = sweep.withEmulation(knobs, sweep.emulation());
		SweepFile.write(folder.dir(), corrected, facts);
		progress.say("emulation: " + correction + "; the runs so far are redone");
		store(checked.withKnobsOf(knobs));
		return Optional.of(corrected);
	}

	/** Keeps the entry's changes for later sweeps; a failure only says so. */
	private void store(final EmulationEntry changed) {
		try {
			cache.store(with, changed);
		}
		catch (IOException e) {
			progress.say("emulation: could not update the knobs kept for later runs (" + e.getMessage() + ")");
		}
	}

}
