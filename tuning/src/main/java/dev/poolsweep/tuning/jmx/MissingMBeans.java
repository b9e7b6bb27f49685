package dev.poolsweep.tuning.jmx;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The console's word on MBeans the application lacks: each named once per sweep, however
 * many runs miss it (every run's outcome.properties lists them all, and the report names
 * them once).
 */
public final class MissingMBeans {

	private final String appName;

	private final Set<String> named = new HashSet<>();

	public MissingMBeans(final String appName) {
		this.appName = appName;
	}

	/** The warnings to print for what a run missed: none for what was named before. */
	public List<String> firstSeen(final Set<String> missing) {
		final List<String> warnings = new ArrayList<>();
		for (final String item : new TreeSet<>(missing)) {
			if (named.add(item)) {
				warnings.add("warning: the " + appName + " has no JMX " + item
						+ " (its jmx.csv columns stay empty, and the figures that need them)");
			}
		}
		return warnings;
	}

}
