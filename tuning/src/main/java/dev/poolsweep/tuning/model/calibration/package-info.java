/**
 * The model meets the harness's results: its inputs calibrated from a finished sweep's
 * low-load seconds, its predictions for the sweep's points, and the predicted figures
 * beside the measured ones (summary.csv's model columns, report.html's table), and the
 * predictions ranked with the Recommender's ranking. Reads the analysis; the analysis
 * never reads it.
 */
package dev.poolsweep.tuning.model.calibration;
