/**
 * vegeta (github.com/tsenart/vegeta v12) as the harness runs it for a closed workload:
 * the binary, its command line, the process and its CPU time, and its results read back
 * as samples.
 */
package dev.poolsweep.tuning.generator.vegeta;
