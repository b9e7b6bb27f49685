/**
 * The sampler: the JMX and /proc readings of the application under test once a second
 * into jmx.csv, what the load generator's processes used meanwhile, and which MBeans the
 * application lacked.
 */
package dev.poolsweep.tuning.jmx;
