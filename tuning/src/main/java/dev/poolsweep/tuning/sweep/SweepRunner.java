package dev.poolsweep.tuning.sweep;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.TreeMap;

import dev.poolsweep.tuning.app.AppDatabase;
import dev.poolsweep.tuning.app.AppUnderTest;
import dev.poolsweep.tuning.errors.RunFailedException;
import dev.poolsweep.tuning.model.calibration.SaturatedRates;
import dev.poolsweep.tuning.plan.LoadSettings;
import dev.poolsweep.tuning.process.ChildProcesses;
import dev.poolsweep.tuning.process.CpuPinning;
import dev.poolsweep.tuning.results.EmulationCache;
import dev.poolsweep.tuning.results.SettingKeys;
import dev.poolsweep.tuning.results.SweepKeys;
import dev.poolsweep.tuning.settings.BoardSettings;
import dev.poolsweep.tuning.settings.Capacity;
import dev.poolsweep.tuning.settings.Probing;
import dev.poolsweep.tuning.settings.RunId;
import dev.poolsweep.tuning.settings.ServerEmulation;
import dev.poolsweep.tuning.settings.SweepSettings;

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

	private final EmulationCache cache;

	public SweepRunner(final SweepFolder folder, final Tools tools, final AppUnderTest app, final AppDatabase database,
			final CpuPinning pinning, final Progress progress) {
		this.folder = folder;
		this.tools = tools;
		this.app = app;
		this.database = database;
		this.pinning = pinning;
		this.progress = progress;
		this.cache = EmulationCache.ofUser();
	}

	/**
	 * @param resumed whether the folder holds this sweep already (sweep.properties is
	 * then kept as it is, unless a calibration still had to be done)
	 * @param probing what a fresh sweep measures before its points (a resumed one has the
	 * saturated rates already, or never will)
	 */
	public Result run(final SweepSettings asked, final boolean resumed, final Probing probing)
			throws IOException, RunFailedException {
		final Bench bench = new Bench(tools, database, app, asked, pinning, progress);
		final Properties facts = HostFacts.collect(tools, app, bench.readiness(), database, pinning);
		facts.putAll(bench.generator().facts(asked.load()));
		if (!resumed) {
			SweepFile.write(folder.dir(), asked, facts);
		}
		final SweepSettings calibrated = asked.needsCalibration() ? calibrate(asked, bench, facts) : asked;
		final SweepSettings sweep = calibrated.needsEmulation() ? emulate(calibrated, facts, probing) : calibrated;
		if (!resumed && sweep == calibrated) {
			if (probing.saturation()) {
				probeSaturation(sweep, bench, facts);
			}
			else {
				progress.say("saturation probe: skipped (--no-saturation-probe); the model extrapolates from low load");
			}
		}
		final List<RunId> runs = sweep.runs();
		final List<RunId> pending = folder.pending(runs);
		final long plannedRunS = sweep.load().warmup().toSeconds() + sweep.load().scaledProfile().durationS();
		progress.start(pending.size(), sweep.repeat(), plannedRunS, !sweep.load().warmup().isZero());
		final PointRunner runner = new PointRunner(sweep, folder, sweep == calibrated ? bench : benchFor(sweep),
				progress);
		int failed = 0;
		for (final RunId run : pending) {
			if (ChildProcesses.stopping()) {
				break;
			}
			progress.runStarted(run);
			final boolean ok = runner.run(run);
			failed += ok ? 0 : 1;
			progress.runFinished(ok);
		}
		return new Result(pending.size(), failed, runs.size() - pending.size());
	}

	/**
	 * Measures the saturated rates for the model before the points, and records them in
	 * sweep.properties; records nothing when the peak does not saturate one worker.
	 */
	private void probeSaturation(final SweepSettings sweep, final Bench bench, final Properties facts)
			throws IOException, RunFailedException {
		final SaturationProbe probe = new SaturationProbe(bench, sweep.load(), sweep.grid().points().getFirst());
		progress.say(String.format(Locale.ROOT,
				"saturation probe: %s with one worker, then ten, at the peak of %.0f requests/s for %d s, for the model",
				app.name(), probe.peakRps(), SaturationProbe.SECONDS));
		final Optional<SaturatedRates> rates = probe.measure(folder.results());
		if (rates.isEmpty()) {
			progress
				.say("saturation probe: the peak did not saturate one worker; the model extrapolates from low load");
			return;
		}
		progress.say("saturation probe: " + rates.get().describe());
		recordSaturatedRates(rates.get(), facts);
		SweepFile.write(folder.dir(), sweep, facts);
	}

	private static void recordSaturatedRates(final SaturatedRates rates, final Properties facts) {
		facts.setProperty(SweepKeys.SATURATED_ONE_WORKER_OK_PER_S, Double.toString(rates.oneWorkerOkPerS()));
		facts.setProperty(SweepKeys.SATURATED_TEN_WORKERS_OK_PER_S, Double.toString(rates.tenWorkersOkPerS()));
	}

	/**
	 * Finds the board's experiment knobs that emulate the sweep's server (see
	 * {@link ServerEmulation}) by saturation probes, and records them with every probe in
	 * sweep.properties; the kept probe's rates are the saturated rates the model takes.
	 * When no probe reached the targets the closest probe's knobs (the smaller larger
	 * miss) are kept, and said so; only knobs that reached them are kept for later
	 * sweeps.
	 */
	private SweepSettings emulate(final SweepSettings asked, final Properties facts, final Probing probing)
			throws IOException, RunFailedException {
		final ServerEmulation target = asked.emulation();
		final Map<String, String> measuredWith = emulationContext(asked, facts);
		final Optional<Properties> earlier = probing.reuseEmulation() ? cache.find(measuredWith) : Optional.empty();
		if (earlier.isPresent()) {
			return reuse(asked, facts, earlier.get(), cache.file(measuredWith));
		}
		progress.say(String.format(Locale.ROOT,
				"emulating the paper's server: the board's experiment knobs set so that one saturated worker serves "
						+ "%.0f requests/s and ten %.0f (within %.0f %%), by saturation probes at the peak of %.0f/s",
				target.oneWorkerOkPerS(), target.tenWorkersOkPerS(), 100 * ServerEmulation.TOLERANCE,
				asked.load().scaledProfile().peakStep().peakRps()));
		final List<String> probes = new ArrayList<>();
		BoardSettings knobs = target.firstGuess(asked.board());
		BoardSettings closest = knobs;
		SaturatedRates closestRates = null;
		while (true) {
			final SweepSettings trial = asked.withEmulation(knobs, target);
			final SaturatedRates rates = probeFor(trial)
				.orElseThrow(() -> new RunFailedException("emulation: the board with " + trial.board().cpuWork()
						+ " of CPU work per request was not saturated at the peak; see " + folder.dir()));
			probes.add(target.describe(knobs, rates.oneWorkerOkPerS(), rates.tenWorkersOkPerS()));
			progress.say("emulation: " + probes.getLast());
			if (closestRates == null || target.miss(rates.oneWorkerOkPerS(), rates.tenWorkersOkPerS()) < target
				.miss(closestRates.oneWorkerOkPerS(), closestRates.tenWorkersOkPerS())) {
				closest = knobs;
				closestRates = rates;
			}
			final boolean reached = target.reached(rates.oneWorkerOkPerS(), rates.tenWorkersOkPerS());
			if (reached || probes.size() == ServerEmulation.MAX_PROBES) {
				if (!reached) {
					progress
						.say("emulation: not within " + Math.round(100 * ServerEmulation.TOLERANCE) + " % after "
								+ probes.size() + " probes; the sweep goes on with the closest probe's knobs (" + target
									.describe(closest, closestRates.oneWorkerOkPerS(), closestRates.tenWorkersOkPerS())
								+ ")");
				}
				recordSaturatedRates(closestRates, facts);
				final SweepSettings emulated = asked.withEmulation(closest, target.withProbes(probes));
				SweepFile.write(folder.dir(), emulated, facts);
				if (reached) {
					remember(emulated, facts, measuredWith);
				}
				return emulated;
			}
			knobs = target.next(knobs, rates.oneWorkerOkPerS(), rates.tenWorkersOkPerS());
		}
	}

	/**
	 * What the emulation's knobs depend on besides the code measured: the same values
	 * there give the same knobs within the machine's noise.
	 */
	private static Map<String, String> emulationContext(final SweepSettings asked, final Properties facts) {
		final Map<String, String> with = new TreeMap<>();
		for (final String key : List.of(SweepKeys.BOARD_JAR_SHA256, SweepKeys.JAVA, SweepKeys.HOST_CPU_MODEL,
				SweepKeys.HOST_NAME, SweepKeys.DATABASE, SettingKeys.BOARD_CPUS, SettingKeys.JMETER_CPUS,
				SettingKeys.DB_CPUS)) {
			with.put(key, facts.getProperty(key, ""));
		}
		final ServerEmulation target = asked.emulation();
		with.put(SweepKeys.EMULATION_ONE_WORKER_OK_PER_S, Double.toString(target.oneWorkerOkPerS()));
		with.put(SweepKeys.EMULATION_TEN_WORKERS_OK_PER_S, Double.toString(target.tenWorkersOkPerS()));
		with.put(SettingKeys.BOARD_HEAP, asked.board().heap());
		with.put(SettingKeys.LOAD_PROFILE, asked.load().scaledProfile().toString());
		return with;
	}

	/** Keeps the knobs found, with their probes and saturated rates, for later sweeps. */
	private void remember(final SweepSettings emulated, final Properties facts, final Map<String, String> with)
			throws IOException {
		final Properties found = new Properties();
		SweepFile.toProperties(emulated, new Properties()).forEach((key, value) -> {
			if (key.toString().startsWith(SweepKeys.EMULATION_PROBE_PREFIX) || key.equals(SettingKeys.BOARD_CPU_WORK_MS)
					|| key.equals(SettingKeys.BOARD_DB_HOLD_MS)) {
				found.put(key, value);
			}
		});
		copy(facts, found, SweepKeys.SATURATED_ONE_WORKER_OK_PER_S, SweepKeys.SATURATED_TEN_WORKERS_OK_PER_S,
				SweepKeys.CREATED_MS);
		try {
			progress.say("emulation: knobs kept for later runs on this machine in " + cache.store(with, found));
		}
		catch (IOException e) {
			progress.say("emulation: could not keep the knobs for later runs (" + e.getMessage() + ")");
		}
	}

	/** The sweep with the knobs an earlier sweep found, recorded as reused. */
	private SweepSettings reuse(final SweepSettings asked, final Properties facts, final Properties earlier,
			final Path entry) throws IOException {
		final SweepSettings emulated = asked.withEmulation(SweepFile.withKnobs(asked.board(), earlier),
				asked.emulation().withProbes(SweepFile.numbered(earlier, SweepKeys.EMULATION_PROBE_PREFIX)));
		final String when = Instant.ofEpochMilli(Long.parseLong(earlier.getProperty(SweepKeys.CREATED_MS)))
			.truncatedTo(ChronoUnit.SECONDS)
			.toString();
		facts.setProperty(SweepKeys.EMULATION_REUSED_FROM, entry + " (measured " + when + ")");
		copy(earlier, facts, SweepKeys.SATURATED_ONE_WORKER_OK_PER_S, SweepKeys.SATURATED_TEN_WORKERS_OK_PER_S);
		progress.say("emulation: the knobs an earlier run on this machine found (" + when + ", " + entry
				+ "), no probe: " + emulated.emulation().probes().getLast() + "; --reprobe to probe again");
		SweepFile.write(folder.dir(), emulated, facts);
		return emulated;
	}

	private static void copy(final Properties from, final Properties to, final String... keys) {
		for (final String key : keys) {
			to.setProperty(key, from.getProperty(key));
		}
	}

	private Optional<SaturatedRates> probeFor(final SweepSettings trial) throws IOException, RunFailedException {
		final ServerEmulation target = trial.emulation();
		return new SaturationProbe(benchFor(trial), trial.load(), trial.grid().points().getFirst(),
				workers -> ServerEmulation.WARMUP_SHARE * target.okPerS(workers))
			.measure(folder.results());
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
