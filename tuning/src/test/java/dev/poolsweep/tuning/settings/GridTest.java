package dev.poolsweep.tuning.settings;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import dev.poolsweep.tuning.knob.Knob;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class GridTest {

	@Test
	void parsesListsInTheOrderGiven() {
		assertThat(Knob.MAX_THREADS.parse("--max-threads", " 300, 1,10 ,100")).containsExactly(300, 1, 10, 100);
	}

	@Test
	void rejectsBadListsWithOneLine() {
		assertThatIllegalArgumentException().isThrownBy(() -> Knob.MAX_THREADS.parse("--max-threads", " "))
			.withMessage("--max-threads is empty: give one or more values like 1,10,100");
		assertThatIllegalArgumentException().isThrownBy(() -> Knob.MAX_THREADS.parse("--max-threads", "1,x"))
			.withMessage("--max-threads: 'x' is not a whole number");
		assertThatIllegalArgumentException().isThrownBy(() -> Knob.MAX_THREADS.parse("--max-threads", "1,,2"))
			.withMessage("--max-threads: '' is not a whole number");
		assertThatIllegalArgumentException().isThrownBy(() -> Knob.MAX_TOTAL.parse("--max-total", "0"))
			.withMessage("--max-total: max_total must be at least 1, was 0");
		assertThatIllegalArgumentException().isThrownBy(() -> Knob.ACCEPT_COUNT.parse("--accept-count", "10,10"))
			.withMessage("--accept-count lists 10 twice");
		assertThat(Knob.MIN_SPARE_THREADS.parse("--min-spare-threads", "0")).containsExactly(0);
	}

	@Test
	void tableTwoIsFourPointsMaxThreadsSlowest() {
		final Grid grid = new Grid(Map.of(Knob.MAX_THREADS, List.of(1, 10, 100, 300), Knob.MAX_TOTAL, List.of(100),
				Knob.ACCEPT_COUNT, List.of(100)), false);
		assertThat(grid.points()).extracting(Point::id)
			.containsExactly("t1-p100-a100", "t10-p100-a100", "t100-p100-a100", "t300-p100-a100");
	}

	@Test
	void everyCombinationInGridOrder() {
		final Grid grid = new Grid(Map.of(Knob.MAX_THREADS, List.of(10, 2), Knob.MAX_TOTAL, List.of(5, 50),
				Knob.MIN_SPARE_THREADS, List.of(1)), false);
		assertThat(grid.points()).extracting(Point::id)
			.containsExactly("t10-p5-a100-s1", "t10-p50-a100-s1", "t2-p5-a100-s1", "t2-p50-a100-s1");
	}

	@Test
	void axesLeftOutTakeTheDefaults() {
		final Point point = new Grid(Map.of(Knob.MAX_THREADS, List.of(4)), false).points().getFirst();
		assertThat(point)
			.isEqualTo(new Point(4, Knob.MAX_TOTAL.defaultValue(), Knob.ACCEPT_COUNT.defaultValue(), null, null));
		assertThat(point.id()).isEqualTo("t4-p100-a100");
	}

	@Test
	void paperSemanticsBoundConnectionsByThreads() {
		final Grid grid = new Grid(Map.of(Knob.MAX_THREADS, List.of(1, 10)), true);
		assertThat(grid.points()).extracting(Point::maxConnections).containsExactly(1, 10);
		assertThat(grid.points()).extracting(Point::id).containsExactly("t1-p100-a100-c1", "t10-p100-a100-c10");
	}

	@Test
	void rejectsAnEmptyGridAndConflictingConnections() {
		assertThatIllegalArgumentException().isThrownBy(() -> new Grid(Map.of(Knob.MAX_TOTAL, List.of(100)), false))
			.withMessageStartingWith("empty grid: give --max-threads LIST");
		assertThatIllegalArgumentException()
			.isThrownBy(() -> new Grid(Map.of(Knob.MAX_THREADS, List.of(1), Knob.MAX_CONNECTIONS, List.of(5)), true))
			.withMessage("--paper-semantics sets maxConnections = maxThreads: drop --max-connections");
	}

	@Test
	void springArgumentsLeaveUnsetSettingsToTomcat() {
		assertThat(new Point(10, 100, 100, null, null).springArguments()).containsExactly(
				"--server.tomcat.threads.max=10", "--spring.datasource.hikari.maximum-pool-size=100",
				"--server.tomcat.accept-count=100");
		assertThat(new Point(10, 100, 50, 10, 2).springArguments()).contains("--server.tomcat.max-connections=10",
				"--server.tomcat.threads.min-spare=2");
	}

	@Test
	void minSpareThreadsAboveMaxThreadsIsMaxThreadsAndEachPointComesOnce() {
		final Grid grid = new Grid(
				Map.of(Knob.MAX_THREADS, List.of(100, 300), Knob.MIN_SPARE_THREADS, List.of(10, 300, 100)), false);
		assertThat(grid.points()).extracting(Point::id)
			.containsExactly("t100-p100-a100-s10", "t100-p100-a100-s100", "t300-p100-a100-s10", "t300-p100-a100-s300",
					"t300-p100-a100-s100");
	}

	@Test
	void switchesAreTrueOrFalse() {
		assertThat(Knob.KEEP_ALIVE.parse("--keep-alive", "true, false")).containsExactly(1, 0);
		assertThat(Knob.VIRTUAL_THREADS.format(List.of(0, 1))).isEqualTo("false,true");
		assertThatIllegalArgumentException().isThrownBy(() -> Knob.VIRTUAL_THREADS.parse("--virtual-threads", "yes"))
			.withMessage("--virtual-threads: 'yes' is not true or false");
		assertThatIllegalArgumentException().isThrownBy(() -> Knob.KEEP_ALIVE.parse("--keep-alive", "true,on"))
			.withMessage("--keep-alive lists 1 twice");
	}

	@Test
	void theNewAxesReachTheBoardAndTheClient() {
		final Point point = new Grid(
				Map.of(Knob.MAX_THREADS, List.of(10), Knob.KEEP_ALIVE, List.of(0), Knob.KEEP_ALIVE_TIMEOUT,
						List.of(5000), Knob.MAX_KEEP_ALIVE_REQUESTS, List.of(1), Knob.VIRTUAL_THREADS, List.of(1)),
				false)
			.points()
			.getFirst();
		assertThat(point.id()).isEqualTo("t10-p100-a100-k0-i5000-r1-v1");
		assertThat(point.springArguments()).containsExactly("--server.tomcat.threads.max=10",
				"--spring.datasource.hikari.maximum-pool-size=100", "--server.tomcat.accept-count=100",
				"--server.tomcat.keep-alive-timeout=5000ms", "--server.tomcat.max-keep-alive-requests=1",
				"--spring.threads.virtual.enabled=true");
		assertThat(point.keepAlive(true)).as("the client's, from the point").isFalse();
		assertThat(new Point(10, 100, 100, null, null).keepAlive(true)).as("the sweep's where unset").isTrue();
	}

	@Test
	void theAxesAreTheResultsKeysInIdOrder() {
		assertThat(Arrays.stream(Knob.values()).map(Knob::key).toList()).isEqualTo(Knob.keys());
	}

}
