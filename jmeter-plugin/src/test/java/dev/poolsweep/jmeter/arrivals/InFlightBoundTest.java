package dev.poolsweep.jmeter.arrivals;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class InFlightBoundTest {

	private static final long MB = 1024 * 1024;

	@Test
	void holdsAsManyClientsAsFitInTheHeapBesideJmeter() {
		// 1 GB: 768 MB beside JMeter's 256, at 128 KB a client
		assertThat(InFlightBound.of(1024 * MB, 1_000_000)).isEqualTo(6144);
	}

	@Test
	void holdsNoMoreConnectionsThanFilesItMayOpen() {
		assertThat(InFlightBound.of(4096 * MB, 1024)).isEqualTo(1024 - 256);
	}

	@Test
	void holdsOneAtLeast() {
		assertThat(InFlightBound.of(128 * MB, 1024)).isEqualTo(1);
	}

}
