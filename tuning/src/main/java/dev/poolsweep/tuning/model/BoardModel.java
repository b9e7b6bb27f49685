package dev.poolsweep.tuning.model;

import dev.poolsweep.tuning.settings.Point;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
import java.util.SplittableRandom;

/**
 * Predicts a point by simulating its run, event by event: JMeter's open arrivals and
 * clients ({@link Generator}), Tomcat, the workers and the connection pool
 * ({@link SimulatedBoard}), and the cores they share ({@link Cores}). Deterministic: the
 * same inputs give the same prediction (the random CPU times, noise and sampling instants
 * come from the inputs' seed).
 *
 * <p>
 * Every second it samples what the harness samples from the board (busy workers, requests
 * waiting, pool waiters, connections, CPU); it runs until the schedule is over and every
 * request has ended on both sides.
 * </p>
 */
public final class BoardModel {

	private record Event(double timeMs, long order, Runnable action) {
	}

	private final PriorityQueue<Event> events = new PriorityQueue<>(
			Comparator.comparingDouble(Event::timeMs).thenComparingLong(Event::order));

	private final ModelInputs inputs;

	private final Cores cores;

	private final SimulatedBoard board;

	private final Generator generator;

	private final List<ModelRequest> requests = new ArrayList<>();

	private final List<Prediction.Second> samples = new ArrayList<>();

	private double nowMs;

	private long order;

	private double busyCoreMsSampled;

	/** Where in each second the board is sampled. */
	private SplittableRandom samplePhases;

	private BoardModel(final ModelInputs inputs, final Point point) {
		this.inputs = inputs;
		this.cores = new Cores(inputs.service().cores(), inputs.service().backgroundCores(),
				inputs.service().cpuGrowthPerBusyThread());
		this.board = new SimulatedBoard(point, inputs.poolTimeoutMs(), inputs.service(), cores, this);
		this.generator = new Generator(this, board, inputs);
		board.respondTo(generator);
	}

	/** The prediction for one point. */
	public static Prediction predict(final ModelInputs inputs, final Point point) {
		final BoardModel model = new BoardModel(inputs, point);
		model.run();
		return Outcomes.of(point, inputs, model.requests, model.samples);
	}

	/** The predictions for several points, in their order. */
	public static List<Prediction> predictAll(final ModelInputs inputs, final List<Point> points) {
		return points.stream().map(point -> predict(inputs, point)).toList();
	}

	private void run() {
		final LoadSchedule schedule = inputs.schedule();
		final double cv = inputs.service().cpuCv();
		final List<Double> noise = inputs.service().latencyNoiseMs();
		final SplittableRandom random = new SplittableRandom(inputs.seed());
		samplePhases = random.split();
		for (int i = 0; i < schedule.size(); i++) {
			final ModelRequest request = new ModelRequest(schedule.dueMs(i), cv > 0 ? gamma(random, cv) : 1,
					noise.isEmpty() ? 0 : noise.get(random.nextInt(noise.size())));
			requests.add(request);
		}
		arrive(0);
		sample(0);
		while (true) {
			final double cpuEndMs = cores.nextEndMs();
			final Event next = events.peek();
			if (next == null && Double.isInfinite(cpuEndMs)) {
				break;
			}
			if (next == null || cpuEndMs < next.timeMs()) {
				advanceTo(cpuEndMs);
				cores.takeDone().forEach(board::computed);
			}
			else {
				advanceTo(events.poll().timeMs());
				next.action().run();
			}
		}
		requests.stream()
			.filter(r -> r.outcome == ModelRequest.Outcome.PENDING)
			.forEach(r -> r.outcome = ModelRequest.Outcome.NEVER_SENT);
	}

	/**
	 * Request {@code i} falls due; the next one is scheduled only now, so the queue holds
	 * one arrival at a time, however long the schedule.
	 */
	private void arrive(final int i) {
		if (i < requests.size()) {
			at(requests.get(i).dueMs, () -> {
				generator.due(requests.get(i));
				arrive(i + 1);
			});
		}
	}

	private void advanceTo(final double timeMs) {
		nowMs = Math.max(nowMs, timeMs);
		cores.advanceTo(nowMs);
	}

	/**
	 * Samples the board in second {@code s} as the harness does: its state once, at a
	 * random instant of the second (the harness's sampler keeps no phase to the
	 * schedule), and the CPU it used over the second.
	 */
	private void sample(final int s) {
		final Prediction.Second[] state = new Prediction.Second[1];
		at(1000.0 * (s + samplePhases.nextDouble()),
				() -> state[0] = new Prediction.Second(s, 0, 0, 0, Double.NaN, Double.NaN, board.busyWorkers(),
						board.waitingForWorker(), board.poolWaiting(), board.connections(), 0));
		at(1000.0 * (s + 1), () -> {
			final double cpuPct = 100 * (cores.busyCoreMs() - busyCoreMsSampled) / (1000 * cores.cores());
			busyCoreMsSampled = cores.busyCoreMs();
			samples.add(new Prediction.Second(s, 0, 0, 0, Double.NaN, Double.NaN, state[0].busyThreads(),
					state[0].waitingForWorker(), state[0].poolWaiting(), state[0].connections(), cpuPct));
			final boolean busy = board.busyWorkers() > 0 || board.waitingForWorker() > 0 || !generator.idle();
			if (s + 1 < inputs.schedule().durationS() || busy && s + 1 < lastSampledSecond()) {
				sample(s + 1);
			}
		});
	}

	/**
	 * A bound, so that the simulation ends where the board never empties (requests
	 * abandoned in a backlog that no closing connection drains): the schedule twice over,
	 * then the time its last request may take to find a client, to connect and to be
	 * answered. The harness samples no longer than JMeter runs, which ends within the
	 * schedule and those time-outs, so no second it measures lies beyond the bound.
	 */
	private long lastSampledSecond() {
		return 2 * inputs.schedule().durationS()
				+ (2 * inputs.responseTimeoutMs() + inputs.connectTimeoutMs() + 999) / 1000;
	}

	/**
	 * A gamma variate with mean 1 and the given coefficient of variation (Marsaglia and
	 * Tsang; shape below 1 boosted by U^(1/shape)).
	 */
	static double gamma(final SplittableRandom random, final double cv) {
		final double shape = 1 / (cv * cv);
		final double boosted = shape < 1 ? shape + 1 : shape;
		final double d = boosted - 1.0 / 3;
		final double c = 1 / Math.sqrt(9 * d);
		double value;
		while (true) {
			final double x = random.nextGaussian();
			final double v = Math.pow(1 + c * x, 3);
			if (v > 0 && Math.log(random.nextDouble()) < x * x / 2 + d - d * v + d * Math.log(v)) {
				value = d * v;
				break;
			}
		}
		if (shape < 1) {
			value *= Math.pow(random.nextDouble(), 1 / shape);
		}
		return value / shape;
	}

	void at(final double timeMs, final Runnable action) {
		events.add(new Event(timeMs, order++, action));
	}

	double now() {
		return nowMs;
	}

}
