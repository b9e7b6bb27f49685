package dev.poolsweep.tuning.model;

import java.util.SplittableRandom;

import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.settings.Point;
import dev.poolsweep.tuning.analysis.series.AnalysisOptions;

/** Inputs for the model's tests: no time-outs in the way unless a test sets them. */
final class ModelFixture {

	/** The analysis's own definitions, as the harness passes them. */
	static final AnalysisOptions OPTIONS = AnalysisOptions.defaults();

	/** Long enough that no request of a test times out unless it means to. */
	static final long NO_TIMEOUT_MS = 3_600_000;

	static final int CLIENTS = 1_000_000;

	private ModelFixture() {
	}

	static ModelInputs inputs(final ServiceProfile service, final LoadSchedule schedule) {
		return new ModelInputs(service, schedule, NO_TIMEOUT_MS, 3000, CLIENTS, OPTIONS, 1);
	}

	static ModelInputs inputs(final ServiceProfile service, final LoadSchedule schedule, final long responseTimeoutMs) {
		return new ModelInputs(service, schedule, responseTimeoutMs, 3000, CLIENTS, OPTIONS, 1);
	}

	/** One worker, one pool connection, nothing else in the way. */
	static Point threads(final int maxThreads) {
		return new Point(maxThreads, 100, 100, null, null).with(Knob.KEEP_ALIVE, 1);
	}

	/** Poisson arrivals at {@code ratePerS} for {@code seconds}, from a fixed seed. */
	static LoadSchedule poisson(final double ratePerS, final long seconds, final long seed) {
		final SplittableRandom random = new SplittableRandom(seed);
		final double[] due = new double[(int) (ratePerS * seconds * 1.2) + 100];
		double t = 0;
		int n = 0;
		while (true) {
			t += -Math.log(1 - random.nextDouble()) / ratePerS * 1000;
			if (t >= seconds * 1000.0 || n == due.length) {
				break;
			}
			due[n++] = t;
		}
		return LoadSchedule.ofDueInstants(java.util.Arrays.copyOf(due, n), seconds);
	}

}
