package dev.poolsweep.tuning.cli;

import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.plan.LoadProfile;
import dev.poolsweep.tuning.settings.DbFault;
import dev.poolsweep.tuning.settings.Grid;
import dev.poolsweep.tuning.settings.Probing;
import dev.poolsweep.tuning.settings.SweepSettings;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** The options sweep, reproduce and the presets share. */
public final class ExperimentOptions {

	@Option(names = "--out", paramLabel = "DIR",
			description = "Output folder (default: results/<command>-<date>-<time>). Must not hold a sweep already.")
	Path out;

	/** --scale, --tail and --paper-semantics, which predict takes too. */
	@Mixin
	ShapeOptions shape;

	@Option(names = "--calibrate",
			description = "Measure the application's capacity first (its own pool settings, rising steady rates) and pick the scale "
					+ "that puts the burst at 1.5 x capacity; recorded in sweep.properties.")
	boolean calibrate;

	@Option(names = "--no-saturation-probe",
			description = "Skip the saturation probe (before the points, a fresh application with one worker and one with "
					+ "ten, each overloaded at the schedule's peak for 10 s; the model's CPU per request and database time "
					+ "come from their rates): the model then extrapolates them from low load. Saves two application "
					+ "starts and warm-ups.")
	boolean noSaturationProbe;

	@Option(names = "--pin",
			description = "Pin the board to the first half of the CPUs and JMeter and a database the harness starts to the "
					+ "second (taskset); on 2 cores: board on CPU 0, the rest on CPU 1. The default where this process may use "
					+ "2 or more CPUs.")
	boolean pin;

	@Option(names = "--no-pin",
			description = "Do not pin: board, JMeter and the database share every CPU and the scheduler decides.")
	boolean noPin;

	@Option(names = "--experiment-cpu-work", paramLabel = "DURATION",
			description = "EXPERIMENT KNOB: CPU time the board burns per list request (board.experiment.cpu-work), to reach "
					+ "the paper's overload on a fast machine without more load (default: off, or the preset's).")
	Duration cpuWork;

	@Option(names = "--experiment-db-hold", paramLabel = "DURATION",
			description = "EXPERIMENT KNOB: extra time each list request holds its database connection "
					+ "(board.experiment.db-hold; default: off, or the preset's).")
	Duration dbHold;

	@Option(names = "--db-fault", paramLabel = "FAULT", defaultValue = "none",
			description = "Put a database fault into every measured run, at an instant counted from the start of the schedule: "
					+ "pause@25s:5s freezes the database container for 5 s (a stalled database), restart@25s stops and "
					+ "starts it (every connection dropped), restart@25s:7s leaves it down 7 s. The report marks it and "
					+ "measures the recovery from it (default: ${DEFAULT-VALUE}).")
	DbFault dbFault;

	/**
	 * A sweep of {@code grid} with what these options decide: pinning, calibration and
	 * the database fault.
	 */
	public SweepSettings.Builder sweepOf(final Grid grid) {
		return SweepSettings.builder(grid).pin(pinOrDefault()).calibrate(calibrate).dbFault(dbFault);
	}

	/** --experiment-cpu-work, or {@code otherwise} when not given. */
	public Duration cpuWorkOr(final Duration otherwise) {
		return cpuWork != null ? cpuWork : otherwise;
	}

	/** --experiment-db-hold, or {@code otherwise} when not given. */
	public Duration dbHoldOr(final Duration otherwise) {
		return dbHold != null ? dbHold : otherwise;
	}

	/** Whether --experiment-cpu-work or --experiment-db-hold was given. */
	public boolean setsExperimentKnobs() {
		return cpuWork != null || dbHold != null;
	}

	public boolean paperSemantics() {
		return shape.paperSemantics;
	}

	public boolean calibrate() {
		return calibrate;
	}

	/**
	 * What to measure before the points; {@code reuseEmulation} as the command decides.
	 */
	public Probing probing(final boolean reuseEmulation) {
		return new Probing(!noSaturationProbe, reuseEmulation);
	}

	public DbFault dbFault() {
		return dbFault;
	}

	public double scaleOrDefault() {
		if (calibrate && shape.scale != null) {
			throw new BadInputException("--calibrate picks the scale: drop --scale");
		}
		return shape.scaleOrDefault();
	}

	/** The schedule before scaling, its tail lengthened as --tail asks. */
	public LoadProfile tailed(final LoadProfile profile) {
		return shape.tailed(profile);
	}

	/**
	 * Whether to pin (see CpuPinning): yes unless --no-pin; --pin, the default, is still
	 * accepted.
	 */
	public boolean pinOrDefault() {
		if (pin && noPin) {
			throw new BadInputException("give --pin or --no-pin, not both");
		}
		return !noPin;
	}

	public Path outOrDefault(final String command) {
		return out != null ? out : Path.of("results",
				command + "-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
	}

}
