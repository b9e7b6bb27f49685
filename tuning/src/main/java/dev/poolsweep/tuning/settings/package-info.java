/**
 * What a sweep is asked to do: the grid of pool settings, its points and runs, their
 * order, the board's start-up, the calibration's result.
 */
package dev.poolsweep.tuning.settings;
