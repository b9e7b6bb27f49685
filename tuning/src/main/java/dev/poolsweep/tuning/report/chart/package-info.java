/**
 * The report's charts: inline SVG on one time axis, and the value axes every panel
 * shares.
 */
package dev.poolsweep.tuning.report.chart;
