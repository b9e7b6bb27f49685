/**
 * JMeter as the harness runs it: the install, the plans' properties, the command line,
 * the process and its CPU time; one JMeter per run, or JMeter's own distributed mode (a
 * controller and remote engines that share one schedule).
 */
package dev.poolsweep.tuning.generator.jmeter;
