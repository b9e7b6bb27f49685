/**
 * What a sweep is asked to do, typed: the grid of pool settings, its points (and their
 * ids) and runs, their order, the board's start-up, the calibration's result, and the
 * builder that assembles them from the defaults.
 */
package dev.poolsweep.tuning.settings;
