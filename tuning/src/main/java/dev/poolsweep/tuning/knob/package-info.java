/**
 * The knob registry ({@link dev.poolsweep.tuning.knob.Knob}): every setting a sweep can
 * vary, with its key, option, point-id letter, name, Spring property, default and the
 * report's explanation. It sits below every other package but errors and plan, so the
 * results' format, the settings, the analysis, the report and the model all derive from
 * it.
 */
package dev.poolsweep.tuning.knob;
