package dev.poolsweep.tuning.settings;

/** One run of the sweep: a point and a repetition (1-based). */
public record RunId(Point point, int repetition) {

	/** What a run's folder name starts with, before its repetition: {@code rep-1}. */
	public static final String FOLDER_PREFIX = "rep-";

	/** The name of a repetition's folder under its point's: {@code rep-1}. */
	public static String folderName(final int repetition) {
		return FOLDER_PREFIX + repetition;
	}

	/** As people see it, its folder under points/: {@code t10-p100-a100/rep-1}. */
	@Override
	public String toString() {
		return point.id() + "/" + folderName(repetition);
	}
}
