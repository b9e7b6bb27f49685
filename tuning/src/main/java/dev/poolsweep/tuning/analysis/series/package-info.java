/**
 * What one run's files say, second by second: the samples, the per-second series, the
 * steps, recovery, the board's JMX readings, and whether the load generator kept up.
 */
package dev.poolsweep.tuning.analysis.series;
