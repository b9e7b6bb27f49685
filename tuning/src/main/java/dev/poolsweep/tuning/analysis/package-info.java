/**
 * The analysis of one run and one point: every run's figures, aggregated per point over
 * the repetitions (a whole folder: analysis.sweep). Reads only the results folder
 * (package results), never the runner.
 */
package dev.poolsweep.tuning.analysis;
