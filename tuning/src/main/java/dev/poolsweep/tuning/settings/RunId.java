package dev.poolsweep.tuning.settings;

import dev.poolsweep.tuning.results.RunFolder;

/** One run of the sweep: a point and a repetition (1-based). */
public record RunId(Point point, int repetition) {

	/** As people see it, its folder under points/: {@code t10-p100-a100/rep-1}. */
	@Override
	public String toString() {
		return point.id() + "/" + RunFolder.folderName(repetition);
	}
}
