package dev.poolsweep.tuning.knob;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import dev.poolsweep.tuning.settings.Grid;
import dev.poolsweep.tuning.settings.Point;
import dev.poolsweep.tuning.settings.PointId;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

/**
 * The server is a knob, and every other knob goes to the chosen server's own property
 * where one means the same: on Jetty maxThreads, minSpareThreads and maxConnections are
 * Jetty's, HikariCP's and the client's stay as they are, and a knob with no Jetty
 * equivalent is refused in one line rather than sent to a property that means something
 * else.
 */
class ServerMappingTest {

	@Test
	void theServerIsTomcatOrJettyByName() {
		assertThat(Knob.SERVER.parseOption("tomcat, jetty")).containsExactly(Server.TOMCAT.ordinal(),
				Server.JETTY.ordinal());
		assertThat(Knob.SERVER.parseOption("Jetty")).containsExactly(Server.JETTY.ordinal());
		assertThat(Knob.SERVER.format(List.of(1, 0))).isEqualTo("jetty,tomcat");
		assertThat(Knob.SERVER.defaultValue()).isEqualTo(Server.TOMCAT.ordinal());
		assertThatIllegalArgumentException().isThrownBy(() -> Knob.SERVER.parseOption("undertow"))
			.withMessageStartingWith("--server: 'undertow' is not a server this harness runs: tomcat or jetty")
			.withMessageNotContaining("\n");
	}

	@Test
	void onJettyTheThreadAndConnectionLimitsAreJettysOwn() {
		assertThat(Knob.MAX_THREADS.springArgument(Server.JETTY, 10)).isEqualTo("--server.jetty.threads.max=10");
		assertThat(Knob.MIN_SPARE_THREADS.springArgument(Server.JETTY, 5)).isEqualTo("--server.jetty.threads.min=5");
		assertThat(Knob.MAX_CONNECTIONS.springArgument(Server.JETTY, 10))
			.isEqualTo("--server.jetty.max-connections=10");
		assertThat(Knob.MAX_QUEUE_CAPACITY.springArgument(Server.JETTY, 50))
			.isEqualTo("--server.jetty.threads.max-queue-capacity=50");
		assertThat(Knob.MAX_QUEUE_CAPACITY.springArgument(Server.TOMCAT, 50))
			.isEqualTo("--server.tomcat.threads.max-queue-capacity=50");
		assertThat(Knob.MAX_TOTAL.springArgument(Server.JETTY, 10))
			.isEqualTo("--spring.datasource.hikari.maximum-pool-size=10");
		assertThat(Knob.MINIMUM_IDLE.springArgument(Server.JETTY, 2))
			.isEqualTo("--spring.datasource.hikari.minimum-idle=2");
		assertThat(Knob.MAX_THREADS.springArgument(Server.TOMCAT, 10)).isEqualTo("--server.tomcat.threads.max=10");
		assertThat(Knob.SERVER.springArgument(Server.JETTY, Server.JETTY.ordinal())).as("a jar, not a property")
			.isNull();
		assertThat(Knob.KEEP_ALIVE.springArgument(Server.JETTY, 0)).as("the client's").isNull();
	}

	@Test
	void whatJettyHasNoEquivalentOfGoesNowhereAndSaysWhy() {
		for (final Knob knob : List.of(Knob.ACCEPT_COUNT, Knob.KEEP_ALIVE_TIMEOUT, Knob.MAX_KEEP_ALIVE_REQUESTS,
				Knob.VIRTUAL_THREADS)) {
			assertThat(knob.missingOn(Server.JETTY)).as(knob.key()).isNotBlank();
			assertThat(knob.springArgument(Server.JETTY, 1)).as(knob.key()).isNull();
			assertThat(knob.missingOn(Server.TOMCAT)).as(knob.key()).isNull();
		}
		assertThat(Arrays.stream(Knob.values()).filter(knob -> knob.missingOn(Server.JETTY) == null)).containsExactly(
				Knob.MAX_THREADS, Knob.MAX_TOTAL, Knob.MAX_CONNECTIONS, Knob.MIN_SPARE_THREADS, Knob.KEEP_ALIVE,
				Knob.MINIMUM_IDLE, Knob.SERVER, Knob.MAX_QUEUE_CAPACITY);
	}

	@Test
	void aPointOnJettyGetsJettysPropertiesAndNamesItsServer() {
		final Grid grid = new Grid(Map.of(Knob.MAX_THREADS, List.of(10), Knob.MAX_CONNECTIONS, List.of(20), Knob.SERVER,
				List.of(Server.TOMCAT.ordinal(), Server.JETTY.ordinal())), false);
		final List<Point> points = grid.points();
		assertThat(points).extracting(Point::id).containsExactly("t10-p100-c20-wtomcat", "t10-p100-c20-wjetty");
		assertThat(points.get(0).springArguments()).containsExactly("--server.tomcat.threads.max=10",
				"--spring.datasource.hikari.maximum-pool-size=100", "--server.tomcat.max-connections=20");
		assertThat(points.get(1).springArguments()).containsExactly("--server.jetty.threads.max=10",
				"--spring.datasource.hikari.maximum-pool-size=100", "--server.jetty.max-connections=20");
		assertThat(points.get(1).server()).isEqualTo(Server.JETTY);
		assertThat(grid.servers()).containsExactly(Server.TOMCAT, Server.JETTY);
		assertThat(PointId.parse("t10-p100-c20-wjetty")).containsEntry("server", "jetty")
			.containsEntry("max_threads", "10");
		assertThat(PointId.parse("t10-wundertow")).doesNotContainKey("server");
	}

	@Test
	void onJettyASpareThreadDefaultAboveMaxThreadsIsGivenAsMaxThreads() {
		final Point jetty = new Point(Map.of(Knob.MAX_THREADS, 5, Knob.SERVER, Server.JETTY.ordinal()));
		assertThat(jetty.springArguments()).containsExactly("--server.jetty.threads.max=5",
				"--server.jetty.threads.min=5");
		assertThat(jetty.with(Knob.MAX_THREADS, 50).springArguments()).as("the default is below")
			.containsExactly("--server.jetty.threads.max=50");
		assertThat(jetty.with(Knob.SERVER, Server.TOMCAT.ordinal()).springArguments()).as("Tomcat takes the smaller")
			.containsExactly("--server.tomcat.threads.max=5");
	}

	@Test
	void aGridWithoutTheServerIsTheBoardOnTomcatAsBefore() {
		final Grid grid = new Grid(Map.of(Knob.MAX_THREADS, List.of(10)), false);
		assertThat(grid.servers()).containsExactly(Server.TOMCAT);
		assertThat(grid.points()).extracting(Point::id).containsExactly("t10-p100-a100");
	}

	@Test
	void aSweepThatSetsAKnobJettyLacksIsRefusedInOneLine() {
		assertThatIllegalArgumentException()
			.isThrownBy(() -> new Grid(Map.of(Knob.MAX_THREADS, List.of(10), Knob.ACCEPT_COUNT, List.of(1, 100),
					Knob.SERVER, List.of(Server.TOMCAT.ordinal(), Server.JETTY.ordinal())), false))
			.withMessageStartingWith("--accept-count: acceptCount has no equivalent on Jetty: Jetty's listen backlog")
			.withMessageEndingWith("drop it, or sweep it with --server tomcat")
			.withMessageNotContaining("\n");
		assertThatIllegalArgumentException()
			.isThrownBy(() -> new Grid(Map.of(Knob.MAX_THREADS, List.of(10), Knob.KEEP_ALIVE_TIMEOUT, List.of(5000),
					Knob.SERVER, List.of(Server.JETTY.ordinal())), false))
			.withMessageStartingWith("--keep-alive-timeout: keepAliveTimeout has no equivalent on Jetty");
		assertThat(new Grid(Map.of(Knob.MAX_THREADS, List.of(10), Knob.ACCEPT_COUNT, List.of(1, 100), Knob.SERVER,
				List.of(Server.TOMCAT.ordinal())), false)
			.points()).as("on Tomcat alone").hasSize(2);
	}

}
