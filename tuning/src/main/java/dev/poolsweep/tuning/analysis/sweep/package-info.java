/**
 * A results folder analysed whole: every run (analysis), the points' aggregates, and the
 * verdict (analysis.verdict) on top of them. Above both, so that the verdict reads the
 * analysis and the analysis never reads the verdict.
 */
package dev.poolsweep.tuning.analysis.sweep;
