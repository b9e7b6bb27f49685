package dev.poolsweep.jmeter.arrivals;

import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class CpuHeadroomTest {

	private final AtomicLong wall = new AtomicLong();

	private final AtomicLong cpu = new AtomicLong();

	@Test
	void hasNoHeadroomOnceTheCpusWereBusyForAWindow() {
		final CpuHeadroom headroom = new CpuHeadroom(cpu::get, wall::get, 2);
		assertThat(headroom.spare()).isTrue();

		// 50 ms on 2 CPUs: 95 ms of CPU is 95 %
		advance(50, 95);
		assertThat(headroom.spare()).isFalse();
		// within the next window the last reading holds
		advance(10, 0);
		assertThat(headroom.spare()).isFalse();
		// 40 + 10 ms of which 60 ms of CPU: 60 %
		advance(40, 60);
		assertThat(headroom.spare()).isTrue();
	}

	private void advance(final long wallMs, final long cpuMs) {
		wall.addAndGet(wallMs * 1_000_000);
		cpu.addAndGet(cpuMs * 1_000_000);
	}

}
