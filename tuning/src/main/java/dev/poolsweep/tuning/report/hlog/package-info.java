/**
 * latency.hlog: each run's latencies as an HdrHistogram interval log, for tools beyond
 * the report.
 */
package dev.poolsweep.tuning.report.hlog;
