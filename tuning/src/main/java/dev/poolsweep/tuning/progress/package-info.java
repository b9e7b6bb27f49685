/**
 * The console's progress line while a sweep runs: runs done, the run going on, and the
 * time left.
 */
package dev.poolsweep.tuning.progress;
