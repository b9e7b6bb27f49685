/**
 * Running a sweep: the calibration, every run (board, warm-up, measured plan with JMX
 * sampled alongside), the server emulation, and the bookkeeping in the results folder.
 */
package dev.poolsweep.tuning.sweep;
