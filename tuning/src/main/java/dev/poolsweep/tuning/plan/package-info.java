/**
 * The load: the schedule (load profile), the plans' JMeter properties, the client's
 * settings, and the duration grammar.
 */
package dev.poolsweep.tuning.plan;
