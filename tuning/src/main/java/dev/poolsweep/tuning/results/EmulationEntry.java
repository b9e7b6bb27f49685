package dev.poolsweep.tuning.results;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

import dev.poolsweep.tuning.settings.BoardSettings;
import dev.poolsweep.tuning.settings.SweepSettings;

/**
 * An entry of the {@link EmulationCache}: the board's experiment knobs that emulated a
 * server on this machine, the saturation probes that found them and what one and ten
 * saturated workers served with them. On disk it keeps the keys sweep.properties has for
 * the same values (board_cpu_work_ms, emulation.probe.n, saturated.*, created_ms), and
 * {@value SweepKeys#EMULATION_REFERENCE_PEAK_PREFIX}&lt;point&gt; once set.
 *
 * @param cpuWork the knobs' cpu-work
 * @param dbHold the knobs' db-hold
 * @param probes one line per probe that found them
 * @param oneWorkerOkPerS what one saturated worker served with them
 * @param tenWorkersOkPerS what ten saturated workers served with them
 * @param measuredAt when the sweep that found them started
 * @param referencePeaks by point id: what the first run of each point of ten workers or
 * more served in the burst's peak, in the sweep that set them (the one that found the
 * knobs, or the first to run such a point on them), which later sweeps that reuse the
 * knobs are checked against for drift; empty until then
 * @param fittedFromProbes how many probes the knobs and rates were fitted from when none
 * reached the targets; 0 when they are the last probe's
 */
public record EmulationEntry(Duration cpuWork, Duration dbHold, List<String> probes, double oneWorkerOkPerS,
		double tenWorkersOkPerS, Instant measuredAt, Map<String, Double> referencePeaks, int fittedFromProbes) {

	/** How errors name an entry. */
	private static final String FILE = "the emulation cache entry";

	public EmulationEntry {
		probes = List.copyOf(probes);
		referencePeaks = Collections.unmodifiableSortedMap(new TreeMap<>(referencePeaks));
	}

	/**
	 * The entry of the knobs an emulation just found: {@code emulated}'s, with its
	 * probes, and the saturated rates and start of the sweep its facts record.
	 */
	public static EmulationEntry found(final SweepSettings emulated, final Properties facts) {
		final PropertyValues values = new PropertyValues(ResultsFolder.SWEEP_PROPERTIES, facts::getProperty);
		return new EmulationEntry(emulated.board().cpuWork(), emulated.board().dbHold(), emulated.emulation().probes(),
				values.requiredDecimal(SweepKeys.SATURATED_ONE_WORKER_OK_PER_S),
				values.requiredDecimal(SweepKeys.SATURATED_TEN_WORKERS_OK_PER_S),
				Instant.ofEpochMilli(values.requiredWhole(SweepKeys.CREATED_MS)), Map.of(), fittedFrom(values));
	}

	/**
	 * Records in a sweep's facts how many probes its saturated rates were fitted from, or
	 * that they are one probe's reading ({@code probes} 0).
	 */
	public static void recordFittedFrom(final int probes, final Properties facts) {
		if (probes > 0) {
			facts.setProperty(SweepKeys.SATURATED_FITTED_FROM_PROBES, Integer.toString(probes));
		}
		else {
			facts.remove(SweepKeys.SATURATED_FITTED_FROM_PROBES);
		}
	}

	private static int fittedFrom(final PropertyValues values) {
		return values.text(SweepKeys.SATURATED_FITTED_FROM_PROBES).isEmpty() ? 0
				: (int) values.requiredWhole(SweepKeys.SATURATED_FITTED_FROM_PROBES);
	}

	/**
	 * The entry as its file holds it; bad input, in one line, when a value is missing or
	 * garbled. The one reference of entries written before the references were per point
	 * is left out: the next sweep on the knobs sets them.
	 */
	static EmulationEntry read(final Properties entry) {
		final PropertyValues values = new PropertyValues(FILE, entry::getProperty);
		final Map<String, Double> references = new TreeMap<>();
		for (final String key : entry.stringPropertyNames()) {
			if (key.startsWith(SweepKeys.EMULATION_REFERENCE_PEAK_PREFIX)) {
				references.put(key.substring(SweepKeys.EMULATION_REFERENCE_PEAK_PREFIX.length()),
						values.requiredDecimal(key));
			}
		}
		return new EmulationEntry(SweepFile.millis(values.requiredDecimal(SettingKeys.BOARD_CPU_WORK_MS)),
				SweepFile.millis(values.requiredDecimal(SettingKeys.BOARD_DB_HOLD_MS)),
				SweepFile.numbered(entry, SweepKeys.EMULATION_PROBE_PREFIX),
				values.requiredDecimal(SweepKeys.SATURATED_ONE_WORKER_OK_PER_S),
				values.requiredDecimal(SweepKeys.SATURATED_TEN_WORKERS_OK_PER_S),
				Instant.ofEpochMilli(values.requiredWhole(SweepKeys.CREATED_MS)), references, fittedFrom(values));
	}

	/** The entry as its file holds it. */
	Properties toProperties() {
		final Properties entry = new Properties();
		entry.setProperty(SettingKeys.BOARD_CPU_WORK_MS, SweepRecord.millisText(cpuWork));
		entry.setProperty(SettingKeys.BOARD_DB_HOLD_MS, SweepRecord.millisText(dbHold));
		for (int i = 0; i < probes.size(); i++) {
			entry.setProperty(SweepKeys.EMULATION_PROBE_PREFIX + (i + 1), probes.get(i));
		}
		entry.setProperty(SweepKeys.SATURATED_ONE_WORKER_OK_PER_S, Double.toString(oneWorkerOkPerS));
		entry.setProperty(SweepKeys.SATURATED_TEN_WORKERS_OK_PER_S, Double.toString(tenWorkersOkPerS));
		entry.setProperty(SweepKeys.CREATED_MS, Long.toString(measuredAt.toEpochMilli()));
		referencePeaks.forEach((point, okPerS) -> entry.setProperty(SweepKeys.EMULATION_REFERENCE_PEAK_PREFIX + point,
				Double.toString(okPerS)));
		recordFittedFrom(fittedFromProbes, entry);
		return entry;
	}

	/** {@code board} with the entry's knobs. */
	public BoardSettings knobsOn(final BoardSettings board) {
		return new BoardSettings(board.heap(), board.seedRows(), cpuWork, dbHold, board.readyTimeout());
	}

	/** The entry with {@code board}'s knobs (corrected for drift), all else kept. */
	public EmulationEntry withKnobsOf(final BoardSettings board) {
		return new EmulationEntry(board.cpuWork(), board.dbHold(), probes, oneWorkerOkPerS, tenWorkersOkPerS,
				measuredAt, referencePeaks, fittedFromProbes);
	}

	/** The entry with the reference the first run of {@code point} set. */
	public EmulationEntry withReferencePeak(final String point, final double okPerS) {
		final Map<String, Double> references = new TreeMap<>(referencePeaks);
		references.put(point, okPerS);
		return new EmulationEntry(cpuWork, dbHold, probes, oneWorkerOkPerS, tenWorkersOkPerS, measuredAt, references,
				fittedFromProbes);
	}

	/**
	 * Records in a sweep's facts that it reuses the entry kept in {@code file}: where
	 * from and when measured, and the saturated rates, as measured then.
	 */
	public void recordReuse(final Properties facts, final Path file) {
		facts.setProperty(SweepKeys.EMULATION_REUSED_FROM,
				file + " (measured " + measuredAt.truncatedTo(ChronoUnit.SECONDS) + ")");
		facts.setProperty(SweepKeys.SATURATED_ONE_WORKER_OK_PER_S, Double.toString(oneWorkerOkPerS));
		facts.setProperty(SweepKeys.SATURATED_TEN_WORKERS_OK_PER_S, Double.toString(tenWorkersOkPerS));
		facts.setProperty(SweepKeys.SATURATED_MEASURED_MS, Long.toString(measuredAt.toEpochMilli()));
		recordFittedFrom(fittedFromProbes, facts);
	}

}
