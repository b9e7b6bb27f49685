/**
 * The load generators the command line can choose from: the one place that names their
 * implementations.
 */
package dev.poolsweep.tuning.generator.setup;
