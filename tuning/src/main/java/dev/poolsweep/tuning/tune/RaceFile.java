package dev.poolsweep.tuning.tune;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.stream.Collectors;

import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.plan.Durations;
import dev.poolsweep.tuning.results.PropertiesFiles;
import dev.poolsweep.tuning.results.PropertyValues;
import dev.poolsweep.tuning.settings.Point;

/**
 * OUT/race.properties: what a tune was asked (its SLO and budget), the model's screen
 * once made, and the rounds run, so that {@code --resume} carries on where it stopped and
 * the report tells the race. The runs themselves are the sweep's, under OUT/points; the
 * race is judged afresh from them. A value {@code --resume} cannot read is bad input, in
 * one line naming the key.
 */
public final class RaceFile {

	/** The file's name in the tune's folder. */
	public static final String NAME = "race.properties";

	private static final String SLO = "slo";

	private static final String BUDGET_RUNS = "budget_runs";

	private static final String BUDGET_TIME = "budget_time";

	private static final String STARTED_MS = "started_ms";

	private static final String RACED = "screen.raced";

	private static final String OUT = "screen.out.";

	private static final String BY = "screen.by.";

	private static final String ALIKE = "screen.alike.";

	private static final String OVERSHOOT = "screen.overshoot.";

	private static final String ROUNDS = "rounds";

	private static final String ROUND = "round.";

	private final Path file;

	private final Properties properties;

	private final PropertyValues values;

	private RaceFile(final Path file, final Properties properties) {
		this.file = file;
		this.properties = properties;
		this.values = new PropertyValues(NAME, properties::getProperty);
	}

	/** A new tune's file, written at once. */
	public static RaceFile create(final Path dir, final Slo slo, final int budgetRuns, final Duration budgetTime,
			final long startedMs) throws IOException {
		final Properties properties = new Properties();
		properties.setProperty(SLO, slo.toString());
		properties.setProperty(BUDGET_RUNS, Integer.toString(budgetRuns));
		properties.setProperty(BUDGET_TIME, budgetTime == null ? "" : Durations.format(budgetTime));
		properties.setProperty(STARTED_MS, Long.toString(startedMs));
		final RaceFile race = new RaceFile(dir.resolve(NAME), properties);
		race.save();
		return race;
	}

	/** An interrupted tune's file; a one-line error when the folder holds none. */
	public static RaceFile read(final Path dir) throws IOException {
		final Path file = dir.resolve(NAME);
		if (!Files.isRegularFile(file)) {
			throw new BadInputException(dir + " is not a tune's folder (no " + NAME + ")");
		}
		return new RaceFile(file, PropertiesFiles.read(file));
	}

	public Slo slo() {
		return values.text(SLO).isEmpty() ? Slo.NONE : values.required(SLO, Slo::parse, "an SLO like p95=2s");
	}

	public int budgetRuns() {
		return Math.toIntExact(values.requiredWhole(BUDGET_RUNS));
	}

	/** The budget's duration; null for none. */
	public Duration budgetTime() {
		return values.text(BUDGET_TIME).isEmpty() ? null
				: values.required(BUDGET_TIME, Durations::parse, "a duration like 45m");
	}

	public long startedMs() {
		return values.requiredWhole(STARTED_MS);
	}

	/** The model's screen, once made; the points are the grid's, found by their ids. */
	public Optional<ModelScreen> screen(final List<Point> grid) {
		if (!properties.containsKey(RACED)) {
			return Optional.empty();
		}
		final Map<String, Point> byId = grid.stream().collect(Collectors.toMap(Point::id, p -> p));
		final List<ModelScreen.RuledOut> ruledOut = new ArrayList<>();
		final Map<Point, List<Point>> alike = new LinkedHashMap<>();
		for (final String key : properties.stringPropertyNames()) {
			if (key.startsWith(OUT)) {
				final String id = key.substring(OUT.length());
				final String by = values.text(BY + id);
				final String overshoot = values.text(OVERSHOOT + id);
				ruledOut.add(new ModelScreen.RuledOut(point(key, id, byId),
						by.isEmpty() ? null : point(BY + id, by, byId), values.asWritten(key, ""),
						overshoot.isEmpty() ? Double.NaN : values.requiredDecimal(OVERSHOOT + id)));
			}
			else if (key.startsWith(ALIKE)) {
				alike.put(point(key, key.substring(ALIKE.length()), byId), points(key, byId));
			}
		}
		ruledOut.sort((a, b) -> Contender.CHEAPEST_FIRST.compare(a.point(), b.point()));
		return Optional.of(new ModelScreen(points(RACED, byId), ruledOut, alike));
	}

	public void screen(final ModelScreen screen) throws IOException {
		properties.setProperty(RACED, ids(screen.raced()));
		for (final ModelScreen.RuledOut out : screen.ruledOut()) {
			properties.setProperty(OUT + out.point().id(), out.reason());
			properties.setProperty(BY + out.point().id(), out.by() == null ? "" : out.by().id());
			if (Double.isFinite(out.overshoot())) {
				properties.setProperty(OVERSHOOT + out.point().id(), Double.toString(out.overshoot()));
			}
		}
		screen.alike().forEach((point, members) -> properties.setProperty(ALIKE + point.id(), ids(members)));
		save();
	}

	/** The rounds run so far, for people: one line each. */
	public List<String> rounds() {
		final Integer rounds = values.integer(ROUNDS);
		final List<String> lines = new ArrayList<>();
		for (int round = 1; rounds != null && round <= rounds; round++) {
			lines.add(values.asWritten(ROUND + round, ""));
		}
		return lines;
	}

	/** Records a round that ended. */
	public void round(final Racing.Round round) throws IOException {
		final String out = round.out().isEmpty() ? "none out"
				: round.out()
					.stream()
					.map(e -> Shifts.label(e.point()) + " out: " + e.reason())
					.collect(Collectors.joining("; "));
		properties.setProperty(ROUND + round.number(), "round " + round.number() + ": " + round.runs() + " runs of "
				+ round.measured().stream().map(Shifts::label).collect(Collectors.joining("; ")) + "; " + out);
		properties.setProperty(ROUNDS, Integer.toString(round.number()));
		save();
	}

	private void save() throws IOException {
		PropertiesFiles.write(file, properties);
	}

	private static String ids(final List<Point> points) {
		return points.stream().map(Point::id).collect(Collectors.joining(","));
	}

	/** The points whose ids {@code key} lists. */
	private List<Point> points(final String key, final Map<String, Point> byId) {
		final String ids = values.text(key);
		return ids.isEmpty() ? List.of() : Arrays.stream(ids.split(",")).map(id -> point(key, id, byId)).toList();
	}

	/**
	 * The grid's point {@code id}, which {@code key} names; bad input when the grid has
	 * none.
	 */
	private static Point point(final String key, final String id, final Map<String, Point> byId) {
		final Point point = byId.get(id);
		if (point == null) {
			throw new BadInputException(NAME + ": " + key + " names " + id + ", no point of the sweep's grid");
		}
		return point;
	}

}
