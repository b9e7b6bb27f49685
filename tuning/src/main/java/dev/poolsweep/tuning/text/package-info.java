/**
 * Numbers and durations written for people, the same way in the console, the report and
 * the model's tables.
 */
package dev.poolsweep.tuning.text;
