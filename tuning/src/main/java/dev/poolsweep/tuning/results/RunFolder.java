package dev.poolsweep.tuning.results;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

import dev.poolsweep.tuning.settings.RunId;

/**
 * One OUT/points/&lt;point-id&gt;/rep-&lt;k&gt;/ folder and the names of its files. It is
 * complete iff outcome.properties exists: the runner writes that file last, and
 * atomically, so a run cut short has none and a resume redoes it.
 */
public record RunFolder(Path dir, String pointId, int repetition) {

	public static final String POINT_PROPERTIES = "point.properties";

	public static final String OUTCOME_PROPERTIES = "outcome.properties";

	public static final String SAMPLES_JTL = "samples.jtl";

	/**
	 * The run's latencies as an HdrHistogram interval log, written beside samples.jtl by
	 * the report (RESULTS.md).
	 */
	public static final String LATENCY_HLOG = "latency.hlog";

	public static final String JMETER_LOG = "jmeter.log";

	public static final String WARMUP_JTL = "warmup.jtl";

	/**
	 * Requests due, sent and never sent per second, written by the plans (RESULTS.md).
	 */
	public static final String ARRIVALS_CSV = "arrivals.csv";

	public static final String WARMUP_JMETER_LOG = "warmup-jmeter.log";

	public static final String JMX_CSV = "jmx.csv";

	public static final String BOARD_LOG = "board.log";

	static final String JTL = ".jtl";

	private static final String REPETITION_PREFIX = RunId.FOLDER_PREFIX;

	/** JMeter's console output goes beside its log: jmeter.log, jmeter.out. */
	private static final String LOG = ".log";

	private static final String CONSOLE = ".out";

	/**
	 * The folder's point id is its parent's name; the repetition is the number after
	 * "rep-" (0 if none).
	 */
	public static RunFolder of(final Path dir) {
		final String name = dir.getFileName().toString();
		int repetition = 0;
		try {
			repetition = Integer.parseInt(name.substring(REPETITION_PREFIX.length()));
		}
		catch (NumberFormatException | IndexOutOfBoundsException e) {
			// a folder named oddly still gets analysed, with repetition 0
		}
		return new RunFolder(dir, dir.getParent().getFileName().toString(), repetition);
	}

	static boolean isRunFolder(final Path dir) {
		return dir.getFileName().toString().startsWith(REPETITION_PREFIX);
	}

	/**
	 * Where JMeter's console output goes for a JMeter log, e.g. jmeter.out beside
	 * jmeter.log.
	 */
	public static Path consoleOf(final Path jmeterLog) {
		final String name = jmeterLog.getFileName().toString();
		return jmeterLog
			.resolveSibling((name.endsWith(LOG) ? name.substring(0, name.length() - LOG.length()) : name) + CONSOLE);
	}

	/**
	 * Where the plans' open arrivals write their per-second counts for a JMeter results
	 * file: arrivals.csv beside samples.jtl, warmup-arrivals.csv beside warmup.jtl.
	 */
	public static Path arrivalsOf(final Path jtl) {
		final String name = jtl.getFileName().toString();
		if (name.equals(SAMPLES_JTL)) {
			return jtl.resolveSibling(ARRIVALS_CSV);
		}
		final String stem = name.endsWith(JTL) ? name.substring(0, name.length() - JTL.length()) : name;
		return jtl.resolveSibling(stem + "-" + ARRIVALS_CSV);
	}

	/**
	 * Where engine {@code engine} (from 1) of {@code engines} that share a schedule
	 * writes its own per-second counts, beside the merged file {@link #arrivalsOf}: e.g.
	 * arrivals.engine-2-of-3.csv (the plans' Open Arrivals Timer names them so).
	 */
	public static Path engineArrivalsOf(final Path jtl, final int engine, final int engines) {
		final Path merged = arrivalsOf(jtl);
		final String name = merged.getFileName().toString();
		final String stem = name.substring(0, name.length() - ".csv".length());
		return merged.resolveSibling(stem + ".engine-" + engine + "-of-" + engines + ".csv");
	}

	/**
	 * The log of engine {@code engine} (from 1) that shares a run whose controller logs
	 * to {@code jmeterLog}: jmeter-engine-2.log beside jmeter.log.
	 */
	public static Path engineLogOf(final Path jmeterLog, final int engine) {
		final String name = jmeterLog.getFileName().toString();
		final String stem = name.endsWith(LOG) ? name.substring(0, name.length() - LOG.length()) : name;
		return jmeterLog.resolveSibling(stem + "-engine-" + engine + LOG);
	}

	/** The rule of RESULTS.md: the run is complete iff outcome.properties exists. */
	public boolean complete() {
		return Files.isRegularFile(outcomeFile());
	}

	public Path pointFile() {
		return dir.resolve(POINT_PROPERTIES);
	}

	public Path outcomeFile() {
		return dir.resolve(OUTCOME_PROPERTIES);
	}

	public Path samples() {
		return dir.resolve(SAMPLES_JTL);
	}

	public Path latencyLog() {
		return dir.resolve(LATENCY_HLOG);
	}

	public Path jmeterLog() {
		return dir.resolve(JMETER_LOG);
	}

	public Path jmx() {
		return dir.resolve(JMX_CSV);
	}

	public Properties outcome() throws IOException {
		return PropertiesFiles.read(outcomeFile());
	}

	public Properties point() throws IOException {
		return PropertiesFiles.read(pointFile());
	}

	public void writePoint(final Properties point) throws IOException {
		PropertiesFiles.write(pointFile(), point);
	}

	/** Marks the run complete: the last write of a run. */
	public void writeOutcome(final Properties outcome) throws IOException {
		PropertiesFiles.write(outcomeFile(), outcome);
	}

}
