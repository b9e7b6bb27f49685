package dev.poolsweep.tuning.jmx;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** A process's CPU share, as the sampler reads it from /proc. */
class CpuShareTest {

	@Test
	void cpuShareIsRelativeToTheCpusTheProcessMayUse() {
		assertThat(CpuShare.of(0.5, 1.0, 1)).isEqualTo(0.5);
		assertThat(CpuShare.of(0.5, 1.0, 2)).isEqualTo(0.25);
		assertThat(CpuShare.of(1.01, 1.0, 1)).as("a tick over").isEqualTo(1.0);
		assertThat(CpuShare.of(0, 1.0, 4)).isZero();
	}

	@Test
	void cpuShareOfABusyProcessIsKnownFromItsSecondPoll() throws InterruptedException {
		final CpuShare share = new CpuShare(ProcessHandle.current().pid());
		assertThat(share.poll()).as("first poll").isNull();
		final long until = System.nanoTime() + 300_000_000L;
		long spin = 0;
		while (System.nanoTime() < until) {
			spin++;
		}
		assertThat(spin).isPositive();
		assertThat(share.poll()).isBetween(0.05, 1.0);
		assertThat(new CpuShare(Long.MAX_VALUE).poll()).isNull();
		final CpuShare gone = new CpuShare(Long.MAX_VALUE);
		gone.poll();
		assertThat(gone.poll()).as("no such process").isNull();
	}

}
