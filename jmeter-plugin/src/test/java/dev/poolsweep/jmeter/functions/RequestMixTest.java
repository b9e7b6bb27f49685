package dev.poolsweep.jmeter.functions;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class RequestMixTest {

	@Test
	void sendsARequestWithBodyForAnyMethodButGet() {
		assertThat(RequestMix.choose("PUT", 0.5, 0.1)).isEqualTo(2);
		assertThat(RequestMix.choose("post", 0, 0.9)).isEqualTo(2);
	}

	@Test
	void writesWithTheWriteRatiosProbability() {
		assertThat(RequestMix.choose("GET", 0.25, 0.2)).isEqualTo(1);
		assertThat(RequestMix.choose("get", 0.25, 0.25)).isZero();
		assertThat(RequestMix.choose("GET", 0, 0)).isZero();
		assertThat(RequestMix.choose("GET", 1, 0.999)).isEqualTo(1);
	}

}
