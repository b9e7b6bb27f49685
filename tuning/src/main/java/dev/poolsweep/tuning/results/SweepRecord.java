package dev.poolsweep.tuning.results;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.Properties;
import java.util.SortedMap;
import java.util.TreeMap;

import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.process.CpuPinning;

/**
 * A sweep's sweep.properties as the analysis, the report and the model read it back:
 * every value they need, typed and named here, so that the keys of RESULTS.md are spelled
 * in this package only. Reading is lenient, as a report must be of any folder: a key an
 * earlier format lacks reads as absent (an empty optional, zero, or the default the
 * harness had), and older key names are read too ({@link SweepKeys#get}); a value that is
 * there but not a number is bad input, in one line.
 */
public final class SweepRecord {

	/** A folder without sweep.properties. */
	public static final SweepRecord NONE = new SweepRecord(new Properties());

	private final Properties written;

	private final PropertyValues values;

	private SweepRecord(final Properties written) {
		this.written = written;
		this.values = PropertyValues.ofSweep(written);
	}

	/** sweep.properties as read from its file. */
	public static SweepRecord of(final Properties sweepProperties) {
		final Properties copy = new Properties();
		copy.putAll(sweepProperties);
		return new SweepRecord(copy);
	}

	/** Whether the folder had no sweep.properties, or an empty one. */
	public boolean isEmpty() {
		return written.isEmpty();
	}

	/** Every key as written, sorted: the report's table of settings, summary.json. */
	public SortedMap<String, String> asWritten() {
		final SortedMap<String, String> sorted = new TreeMap<>();
		written.forEach((key, value) -> sorted.put(key.toString(), value.toString()));
		return sorted;
	}

	/**
	 * The harness that wrote the folder, e.g. "poolsweep 0.1.0 (9f86efa)"; "" if unknown.
	 */
	public String build() {
		return values.text(SweepKeys.POOLSWEEP_BUILD);
	}

	/** The command line that started the sweep; "" if unknown. */
	public String command() {
		return values.text(SweepKeys.POOLSWEEP_COMMAND);
	}

	/**
	 * The application swept instead of the board ({@code --app}); empty for the board.
	 */
	public Optional<Path> appJar() {
		final String jar = values.text(SettingKeys.APP_JAR);
		return jar.isEmpty() ? Optional.empty() : Optional.of(Path.of(jar));
	}

	/** {@code --app-arg}s, in order. */
	public List<String> appArgs() {
		return values.lines(SettingKeys.APP_ARGS);
	}

	/** The requests' paths as {@code --path} gave them; "" for the plan's own. */
	public String requestPaths() {
		return values.text(SettingKeys.REQUEST_PATH);
	}

	public String requestMethod() {
		final String method = values.text(SettingKeys.REQUEST_METHOD);
		return method.isEmpty() ? "GET" : method;
	}

	/** The board's CPU work per list request; zero when off or not recorded. */
	public Duration cpuWork() {
		return millis(SettingKeys.BOARD_CPU_WORK_MS);
	}

	/** The board's database hold per list request; zero when off or not recorded. */
	public Duration dbHold() {
		return millis(SettingKeys.BOARD_DB_HOLD_MS);
	}

	/**
	 * The client's keep-alive outside the points; the knob's default when not recorded.
	 */
	public boolean keepAlive() {
		final String keepAlive = values.text(Knob.KEEP_ALIVE.key());
		return keepAlive.isEmpty() ? Knob.KEEP_ALIVE.defaultValue() != 0 : Boolean.parseBoolean(keepAlive);
	}

	public OptionalInt responseTimeoutMs() {
		return whole(SettingKeys.RESPONSE_TIMEOUT_MS);
	}

	public OptionalInt connectTimeoutMs() {
		return whole(SettingKeys.CONNECT_TIMEOUT_MS);
	}

	/** The bound on requests in flight the client was given. */
	public OptionalInt maxInFlight() {
		return whole(SettingKeys.MAX_IN_FLIGHT);
	}

	/** The scale {@code --calibrate} chose; empty without calibration. */
	public OptionalDouble calibrationScale() {
		return decimal(SweepKeys.CALIBRATION_SCALE);
	}

	/**
	 * The rate the emulated server's one saturated worker was to serve; empty without
	 * emulation.
	 */
	public OptionalDouble emulationOneWorkerOkPerS() {
		return decimal(SweepKeys.EMULATION_ONE_WORKER_OK_PER_S);
	}

	/**
	 * The rate the emulated server's ten saturated workers were to serve; empty without
	 * emulation.
	 */
	public OptionalDouble emulationTenWorkersOkPerS() {
		return decimal(SweepKeys.EMULATION_TEN_WORKERS_OK_PER_S);
	}

	/**
	 * Where the emulation's knobs were reused from; empty when this sweep probed them.
	 */
	public Optional<String> emulationReusedFrom() {
		final String from = values.text(SweepKeys.EMULATION_REUSED_FROM);
		return from.isEmpty() ? Optional.empty() : Optional.of(from);
	}

	/** The saturation probe's rate with one worker; empty without a probe. */
	public OptionalDouble saturatedOneWorkerOkPerS() {
		return decimal(SweepKeys.SATURATED_ONE_WORKER_OK_PER_S);
	}

	/** The saturation probe's rate with ten workers; empty without a probe. */
	public OptionalDouble saturatedTenWorkersOkPerS() {
		return decimal(SweepKeys.SATURATED_TEN_WORKERS_OK_PER_S);
	}

	/**
	 * How many probes the saturated rates were fitted from; 0 when they are one probe's
	 * reading.
	 */
	public int saturatedFittedFromProbes() {
		return whole(SweepKeys.SATURATED_FITTED_FROM_PROBES).orElse(0);
	}

	/** When the saturated rates were measured (earlier, when reused). */
	public Optional<Instant> saturatedMeasuredAt() {
		return instant(SweepKeys.SATURATED_MEASURED_MS);
	}

	/** When the sweep was started. */
	public Optional<Instant> createdAt() {
		return instant(SweepKeys.CREATED_MS);
	}

	/** The machine's CPUs. */
	public OptionalDouble hostCpus() {
		return decimal(SweepKeys.HOST_CPUS);
	}

	/** How many CPUs the board was pinned to; empty when it was not pinned. */
	public OptionalInt boardCpuCount() {
		final String list = values.text(SettingKeys.BOARD_CPUS);
		if (list.isEmpty()) {
			return OptionalInt.empty();
		}
		try {
			return OptionalInt.of(CpuPinning.parseList(list).size());
		}
		catch (NumberFormatException e) {
			throw new BadInputException(ResultsFolder.SWEEP_PROPERTIES + ": " + SettingKeys.BOARD_CPUS + " '" + list
					+ "' is not a CPU list");
		}
	}

	/** The kernel's net.core.somaxconn, which caps the listen backlog. */
	public OptionalInt somaxconn() {
		return whole(SweepKeys.HOST_SOMAXCONN);
	}

	/** The kernel's net.ipv4.tcp_abort_on_overflow: reset (true) or drop (false). */
	public Optional<Boolean> tcpAbortOnOverflow() {
		final String value = values.text(SweepKeys.HOST_TCP_ABORT_ON_OVERFLOW);
		return value.equals("1") ? Optional.of(true) : value.equals("0") ? Optional.of(false) : Optional.empty();
	}

	/** The kernel's net.ipv4.tcp_max_syn_backlog. */
	public OptionalInt tcpMaxSynBacklog() {
		return whole(SweepKeys.HOST_TCP_MAX_SYN_BACKLOG);
	}

	/** A duration in ms, as exact as it is: "5", "4.49", "0.000125" (as written). */
	public static String millisText(final Duration duration) {
		return BigDecimal.valueOf(duration.toNanos(), 6).stripTrailingZeros().toPlainString();
	}

	private Duration millis(final String key) {
		return Duration.ofNanos(Math.round(values.decimal(key, 0) * 1e6));
	}

	private OptionalInt whole(final String key) {
		final String value = values.text(key);
		return value.isEmpty() ? OptionalInt.empty() : OptionalInt.of((int) values.decimal(key, 0));
	}

	private OptionalDouble decimal(final String key) {
		final String value = values.text(key);
		return value.isEmpty() ? OptionalDouble.empty() : OptionalDouble.of(values.decimal(key, 0));
	}

	private Optional<Instant> instant(final String key) {
		final OptionalDouble ms = decimal(key);
		return ms.isPresent() ? Optional.of(Instant.ofEpochMilli((long) ms.getAsDouble())) : Optional.empty();
	}

}
