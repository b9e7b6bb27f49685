package dev.poolsweep.tuning.settings;

import java.util.List;
import java.util.Map;

import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.knob.Server;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNoException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Jetty 12.1 keeps an acceptor, its selectors and its reserved threads out of maxThreads
 * and does not start without a worker beyond them: a grid with fewer on Jetty is refused
 * in one line before anything runs, naming the fewest it starts with.
 */
class JettyThreadsTest {

	@Test
	void jettyStartsWithFourThreadsOrMoreOnAnyMachine() {
		for (final int cpus : List.of(1, 2, 4, 8, 64, 256)) {
			assertThat(JettyThreads.minimum(cpus)).as("%d CPUs", cpus).isEqualTo(4);
			for (int maxThreads = 4; maxThreads <= 2000; maxThreads++) {
				assertThat(JettyThreads.starts(maxThreads, cpus)).as("%d threads on %d CPUs", maxThreads, cpus)
					.isTrue();
			}
		}
		// Jetty's own heuristics at 200 threads on 64 CPUs: 12 selectors, 32 reserved
		assertThat(JettyThreads.selectors(200, 64)).isEqualTo(12);
		assertThat(JettyThreads.reserved(200, 64)).isEqualTo(32);
		assertThat(JettyThreads.reserved(24, 64)).as("3, rounded up to a power of two").isEqualTo(4);
	}

	@Test
	void aGridWithFewerThreadsOnJettyIsRefusedNamingTheMinimum() {
		assertThatThrownBy(() -> new Grid(Map.of(Knob.MAX_THREADS, List.of(10, 3), Knob.SERVER,
				List.of(Server.TOMCAT.ordinal(), Server.JETTY.ordinal())), false))
			.isInstanceOf(BadInputException.class)
			.hasMessageStartingWith("--max-threads: maxThreads 3 on Jetty")
			.hasMessageContaining("give 4 or more for Jetty")
			.hasMessageNotContaining("\n");
		assertThatNoException().isThrownBy(() -> new Grid(
				Map.of(Knob.MAX_THREADS, List.of(1, 10), Knob.SERVER, List.of(Server.TOMCAT.ordinal())), false));
		assertThatNoException().isThrownBy(() -> new Grid(
				Map.of(Knob.MAX_THREADS, List.of(4, 10), Knob.SERVER, List.of(Server.JETTY.ordinal())), false));
	}

}
