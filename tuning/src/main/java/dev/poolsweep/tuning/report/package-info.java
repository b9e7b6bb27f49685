/**
 * The report: summary.csv, summary.json and report.html from an analysis.
 */
package dev.poolsweep.tuning.report;
