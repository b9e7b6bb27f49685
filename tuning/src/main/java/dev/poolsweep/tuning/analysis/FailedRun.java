package dev.poolsweep.tuning.analysis;

/**
 * A complete run that gave no figures: the runner marked it failed, or its files could
 * not be analysed. Listed in every output, never dropped silently.
 */
public record FailedRun(String pointId, int repetition, String reason) {
}
