package dev.poolsweep.tuning.model.calibration;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;

import dev.poolsweep.tuning.analysis.series.AnalysisOptions;
import dev.poolsweep.tuning.analysis.PointAnalysis;
import dev.poolsweep.tuning.analysis.RunAnalysis;
import dev.poolsweep.tuning.analysis.sweep.SweepAnalysis;
import dev.poolsweep.tuning.analysis.series.PerSecondSeries;
import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.model.LoadSchedule;
import dev.poolsweep.tuning.model.ModelInputs;
import dev.poolsweep.tuning.model.ServiceProfile;
import dev.poolsweep.tuning.plan.LoadProfile;
import dev.poolsweep.tuning.results.SweepRecord;
import dev.poolsweep.tuning.settings.Defaults;
import dev.poolsweep.tuning.text.Format;

/**
 * The model's inputs for a finished sweep, from its own low-load seconds only: the
 * seconds before the burst, from second {@value #FIRST_S}, pooled over every run of the
 * sweep (one board, one cost per request), and the sweep's own client settings
 * (time-outs, max_in_flight, keep-alive, the board's CPUs). The response times and
 * latencies are the successful requests' (a failure's time says nothing of the service),
 * from the step before the burst at points with more than one worker: with one, requests
 * queue behind each other even at low load. Nothing from the burst or after it is used,
 * so the figures predicted there are predictions, not fits.
 *
 * @param lowLoad what the calibration read
 * @param saturated the saturation probe's rates (sweep.properties), which set the CPU per
 * request and the database's time when the sweep has them
 * @param saturatedFittedFromProbes how many probes they were fitted from; 0 when they are
 * one probe's reading
 * @param saturatedBeforeSweep how long before the sweep started they were measured (zero
 * when it did not say): the sweep's own probe measures them as it starts, reused
 * emulation knobs bring an earlier sweep's
 * @param inputs the model's inputs for the sweep's schedule
 * @param keepAlive whether the sweep's client reused connections
 */
public record SweepCalibration(Calibration.LowLoad lowLoad, Optional<SaturatedRates> saturated,
		int saturatedFittedFromProbes, Duration saturatedBeforeSweep, ModelInputs inputs, boolean keepAlive) {

	/**
	 * Saturated rates measured this long or more before the sweep are said to be old: the
	 * machine's speed drifts by several per cent within hours (tuning/docs/findings.md).
	 */
	public static final Duration OLD_RATES = Duration.ofHours(1);

	/**
	 * The first seconds after the warm-up still run the JIT's last compilations; left
	 * out.
	 */
	static final int FIRST_S = 2;

	/**
	 * The seed of the model's random draws: fixed, so a report written twice predicts the
	 * same.
	 */
	public static final long SEED = 7;

	/**
	 * Calibrates from a sweep's analysis; a one-line {@link BadInputException} when it
	 * has nothing to calibrate from.
	 */
	public static SweepCalibration of(final SweepAnalysis analysis) {
		final SweepRecord sweep = analysis.sweep();
		final double cores = boardCores(sweep);
		final List<Double> rates = new ArrayList<>();
		final List<Double> cpu = new ArrayList<>();
		final List<long[]> responses = new ArrayList<>();
		final List<long[]> latencies = new ArrayList<>();
		LoadProfile profile = null;
		for (final PointAnalysis point : analysis.points()) {
			for (final RunAnalysis run : point.runs()) {
				profile = run.profile();
				final PerSecondSeries series = run.series();
				final double[] share = boardCpuShare(run, sweep, cores);
				for (int s = FIRST_S; s < profile.peakStep().startS(); s++) {
					if (!Double.isNaN(share[s])) {
						rates.add((double) series.successes()[s]);
						cpu.add(share[s]);
					}
				}
				final LoadProfile.Step before = LoadSchedule.of(profile).stepBeforeBurst();
				if (point.settings().maxThreads() == null || point.settings().maxThreads() > 1) {
					responses.add(series.successResponsesDueIn(before.startS(), before.endS()));
					latencies.add(series.successLatenciesDueIn(before.startS(), before.endS()));
				}
			}
		}
		if (profile == null) {
			throw new BadInputException("no complete run to calibrate from");
		}
		final long[] response = responses.stream().flatMapToLong(Arrays::stream).toArray();
		if (rates.isEmpty() || response.length == 0) {
			throw new BadInputException("no low-load seconds to calibrate from: the model needs the board's CPU "
					+ "(jmx.csv) in the seconds before the burst, after second " + FIRST_S
					+ ", and response times there at a point with more than one worker");
		}
		final Calibration.LowLoad lowLoad = new Calibration.LowLoad(cores,
				rates.stream().mapToDouble(Double::doubleValue).toArray(),
				cpu.stream().mapToDouble(Double::doubleValue).toArray(), response,
				latencies.stream().flatMapToLong(Arrays::stream).toArray(), sweep.cpuWork().toNanos() / 1e6);
		final ServiceProfile fromLowLoad = Calibration.serviceProfile(lowLoad);
		final Optional<SaturatedRates> saturated = saturatedRates(sweep);
		return new SweepCalibration(lowLoad, saturated, sweep.saturatedFittedFromProbes(), saturatedBeforeSweep(sweep),
				inputs(saturated.map(probed -> probed.applyTo(fromLowLoad)).orElse(fromLowLoad), profile, sweep,
						analysis.options()),
				sweep.keepAlive());
	}

	/**
	 * The calibrated costs for people, and what they were calibrated from, e.g. "...;
	 * from 72 low-load seconds (CPU per request ± 0.31 ms, one standard error) and 3000
	 * response times".
	 */
	public String describe() {
		final double error = Calibration.cpuLine(lowLoad).cpuMsError();
		final String uncertainty = Double.isNaN(error) ? ""
				: String.format(Locale.ROOT, " (CPU per request \u00b1 %.2f ms, one standard error)", error);
		return inputs.service().describe() + "; from " + lowLoad.okPerS().length + " low-load seconds" + uncertainty
				+ " and " + lowLoad.responseMs().length + " response times"
				+ saturated
					.map(rates -> ", and " + (saturatedFittedFromProbes > 0
							? "the rates fitted from " + saturatedFittedFromProbes + " saturation probes, "
							: "the saturation probe's ") + rates.describe() + age())
					.orElse("");
	}

	private String age() {
		return saturatedBeforeSweep.compareTo(OLD_RATES) < 0 ? "" : " (measured "
				+ Format.seconds(saturatedBeforeSweep.toSeconds())
				+ " before the sweep, and the machine's speed drifts within hours: --reprobe measures them again)";
	}

	/** The saturation probe's rates, when the sweep recorded both. */
	private static Optional<SaturatedRates> saturatedRates(final SweepRecord sweep) {
		final double one = sweep.saturatedOneWorkerOkPerS().orElse(Double.NaN);
		final double ten = sweep.saturatedTenWorkersOkPerS().orElse(Double.NaN);
		return one > 0 && ten > 0 ? Optional.of(new SaturatedRates(one, ten)) : Optional.empty();
	}

	private static Duration saturatedBeforeSweep(final SweepRecord sweep) {
		final Optional<Instant> measured = sweep.saturatedMeasuredAt();
		final Optional<Instant> created = sweep.createdAt();
		return measured.isPresent() && created.isPresent() && measured.get().isBefore(created.get())
				? Duration.between(measured.get(), created.get()) : Duration.ZERO;
	}

	/** The sweep's client settings around a board's costs. */
	private static ModelInputs inputs(final ServiceProfile service, final LoadProfile profile, final SweepRecord sweep,
			final AnalysisOptions options) {
		final LoadSchedule schedule = LoadSchedule.of(profile);
		final int responseTimeoutMs = sweep.responseTimeoutMs().orElse((int) Defaults.RESPONSE_TIMEOUT.toMillis());
		final int maxInFlight = sweep.maxInFlight().orElse(schedule.defaultMaxInFlight(responseTimeoutMs));
		return new ModelInputs(service, schedule, responseTimeoutMs,
				sweep.connectTimeoutMs().orElse((int) Defaults.CONNECT_TIMEOUT.toMillis()), maxInFlight, options, SEED);
	}

	/**
	 * The board's CPU per second, 0..1 of its CPUs: board_cpu_allowed, or for results
	 * written before it was recorded the process CPU (share of the machine) rescaled.
	 */
	private static double[] boardCpuShare(final RunAnalysis run, final SweepRecord sweep, final double cores) {
		final double[] board = run.server().series().boardCpuPct();
		if (Arrays.stream(board).anyMatch(v -> !Double.isNaN(v))) {
			return Arrays.stream(board).map(v -> v / 100).toArray();
		}
		final double hostCpus = sweep.hostCpus().orElse(cores);
		return Arrays.stream(run.server().series().processCpuPct()).map(v -> v / 100 * hostCpus / cores).toArray();
	}

	/** CPUs in the board's taskset list; the machine's when it was not pinned. */
	static double boardCores(final SweepRecord sweep) {
		final OptionalInt pinned = sweep.boardCpuCount();
		return pinned.isPresent() ? pinned.getAsInt() : sweep.hostCpus().orElse(1);
	}

}
