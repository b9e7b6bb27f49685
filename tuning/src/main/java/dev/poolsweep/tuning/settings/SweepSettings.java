package dev.poolsweep.tuning.settings;

import java.time.Duration;
import java.util.List;

import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.plan.LoadPlans;
import dev.poolsweep.tuning.plan.LoadSettings;
import dev.poolsweep.tuning.process.CpuPinning;
import dev.poolsweep.tuning.text.Format;

/**
 * Everything a sweep was asked to do, as recorded in sweep.properties (so
 * {@code --resume} can carry on exactly). Commands assemble it with {@link #builder},
 * which starts from {@link Defaults}, so that each says only what it sets.
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
		if (emulation != null) {
			requirePeakAbove(load.scaledProfile().peakStep().peakRps(), emulation.tenWorkersOkPerS());
		}
	}

	/**
	 * Refused before the database starts: the emulation's probe would find the board
	 * keeping up with the peak, and fail a minute later.
	 */
	private static void requirePeakAbove(final double peak, final double tenWorkersOkPerS) {
		if (peak <= tenWorkersOkPerS) {
			throw new BadInputException("the emulated server is probed at the schedule's peak, " + Format.number(peak)
					+ "/s, which must be above the rate ten of its workers serve (" + Format.number(tenWorkersOkPerS)
					+ "/s): raise the peak (--scale, --load-profile), or measure the board as built");
		}
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

	/** A sweep of {@code grid}, everything else at its default until set. */
	public static Builder builder(final Grid grid) {
		return new Builder(grid);
	}

	/**
	 * Assembles a {@link SweepSettings} from {@link Defaults}: the board at its defaults,
	 * the paper's burst at scale 1 with the default warm-up, one repetition in the grid's
	 * order, a random seed, pinned, no calibration, no fault, no emulation.
	 */
	public static final class Builder {

		private final Grid grid;

		private int repeat = Defaults.REPEAT;

		private RunOrder order = Defaults.ORDER;

		private Long seed;

		private boolean pin = Defaults.PIN;

		private LoadSettings load = Defaults.load(LoadPlans.BURST, LoadSettings.PAPER, Defaults.SCALE, Defaults.WARMUP);

		private BoardSettings board = Defaults.board(Duration.ZERO, Duration.ZERO);

		private AppSettings app;

		private boolean calibrate;

		private DbFault dbFault = DbFault.NONE;

		private ServerEmulation emulation;

		private Builder(final Grid grid) {
			this.grid = grid;
		}

		public Builder repeat(final int repetitions) {
			this.repeat = repetitions;
			return this;
		}

		public Builder order(final RunOrder runOrder) {
			this.order = runOrder;
			return this;
		}

		/** The shuffled order's seed; random when not set (or set to null). */
		public Builder seed(final Long orderSeed) {
			this.seed = orderSeed;
			return this;
		}

		public Builder pin(final boolean pinned) {
			this.pin = pinned;
			return this;
		}

		/**
		 * The client's settings; by default the paper's burst at scale 1 with the default
		 * warm-up, keep-alive as {@link Grid#firstKeepAlive()}.
		 */
		public Builder load(final LoadSettings client) {
			this.load = client;
			return this;
		}

		public Builder board(final BoardSettings knobs) {
			this.board = knobs;
			return this;
		}

		/** Another application instead of the board; null for the board. */
		public Builder app(final AppSettings other) {
			this.app = other;
			return this;
		}

		public Builder calibrate(final boolean measureFirst) {
			this.calibrate = measureFirst;
			return this;
		}

		public Builder dbFault(final DbFault fault) {
			this.dbFault = fault;
			return this;
		}

		/** The server the board is to emulate; null to run it as its knobs say. */
		public Builder emulation(final ServerEmulation server) {
			this.emulation = server;
			return this;
		}

		private LoadSettings defaultLoad() {
			return Defaults.load(LoadPlans.BURST, LoadSettings.PAPER, Defaults.SCALE, Defaults.WARMUP)
				.withKeepAlive(grid.firstKeepAlive());
		}

		public SweepSettings build() {
			return new SweepSettings(grid, repeat, order, seed != null ? seed : RunOrder.randomSeed(), pin,
					load != null ? load : defaultLoad(), board, app, calibrate, null, dbFault, emulation);
		}

	}

}
