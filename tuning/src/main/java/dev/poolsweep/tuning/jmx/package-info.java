/**
 * The sampler: the board's JMX and /proc readings once a second into jmx.csv, and what
 * the measured JMeter process used meanwhile.
 */
package dev.poolsweep.tuning.jmx;
