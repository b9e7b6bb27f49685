package dev.poolsweep.tuning.sweep;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.function.Function;

import dev.poolsweep.tuning.errors.RunFailedException;
import dev.poolsweep.tuning.model.calibration.SaturatedRates;
import dev.poolsweep.tuning.progress.Progress;
import dev.poolsweep.tuning.results.EmulationCache;
import dev.poolsweep.tuning.results.EmulationEntry;
import dev.poolsweep.tuning.settings.BoardSettings;
import dev.poolsweep.tuning.settings.Probing;
import dev.poolsweep.tuning.settings.RunId;
import dev.poolsweep.tuning.settings.ServerEmulation;
import dev.poolsweep.tuning.settings.SweepSettings;
import dev.poolsweep.tuning.text.Format;
import dev.poolsweep.tuning.results.SweepFile;

/**
 * Sets the board's experiment knobs so that it emulates the sweep's server
 * ({@link ServerEmulation}): from the user's {@link EmulationCache} when an earlier sweep
 * measured them with the same jar, JDK, machine, pinning, database and schedule, else by
 * saturation probes, each on a fresh board.
 */
final class ServerEmulator {

	private final SweepFolder folder;

	private final Progress progress;

	private final Function<SweepSettings, Bench> benches;

	private final EmulationCache cache;

	/** Watches the runs on the knobs this sweep runs on; null before the emulation. */
	private DriftWatch watch;

	/**
	 * @param benches a bench for the application with given settings (the board's knobs)
	 */
	ServerEmulator(final SweepFolder folder, final Progress progress, final Function<SweepSettings, Bench> benches) {
		this(folder, progress, benches, EmulationCache.ofUser());
	}

	ServerEmulator(final SweepFolder folder, final Progress progress, final Function<SweepSettings, Bench> benches,
			final EmulationCache cache) {
		this.folder = folder;
		this.progress = progress;
		this.benches = benches;
		this.cache = cache;
	}

	/**
	 * Finds the board's experiment knobs that emulate the sweep's server (see
	 * {@link ServerEmulation}) by saturation probes, and records them with every probe in
	 * sweep.properties; the kept probe's rates are the saturated rates the model takes.
	 * When no probe reached the targets the knobs fitted from all of them
	 * ({@link ServerEmulation#fit}) are kept, with the rates the fit expects, and said so
	 * in a last line. The knobs kept are kept for later sweeps too, with every probe's
	 * line, so that a later sweep says how close they came.
	 */
	SweepSettings emulate(final SweepSettings asked, final Properties facts, final Probing probing)
			throws IOException, RunFailedException {
		final ServerEmulation target = asked.emulation();
		final Map<String, String> measuredWith = EmulationCache.measuredWith(asked, facts);
		final Optional<EmulationEntry> earlier = probing.reuseEmulation() ? cache.find(measuredWith) : Optional.empty();
		if (earlier.isPresent()) {
			watch = new DriftWatch(folder, progress, cache, measuredWith, earlier.get());
			return reuse(asked, facts, earlier.get(), cache.file(measuredWith));
		}
		// why the knobs kept on this machine do not do, unless --reprobe said so
		final String notReused = probing.reuseEmulation() ? cache.closestMiss(measuredWith)
			.map((miss) -> " (the knobs kept on this machine were found with " + miss + ")")
			.orElse("") : "";
		progress.say(String.format(Locale.ROOT,
				"emulating the paper's server: the board's experiment knobs set so that one saturated worker serves "
						+ "%.0f requests/s and ten %.0f (within %.0f %%), by saturation probes at the peak of %.0f/s%s",
				target.oneWorkerOkPerS(), target.tenWorkersOkPerS(), 100 * ServerEmulation.TOLERANCE,
				asked.load().scaledProfile().peakStep().peakRps(), notReused));
		final List<ServerEmulation.Reading> readings = new ArrayList<>();
		BoardSettings knobs = target.firstGuess(asked.board());
		while (true) {
			final SweepSettings trial = asked.withEmulation(knobs, target);
			final SaturatedRates rates = switch (probeFor(trial, readings.size() + 1)) {
				case ProbeResult.Saturated saturated -> saturated.rates();
				case ProbeResult.KeptUp keptUp -> throw new RunFailedException("emulation: the board with "
						+ Format.millis(trial.board().cpuWork().toNanos() / 1e6)
						+ " of CPU work per request kept up with the schedule's peak, which must be above the rate ten "
						+ "workers of the emulated server serve (" + Format.number(target.tenWorkersOkPerS())
						+ "/s); see " + folder.dir());
				// read as a speed, a stall took the knobs to no work at all, and the next
				// probe ended in the line above
				case ProbeResult.Stalled stalled -> throw new RunFailedException("emulation: " + stalled.what()
						+ "; a stall is no speed, so the board cannot be set to emulate the paper's server from it");
			};
			readings.add(new ServerEmulation.Reading(knobs, rates.oneWorkerOkPerS(), rates.tenWorkersOkPerS()));
			progress.say("emulation: " + describe(target, readings.getLast()));
			final boolean reached = target.reached(rates.oneWorkerOkPerS(), rates.tenWorkersOkPerS());
			if (reached || readings.size() == ServerEmulation.MAX_PROBES) {
				final List<String> probes = new ArrayList<>(
						readings.stream().map((reading) -> describe(target, reading)).toList());
				final ServerEmulation.Reading kept = reached ? readings.getLast() : target.fit(readings);
				if (!reached) {
					probes.add(describe(target, kept) + ", fitted from the " + readings.size() + " probes"
							+ target.outOfReach(readings).map(why -> "; " + why).orElse(""));
					progress.say("emulation: not within " + Math.round(100 * ServerEmulation.TOLERANCE) + " % after "
							+ readings.size() + " probes; the sweep goes on with the knobs they point to together ("
							+ probes.getLast() + ")");
				}
				HostFacts.recordSaturatedRates(new SaturatedRates(kept.oneOkPerS(), kept.tenOkPerS()),
						reached ? 0 : readings.size(), facts);
				final SweepSettings emulated = asked.withEmulation(kept.knobs(), target.withProbes(probes));
				SweepFile.write(folder.dir(), emulated, facts);
				// kept even when the tolerance was not reached: probing again on the next
				// run would cost as much and, where the probes' own noise is the miss, do
				// no better
				remember(emulated, facts, measuredWith);
				return emulated;
			}
			knobs = target.next(knobs, rates.oneWorkerOkPerS(), rates.tenWorkersOkPerS());
		}
	}

	private static String describe(final ServerEmulation target, final ServerEmulation.Reading reading) {
		return target.describe(reading.knobs(), reading.oneOkPerS(), reading.tenOkPerS());
	}

	/** Keeps the knobs found, with their probes and saturated rates, for later sweeps. */
	private void remember(final SweepSettings emulated, final Properties facts, final Map<String, String> with)
			throws IOException {
		final EmulationEntry found = EmulationEntry.found(emulated, facts);
		watch = new DriftWatch(folder, progress, cache, with, found);
		try {
			progress.say("emulation: knobs kept for later runs on this machine in " + cache.store(with, found));
		}
		catch (IOException e) {
			progress.say("emulation: could not keep the knobs for later runs (" + e.getMessage() + ")");
		}
	}

	/**
	 * After a complete run, the sweep with its reused knobs corrected for drift, when its
	 * runs show it (see {@link DriftWatch#afterRun}); empty when the sweep emulates no
	 * server.
	 */
	Optional<SweepSettings> correctDrift(final SweepSettings sweep, final RunId run, final List<RunId> remaining,
			final Properties facts) throws IOException {
		return watch == null ? Optional.empty() : watch.afterRun(sweep, run, remaining, facts);
	}

	/** The sweep with the knobs an earlier sweep found, recorded as reused. */
	private SweepSettings reuse(final SweepSettings asked, final Properties facts, final EmulationEntry earlier,
			final Path entry) throws IOException {
		final SweepSettings emulated = asked.withEmulation(earlier.knobsOn(asked.board()),
				asked.emulation().withProbes(earlier.probes()));
		earlier.recordReuse(facts, entry);
		final Instant measured = earlier.measuredAt();
		// its age, as the machine's speed drifts within hours (tuning/docs/findings.md)
		progress.say("emulation: the knobs an earlier run on this machine found ("
				+ Format.seconds(Duration.between(measured, Instant.now()).toSeconds()) + " ago, " + entry
				+ "), no probe: " + keptProbe(emulated) + "; --reprobe to probe again");
		SweepFile.write(folder.dir(), emulated, facts);
		return emulated;
	}

	/**
	 * The line of the probe whose knobs the sweep kept (the closest, not always the
	 * last).
	 */
	private static String keptProbe(final SweepSettings emulated) {
		final String knobs = ServerEmulation.knobs(emulated.board());
		return emulated.emulation()
			.probes()
			.stream()
			.filter((line) -> line.startsWith(knobs))
			.findFirst()
			.orElse(emulated.emulation().probes().getLast());
	}

	/**
	 * What the {@code nth} probe (from 1) found; its boards warmed up at the rate a run's
	 * burst finds them warmed up at, which leaves the JIT the CPU it gets in a run, but
	 * below what their workers are to serve.
	 */
	private ProbeResult probeFor(final SweepSettings trial, final int nth) throws IOException, RunFailedException {
		final ServerEmulation target = trial.emulation();
		return new SaturationProbe(benches.apply(trial), trial.load(), trial.grid().points().getFirst(),
				workers -> Math.min(ServerEmulation.WARMUP_SHARE * target.okPerS(workers),
						trial.load().scaledProfile().meanRpsBeforePeak()))
			.measure(folder.results(), progress, nth, ServerEmulation.MAX_PROBES);
	}

}
