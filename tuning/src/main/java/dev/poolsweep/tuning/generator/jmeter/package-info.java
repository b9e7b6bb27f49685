/**
 * JMeter as the harness runs it: the install, the command line, the process and its CPU
 * time.
 */
package dev.poolsweep.tuning.generator.jmeter;
