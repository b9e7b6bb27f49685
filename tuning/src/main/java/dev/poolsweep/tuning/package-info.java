/**
 * poolsweep's tuning harness. {@link dev.poolsweep.tuning.PoolsweepCommand} is the
 * command line's root: it puts the commands (cli) and the presets (cli.preset) together,
 * above both, so that neither depends back on the other.
 */
package dev.poolsweep.tuning;
