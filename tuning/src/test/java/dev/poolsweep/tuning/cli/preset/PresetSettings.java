package dev.poolsweep.tuning.cli.preset;

import java.util.List;

import dev.poolsweep.tuning.cli.ToolOptions;
import dev.poolsweep.tuning.settings.SweepSettings;

/** A preset command's settings and tool options, for tests of other packages. */
public final class PresetSettings {

	private PresetSettings() {
	}

	/** The sweep a preset picocli filled asks for, assembled by the preset's own code. */
	public static SweepSettings of(final Object preset) {
		return ((Preset) preset).settings();
	}

	/** A preset's tool options. */
	public static ToolOptions toolOptions(final Object preset) {
		return ((Preset) preset).tools;
	}

	/** The presets' names. */
	public static List<String> names() {
		return Presets.commands().stream().map(command -> ((Preset) command).name()).toList();
	}

}
