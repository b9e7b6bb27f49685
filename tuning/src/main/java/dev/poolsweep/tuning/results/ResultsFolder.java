package dev.poolsweep.tuning.results;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.stream.Stream;

import dev.poolsweep.tuning.settings.RunId;

/**
 * OUT/, the output folder of a sweep, as tuning/RESULTS.md lays it out: sweep.properties,
 * one folder per run under points/, the calibration's files, and the files the analysis
 * writes. The runner and the analysis both find their files through this class.
 */
public record ResultsFolder(Path dir) {

	public static final String SWEEP_PROPERTIES = "sweep.properties";

	public static final String POINTS = "points";

	public static final String CALIBRATION = "calibration";

	public static final String SATURATION_PROBE = "saturation-probe";

	public static final String SUMMARY_CSV = "summary.csv";

	public static final String SUMMARY_JSON = "summary.json";

	public static final String REPORT_HTML = "report.html";

	/** A tune's answer and race, as the report opens with them (written by the tune). */
	public static final String RACE_HTML = "race.html";

	/** A tune's answer: the Spring properties to paste, then its evidence as comments. */
	public static final String TUNE_PROPERTIES = "tune.properties";

	/**
	 * A calibration step's files, by its rate: step-00020.jtl and step-00020-jmeter.log.
	 */
	private static final String CALIBRATION_STEP = "step-%05.0f";

	public Path sweepProperties() {
		return dir.resolve(SWEEP_PROPERTIES);
	}

	/** Where the calibration's board and steps leave their files. */
	public Path calibration() {
		return dir.resolve(CALIBRATION);
	}

	/**
	 * Where the saturation probe's applications leave their files, one folder per number
	 * of workers: saturation-probe/t1, saturation-probe/t10.
	 */
	public Path saturationProbe(final int workers) {
		return dir.resolve(SATURATION_PROBE).resolve("t" + workers);
	}

	public static Path calibrationStepJtl(final Path calibration, final double rate) {
		return calibration.resolve(String.format(Locale.ROOT, CALIBRATION_STEP, rate) + RunFolder.JTL);
	}

	public static Path calibrationStepLog(final Path calibration, final double rate) {
		return calibration.resolve(String.format(Locale.ROOT, CALIBRATION_STEP, rate) + "-" + RunFolder.JMETER_LOG);
	}

	/** Whether a sweep was started here: it has sweep.properties or points/. */
	public boolean holdsSweep() {
		return Files.isRegularFile(sweepProperties()) || Files.isDirectory(dir.resolve(POINTS));
	}

	/** The folder of one run: points/&lt;point-id&gt;/rep-&lt;k&gt;. */
	public RunFolder run(final String pointId, final int repetition) {
		return new RunFolder(dir.resolve(POINTS).resolve(pointId).resolve(RunId.folderName(repetition)), pointId,
				repetition);
	}

	/** sweep.properties; empty when there is none. */
	public Properties sweep() throws IOException {
		return Files.isRegularFile(sweepProperties()) ? PropertiesFiles.read(sweepProperties()) : new Properties();
	}

	/** The folders under points/, one per point, by name. */
	public List<Path> pointFolders() throws IOException {
		return subfolders(dir.resolve(POINTS));
	}

	/**
	 * The run folders (rep-&lt;k&gt;) of a point folder; anything else there is not a
	 * run.
	 */
	public static List<RunFolder> runsOf(final Path pointFolder) throws IOException {
		return subfolders(pointFolder).stream().filter(RunFolder::isRunFolder).map(RunFolder::of).toList();
	}

	private static List<Path> subfolders(final Path dir) throws IOException {
		if (!Files.isDirectory(dir)) {
			return List.of();
		}
		try (Stream<Path> children = Files.list(dir)) {
			return children.filter(Files::isDirectory).sorted().toList();
		}
	}

}
