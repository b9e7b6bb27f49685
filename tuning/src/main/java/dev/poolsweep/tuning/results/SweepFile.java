package dev.poolsweep.tuning.results;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Properties;

import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.errors.EnvironmentException;
import dev.poolsweep.tuning.plan.LoadProfile;
import dev.poolsweep.tuning.plan.LoadSettings;
import dev.poolsweep.tuning.plan.Request;
import dev.poolsweep.tuning.settings.AppSettings;
import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.settings.BoardSettings;
import dev.poolsweep.tuning.settings.Capacity;
import dev.poolsweep.tuning.settings.DbFault;
import dev.poolsweep.tuning.settings.Defaults;
import dev.poolsweep.tuning.settings.Grid;
import dev.poolsweep.tuning.settings.RunOrder;
import dev.poolsweep.tuning.settings.ServerEmulation;
import dev.poolsweep.tuning.settings.SweepSettings;

/**
 * OUT/sweep.properties: the sweep's settings, written before the first run and read back
 * by {@code --resume}. Facts about the machine and the tools (host.*, database, ...) ride
 * along for people and the report; they are not read back. Results written before the
 * keys got their present names are read too (see {@link SweepKeys#get}).
 */
public final class SweepFile {

	private SweepFile() {
	}

	public static void write(final Path outDir, final SweepSettings sweep, final Properties facts) throws IOException {
		PropertiesFiles.write(new ResultsFolder(outDir).sweepProperties(), toProperties(sweep, facts));
	}

	public static SweepSettings read(final Path outDir) {
		final Path file = new ResultsFolder(outDir).sweepProperties();
		if (!Files.isRegularFile(file)) {
			throw new BadInputException(
					outDir + " has no " + ResultsFolder.SWEEP_PROPERTIES + ": not a sweep's output folder");
		}
		try {
			return fromProperties(PropertiesFiles.read(file));
		}
		catch (IOException e) {
			throw new EnvironmentException(file + " cannot be read: " + e.getMessage(), e);
		}
	}

	/**
	 * Writes the keys sweep.properties and point.properties share: the load (the sweep's,
	 * or a point's), its requests and the start-up of the application under test as the
	 * sweep asked for them (the board's knobs only for the board).
	 */
	public static void writeShared(final Properties p, final SweepSettings sweep, final LoadSettings load) {
		p.setProperty(SettingKeys.PAPER_SEMANTICS, Boolean.toString(sweep.grid().boundConnections()));
		p.setProperty(SettingKeys.PLAN, load.plan());
		p.setProperty(SettingKeys.LOAD_PROFILE, load.loadProfile().toString());
		p.setProperty(SettingKeys.SCALE, Double.toString(load.scale()));
		p.setProperty(Knob.KEEP_ALIVE.key(), Boolean.toString(load.keepAlive()));
		p.setProperty(SettingKeys.CONNECT_TIMEOUT_MS, Integer.toString(load.connectTimeoutMs()));
		p.setProperty(SettingKeys.RESPONSE_TIMEOUT_MS, Integer.toString(load.responseTimeoutMs()));
		p.setProperty(SettingKeys.WARMUP_MS, Long.toString(load.warmup().toMillis()));
		p.setProperty(SettingKeys.MAX_IN_FLIGHT, Long.toString(load.maxInFlight()));
		final Request request = load.request();
		p.setProperty(SettingKeys.REQUEST_PATH, request.pathsText());
		p.setProperty(SettingKeys.REQUEST_METHOD, request.method());
		p.setProperty(SettingKeys.REQUEST_BODY, request.body());
		p.setProperty(SettingKeys.REQUEST_HEADERS, request.headersText());
		final BoardSettings board = sweep.board();
		p.setProperty(SettingKeys.BOARD_HEAP, board.heap());
		final AppSettings app = sweep.app();
		if (app == null) {
			p.setProperty(SettingKeys.BOARD_SEED_ROWS, Integer.toString(board.seedRows()));
			p.setProperty(SettingKeys.BOARD_CPU_WORK_MS, SweepRecord.millisText(board.cpuWork()));
			p.setProperty(SettingKeys.BOARD_DB_HOLD_MS, SweepRecord.millisText(board.dbHold()));
		}
		else {
			p.setProperty(SettingKeys.APP_JAR, app.jar().toString());
			p.setProperty(SettingKeys.APP_ARGS, String.join("\n", app.appArgs()));
			p.setProperty(SettingKeys.APP_JVM_ARGS, String.join("\n", app.jvmArgs()));
			p.setProperty(SettingKeys.APP_RESET_SQL, app.resetSql() == null ? "" : app.resetSql().toString());
		}
		p.setProperty(SettingKeys.DB_FAULT, sweep.dbFault().toString());
	}

	/**
	 * Records in a sweep's facts how it corrected reused emulation knobs that a run
	 * showed had drifted.
	 */
	public static void recordEmulationCorrection(final Properties facts, final String correction) {
		facts.setProperty(SweepKeys.EMULATION_CORRECTED, correction);
	}

	public static Properties toProperties(final SweepSettings sweep, final Properties facts) {
		final Properties p = new Properties();
		p.putAll(facts);
		sweep.grid()
			.axes()
			.forEach((axis, values) -> p.setProperty(SweepKeys.GRID_PREFIX + axis.key(), axis.format(values)));
		p.setProperty(SweepKeys.REPEAT, Integer.toString(sweep.repeat()));
		p.setProperty(SweepKeys.ORDER, sweep.order().toString());
		p.setProperty(SweepKeys.SEED, Long.toString(sweep.seed()));
		p.setProperty(SweepKeys.PIN, Boolean.toString(sweep.pin()));
		writeShared(p, sweep, sweep.load());
		p.setProperty(SweepKeys.WARMUP_RATE_ASKED, Double.toString(sweep.load().warmupRateRps()));
		p.setProperty(SweepKeys.BOARD_READY_TIMEOUT_MS, Long.toString(sweep.board().readyTimeout().toMillis()));
		p.setProperty(SweepKeys.CALIBRATE, Boolean.toString(sweep.calibrate()));
		if (sweep.capacity() != null) {
			final Capacity capacity = sweep.capacity();
			p.setProperty(SweepKeys.CALIBRATION_CAPACITY_RPS, Double.toString(capacity.capacityRps()));
			p.setProperty(SweepKeys.CALIBRATION_SCALE, Double.toString(capacity.scale()));
			p.setProperty(SweepKeys.CALIBRATION_P99_BOUND_MS, Long.toString(capacity.p99BoundMs()));
			for (int i = 0; i < capacity.steps().size(); i++) {
				p.setProperty(SweepKeys.CALIBRATION_STEP_PREFIX + (i + 1), capacity.steps().get(i));
			}
		}
		final ServerEmulation emulation = sweep.emulation();
		if (emulation != null) {
			p.setProperty(SweepKeys.EMULATION_ONE_WORKER_OK_PER_S, Double.toString(emulation.oneWorkerOkPerS()));
			p.setProperty(SweepKeys.EMULATION_TEN_WORKERS_OK_PER_S, Double.toString(emulation.tenWorkersOkPerS()));
			for (int i = 0; i < emulation.probes().size(); i++) {
				p.setProperty(SweepKeys.EMULATION_PROBE_PREFIX + (i + 1), emulation.probes().get(i));
			}
		}
		return p;
	}

	static SweepSettings fromProperties(final Properties p) {
		final PropertyValues v = PropertyValues.ofSweep(p);
		final Map<Knob, List<Integer>> axes = GridFile.axes(p, SweepKeys.GRID_PREFIX, ResultsFolder.SWEEP_PROPERTIES);
		final Grid grid = new Grid(axes, v.requiredBoolean(SettingKeys.PAPER_SEMANTICS));
		final LoadSettings load = new LoadSettings(v.required(SettingKeys.PLAN),
				LoadProfile.parse(v.required(SettingKeys.LOAD_PROFILE)), v.requiredDecimal(SettingKeys.SCALE),
				v.requiredBoolean(Knob.KEEP_ALIVE.key()), (int) v.requiredWhole(SettingKeys.CONNECT_TIMEOUT_MS),
				(int) v.requiredWhole(SettingKeys.RESPONSE_TIMEOUT_MS),
				Duration.ofMillis(v.requiredWhole(SettingKeys.WARMUP_MS)),
				v.requiredDecimal(SweepKeys.WARMUP_RATE_ASKED),
				Request.parse(v.asWritten(SettingKeys.REQUEST_PATH, ""),
						v.asWritten(SettingKeys.REQUEST_METHOD, Request.GET), v.asWritten(SettingKeys.REQUEST_BODY, ""),
						v.asWritten(SettingKeys.REQUEST_HEADERS, "")));
		final AppSettings app = p.containsKey(SettingKeys.APP_JAR)
				? new AppSettings(Path.of(v.required(SettingKeys.APP_JAR)), v.lines(SettingKeys.APP_ARGS),
						v.lines(SettingKeys.APP_JVM_ARGS), v.asWritten(SettingKeys.APP_RESET_SQL, "").isEmpty() ? null
								: Path.of(v.required(SettingKeys.APP_RESET_SQL)))
				: null;
		final String heap = v.required(SettingKeys.BOARD_HEAP);
		final Duration readyTimeout = Duration.ofMillis(v.requiredWhole(SweepKeys.BOARD_READY_TIMEOUT_MS));
		final BoardSettings board = app != null ? Defaults.otherApp(heap, readyTimeout)
				: new BoardSettings(heap, (int) v.requiredWhole(SettingKeys.BOARD_SEED_ROWS),
						millis(v.requiredDecimal(SettingKeys.BOARD_CPU_WORK_MS)),
						millis(v.requiredDecimal(SettingKeys.BOARD_DB_HOLD_MS)), readyTimeout);
		final Capacity capacity = p.containsKey(SweepKeys.CALIBRATION_SCALE) ? new Capacity(
				v.requiredDecimal(SweepKeys.CALIBRATION_CAPACITY_RPS), v.requiredDecimal(SweepKeys.CALIBRATION_SCALE),
				v.requiredWhole(SweepKeys.CALIBRATION_P99_BOUND_MS), calibrationSteps(p)) : null;
		return new SweepSettings(grid, (int) v.requiredWhole(SweepKeys.REPEAT),
				RunOrder.parse(v.required(SweepKeys.ORDER)), v.requiredWhole(SweepKeys.SEED),
				v.requiredBoolean(SweepKeys.PIN), load, board, app, v.requiredBoolean(SweepKeys.CALIBRATE), capacity,
				p.containsKey(SettingKeys.DB_FAULT) ? DbFault.parse(v.required(SettingKeys.DB_FAULT)) : DbFault.NONE,
				p.containsKey(SweepKeys.EMULATION_TEN_WORKERS_OK_PER_S)
						? new ServerEmulation(v.requiredDecimal(SweepKeys.EMULATION_ONE_WORKER_OK_PER_S),
								v.requiredDecimal(SweepKeys.EMULATION_TEN_WORKERS_OK_PER_S),
								numbered(p, SweepKeys.EMULATION_PROBE_PREFIX))
						: null);
	}

	/** Milliseconds with a fraction, to the nanosecond. */
	static Duration millis(final double ms) {
		return Duration.ofNanos(Math.round(ms * 1e6));
	}

	/** The values of PREFIX1, PREFIX2, ... up to the first missing one. */
	static List<String> numbered(final Properties p, final String prefix) {
		final List<String> values = new ArrayList<>();
		for (int i = 1; p.containsKey(prefix + i); i++) {
			values.add(p.getProperty(prefix + i));
		}
		return values;
	}

	/**
	 * calibration.step.1, .2, ...; results written before those keys have one line,
	 * calibration.steps, joined with "; ".
	 */
	private static List<String> calibrationSteps(final Properties p) {
		final List<String> steps = numbered(p, SweepKeys.CALIBRATION_STEP_PREFIX);
		final String former = p.getProperty(SweepKeys.FORMER_CALIBRATION_STEPS);
		return steps.isEmpty() && former != null ? Arrays.asList(former.strip().split(";\\s*")) : steps;
	}

}
