package dev.poolsweep.tuning.tune;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;

import dev.poolsweep.tuning.analysis.PointAnalysis;
import dev.poolsweep.tuning.analysis.series.AnalysisOptions;
import dev.poolsweep.tuning.analysis.sweep.SweepAnalysis;
import dev.poolsweep.tuning.analysis.sweep.SweepAnalyzer;
import dev.poolsweep.tuning.analysis.verdict.MeasuredPoints;
import dev.poolsweep.tuning.analysis.verdict.Ranking.Criterion;
import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.errors.RunFailedException;
import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.model.BoardModel;
import dev.poolsweep.tuning.model.LoadSchedule;
import dev.poolsweep.tuning.model.PredictionSpread;
import dev.poolsweep.tuning.model.calibration.SweepCalibration;
import dev.poolsweep.tuning.process.ChildProcesses;
import dev.poolsweep.tuning.progress.Progress;
import dev.poolsweep.tuning.results.AtomicFiles;
import dev.poolsweep.tuning.results.ResultsFolder;
import dev.poolsweep.tuning.settings.Point;
import dev.poolsweep.tuning.settings.Probing;
import dev.poolsweep.tuning.settings.RunId;
import dev.poolsweep.tuning.settings.SweepSettings;
import dev.poolsweep.tuning.results.SweepFile;
import dev.poolsweep.tuning.sweep.SweepFolder;
import dev.poolsweep.tuning.sweep.SweepRunner;

/**
 * Runs a tune into its folder, which is a sweep's folder (the same runs, files and
 * report) with {@link RaceFile race.properties} beside: one run of a middle point first
 * (with the saturation probe, or the emulation's probes, before it) to calibrate the
 * model from, as {@code predict --from} calibrates; the model's screen; then the race,
 * each round a batch of the sweep's runs. It ends with OUT/tune.properties and the race
 * at the top of OUT/report.html.
 */
public final class Tuner {

	private final SweepFolder folder;

	private final Probing probing;

	private final String typedCommand;

	private final AnalysisOptions options = AnalysisOptions.defaults();

	private final MeasuredPoints measured = new MeasuredPoints(options);

	/**
	 * @param probing what the first run measures before it
	 * @param typedCommand the command line, for the report
	 */
	public Tuner(final Path out, final Probing probing, final String typedCommand) {
		this.folder = new SweepFolder(out);
		this.probing = probing;
		this.typedCommand = typedCommand;
	}

	/** A fresh tune: its settings and race.properties are written first. */
	public SweepRunner.Result start(final SweepSettings sweep, final Slo slo, final int budgetRuns,
			final Duration budgetTime, final SweepRunner runner, final Progress progress)
			throws IOException, RunFailedException {
		if (budgetRuns < 1) {
			throw new BadInputException("--budget must allow at least 1 run, was " + budgetRuns);
		}
		final RaceFile race = RaceFile.create(folder.dir(), slo, budgetRuns, budgetTime, System.currentTimeMillis());
		final Point first = calibrationPoint(sweep.grid().points());
		progress.say("tune: first one run of " + Shifts.label(first) + ", to calibrate the model from");
		final SweepRunner.Result calibration = runner.run(sweep, false, probing, typedCommand,
				List.of(new RunId(first, 1)));
		return finish(race, runner, progress, calibration);
	}

	/** Finishes an interrupted tune. */
	public SweepRunner.Result resume(final SweepRunner runner, final Progress progress)
			throws IOException, RunFailedException {
		return finish(RaceFile.read(folder.dir()), runner, progress, new SweepRunner.Result(0, 0, 0));
	}

	private SweepRunner.Result finish(final RaceFile race, final SweepRunner runner, final Progress progress,
			final SweepRunner.Result before) throws IOException, RunFailedException {
		final SweepSettings sweep = SweepFile.read(folder.dir());
		final List<Point> grid = sweep.grid().points();
		if (race.screen(grid).isEmpty()) {
			final List<RunId> calibration = folder.pending(List.of(new RunId(calibrationPoint(grid), 1)));
			if (!calibration.isEmpty()) {
				runner.run(sweep, true, probing, typedCommand, calibration);
			}
			race.screen(screen(sweep, race.slo(), progress));
		}
		final ModelScreen screen = race.screen(grid).orElseThrow();
		final Slo slo = race.slo().withBurstEndingAt(burstEndS(sweep));
		final Set<Point> raced = new LinkedHashSet<>(screen.raced());
		final Point calibrated = calibrationPoint(grid);
		screen.alike()
			.values()
			.stream()
			.flatMap(List::stream)
			.filter(point -> enteredTheRace(point, calibrated, folder::isComplete))
			.forEach(raced::add);
		final int spentBefore = spent(grid);
		final Duration budgetTime = race.budgetTime();
		final BooleanSupplier timeUp = () -> budgetTime != null
				&& System.currentTimeMillis() - race.startedMs() >= budgetTime.toMillis();
		final int[] failed = { before.failed() };
		final Racing.Outcome outcome = new Racing(new Race(slo), slo.any() ? screen::sloStandIn : screen::standIn).race(
				contenders(raced), race.rounds().size() + 1, race.budgetRuns() - spentBefore, timeUp,
				new Racing.Rounds() {

					@Override
					public Racing.Ran run(final List<Point> batch, final BooleanSupplier timeUp)
							throws IOException, RunFailedException {
						final List<RunId> runs = runIds(batch);
						batch.forEach(raced::add);
						final SweepRunner.Result round = runner.run(SweepFile.read(folder.dir()), true, probing,
								typedCommand, runs, timeUp);
						failed[0] += round.failed();
						if (ChildProcesses.stopping()) {
							// the shutdown hook says how to resume
							throw new RunFailedException("stopped before the race was decided");
						}
						// the batch's first runs: those done before a resume, then those
						// made now
						return new Racing.Ran(contenders(raced),
								Math.min(batch.size(), round.skipped() + round.runs()));
					}

					@Override
					public void judged(final Racing.Round round) throws IOException {
						race.round(round);
					}

				});
		final List<Contender> all = contenders(raced);
		final Race.Standing standing = outcome.standing();
		final TuneAnswer answer = new TuneAnswer(grid, screen, all, standing, slo, spent(grid), race.budgetRuns(),
				race.budgetTime());
		AtomicFiles.writeString(folder.dir().resolve(ResultsFolder.TUNE_PROPERTIES), answer.properties());
		AtomicFiles.writeString(folder.dir().resolve(ResultsFolder.RACE_HTML), answer.html(race.rounds()));
		System.out.print(answer.properties());
		System.out.flush();
		return new SweepRunner.Result(before.runs() + outcome.runs(), failed[0], 0);
	}

	/** The model's screen, calibrated from the runs so far (the first one). */
	private ModelScreen screen(final SweepSettings sweep, final Slo slo, final Progress progress) throws IOException {
		final SweepAnalysis analysis = new SweepAnalyzer(options).analyze(folder.dir());
		final SweepCalibration calibration;
		try {
			calibration = SweepCalibration.of(analysis);
		}
		catch (BadInputException e) {
			throw new BadInputException("tune: the model cannot calibrate from the first run: " + e.getMessage(), e);
		}
		progress.say("tune: the model, " + calibration.describe());
		final List<ModelScreen.Predicted> predicted = new ArrayList<>();
		for (final Point point : sweep.grid().points()) {
			final Point config = point.withKeepAliveOf(calibration.keepAlive());
			predicted.add(new ModelScreen.Predicted(point, BoardModel.predict(calibration.inputs(), config),
					PredictionSpread.of(calibration.inputs(), config)));
		}
		final ModelScreen screen = ModelScreen.of(predicted, slo.withBurstEndingAt(burstEndS(sweep)));
		progress.say("tune: " + screen.summary());
		return screen;
	}

	/**
	 * The point measured first: the middle of the grid's maxThreads above one (the
	 * calibration needs response times of more than one worker), its other knobs at their
	 * cheapest.
	 */
	static Point calibrationPoint(final List<Point> grid) {
		final List<Integer> threads = grid.stream()
			.map(p -> p.valueOrDefault(Knob.MAX_THREADS))
			.filter(t -> t > 1)
			.distinct()
			.sorted()
			.toList();
		final List<Point> candidates = threads.isEmpty() ? grid
				: grid.stream()
					.filter(p -> p.valueOrDefault(Knob.MAX_THREADS) == threads.get((threads.size() - 1) / 2))
					.toList();
		return candidates.stream().min(Contender.CHEAPEST_FIRST).orElseThrow();
	}

	private static long burstEndS(final SweepSettings sweep) {
		return LoadSchedule.of(sweep.load().scaledProfile()).burstEndS();
	}

	/** The runs of a batch: each point's next repetition not yet complete, in order. */
	private List<RunId> runIds(final List<Point> batch) {
		final Map<Point, Integer> next = new LinkedHashMap<>();
		final List<RunId> runs = new ArrayList<>();
		for (final Point point : batch) {
			int repetition = next.getOrDefault(point, 0) + 1;
			while (folder.isComplete(new RunId(point, repetition))) {
				repetition++;
			}
			next.put(point, repetition);
			runs.add(new RunId(point, repetition));
		}
		return runs;
	}

	/** The runs spent: every complete run folder, failed ones included. */
	private int spent(final List<Point> grid) {
		int spent = 0;
		for (final Point point : grid) {
			for (int repetition = 1; folder.isComplete(new RunId(point, repetition)); repetition++) {
				spent++;
			}
		}
		return spent;
	}

	/**
	 * Whether a point the model found alike to another entered the race before (a tune
	 * resumed): it has runs of the race's. The first run, which calibrated the model, is
	 * not one: a point alike to a cheaper one races only through it, and the calibration
	 * run counts as its first when it enters.
	 */
	static boolean enteredTheRace(final Point point, final Point calibrated, final Predicate<RunId> complete) {
		return complete.test(new RunId(point, point.equals(calibrated) ? 2 : 1));
	}

	/**
	 * The raced points with the figures of their complete runs, as the ranking reads
	 * them.
	 */
	private List<Contender> contenders(final Set<Point> raced) throws IOException {
		final SweepAnalysis analysis = new SweepAnalyzer(options).analyze(folder.dir());
		final Map<String, PointAnalysis> byId = new LinkedHashMap<>();
		analysis.points().forEach(p -> byId.put(p.settings().pointId(), p));
		final List<Contender> contenders = new ArrayList<>();
		for (final Point point : raced) {
			final PointAnalysis runs = byId.get(point.id());
			final Map<Criterion, double[]> figures = new EnumMap<>(Criterion.class);
			if (runs != null) {
				for (final Criterion criterion : Criterion.values()) {
					figures.put(criterion, measured.perRun(runs, criterion));
				}
			}
			contenders.add(new Contender(point, figures));
		}
		contenders.sort(Comparator.comparing(Contender::point, Contender.CHEAPEST_FIRST));
		return contenders;
	}

}
