/**
 * {@code poolsweep model-check}: the model's predictions beside finished sweeps'
 * measurements, per point, and how many measured figures the predictions' spread covers.
 */
package dev.poolsweep.tuning.cli.check;
