/**
 * A model of the board under the burst (tuning/docs/model.md): an event-driven simulation
 * of JMeter's open arrivals, Tomcat's connections, backlog and workers, the connection
 * pool and the board's cores, which predicts what the harness would measure at a point
 * before it runs. Its figures are computed by the analysis's own code (per-second series,
 * percentiles, recovery), so it depends on analysis.series, plan and text, never on the
 * runner.
 */
package dev.poolsweep.tuning.model;
