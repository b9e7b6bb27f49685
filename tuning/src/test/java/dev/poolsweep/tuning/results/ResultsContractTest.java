package dev.poolsweep.tuning.results;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import dev.poolsweep.tuning.analysis.series.AnalysisOptions;
import dev.poolsweep.tuning.analysis.Figure;
import dev.poolsweep.tuning.report.ReportWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * tuning/RESULTS.md lists every file, key and column the code writes: the constants of
 * this package, and what a results folder written by the runner's own writers (and the
 * report) holds.
 */
class ResultsContractTest {

	private static final Path RESULTS_MD = Path.of("RESULTS.md");

	@TempDir
	Path out;

	@Test
	void everyNameThePackageDefinesIsListed() throws IOException {
		final Set<String> listed = listed();
		for (final Class<?> names : List.of(ResultsFolder.class, RunFolder.class, SettingKeys.class, SweepKeys.class,
				PointKeys.class, OutcomeKeys.class, JmxColumns.class, SummaryColumns.class)) {
			for (final String name : constants(names)) {
				if (name.endsWith(".") || name.endsWith("-")) {
					assertThat(listed).as("a key starting with %s (%s)", name, names.getSimpleName())
						.anyMatch(token -> token.startsWith(name));
				}
				else {
					assertThat(listed).as("%s of %s", name, names.getSimpleName()).contains(name);
				}
			}
		}
	}

	@Test
	void everyFileAndKeyTheRunnerAndTheReportWriteIsListed() throws IOException {
		WrittenSweep.write(out);
		ReportWriter.write(out);
		final Set<String> listed = listed();
		final List<String> written = written(out);
		assertThat(written).as("the keys of sweep.properties").contains(SweepKeys.HOST_NAME, "calibration.step.<n>");
		assertThat(listed).containsAll(written);
	}

	@Test
	void everyKeyOfASweepOfAnotherApplicationIsListed() throws IOException {
		final Path app = out.resolve("app");
		WrittenSweep.writeApp(app);
		ReportWriter.write(app);
		final List<String> written = written(app);
		assertThat(written).contains(SettingKeys.APP_JAR, SweepKeys.APP_SPRING_BOOT, OutcomeKeys.JMX_MISSING)
			.doesNotContain(SettingKeys.BOARD_SEED_ROWS, SweepKeys.BOARD_JAR);
		assertThat(listed()).containsAll(written);
	}

	/** The names of every file, key and column of a results folder. */
	private static List<String> written(final Path out) throws IOException {
		final List<String> written = new ArrayList<>();
		try (Stream<Path> files = Files.walk(out)) {
			files.filter(Files::isRegularFile)
				.filter(file -> !List.of("board.jar", "app.jar", "reset.sql").contains(file.getFileName().toString()))
				.forEach(file -> written.add(file.getFileName().toString()));
		}
		final ResultsFolder results = new ResultsFolder(out);
		final RunFolder run = results.run("t10-p100-a100", 1);
		written.addAll(keys(results.sweep()));
		written.addAll(keys(run.point()));
		written.addAll(keys(run.outcome()));
		written.addAll(Arrays.asList(Files.readAllLines(out.resolve(ResultsFolder.SUMMARY_CSV)).getFirst().split(",")));
		written.addAll(Arrays.asList(Files.readAllLines(run.jmx()).getFirst().split(",")));
		written.add(RunFolder.consoleOf(run.jmeterLog()).getFileName().toString());
		written.add(RunFolder.consoleOf(run.dir().resolve(RunFolder.WARMUP_JMETER_LOG)).getFileName().toString());
		written.add(RunFolder.arrivalsOf(run.samples()).getFileName().toString());
		written.add(RunFolder.arrivalsOf(run.dir().resolve(RunFolder.WARMUP_JTL)).getFileName().toString());
		written.add(numbered(ResultsFolder.calibrationStepJtl(out, 20).getFileName().toString()));
		written.add(numbered(ResultsFolder.calibrationStepLog(out, 20).getFileName().toString()));
		return written;
	}

	@Test
	void everyFigureColumnIsListed() throws IOException {
		assertThat(listed()).containsAll(Figure.all(AnalysisOptions.defaults()).stream().map(Figure::column).toList());
	}

	/**
	 * Every name in backticks in RESULTS.md (lists split at commas), and every name in
	 * its drawing of the folder.
	 */
	private static Set<String> listed() throws IOException {
		final String[] parts = Files.readString(RESULTS_MD).split("```");
		final Set<String> tokens = new HashSet<>(Arrays.asList(parts[1].split("[\\s,/()]+")));
		for (int i = 0; i < parts.length; i += 2) {
			final Matcher quoted = Pattern.compile("`([^`]+)`").matcher(parts[i]);
			while (quoted.find()) {
				tokens.addAll(Arrays.asList(quoted.group(1).split(",\\s*")));
			}
		}
		return tokens;
	}

	private static List<String> constants(final Class<?> names) throws IOException {
		final List<String> values = new ArrayList<>();
		for (final Field field : names.getDeclaredFields()) {
			final int modifiers = field.getModifiers();
			if (Modifier.isStatic(modifiers) && Modifier.isFinal(modifiers) && field.getType() == String.class) {
				try {
					field.setAccessible(true);
					values.add((String) field.get(null));
				}
				catch (IllegalAccessException e) {
					throw new IOException(e);
				}
			}
		}
		return values.stream().filter(value -> !value.startsWith(".") && !value.contains("%")).toList();
	}

	private static List<String> keys(final java.util.Properties properties) {
		return properties.stringPropertyNames().stream().map(ResultsContractTest::numbered).toList();
	}

	/**
	 * calibration.step.2 is listed as calibration.step.&lt;n&gt;, step-00020.jtl as
	 * step-NNNNN.jtl.
	 */
	private static String numbered(final String name) {
		return name.replaceFirst("^calibration\\.step\\.\\d+$", "calibration.step.<n>")
			.replaceFirst("^step-\\d{5}", "step-NNNNN");
	}

}
