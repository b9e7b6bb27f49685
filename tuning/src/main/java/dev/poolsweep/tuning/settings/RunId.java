package dev.poolsweep.tuning.settings;

import java.nio.file.Path;

/** One run of the sweep: a point and a repetition (1-based). */
public record RunId(Point point, int repetition) {

	/**
	 * The run's folder relative to the output folder: {@code points/<point-id>/rep-<k>}.
	 */
	public Path folder() {
		return Path.of("points", point.id(), "rep-" + repetition);
	}

	@Override
	public String toString() {
		return point.id() + "/rep-" + repetition;
	}
}
