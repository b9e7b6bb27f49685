package dev.poolsweep.tuning.model;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;

/**
 * The board's CPUs shared by the workers that want them and by the board's own background
 * work (processor sharing). With n workers in a CPU phase on c cores the background gets
 * b(n) = min(B, c / (n + 1)) (B when no worker runs), and each worker progresses at
 * min(1, (c - b(n)) / n) CPU-ms per ms, divided by 1 + g (w - 1) with w busy workers: the
 * growth of CPU per request with concurrency. Because every job progresses at the same
 * rate, one clock of attained service per job (v) serves them all: a job that needs x ms
 * when v = v0 ends when v reaches v0 + x.
 */
final class Cores {

	private record Job(ModelRequest request, double endV, long order) {
	}

	private final double cores;

	private final double background;

	private final double growth;

	private final PriorityQueue<Job> jobs = new PriorityQueue<>(
			Comparator.comparingDouble(Job::endV).thenComparingLong(Job::order));

	private double v;

	private double clockMs;

	private int busyWorkers;

	private double busyCoreMs;

	private long order;

	Cores(final double cores, final double background, final double growth) {
		this.cores = cores;
		this.background = background;
		this.growth = growth;
	}

	/** Runs the jobs until {@code nowMs}; call before any change. */
	void advanceTo(final double nowMs) {
		final double elapsed = nowMs - clockMs;
		if (elapsed > 0) {
			v += rate() * elapsed;
			busyCoreMs += (jobs.size() * share() + background()) * elapsed;
			clockMs = nowMs;
		}
	}

	/** CPUs the background work gets now. */
	private double background() {
		return background(cores, background, jobs.size());
	}

	/** CPUs each worker in a CPU phase gets now. */
	private double share() {
		return share(cores, background, jobs.size());
	}

	/** CPU-ms of its request each running job gets done per ms. */
	private double rate() {
		return progress(cores, background, growth, jobs.size(), busyWorkers);
	}

	/** b(n): CPUs the background gets with {@code running} workers in a CPU phase. */
	private static double background(final double cores, final double background, final int running) {
		return Math.min(background, cores / (running + 1));
	}

	private static double share(final double cores, final double background, final int running) {
		return running == 0 ? 0 : Math.min(1, (cores - background(cores, background, running)) / running);
	}

	/**
	 * CPU-ms of its request each of {@code running} workers in a CPU phase gets done per
	 * ms while {@code busy} workers are busy: the rule above, also for the rates
	 * {@link ServiceProfile} derives from it.
	 */
	static double progress(final double cores, final double background, final double growth, final int running,
			final int busy) {
		return share(cores, background, running) / (1 + growth * Math.max(0, busy - 1));
	}

	void add(final ModelRequest request, final double workMs) {
		jobs.add(new Job(request, v + workMs, order++));
	}

	void busyWorkers(final int busy) {
		this.busyWorkers = busy;
	}

	/** When the next job ends if nothing changes; +Infinity when none runs. */
	double nextEndMs() {
		final Job next = jobs.peek();
		return next == null ? Double.POSITIVE_INFINITY : clockMs + Math.max(0, next.endV() - v) / rate();
	}

	/** The jobs done by now, in the order they ended. */
	List<ModelRequest> takeDone() {
		final List<ModelRequest> done = new ArrayList<>();
		while (!jobs.isEmpty() && jobs.peek().endV() <= v + 1e-9 * (1 + Math.abs(v))) {
			done.add(jobs.poll().request());
		}
		return done;
	}

	/** Core-milliseconds used since the start. */
	double busyCoreMs() {
		return busyCoreMs;
	}

	double cores() {
		return cores;
	}

}
