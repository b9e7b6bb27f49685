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
 */
public record SweepSettings(Grid grid, int repeat, RunOrder order, long seed, boolean pin, LoadSettings load,
		BoardSettings board, AppSettings app, boolean calibrate, Capacity capacity, DbFault dbFault) {

	public SweepSettings {
		if (repeat < 1) {
			throw new BadInputException("--repeat must be at least 1, was " + repeat);
		}
		dbFault.requireWithin(load.loadProfile());
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
				calibrate, measured, dbFault);
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
