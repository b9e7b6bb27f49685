package dev.poolsweep.tuning.servers;

import java.util.Arrays;
import java.util.Locale;

import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.results.RunFolder;

/**
 * The load generators that send the matrix's closed workloads: JMeter, as Yoo et al.
 * measured, and vegeta, the second tool of their future work, which checks JMeter's
 * figures on the same cells. Each run's files are named after its tool.
 */
public enum LoadTool {

	JMETER("JMeter", RunFolder.SAMPLES_JTL, RunFolder.JMETER_LOG, RunFolder.WARMUP_JTL, RunFolder.WARMUP_JMETER_LOG),
	VEGETA("vegeta", "vegeta.csv", "vegeta.log", "warmup-vegeta.csv", "warmup-vegeta.log");

	private final String displayName;

	private final String samples;

	private final String log;

	private final String warmupSamples;

	private final String warmupLog;

	LoadTool(final String displayName, final String samples, final String log, final String warmupSamples,
			final String warmupLog) {
		this.displayName = displayName;
		this.samples = samples;
		this.log = log;
		this.warmupSamples = warmupSamples;
		this.warmupLog = warmupLog;
	}

	/** As the command line and the files write it: "jmeter", "vegeta". */
	public String text() {
		return name().toLowerCase(Locale.ROOT);
	}

	/** For people: "JMeter", "vegeta". */
	public String displayName() {
		return displayName;
	}

	/** The measured run's samples file in its folder: samples.jtl, vegeta.csv. */
	String samples() {
		return samples;
	}

	String log() {
		return log;
	}

	String warmupSamples() {
		return warmupSamples;
	}

	String warmupLog() {
		return warmupLog;
	}

	/**
	 * A run's folder under rep-R/: the cell's id for JMeter's, so that a JMeter-only
	 * matrix's folders are named as they always were; the tool's name after it for
	 * another's: tomcat-small-c1000, tomcat-small-c1000-vegeta.
	 */
	String folder(final Cell cell) {
		return this == JMETER ? cell.id() : cell.id() + "-" + text();
	}

	public static LoadTool parse(final String text) {
		return Arrays.stream(values())
			.filter(tool -> tool.text().equalsIgnoreCase(text.strip()))
			.findFirst()
			.orElseThrow(() -> new BadInputException("--tools takes jmeter and vegeta, not '" + text + "'"));
	}

}
