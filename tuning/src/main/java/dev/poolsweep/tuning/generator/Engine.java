package dev.poolsweep.tuning.generator;

/**
 * One process of the load generator that sends requests.
 *
 * @param name what the results and the console call it, e.g. "JMeter" or "JMeter engine
 * 127.0.0.1:1101"
 * @param cpus the taskset list it is pinned to; empty when not pinned (or not known, for
 * an engine on another machine)
 */
public record Engine(String name, String cpus) {
}
