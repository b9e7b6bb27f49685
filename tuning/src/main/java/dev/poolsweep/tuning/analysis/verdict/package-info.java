/**
 * Which point the sweep recommends, how sure it is, and why every point ranks where it
 * does.
 */
package dev.poolsweep.tuning.analysis.verdict;
