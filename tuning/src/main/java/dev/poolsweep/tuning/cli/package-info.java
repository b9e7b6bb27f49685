/**
 * The poolsweep command line: sweep, reproduce, report; one-line errors.
 */
package dev.poolsweep.tuning.cli;
