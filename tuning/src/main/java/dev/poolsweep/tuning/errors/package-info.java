/**
 * The harness's own failures.
 */
package dev.poolsweep.tuning.errors;
