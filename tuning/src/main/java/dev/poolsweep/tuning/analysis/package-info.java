/**
 * The analysis of a results folder: every run's figures, aggregated per point over the
 * repetitions. Reads only the results folder (package results), never the runner.
 */
package dev.poolsweep.tuning.analysis;
