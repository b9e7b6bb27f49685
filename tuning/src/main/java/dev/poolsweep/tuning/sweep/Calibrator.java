package dev.poolsweep.tuning.sweep;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import dev.poolsweep.tuning.progress.Progress;
import dev.poolsweep.tuning.app.AppPorts;
import dev.poolsweep.tuning.app.AppProcess;
import dev.poolsweep.tuning.errors.RunFailedException;
import dev.poolsweep.tuning.generator.GeneratorRun;
import dev.poolsweep.tuning.generator.PreparedRun;
import dev.poolsweep.tuning.generator.Workload;
import dev.poolsweep.tuning.plan.LoadProfile;
import dev.poolsweep.tuning.plan.LoadSettings;
import dev.poolsweep.tuning.results.ResultsFolder;
import dev.poolsweep.tuning.settings.BoardPools;
import dev.poolsweep.tuning.settings.Capacity;

/**
 * Measures the capacity of the application under test (the board, or --app's) with its
 * own pool settings, then picks the scale that puts the burst at
 * {@link Capacity#BURST_OVER_CAPACITY} times it. The paper's rates (50 to 300 requests/s)
 * were chosen for its server; on another machine, or for another application, the same
 * rates may never overload it, or overload it all along.
 *
 * <p>
 * The capacity must be the application's as the measured runs will meet it, or the burst
 * they get is not the overload it was meant to be: so the probe's application is pinned
 * as theirs (the same {@link Bench}), and warmed up as theirs, with the sweep's warm-up
 * rate and duration, but for at least 15 s: a cold JIT costs several times the CPU, and a
 * capacity measured cold is too low.
 *
 * <p>
 * The probe is an open load at rising steady rates, {@value #STEP_SECONDS} s each,
 * starting at {@value #START_RPS} requests/s and growing by half each step, on one start.
 * Each step is a fresh load generator, and it first runs {@value #LEAD_IN_SECONDS} s at
 * the step's rate that are not judged: a fresh JMeter grows its clients and compiles its
 * code in its first seconds and sends late then, which says nothing about the
 * application; the measured runs start at the schedule's first, lowest rate and meet
 * their burst tens of seconds later, warm. It stops at the first rate where fewer than 99
 * % of the scheduled requests were sent (the load generator, not the application, set the
 * pace), any request failed, or p99 went above {@value #P99_BOUND_MS} ms; the capacity is
 * the highest rate served before. Its files land in OUT/calibration.
 *
 * <p>
 * The burst never asks more than the highest rate the load generator was seen to send as
 * scheduled. When the application falls behind first, 1.5 times its capacity is below the
 * rate of the step that failed (the steps grow by half), so this changes nothing. When
 * the generator falls behind first, a burst at 1.5 times the capacity would measure the
 * generator at every point, and no point would tell anything about the application: the
 * burst is capped at the generator's rate instead, and a note says it may not overload.
 */
final class Calibrator {

	static final long P99_BOUND_MS = 500;
	static final double START_RPS = 20;
	static final double GROWTH = 1.5;
	static final double MAX_RPS = 20_000;
	static final long STEP_SECONDS = 10;

	static final long LEAD_IN_SECONDS = 6;

	/**
	 * At least this warm-up before the probe: a cold JIT would make the first steps
	 * measure compilation.
	 */
	static final Duration WARMUP = Duration.ofSeconds(15);

	private final Bench bench;

	private final LoadSettings load;

	private final Progress progress;

	public Calibrator(final Bench bench, final LoadSettings load, final Progress progress) {
		this.bench = bench;
		this.load = load;
		this.progress = progress;
	}

	/**
	 * Probes the application (the board, or the one given with --app) with its own pool
	 * settings; fails when it cannot serve even the first rate.
	 */
	public Capacity measure(final Path dir) throws RunFailedException, IOException {
		SweepFolder.deleteRecursively(dir);
		Files.createDirectories(dir);
		final List<CapacityStep> steps;
		final AppPorts ports = bench.ports();
		try (PreparedRun warm = bench.prepareWarmUp(load, ports.server(), load.effectiveWarmupRps(), warmup(load), dir);
				AppProcess app = bench.startApp(BoardPools.AS_SHIPPED, ports, dir)) {
			Bench.warmUp(warm);
			steps = probeUntilOver(app, dir);
		}
		final List<String> lines = new ArrayList<>(steps.stream().map(step -> step.describe(P99_BOUND_MS)).toList());
		final double capacity = steps.stream()
			.filter(step -> step.passes(P99_BOUND_MS))
			.mapToDouble(CapacityStep::achievedRps)
			.max()
			.orElse(0);
		if (capacity == 0) {
			throw new RunFailedException("calibration: even the first rate did not pass, " + lines.getFirst()
					+ " (a rate passes with 99 % of it sent, no errors and p99 <= " + P99_BOUND_MS + " ms; see " + dir
					+ ")");
		}
		final LoadProfile profile = load.loadProfile();
		final double burst = burstRps(steps, capacity);
		final double scale = scaleFor(profile, burst);
		final double beside = besideBurstRps(profile) * scale;
		if (beside >= capacity) {
			note(lines, String.format(Locale.ROOT, "a step beside the burst asks %.0f rps, not below the capacity",
					beside));
		}
		final CapacityStep last = steps.getLast();
		if (!last.passes(P99_BOUND_MS) && !last.sentAsScheduled()) {
			note(lines, String.format(Locale.ROOT, "the load generator, not the application, fell behind at %.0f rps: "
					+ "%.0f rps is a lower bound of the capacity, and the burst, capped at %.0f rps, the highest rate "
					+ "it sent as scheduled, may not overload the application", last.targetRps(), capacity, burst));
		}
		return new Capacity(capacity, scale, P99_BOUND_MS, lines);
	}

	/** A line for the record (sweep.properties) and for the console. */
	private void note(final List<String> lines, final String text) {
		lines.add("note: " + text);
		progress.say("calibration note: " + text);
	}

	/**
	 * The probe's warm-up: the sweep's, but at least {@link #WARMUP}; at the sweep's
	 * warm-up rate.
	 */
	public static Duration warmup(final LoadSettings load) {
		return load.warmup().compareTo(WARMUP) > 0 ? load.warmup() : WARMUP;
	}

	/**
	 * Rising rates until one is not served well; returns every step tried, the last one
	 * the first that did not pass (unless {@value #MAX_RPS} passed).
	 */
	private List<CapacityStep> probeUntilOver(final AppProcess app, final Path dir) throws RunFailedException {
		final List<CapacityStep> steps = new ArrayList<>();
		for (double rate = START_RPS; rate <= MAX_RPS; rate = Math.round(rate * GROWTH)) {
			final CapacityStep step = probe(app, rate, dir);
			steps.add(step);
			progress.say("calibration: " + step.describe(P99_BOUND_MS));
			if (!step.passes(P99_BOUND_MS)) {
				break;
			}
		}
		return steps;
	}

	private CapacityStep probe(final AppProcess app, final double rate, final Path dir) throws RunFailedException {
		final Path jtl = ResultsFolder.calibrationStepJtl(dir, rate);
		final Path log = ResultsFolder.calibrationStepLog(dir, rate);
		final GeneratorRun result = bench.generate(
				Workload.steady(load, app.port(), rate, Duration.ofSeconds(LEAD_IN_SECONDS + STEP_SECONDS)), jtl, log);
		return CapacityStep.of(rate, LEAD_IN_SECONDS, STEP_SECONDS, result.samples());
	}

	/**
	 * The burst's rate: {@link Capacity#BURST_OVER_CAPACITY} times the capacity, but no
	 * more than the highest rate the generator sent as scheduled in the probe.
	 */
	static double burstRps(final List<CapacityStep> steps, final double capacityRps) {
		final double generatorKeptUp = steps.stream()
			.filter(CapacityStep::sentAsScheduled)
			.mapToDouble(CapacityStep::targetRps)
			.max()
			.orElse(0);
		return Math.min(Capacity.BURST_OVER_CAPACITY * capacityRps, generatorKeptUp);
	}

	/** The scale that makes the profile's peak the given rate. */
	static double scaleFor(final LoadProfile profile, final double burstRps) {
		final double scale = burstRps / profile.peakStep().peakRps();
		return Math.round(scale * 1000) / 1000.0;
	}

	/** The highest rate any step other than the burst asks for. */
	static double besideBurstRps(final LoadProfile profile) {
		final LoadProfile.Step peak = profile.peakStep();
		return profile.steps()
			.stream()
			.filter(step -> step != peak)
			.mapToDouble(LoadProfile.Step::peakRps)
			.max()
			.orElse(0);
	}

}
