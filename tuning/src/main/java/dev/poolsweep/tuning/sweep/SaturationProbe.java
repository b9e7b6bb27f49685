package dev.poolsweep.tuning.sweep;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntToDoubleFunction;

import dev.poolsweep.tuning.app.AppPorts;
import dev.poolsweep.tuning.app.AppProcess;
import dev.poolsweep.tuning.errors.RunFailedException;
import dev.poolsweep.tuning.generator.GeneratorRun;
import dev.poolsweep.tuning.generator.PreparedRun;
import dev.poolsweep.tuning.generator.RunWatch;
import dev.poolsweep.tuning.generator.Workload;
import dev.poolsweep.tuning.model.calibration.SaturatedRates;
import dev.poolsweep.tuning.plan.LoadSettings;
import dev.poolsweep.tuning.progress.Progress;
import dev.poolsweep.tuning.results.ResultsFolder;
import dev.poolsweep.tuning.results.RunFolder;
import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.settings.Point;

/**
 * Measures how fast the application serves when saturated, for the model (see
 * {@link SaturatedRates}): a fresh application with one worker and one with ten, each
 * warmed up as long as a run's burst finds it warmed up ({@link #warmup()}) at a rate its
 * workers serve (see the constructors), then loaded at the peak for {@value #SECONDS} s.
 * Its rate is the median of its successes per second (by the second they ended) from the
 * third second to the last full one: the first two still fill the queue
 * ({@link OkPerSecond}). A rate within {@value #SATURATED} of the peak means the peak did
 * not saturate it, and then the probe has nothing to tell: the model keeps the costs it
 * extrapolates from low load. Nor has it when the application stopped answering in time
 * under the load.
 */
final class SaturationProbe {

	static final long SECONDS = 10;

	/**
	 * The shortest warm-up a probe gets, whatever the sweep's: a cold board measures its
	 * JIT, not its saturated rate (and one worker may serve nothing in the median
	 * second).
	 */
	static final Duration MIN_WARMUP = Duration.ofSeconds(5);

	/** Below this share of the peak the application was saturated. */
	static final double SATURATED = 0.97;

	/** The boards it starts and loads: one worker's and ten's. */
	private static final int LOADS = 2;

	private final Bench bench;

	private final LoadSettings load;

	private final Point template;

	private final IntToDoubleFunction warmupRps;

	/**
	 * Warms each application up as the sweep's runs are warmed up
	 * ({@link LoadSettings#effectiveWarmupRps}, the schedule's first rate), which its
	 * workers serve whatever their number: at the peak, an application that one worker
	 * serves at a fifth of it (spring-petclinic) left a queue that timed out every
	 * request of the measured seconds.
	 */
	SaturationProbe(final Bench bench, final LoadSettings load, final Point template) {
		this(bench, load, template, workers -> load.effectiveWarmupRps());
	}

	/**
	 * @param warmupRps the warm-up rate for a number of workers: below what they serve,
	 * where that is known, for a warm-up above it builds a queue that the measured
	 * seconds then drain (with the sweep's 15 s warm-up, every request of a one-worker
	 * probe timed out waiting behind it)
	 */
	SaturationProbe(final Bench bench, final LoadSettings load, final Point template,
			final IntToDoubleFunction warmupRps) {
		this.bench = bench;
		this.load = load;
		this.template = template;
		this.warmupRps = warmupRps;
	}

	/**
	 * The rates, or that the peak did not saturate one worker, or that a load stalled
	 * (then ten workers are not loaded); the progress line shows it as the {@code nth}
	 * probe (from 1) of at most {@code atMost}.
	 */
	ProbeResult measure(final ResultsFolder results, final Progress progress, final int nth, final int atMost)
			throws RunFailedException, IOException {
		progress.probeStarted(nth, atMost, LOADS, plannedS());
		final ProbeResult result = probe(results);
		progress.probeFinished();
		return result;
	}

	private ProbeResult probe(final ResultsFolder results) throws RunFailedException, IOException {
		final Load one = load(SaturatedRates.ONE, results.saturationProbe(SaturatedRates.ONE));
		if (one.stall() != null) {
			return one.stall();
		}
		if (one.okPerS() >= SATURATED * peakRps()) {
			return new ProbeResult.KeptUp();
		}
		final Load ten = load(SaturatedRates.TEN, results.saturationProbe(SaturatedRates.TEN));
		return ten.stall() != null ? ten.stall()
				: new ProbeResult.Saturated(new SaturatedRates(one.okPerS(), ten.okPerS()));
	}

	/** One load's median second, or its stall (null when it did not stall). */
	private record Load(double okPerS, ProbeResult.Stalled stall) {
	}

	/** The seconds it loads the boards, warm-ups included (one worker's, then ten's). */
	private long plannedS() {
		return LOADS * (warmup().toSeconds() + SECONDS);
	}

	/**
	 * The sweep's warm-up and the schedule's seconds before its burst, at least
	 * {@link #MIN_WARMUP}: a run's burst finds its application after both, and a fresh
	 * board's JIT compiles the request path in them (app/README.md, "Start-up"), so a
	 * probe warmed up for less reads a slower application than the runs meet.
	 */
	Duration warmup() {
		final Duration beforeTheBurst = load.warmup().plusSeconds(load.scaledProfile().peakStep().startS());
		return beforeTheBurst.compareTo(MIN_WARMUP) < 0 ? MIN_WARMUP : beforeTheBurst;
	}

	/** The rate the application with this many workers is warmed up at. */
	double warmupRps(final int workers) {
		return warmupRps.applyAsDouble(workers);
	}

	double peakRps() {
		return load.scaledProfile().peakStep().peakRps();
	}

	private Load load(final int workers, final Path dir) throws RunFailedException, IOException {
		SweepFolder.deleteRecursively(dir);
		Files.createDirectories(dir);
		final Map<Knob, Integer> values = new EnumMap<>(Knob.class);
		values.putAll(template.values());
		values.put(Knob.MAX_THREADS, workers);
		final AppPorts ports = bench.ports();
		try (PreparedRun warm = bench.prepareWarmUp(load, ports.server(), warmupRps(workers), warmup(), dir);
				PreparedRun saturated = bench.prepare(
						Workload.steady(load, ports.server(), peakRps(), Duration.ofSeconds(SECONDS)),
						dir.resolve(RunFolder.SAMPLES_JTL), dir.resolve(RunFolder.JMETER_LOG));
				AppProcess app = bench.startApp(new Point(values), ports, dir)) {
			Bench.warmUp(warm);
			final GeneratorRun result = saturated.start(RunWatch.NONE);
			final OkPerSecond seconds = new OkPerSecond(result.samples());
			final Optional<String> stall = seconds.stall();
			if (stall.isPresent()) {
				return new Load(Double.NaN,
						new ProbeResult.Stalled(String.format(Locale.ROOT,
								"the %s with %d worker(s) stopped answering in time: %s (see %s)", bench.app().name(),
								workers, stall.get(), dir)));
			}
			final double rate = seconds.median();
			if (!(rate > 0)) {
				throw new RunFailedException(String.format(Locale.ROOT,
						"saturation probe: the median second had no success at %d worker(s) (see %s)", workers, dir));
			}
			return new Load(rate, null);
		}
	}

}
