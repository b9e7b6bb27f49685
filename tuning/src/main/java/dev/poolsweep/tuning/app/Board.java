package dev.poolsweep.tuning.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import dev.poolsweep.db.Passwords;
import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.knob.Server;
import dev.poolsweep.tuning.settings.BoardSettings;

/**
 * The suggestion board, the harness's default: its seeding and experiment knobs, its
 * admin password, its fast start, and its reset (the suggestion table emptied; the board
 * seeds it again when it starts).
 *
 * @param server the server the jar runs on: app/ builds it for Tomcat, app/jetty for
 * Jetty
 */
public record Board(Path jar, BoardSettings settings, Server server) implements AppUnderTest {

	private static final String TABLE = "suggestion";

	/** The file the training writes beside the cache. */
	private static final String AOT_TRAINING = "training.properties";

	public Board {
		if (!Files.isRegularFile(jar)) {
			throw new BadInputException(server == Server.JETTY
					? "the board on Jetty not found at " + jar
							+ ": run ./mvnw -pl app/jetty -am package -DskipTests first (or give --board-jetty-jar)"
					: "board jar not found at " + jar
							+ ": run ./mvnw -pl app -am package -DskipTests first (or give --board-jar)");
		}
	}

	/** The board on Tomcat. */
	public Board(final Path jar, final BoardSettings settings) {
		this(jar, settings, Server.TOMCAT);
	}

	@Override
	public String name() {
		return "board";
	}

	@Override
	public Path jarToRun() {
		final Path fastStart = fastStartJar();
		return fastStart != null ? fastStart : jar;
	}

	@Override
	public List<String> jvmArguments() {
		final Path fastStart = fastStartJar();
		return fastStart == null ? List.of() : List.of("-XX:AOTCache=" + aotCache(fastStart));
	}

	@Override
	public List<String> arguments() {
		final List<String> arguments = new ArrayList<>();
		arguments.add("--board.seed.count=" + settings.seedRows());
		if (!settings.cpuWork().isZero()) {
			arguments.add("--board.experiment.cpu-work=" + settings.cpuWork().toNanos() / 1000 + "us");
		}
		if (!settings.dbHold().isZero()) {
			arguments.add("--board.experiment.db-hold=" + settings.dbHold().toNanos() / 1000 + "us");
		}
		return arguments;
	}

	@Override
	public Map<String, String> environment() {
		return Map.of("BOARD_ADMIN_PASSWORD", Passwords.random());
	}

	@Override
	public boolean hasActuator() {
		return true;
	}

	/**
	 * TRUNCATE TABLE suggestion, when the table exists (Flyway creates it when the board
	 * first starts).
	 */
	@Override
	public void reset(final Connection connection) throws SQLException {
		if (tableExists(connection)) {
			try (Statement statement = connection.createStatement()) {
				statement.execute("TRUNCATE TABLE " + TABLE);
			}
		}
	}

	private static boolean tableExists(final Connection connection) throws SQLException {
		try (PreparedStatement query = connection.prepareStatement(
				"SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = ?")) {
			query.setString(1, TABLE);
			try (ResultSet rows = query.executeQuery()) {
				return rows.next() && rows.getInt(1) > 0;
			}
		}
	}

	/**
	 * The board's fast start, when the build made it (app/README.md, "Start-up"):
	 * fast-start/suggestion-board.jar beside the jar, the same board extracted, with the
	 * ahead-of-time cache that its training run left beside it. It halves the start-up,
	 * which every run of a sweep pays. Null without them, on a JDK older than 25, or when
	 * the jar is newer than the cache (a build that skipped the training left an older
	 * board there).
	 */
	Path fastStartJar() {
		final Path extracted = jar.resolveSibling("fast-start").resolve(jar.getFileName());
		final Path cache = aotCache(extracted);
		return Runtime.version().feature() >= 25 && Files.isRegularFile(extracted) && isNotOlder(cache, jar) ? extracted
				: null;
	}

	/**
	 * The ahead-of-time cache the board starts with, when it has a fast start: its
	 * training decides how soon a fresh board's JIT compiles the request path, so knobs
	 * measured with one training do not hold for another ({@link #aotTraining}).
	 */
	public Optional<Path> aotCacheInUse() {
		return Optional.ofNullable(fastStartJar()).map(Board::aotCache);
	}

	/**
	 * What trained the cache the board starts with, the file its training wrote beside it
	 * (app/src/build/AotTraining.java): two trainings alike make caches whose bytes
	 * differ but boards that serve alike. Empty without a cache, or where the file is
	 * older than the cache (a training that wrote none left an older one there).
	 */
	public Optional<Path> aotTraining() {
		return aotCacheInUse().flatMap((cache) -> Optional.of(cache.resolveSibling(AOT_TRAINING))
			.filter((training) -> isNotOlder(training, cache)));
	}

	/**
	 * Whether {@code file} is there and not older than {@code than}: what a build made
	 * from it, not a leftover of an earlier one. False where either cannot be read.
	 */
	private static boolean isNotOlder(final Path file, final Path than) {
		try {
			return Files.isRegularFile(file)
					&& Files.getLastModifiedTime(file).compareTo(Files.getLastModifiedTime(than)) >= 0;
		}
		catch (IOException e) {
			return false;
		}
	}

	private static Path aotCache(final Path extractedJar) {
		return extractedJar.resolveSibling(extractedJar.getFileName().toString().replaceFirst("\\.jar$", "") + ".aot");
	}

}
