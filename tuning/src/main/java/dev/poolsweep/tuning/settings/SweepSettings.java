package dev.poolsweep.tuning.settings;

import java.util.List;

import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.plan.LoadSettings;
import dev.poolsweep.tuning.process.CpuPinning;

/**
 * Everything a sweep was asked to do, as recorded in sweep.properties (so
 * {@code --resume} can carry on exactly).
 *
 * @param seed draws the shuffled order; recorded even for as-given
 * @param pin whether board and JMeter are to be pinned to CPUs of their own (the default;
 * see {@link CpuPinning}, which leaves a one-CPU machine unpinned)
 * @param app the application measured when it is not the board; null for the board
 * @param calibrate whether the scale is to be measured before the first run
 * @param capacity the calibration's result once measured; null before, or without
 * calibration
 * @param dbFault the fault put into the database in every measured run
 * @param emulation the server the board's experiment knobs are to emulate, measured
 * before the first run; null to run the board with the knobs in {@code board}
 */
public record SweepSettings(Grid grid, int repeat, RunOrder order, long seed, boolean pin, LoadSettings load,
		BoardSettings board, AppSettings app, boolean calibrate, Capacity capacity, DbFault dbFault,
		ServerEmulation emulation) {

	public SweepSettings {
		if (repeat < 1) {
			throw new BadInputException("--repeat must be at least 1, was " + repeat);
		}
		dbFault.requireWithin(load.loadProfile());
		if (emulation != null && (app != null || calibrate)) {
			throw new BadInputException(
					"an emulated server is the board's, at the paper's rates: not with --app or " + "--calibrate");
		}
	}

	/** A sweep of the board as configured, or of another application. */
	public SweepSettings(final Grid grid, final int repeat, final RunOrder order, final long seed, final boolean pin,
			final LoadSettings load, final BoardSettings board, final AppSettings app, final boolean calibrate,
			final Capacity capacity, final DbFault dbFault) {
		this(grid, repeat, order, seed, pin, load, board, app, calibrate, capacity, dbFault, null);
	}

	/** A sweep without a database fault. */
	public SweepSettings(final Grid grid, final int repeat, final RunOrder order, final long seed, final boolean pin,
			final LoadSettings load, final BoardSettings board, final AppSettings app, final boolean calibrate,
			final Capacity capacity) {
		this(grid, repeat, order, seed, pin, load, board, app, calibrate, capacity, DbFault.NONE);
	}

	/** Every run in the order it runs. */
	public List<RunId> runs() {
		return order.runs(grid.points(), repeat, seed);
	}

	/** The same sweep with the calibration's result, and its scale applied. */
	public SweepSettings withCapacity(final Capacity measured) {
		return new SweepSettings(grid, repeat, order, seed, pin, load.withScale(measured.scale()), board, app,
				calibrate, measured, dbFault, emulation);
	}

	/**
	 * The same sweep with the board's knobs and the emulation as far as it got (an
	 * emulation's probe, or its result).
	 */
	public SweepSettings withEmulation(final BoardSettings knobs, final ServerEmulation measured) {
		return new SweepSettings(grid, repeat, order, seed, pin, load, knobs, app, calibrate, capacity, dbFault,
				measured);
	}

	/** Whether the emulated server's knobs still have to be measured. */
	public boolean needsEmulation() {
		return emulation != null && !emulation.measured();
	}

	/**
	 * The client's settings at a point: the sweep's, with the point's keep-alive when the
	 * grid sets it.
	 */
	public LoadSettings loadAt(final Point point) {
		return load.withKeepAlive(point.keepAlive(load.keepAlive()));
	}

	/** Whether the scale still has to be measured. */
	public boolean needsCalibration() {
		return calibrate && capacity == null;
	}
}
