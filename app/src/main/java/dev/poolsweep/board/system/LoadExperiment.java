package dev.poolsweep.board.system;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.function.Supplier;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * EXPERIMENT KNOB, off by default: adds a fixed cost to every list request so that a
 * small machine can be pushed into the regime the paper studied (Jeon, Lee and Kang,
 * "Analysis of Multi-thread Pool Utilization Scheme on the Apache Web Server", 2004, used
 * a fixed 0.2 s task). {@code board.experiment.cpu-work} burns that much CPU time on the
 * worker thread; {@code board.experiment.db-hold} keeps the request's database connection
 * borrowed that much longer, as a slow query would.
 */
@Component
@EnableConfigurationProperties(LoadExperiment.Settings.class)
public class LoadExperiment {

	private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

	private final long cpuWorkNanos;

	private final Duration dbHold;

	private final TransactionTemplate transaction;

	LoadExperiment(Settings settings, TransactionTemplate transaction) {
		this.cpuWorkNanos = settings.cpuWork().toNanos();
		this.dbHold = settings.dbHold();
		this.transaction = transaction;
	}

	public boolean isActive() {
		return this.cpuWorkNanos > 0 || !this.dbHold.isZero();
	}

	public <T> T around(Supplier<T> read) {
		T result = this.dbHold.isZero() ? read.get() : this.transaction.execute((status) -> {
			// Inside a transaction the connection stays borrowed until the callback
			// returns.
			T rows = read.get();
			sleep(this.dbHold);
			return rows;
		});
		burnCpu(this.cpuWorkNanos);
		return result;
	}

	/**
	 * Spins until this thread has used the given CPU time: under contention it takes
	 * longer, as real work does.
	 */
	private static void burnCpu(long nanos) {
		if (nanos <= 0) {
			return;
		}
		long end = THREADS.getCurrentThreadCpuTime() + nanos;
		long sink = 0;
		while (THREADS.getCurrentThreadCpuTime() < end) {
			for (int i = 0; i < 1_000; i++) {
				sink += i * 31L ^ sink;
			}
		}
		if (sink == 42) {
			Thread.onSpinWait(); // keeps the loop from being optimised away
		}
	}

	private static void sleep(Duration duration) {
		try {
			Thread.sleep(duration);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
	}

	@ConfigurationProperties("board.experiment")
	public record Settings(Duration cpuWork, Duration dbHold) {

		public Settings {
			cpuWork = (cpuWork != null) ? cpuWork : Duration.ZERO;
			dbHold = (dbHold != null) ? dbHold : Duration.ZERO;
			if (cpuWork.isNegative() || dbHold.isNegative()) {
				throw new IllegalArgumentException("board.experiment durations must not be negative");
			}
		}

	}

}
