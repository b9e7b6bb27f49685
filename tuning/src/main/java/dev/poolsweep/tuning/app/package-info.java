/**
 * The application under test as the harness runs it, the board or any other Spring Boot
 * jar: what sets them apart, the command line and environment of one JVM, its process and
 * readiness, its database.
 */
package dev.poolsweep.tuning.app;
