/**
 * Child processes and the machine: starting and stopping them, CPU pinning, free ports,
 * what /proc says.
 */
package dev.poolsweep.tuning.process;
