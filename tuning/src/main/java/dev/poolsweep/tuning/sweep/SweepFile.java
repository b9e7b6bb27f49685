package dev.poolsweep.tuning.sweep;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Properties;

import dev.poolsweep.tuning.plan.LoadSettings;
import dev.poolsweep.tuning.results.PropertiesFiles;
import dev.poolsweep.tuning.settings.Axis;
import dev.poolsweep.tuning.settings.BoardSettings;
import dev.poolsweep.tuning.settings.Capacity;
import dev.poolsweep.tuning.settings.Grid;
import dev.poolsweep.tuning.settings.GridFile;
import dev.poolsweep.tuning.settings.RunOrder;
import dev.poolsweep.tuning.settings.SweepSettings;

/**
 * OUT/sweep.properties: the sweep's settings, written before the first run and read back
 * by {@code --resume}. Facts about the machine and the tools (host.*, database, ...) ride
 * along for people and the report; they are not read back.
 */
public final class SweepFile {

	public static final String NAME = "sweep.properties";

	private static final String GRID = "grid.";

	private SweepFile() {
	}

	public static void write(final Path outDir, final SweepSettings sweep, final Properties facts) throws IOException {
		PropertiesFiles.write(outDir.resolve(NAME), toProperties(sweep, facts));
	}

	public static SweepSettings read(final Path outDir) {
		final Path file = outDir.resolve(NAME);
		if (!Files.isRegularFile(file)) {
			throw new IllegalArgumentException(outDir + " has no " + NAME + ": not a sweep's output folder");
		}
		try {
			return fromProperties(PropertiesFiles.read(file));
		}
		catch (IOException e) {
			throw new IllegalArgumentException(file + " cannot be read: " + e.getMessage());
		}
	}

	static Properties toProperties(final SweepSettings sweep, final Properties facts) {
		final Properties p = new Properties();
		p.putAll(facts);
		sweep.grid().axes().forEach((axis, values) -> p.setProperty(GRID + axis.key(), Axis.format(values)));
		p.setProperty("paper_semantics", Boolean.toString(sweep.grid().boundConnections()));
		p.setProperty("repeat", Integer.toString(sweep.repeat()));
		p.setProperty("order", sweep.order().toString());
		p.setProperty("seed", Long.toString(sweep.seed()));
		p.setProperty("pin", Boolean.toString(sweep.pin()));
		final LoadSettings load = sweep.load();
		load.writeTo(p);
		p.setProperty("warmup_rate", Double.toString(load.warmupRateRps()));
		final BoardSettings board = sweep.board();
		p.setProperty("board.heap", board.heap());
		p.setProperty("board.seed_rows", Integer.toString(board.seedRows()));
		p.setProperty("board.cpu_work_ms", Long.toString(board.cpuWork().toMillis()));
		p.setProperty("board.db_hold_ms", Long.toString(board.dbHold().toMillis()));
		p.setProperty("board.ready_timeout_ms", Long.toString(board.readyTimeout().toMillis()));
		p.setProperty("calibrate", Boolean.toString(sweep.calibrate()));
		if (sweep.capacity() != null) {
			final Capacity capacity = sweep.capacity();
			p.setProperty("calibration.capacity_rps", Double.toString(capacity.capacityRps()));
			p.setProperty("calibration.scale", Double.toString(capacity.scale()));
			p.setProperty("calibration.p99_bound_ms", Long.toString(capacity.p99BoundMs()));
			p.setProperty("calibration.steps", String.join("; ", capacity.steps()));
		}
		return p;
	}

	static SweepSettings fromProperties(final Properties p) {
		final Map<Axis, List<Integer>> axes = GridFile.axes(p, GRID, NAME);
		final Grid grid = new Grid(axes, bool(p, "paper_semantics"));
		final LoadSettings load = new LoadSettings(text(p, "plan"), text(p, "load_profile"), decimal(p, "scale"),
				bool(p, "keep_alive"), (int) whole(p, "connect_timeout_ms"), (int) whole(p, "response_timeout_ms"),
				Duration.ofMillis(whole(p, "warmup_ms")), decimal(p, "warmup_rate"));
		final BoardSettings board = new BoardSettings(text(p, "board.heap"), (int) whole(p, "board.seed_rows"),
				Duration.ofMillis(whole(p, "board.cpu_work_ms")), Duration.ofMillis(whole(p, "board.db_hold_ms")),
				Duration.ofMillis(whole(p, "board.ready_timeout_ms")));
		final Capacity capacity = p.containsKey("calibration.scale")
				? new Capacity(decimal(p, "calibration.capacity_rps"), decimal(p, "calibration.scale"),
						whole(p, "calibration.p99_bound_ms"),
						Arrays.asList(text(p, "calibration.steps").split(";\\s*")))
				: null;
		return new SweepSettings(grid, (int) whole(p, "repeat"), RunOrder.parse(text(p, "order")), whole(p, "seed"),
				bool(p, "pin"), load, board, bool(p, "calibrate"), capacity);
	}

	private static String text(final Properties p, final String key) {
		final String value = p.getProperty(key);
		if (value == null) {
			throw new IllegalArgumentException(NAME + " has no " + key);
		}
		return value.strip();
	}

	private static boolean bool(final Properties p, final String key) {
		return Boolean.parseBoolean(text(p, key));
	}

	private static long whole(final Properties p, final String key) {
		try {
			return Long.parseLong(text(p, key));
		}
		catch (NumberFormatException e) {
			throw new IllegalArgumentException(NAME + ": " + key + " is not a whole number");
		}
	}

	private static double decimal(final Properties p, final String key) {
		try {
			return Double.parseDouble(text(p, key));
		}
		catch (NumberFormatException e) {
			throw new IllegalArgumentException(NAME + ": " + key + " is not a number");
		}
	}

}
