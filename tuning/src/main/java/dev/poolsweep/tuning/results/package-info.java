/**
 * The results folder's format in code (tuning/RESULTS.md), the one seam between running a
 * sweep and reading it: the folder layout and the "run is complete" rule, every key and
 * column, sweep.properties written from the settings and read back ({@code SweepFile}),
 * sweep.properties and outcome.properties read back typed ({@code SweepRecord},
 * {@code RunRecord}), grid files, the emulation cache's entries ({@code EmulationEntry}),
 * and the atomic writer.
 */
package dev.poolsweep.tuning.results;
