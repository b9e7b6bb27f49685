package dev.poolsweep.tuning.settings;

/**
 * What a fresh sweep measures before its points.
 *
 * @param saturation whether to measure the saturated rates for the model
 * @param reuseEmulation whether an emulated server's knobs measured earlier on this
 * machine, for the same board, JDK, pinning and database, are used instead of probing
 * again
 */
public record Probing(boolean saturation, boolean reuseEmulation) {

	/** Everything measured, earlier measurements reused. */
	public static final Probing DEFAULT = new Probing(true, true);

}
