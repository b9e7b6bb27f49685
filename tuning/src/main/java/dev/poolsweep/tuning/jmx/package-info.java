/**
 * The sampler: the JMX and /proc readings of the application under test once a second
 * into jmx.csv, and what the measured JMeter process used meanwhile.
 */
package dev.poolsweep.tuning.jmx;
