package dev.poolsweep.tuning.results;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Properties;
import java.util.TreeMap;
import java.util.stream.Stream;

import dev.poolsweep.db.UserCache;
import dev.poolsweep.tuning.settings.SweepSettings;

import static java.util.Map.entry;

/**
 * Board knobs that emulated a server on this machine, kept between sweeps so that a later
 * sweep measured with the same things (board jar and its cache's training, JDK, CPU,
 * pinning, database, targets) reuses them instead of repeating the saturation probes that
 * found them. An entry ({@link EmulationEntry}) is a properties file named by a hash of
 * what it was measured with; it holds that too, under {@value #WITH}, and is used only
 * when every one of those values is equal.
 *
 * <p>
 * The directory is the user's cache ({@link UserCache}, ~/.cache/poolsweep by default),
 * not the results folder, because it outlives any one sweep and any one clone.
 */
public final class EmulationCache {

	/** The prefix of what an entry was measured with. */
	private static final String WITH = "with.";

	/**
	 * The sweep's facts that an entry's knobs depend on (the rest are its settings), by
	 * key, with how {@link #closestMiss} names them.
	 */
	private static final Map<String, String> FACTS = Map.ofEntries(entry(SweepKeys.BOARD_JAR_SHA256, "board jar"),
			entry(SweepKeys.BOARD_AOT_TRAINING_SHA256, "board AOT training"), entry(SweepKeys.JAVA, "JDK"),
			entry(SweepKeys.HOST_CPU_MODEL, "CPU"), entry(SweepKeys.HOST_NAME, "host"),
			entry(SweepKeys.DATABASE, "database"), entry(SettingKeys.BOARD_CPUS, "pinning"),
			entry(SettingKeys.JMETER_CPUS, "pinning"), entry(SettingKeys.DB_CPUS, "pinning"),
			entry(SweepKeys.BOARD_JIT_CPUS, "pinning"));

	/** The settings' keys, with how {@link #closestMiss} names them. */
	private static final Map<String, String> SETTINGS = Map.ofEntries(
			entry(SweepKeys.EMULATION_ONE_WORKER_OK_PER_S, "emulated server"),
			entry(SweepKeys.EMULATION_TEN_WORKERS_OK_PER_S, "emulated server"),
			entry(SettingKeys.BOARD_HEAP, "board heap"), entry(SettingKeys.LOAD_PROFILE, "schedule"));

	/**
	 * The facts that tell one machine from another: entries of other machines say nothing
	 * here.
	 */
	private static final List<String> MACHINE = List.of(SweepKeys.HOST_NAME, SweepKeys.HOST_CPU_MODEL);

	private final Path dir;

	public EmulationCache(final Path dir) {
		this.dir = dir;
	}

	/** The user's cache directory for poolsweep. */
	public static EmulationCache ofUser() {
		return new EmulationCache(UserCache.dir());
	}

	/**
	 * What a sweep's emulation knobs depend on besides the code measured, from its
	 * settings and facts: the same values there give the same knobs within the machine's
	 * noise. It names the sweep's entry.
	 */
	public static Map<String, String> measuredWith(final SweepSettings asked, final Properties facts) {
		final Map<String, String> with = new TreeMap<>();
		for (final String key : FACTS.keySet()) {
			with.put(key, facts.getProperty(key, ""));
		}
		with.put(SweepKeys.EMULATION_ONE_WORKER_OK_PER_S, Double.toString(asked.emulation().oneWorkerOkPerS()));
		with.put(SweepKeys.EMULATION_TEN_WORKERS_OK_PER_S, Double.toString(asked.emulation().tenWorkersOkPerS()));
		with.put(SettingKeys.BOARD_HEAP, asked.board().heap());
		with.put(SettingKeys.LOAD_PROFILE, asked.load().scaledProfile().toString());
		return with;
	}

	/**
	 * Why no entry was reused, for the line that says the probes run: what this machine's
	 * entry closest to {@code measuredWith} was measured with instead, e.g. "another JDK
	 * and board jar"; empty where this machine (its host and CPU) has none, or none can
	 * be read (no directory yet among them).
	 */
	public Optional<String> closestMiss(final Map<String, String> measuredWith) {
		try (Stream<Path> files = Files.list(dir)) {
			return files.filter((file) -> file.getFileName().toString().matches("emulation-.*\\.properties"))
				.flatMap((file) -> readWith(file).stream())
				.filter((with) -> MACHINE.stream()
					.allMatch((key) -> Objects.equals(with.get(key), measuredWith.get(key))))
				.map((with) -> measuredWith.keySet()
					.stream()
					.filter((key) -> !Objects.equals(with.get(key), measuredWith.get(key)))
					.map((key) -> FACTS.getOrDefault(key, SETTINGS.getOrDefault(key, key)))
					.distinct()
					.toList())
				.filter((names) -> !names.isEmpty())
				.min(Comparator.comparingInt(List::size))
				.map((names) -> "another " + String.join(" and ", names));
		}
		catch (IOException e) {
			return Optional.empty();
		}
	}

	/** An entry's values under {@value #WITH}; empty when it cannot be read. */
	private static Optional<Map<String, String>> readWith(final Path file) {
		try {
			final Properties entry = PropertiesFiles.read(file);
			final Map<String, String> with = new TreeMap<>();
			entry.stringPropertyNames()
				.stream()
				.filter((key) -> key.startsWith(WITH))
				.forEach((key) -> with.put(key.substring(WITH.length()), entry.getProperty(key)));
			return Optional.of(with);
		}
		catch (IOException | IllegalArgumentException e) {
			return Optional.empty();
		}
	}

	/**
	 * The entry measured with exactly {@code measuredWith}; empty when there is none or
	 * it cannot be read (the probes then run again).
	 */
	public Optional<EmulationEntry> find(final Map<String, String> measuredWith) {
		final Path file = file(measuredWith);
		if (!Files.isRegularFile(file)) {
			return Optional.empty();
		}
		try {
			final Properties entry = PropertiesFiles.read(file);
			return measuredWith.entrySet()
				.stream()
				.allMatch(with -> with.getValue().equals(entry.getProperty(WITH + with.getKey())))
						? Optional.of(EmulationEntry.read(entry)) : Optional.empty();
		}
		catch (IOException | IllegalArgumentException e) {
			return Optional.empty();
		}
	}

	/** Stores what was found for {@code measuredWith}, replacing an older entry. */
	public Path store(final Map<String, String> measuredWith, final EmulationEntry found) throws IOException {
		final Properties entry = found.toProperties();
		measuredWith.forEach((key, value) -> entry.setProperty(WITH + key, value));
		final Path file = file(measuredWith);
		Files.createDirectories(dir);
		PropertiesFiles.write(file, entry);
		return file;
	}

	/** The entry's file: "emulation-" and the first 16 hex digits of the values' hash. */
	public Path file(final Map<String, String> measuredWith) {
		final StringBuilder text = new StringBuilder();
		new TreeMap<>(measuredWith).forEach((key, value) -> text.append(key).append('=').append(value).append('\n'));
		try {
			final byte[] hash = MessageDigest.getInstance("SHA-256")
				.digest(text.toString().getBytes(StandardCharsets.UTF_8));
			return dir.resolve("emulation-" + HexFormat.of().formatHex(hash).substring(0, 16) + ".properties");
		}
		catch (NoSuchAlgorithmException e) {
			throw new IllegalStateException("every JDK has SHA-256", e);
		}
	}

}
