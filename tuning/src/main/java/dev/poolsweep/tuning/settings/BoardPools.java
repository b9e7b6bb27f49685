package dev.poolsweep.tuning.settings;

import java.util.List;

/**
 * The pool settings a board is started with: a {@link Point} of the grid, or
 * {@link #AS_SHIPPED}, the board's own (the calibration measures the board as it ships).
 */
public sealed interface BoardPools permits Point, BoardPools.AsShipped {

	/** The board's own settings: no pool property on its command line. */
	BoardPools AS_SHIPPED = new AsShipped();

	/**
	 * The board's Spring properties for these settings, as {@code --name=value}
	 * arguments.
	 */
	List<String> springArguments();

	/** The board's own settings. */
	record AsShipped() implements BoardPools {

		@Override
		public List<String> springArguments() {
			return List.of();
		}

	}

}
