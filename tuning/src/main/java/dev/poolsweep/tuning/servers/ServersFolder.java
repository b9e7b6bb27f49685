package dev.poolsweep.tuning.servers;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.SortedMap;
import java.util.TreeMap;

import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.results.AtomicFiles;

/**
 * A folder of {@code poolsweep servers} read back, so that {@code poolsweep report}
 * rebuilds its summary.csv and report.html without running anything: every run from
 * {@link ServersRunner#RUNS_CSV}, and what the matrix ran with from {@value #PROPERTIES},
 * written before the first run.
 *
 * @param cells each cell as each tool measured it, in the order of the runs
 * @param threadLimits each server's limit ({@link ServersSetup#threadLimits})
 * @param settings the report's settings, as the command wrote them
 * @param notes the notes the command said before its runs
 */
public record ServersFolder(List<CellSummary> cells, Map<WebServer, Integer> threadLimits, String settings,
		List<String> notes) {

	public static final String PROPERTIES = "servers.properties";

	private static final String THREADS = "thread_limit.";

	private static final String SETTINGS = "settings";

	private static final String NOTE = "note.";

	/** The columns of runs.csv before its last, the reason, which may hold commas. */
	private static final int FIGURE_COLUMNS = ServersRunner.CSV_HEADER.split(",").length - 1;

	/** Whether {@code dir} holds the results of {@code poolsweep servers}. */
	public static boolean holds(final Path dir) {
		return Files.isRegularFile(dir.resolve(ServersRunner.RUNS_CSV));
	}

	/** Writes {@value #PROPERTIES}: what the matrix runs with. */
	public static void record(final Path dir, final Map<WebServer, Integer> threadLimits, final String settings,
			final List<String> notes) throws IOException {
		final Properties properties = new Properties();
		threadLimits.forEach((server, limit) -> properties.setProperty(THREADS + server.text(), limit.toString()));
		properties.setProperty(SETTINGS, settings);
		for (int i = 0; i < notes.size(); i++) {
			properties.setProperty(NOTE + (i + 1), notes.get(i));
		}
		final StringWriter text = new StringWriter();
		properties.store(text, "poolsweep servers: what the matrix ran with");
		AtomicFiles.writeString(dir.resolve(PROPERTIES), text.toString());
	}

	/**
	 * Reads the folder; a one-line error where a file is not as the command writes it.
	 */
	public static ServersFolder read(final Path dir) throws IOException {
		if (!Files.isRegularFile(dir.resolve(PROPERTIES))) {
			throw new BadInputException(
					dir.resolve(PROPERTIES) + " is missing: the folder was written before poolsweep "
							+ "servers recorded what it ran with, and its report.html stands as written");
		}
		final Properties properties = new Properties();
		properties.load(new StringReader(Files.readString(dir.resolve(PROPERTIES), StandardCharsets.UTF_8)));
		final Map<WebServer, Integer> limits = new EnumMap<>(WebServer.class);
		final List<String> notes = new ArrayList<>();
		for (final WebServer server : WebServer.values()) {
			final String limit = properties.getProperty(THREADS + server.text());
			if (limit == null || !limit.matches("[1-9][0-9]{0,6}")) {
				throw new BadInputException(dir.resolve(PROPERTIES) + ": no " + THREADS + server.text());
			}
			limits.put(server, Integer.valueOf(limit));
		}
		for (int i = 1; properties.containsKey(NOTE + i); i++) {
			notes.add(properties.getProperty(NOTE + i));
		}
		return new ServersFolder(cells(dir.resolve(ServersRunner.RUNS_CSV)), limits,
				properties.getProperty(SETTINGS, ""), notes);
	}

	private static List<CellSummary> cells(final Path runsCsv) throws IOException {
		final List<String> lines = Files.readAllLines(runsCsv, StandardCharsets.UTF_8);
		if (lines.isEmpty() || !lines.getFirst().equals(ServersRunner.CSV_HEADER)) {
			throw new BadInputException(runsCsv + " does not start with the header poolsweep servers writes");
		}
		final Map<Cell, Map<LoadTool, SortedMap<Integer, ClosedRunFigures>>> runs = new LinkedHashMap<>();
		final Map<Cell, Map<LoadTool, Integer>> failures = new LinkedHashMap<>();
		for (int i = 1; i < lines.size(); i++) {
			final String[] fields = lines.get(i).split(",", FIGURE_COLUMNS + 1);
			if (fields.length != FIGURE_COLUMNS + 1) {
				throw new BadInputException(
						runsCsv + " line " + (i + 1) + ": " + fields.length + " columns, not " + (FIGURE_COLUMNS + 1));
			}
			try {
				final Cell cell = new Cell(WebServer.parse(fields[3]), Payload.parse(fields[4]),
						Integer.parseInt(fields[6]), Integer.parseInt(fields[7]));
				final LoadTool tool = LoadTool.parse(fields[2]);
				runs.computeIfAbsent(cell, c -> new EnumMap<>(LoadTool.class))
					.computeIfAbsent(tool, t -> new TreeMap<>());
				failures.computeIfAbsent(cell, c -> new EnumMap<>(LoadTool.class)).merge(tool, 0, Integer::sum);
				if ("ok".equals(fields[8])) {
					runs.get(cell).get(tool).put(Integer.parseInt(fields[0]), figures(fields));
				}
				else {
					failures.get(cell).merge(tool, 1, Integer::sum);
				}
			}
			catch (NumberFormatException | BadInputException e) {
				throw new BadInputException(runsCsv + " line " + (i + 1) + ": " + e.getMessage());
			}
		}
		final List<CellSummary> cells = new ArrayList<>();
		runs.forEach((cell, byTool) -> byTool.forEach((tool, byRepetition) -> cells
			.add(new CellSummary(cell, tool, byRepetition, failures.get(cell).get(tool)))));
		return cells;
	}

	/** A run's figures from its row ({@link ServersRunner#row}). */
	private static ClosedRunFigures figures(final String[] fields) {
		return new ClosedRunFigures(Long.parseLong(fields[9]), Long.parseLong(fields[10]), decimal(fields[11]),
				decimal(fields[12]), decimal(fields[13]), decimal(fields[14]), decimal(fields[15]), decimal(fields[16]),
				decimal(fields[17]), decimal(fields[18]));
	}

	private static double decimal(final String field) {
		return field.isEmpty() ? Double.NaN : Double.parseDouble(field);
	}

}
