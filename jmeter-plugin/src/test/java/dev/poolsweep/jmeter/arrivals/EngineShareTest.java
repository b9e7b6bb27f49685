package dev.poolsweep.jmeter.arrivals;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class EngineShareTest {

	@Test
	void anEngineFindsItsPlaceInTheListTheControllerWasGiven() {
		assertThat(EngineShare.of("127.0.0.1:1101, 127.0.0.1:1102", "127.0.0.1:1102")).isEqualTo(new EngineShare(1, 2));
		assertThat(EngineShare.of("worker-1:1099,worker-2:1099,worker-3:1099", "worker-1:1099"))
			.isEqualTo(new EngineShare(0, 3));
	}

	@Test
	void withoutAListOneEngineSendsTheWholeSchedule() {
		assertThat(EngineShare.of("", null)).isEqualTo(EngineShare.ALONE);
		assertThat(EngineShare.of(" ", "127.0.0.1:1101")).isEqualTo(EngineShare.ALONE);
		assertThat(EngineShare.ALONE.shared()).isFalse();
	}

	@Test
	void anEngineNotNamedOnceSendsNothing() {
		assertThatIllegalArgumentException().isThrownBy(() -> EngineShare.of("a:1,b:1", "c:1"))
			.withMessageContaining("c:1");
		assertThatIllegalArgumentException().isThrownBy(() -> EngineShare.of("a:1,b:1", null))
			.withMessageContaining("not a remote engine");
		assertThatIllegalArgumentException().isThrownBy(() -> EngineShare.of("a:1,a:1", "a:1"));
	}

	@Test
	void refusesAPlaceOutsideTheEngines() {
		assertThatIllegalArgumentException().isThrownBy(() -> new EngineShare(2, 2));
		assertThatIllegalArgumentException().isThrownBy(() -> new EngineShare(0, 0));
	}

}
