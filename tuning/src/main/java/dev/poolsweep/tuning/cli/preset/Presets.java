package dev.poolsweep.tuning.cli.preset;

import java.util.List;

/** The preset commands, for the poolsweep command to register. */
public final class Presets {

	private Presets() {
	}

	public static List<Object> commands() {
		return List.of(new PoolPreset(), new BacklogPreset(), new KeepAlivePreset(), new SparePreset(),
				new VirtualPreset());
	}

}
