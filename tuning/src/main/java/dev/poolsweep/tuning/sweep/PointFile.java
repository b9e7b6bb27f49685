package dev.poolsweep.tuning.sweep;

import java.util.Properties;

import dev.poolsweep.tuning.app.AppPorts;
import dev.poolsweep.tuning.plan.LoadSettings;
import dev.poolsweep.tuning.results.PointKeys;
import dev.poolsweep.tuning.results.SettingKeys;
import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.settings.Point;
import dev.poolsweep.tuning.settings.RunId;
import dev.poolsweep.tuning.settings.SweepSettings;
import dev.poolsweep.tuning.results.SweepFile;

/**
 * The settings of one run, as its point.properties records them before the run starts:
 * the point, the load and the application as the sweep asked for them, and where the
 * run's processes live.
 */
public final class PointFile {

	private PointFile() {
	}

	/**
	 * @param boardCpus the application's taskset list, or empty
	 * @param jmeterCpus JMeter's, or empty
	 * @param dbCpus the database container's, or empty
	 */
	public static Properties of(final SweepSettings sweep, final RunId run, final AppPorts ports,
			final String boardCpus, final String jmeterCpus, final String dbCpus) {
		final Point point = run.point();
		final Properties p = new Properties();
		p.setProperty(PointKeys.POINT_ID, point.id());
		p.setProperty(PointKeys.REPETITION, Integer.toString(run.repetition()));
		final LoadSettings load = sweep.loadAt(point);
		SweepFile.writeShared(p, sweep, load);
		for (final Knob axis : Knob.values()) {
			final Integer value = point.value(axis);
			p.setProperty(axis.key(), value == null ? "" : axis.text(value));
		}
		// the keep-alive the run used, also where the grid leaves it to the sweep
		p.setProperty(Knob.KEEP_ALIVE.key(), Boolean.toString(load.keepAlive()));
		p.setProperty(PointKeys.WARMUP_RATE_USED, Double.toString(sweep.load().effectiveWarmupRps()));
		p.setProperty(PointKeys.BOARD_PORT, Integer.toString(ports.server()));
		p.setProperty(PointKeys.JMX_URL, ports.jmxUrl());
		p.setProperty(SettingKeys.BOARD_CPUS, boardCpus);
		p.setProperty(SettingKeys.JMETER_CPUS, jmeterCpus);
		p.setProperty(SettingKeys.DB_CPUS, dbCpus);
		return p;
	}

}
