/**
 * The presets: one question about one knob each (pool, backlog, keepalive, spare,
 * virtual), asked with a fixed grid and the experiment knobs that make its effect show on
 * a small machine.
 */
package dev.poolsweep.tuning.cli.preset;
