/**
 * Numbers and durations written for people, the same way in the console, the report and
 * the model's tables; the command line a result folder records.
 */
package dev.poolsweep.tuning.text;
