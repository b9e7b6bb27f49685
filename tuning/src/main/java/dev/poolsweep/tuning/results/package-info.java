/**
 * The results folder's format in code (tuning/RESULTS.md): the folder layout and the "run
 * is complete" rule, point ids, every key and column, and the readers and the atomic
 * writer that both the runner and the analysis use.
 */
package dev.poolsweep.tuning.results;
