/**
 * The load generator as the harness sees it: run a
 * {@link dev.poolsweep.tuning.generator.Workload} against the application, with the
 * samples in the JTL contract of tuning/RESULTS.md and what each of the generator's
 * processes used. The rest of the harness reaches the generator only through this
 * package; its JMeter implementation is in {@code generator.jmeter} (ArchitectureTest
 * checks both).
 */
package dev.poolsweep.tuning.generator;
