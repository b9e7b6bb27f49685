/**
 * {@code poolsweep tune}: the settings to paste from the fewest runs that decide them.
 * The model screens the grid first ({@link dev.poolsweep.tuning.tune.ModelScreen}), a
 * race measures the points it cannot rule out in rounds
 * ({@link dev.poolsweep.tuning.tune.Race}), and the answer names the cheapest settings
 * among the leaders ({@link dev.poolsweep.tuning.tune.TuneAnswer}).
 */
package dev.poolsweep.tuning.tune;
