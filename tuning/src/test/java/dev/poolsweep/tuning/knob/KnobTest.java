package dev.poolsweep.tuning.knob;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNoException;

/**
 * Every entry of the registry is complete and its own: a name, key, letter, option and
 * explanation no other knob has, and a default its own values allow.
 */
class KnobTest {

	@Test
	void everyKnobHasANameKeyLetterOptionAndExplanation() {
		assertThat(Knob.values()).allSatisfy(knob -> {
			assertThat(knob.displayName()).as(knob + " name").isNotBlank();
			assertThat(knob.key()).as(knob + " key").matches("[a-z][a-z_]*[a-z]");
			assertThat(knob.option()).as(knob + " option").matches("--[a-z][a-z-]*[a-z]");
			assertThat(Character.isLowerCase(knob.letter())).as(knob + " letter").isTrue();
			assertThat(knob.explanation()).as(knob + " explanation").isNotBlank();
		});
	}

	@Test
	void noTwoKnobsShareANameKeyLetterOrOption() {
		assertUnique(Knob::displayName);
		assertUnique(Knob::key);
		assertUnique(Knob::letter);
		assertUnique(Knob::option);
	}

	@Test
	void everyDefaultIsAValueOfItsKnob() {
		assertThat(Knob.values()).allSatisfy(knob -> assertThatNoException().as(knob + " default")
			.isThrownBy(() -> knob.parse(knob.key(), knob.text(knob.defaultValue()))));
	}

	@Test
	void theBoardsKnobsHaveASpringPropertyAndTheClientsAndTheServerNone() {
		assertThat(Knob.values()).allSatisfy(knob -> {
			if (knob.origin() == Knob.Origin.CLIENT || knob.origin() == Knob.Origin.BUILD) {
				assertThat(knob.springProperty()).as(knob.key()).isNull();
			}
			else {
				assertThat(knob.springProperty()).as(knob.key()).matches("[a-z.-]+");
			}
		});
	}

	/**
	 * The keys and letters are the results' format (tuning/RESULTS.md): folders written
	 * before must still be read, so they are pinned here, in order.
	 */
	@Test
	void theKeysAndLettersAreTheResultsFormat() {
		assertThat(Knob.keys()).containsExactly("max_threads", "max_total", "accept_count", "max_connections",
				"min_spare_threads", "keep_alive", "keep_alive_timeout_ms", "max_keep_alive_requests",
				"virtual_threads", "minimum_idle", "server", "max_queue_capacity");
		assertThat(Arrays.stream(Knob.values()).map(knob -> String.valueOf(knob.letter()))).containsExactly("t", "p",
				"a", "c", "s", "k", "i", "r", "v", "m", "w", "q");
	}

	/**
	 * Every tie names a knob of the registry: none throws at a point that sets nothing.
	 */
	@Test
	void everyTieNamesAKnob() {
		final Map<Knob, Integer> unset = Map.of();
		assertThat(Knob.values()).allSatisfy(knob -> assertThatNoException().as(knob + " ties").isThrownBy(() -> {
			knob.valueAt(unset);
			knob.clamped(knob.defaultValue(), unset);
			knob.meaningfulAt(unset);
		}));
	}

	@Test
	void spareThreadsAreAtMostTheWorkersAndMeanNothingUnderVirtualThreads() {
		final Map<Knob, Integer> point = Map.of(Knob.MAX_THREADS, 10);
		assertThat(Knob.MIN_SPARE_THREADS.clamped(25, point)).isEqualTo(10);
		assertThat(Knob.MIN_SPARE_THREADS.clamped(5, point)).isEqualTo(5);
		assertThat(Knob.MIN_SPARE_THREADS.clamped(null, point)).isNull();
		assertThat(Knob.MAX_THREADS.clamped(500, point)).as("not tied").isEqualTo(500);
		assertThat(Knob.MIN_SPARE_THREADS.meaningfulAt(point)).isTrue();
		assertThat(Knob.MIN_SPARE_THREADS.meaningfulAt(Map.of(Knob.VIRTUAL_THREADS, 1))).isFalse();
		assertThat(Knob.MAX_THREADS.meaningfulAt(Map.of(Knob.VIRTUAL_THREADS, 1))).isFalse();
		assertThat(Knob.KEEP_ALIVE_TIMEOUT.meaningfulAt(Map.of(Knob.KEEP_ALIVE, 0))).isFalse();
		assertThat(Knob.KEEP_ALIVE_TIMEOUT.meaningfulAt(Map.of())).as("the client keeps alive by default").isTrue();
	}

	@Test
	void theMinimumIdleConnectionsAreTheMaximumUnlessSetAndAtMostIt() {
		assertThat(Knob.MINIMUM_IDLE.valueAt(Map.of(Knob.MAX_TOTAL, 10))).isEqualTo(10);
		assertThat(Knob.MINIMUM_IDLE.valueAt(Map.of())).isEqualTo(Knob.MAX_TOTAL.defaultValue());
		assertThat(Knob.MINIMUM_IDLE.valueAt(Map.of(Knob.MAX_TOTAL, 10, Knob.MINIMUM_IDLE, 2))).isEqualTo(2);
		assertThat(Knob.MINIMUM_IDLE.clamped(50, Map.of(Knob.MAX_TOTAL, 10))).isEqualTo(10);
		assertThat(Knob.MINIMUM_IDLE.optionDescription()).contains("default: maxTotal, HikariCP's");
		assertThat(Knob.MINIMUM_IDLE.springArgument(2)).isEqualTo("--spring.datasource.hikari.minimum-idle=2");
	}

	@Test
	void theHarnessGuardsEveryPropertyItMaySet() {
		assertThat(Knob.values()).allSatisfy(knob -> assertThat(knob.guardedAgainstAppArgs()).as(knob.key())
			.isEqualTo(knob.origin() != Knob.Origin.CLIENT && knob.origin() != Knob.Origin.BUILD));
	}

	@Test
	void aKnobInMillisecondsTakesDurationsOnTheCommandLine() {
		assertThat(Knob.KEEP_ALIVE_TIMEOUT.option()).isEqualTo("--keep-alive-timeout");
		assertThat(Knob.KEEP_ALIVE_TIMEOUT.parseOption("5s,1500ms")).containsExactly(5000, 1500);
		assertThat(Knob.KEEP_ALIVE_TIMEOUT.springArgument(5000)).isEqualTo("--server.tomcat.keep-alive-timeout=5000ms");
		assertThat(Knob.KEEP_ALIVE_TIMEOUT.display(5000)).isEqualTo("5000ms");
	}

	private static void assertUnique(final Function<Knob, Object> property) {
		final List<Object> values = Arrays.stream(Knob.values()).map(property).toList();
		assertThat(values).doesNotHaveDuplicates();
	}

}
